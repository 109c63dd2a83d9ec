// Admin sessions (schema: admin_sessions): only a hash of each cookie token is stored. A session is active
// while it is not revoked, not expired, and its person is active with the password it was made with (the
// person's current generation).
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { isRole, type Role } from '#shared/permissions';
import type { Db } from '../db/types';
import { adminSessions, staff } from '../db/schema';

export interface NewSession {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  /** Whose session it is, and the generation of the password the login was checked against. */
  staffId: number;
  credentialGeneration: number;
  ip: string;
  userAgent: string;
}

export async function createSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(adminSessions).values(session);
}

/** A live session, as every admin route and admin socket reads it. */
export interface ActiveSession {
  id: number;
  expiresAt: Date;
  /** The person signed in (schema: staff), and their name, login name and role as they are now. */
  staffId: number;
  name: string;
  login: string;
  /** What the session may do (#shared/permissions): the person's role, read on every request. */
  role: Role;
}

/** The one lookup behind every admin route and admin socket. */
export async function findActiveSession(db: Db, tokenHash: string, now: Date): Promise<ActiveSession | null> {
  const rows = await db
    .select({
      id: adminSessions.id,
      expiresAt: adminSessions.expiresAt,
      staffId: staff.id,
      name: staff.name,
      login: staff.login,
      role: staff.role,
    })
    .from(adminSessions)
    .innerJoin(
      staff,
      and(
        eq(staff.id, adminSessions.staffId),
        eq(staff.active, true),
        eq(staff.generation, adminSessions.credentialGeneration),
      ),
    )
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    );
  const row = rows[0];
  return row && isRole(row.role) ? { ...row, role: row.role } : null;
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
