import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminCredentials, adminSessions } from '../../db/schema';

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
