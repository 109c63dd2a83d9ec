// Admin sessions (schema: admin_sessions): only a hash of each cookie token is stored. A session is active
// while it is not revoked, not expired and made with the credential's current generation (the password).
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/types';
import { ADMIN_CREDENTIAL_ID, adminCredentials, adminSessions } from '../db/schema';

export interface NewSession {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  /** The generation of the password the login was checked against. */
  credentialGeneration: number;
  ip: string;
  userAgent: string;
}

export async function createSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(adminSessions).values(session);
}

/** The one lookup behind every admin route and admin socket. */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; expiresAt: Date } | null> {
  const rows = await db
    .select({ id: adminSessions.id, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(
      adminCredentials,
      and(
        eq(adminCredentials.id, ADMIN_CREDENTIAL_ID),
        eq(adminCredentials.generation, adminSessions.credentialGeneration),
      ),
    )
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    );
  return rows[0] ?? null;
}

/** Revokes one session; answers its id, or null when it was unknown or already revoked. */
export async function revokeSession(db: Db, tokenHash: string, at: Date): Promise<number | null> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows[0]?.id ?? null;
}

/** Revokes every live session (sign out everywhere); answers how many there were. */
export async function revokeAllSessions(db: Db, at: Date): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, at)))
    .returning({ id: adminSessions.id });
  return rows.length;
}

/** Drops sessions that ended more than a day ago, so the table does not grow forever. */
export async function pruneSessions(db: Db, before: Date): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, before));
}
