// Admin sessions (schema: admin_sessions): only a hash of each cookie token is stored.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions } from '../db/schema';

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
