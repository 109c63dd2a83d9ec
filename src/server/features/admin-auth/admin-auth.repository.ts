import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminCredentials, adminSessions, loginFailures } from '../../db/schema';

const CREDENTIAL_ID = 1;

export async function getPasswordHash(db: Db): Promise<string | null> {
  const rows = await db
    .select({ hash: adminCredentials.passwordHash })
    .from(adminCredentials)
    .where(eq(adminCredentials.id, CREDENTIAL_ID));
  return rows[0]?.hash ?? null;
}

export async function setPasswordHash(db: Db, passwordHash: string, at: Date): Promise<void> {
  await db
    .insert(adminCredentials)
    .values({ id: CREDENTIAL_ID, passwordHash, updatedAt: at })
    .onConflictDoUpdate({ target: adminCredentials.id, set: { passwordHash, updatedAt: at } });
}

/** Stores a hash only if none exists yet; returns false when another instance got there first. */
export async function insertPasswordHashIfMissing(db: Db, passwordHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(adminCredentials)
    .values({ id: CREDENTIAL_ID, passwordHash, updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: adminCredentials.id });
  return rows.length > 0;
}

export async function countFailuresSince(db: Db, ip: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, since)));
  return rows[0]?.n ?? 0;
}

export async function oldestFailureSince(db: Db, ip: string, since: Date): Promise<Date | null> {
  const rows = await db
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, since)))
    .orderBy(loginFailures.failedAt)
    .limit(1);
  return rows[0]?.at ?? null;
}

export async function recordFailure(db: Db, ip: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ ip, failedAt: at });
}

/** Forgets an IP's failures after it logs in, and everybody's failures older than the window. */
export async function clearFailures(db: Db, ip: string, olderThan: Date): Promise<void> {
  await db.delete(loginFailures).where(or(eq(loginFailures.ip, ip), lt(loginFailures.failedAt, olderThan)));
}

export interface NewSession {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export async function createSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(adminSessions).values(session);
}

export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; expiresAt: Date } | null> {
  const rows = await db
    .select({ id: adminSessions.id, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    );
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}

/** Drops sessions that ended more than a day ago, so the table does not grow forever. */
export async function pruneSessions(db: Db, before: Date): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, before));
}
