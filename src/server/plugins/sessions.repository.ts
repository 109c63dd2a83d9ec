// Admin sessions (schema: admin_sessions): only a hash of each cookie token is stored. A session is active
// while it is not revoked, not expired, and its person is active with the password it was made with (the
// person's current generation).
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { isRole, type Role } from '#shared/permissions';
import type { Db } from '../db/types';
import { adminSessions, securitySettings, staff } from '../db/schema';

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
  /** The person has two-factor sign-in on. */
  twoFactor: boolean;
  /** The owner requires two-factor sign-in and this person has none yet: only their account works. */
  mustSetUpTwoFactor: boolean;
}

/** Whether the owner requires two-factor sign-in of everyone (schema: security_settings). */
export const twoFactorRequired = sql<boolean>`coalesce((select ${securitySettings.requireTwoFactor} from ${securitySettings} where ${securitySettings.id} = 1), false)`;

/** The person has no two-factor sign-in while the owner requires it: only their account works. */
export const mustSetUpTwoFactor = sql<boolean>`(${staff.twoFactorSecret} is null and ${twoFactorRequired})`;

/** A session's person, while they are active and the password it was made with is still theirs. */
export const liveJoin = and(
  eq(staff.id, adminSessions.staffId),
  eq(staff.active, true),
  eq(staff.generation, adminSessions.credentialGeneration),
);

/** An active session's columns, as every lookup of one reads them. */
const activeColumns = {
  id: adminSessions.id,
  expiresAt: adminSessions.expiresAt,
  staffId: staff.id,
  name: staff.name,
  login: staff.login,
  role: staff.role,
  twoFactor: sql<boolean>`${staff.twoFactorSecret} is not null`,
  mustSetUpTwoFactor,
};

/** Sessions neither revoked nor expired at `now` (their person is checked by liveJoin). */
const notEnded = (now: Date) => and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now));

const asActive = (rows: (Omit<ActiveSession, 'role'> & { role: string })[]): ActiveSession[] =>
  rows.flatMap((row) => (isRole(row.role) ? [{ ...row, role: row.role }] : []));

/** The one lookup behind every admin route and admin socket. */
export async function findActiveSession(db: Db, tokenHash: string, now: Date): Promise<ActiveSession | null> {
  const rows = await db
    .select(activeColumns)
    .from(adminSessions)
    .innerJoin(staff, liveJoin)
    .where(and(eq(adminSessions.tokenHash, tokenHash), notEnded(now)));
  return asActive(rows)[0] ?? null;
}

/**
 * These sessions as they are now, those still active (the admin sockets' rounds: a session that ended is
 * missing; a role, or two-factor sign-in required or set up, is read afresh).
 */
export async function findActiveSessionsById(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<ActiveSession[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(activeColumns)
    .from(adminSessions)
    .innerJoin(staff, liveJoin)
    .where(and(inArray(adminSessions.id, [...ids]), notEnded(now)));
  return asActive(rows);
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

/** A live session as My account lists it. */
export interface SessionListRow {
  id: number;
  staffId: number;
  name: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  expiresAt: Date;
}

/** The live sessions of one person, or everyone's (staffId null), newest first. */
export async function listLiveSessions(db: Db, staffId: number | null, now: Date): Promise<SessionListRow[]> {
  return db
    .select({
      id: adminSessions.id,
      staffId: staff.id,
      name: staff.name,
      ip: adminSessions.ip,
      userAgent: adminSessions.userAgent,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(staff, liveJoin)
    .where(
      and(
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        staffId === null ? undefined : eq(adminSessions.staffId, staffId),
      ),
    )
    .orderBy(desc(adminSessions.createdAt));
}

/**
 * Ends one live session, if it is this person's (or anyone's, staffId null); answers whose it was, or null
 * when there is no such live session for them.
 */
export async function endSessionById(
  db: Db,
  id: number,
  staffId: number | null,
  at: Date,
): Promise<{ staffId: number | null } | null> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(adminSessions.id, id),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, at),
        staffId === null ? undefined : eq(adminSessions.staffId, staffId),
      ),
    )
    .returning({ staffId: adminSessions.staffId });
  return rows[0] ?? null;
}

/** Notes that a session was used, at most once a minute (one write a minute per open dashboard). */
export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(adminSessions.id, id),
        or(
          isNull(adminSessions.lastSeenAt),
          lt(adminSessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_STEP_MS)),
        ),
      ),
    );
}

export const LAST_SEEN_STEP_MS = 60_000;

/** When the person last signed in (the Staff tab shows it). */
export async function markSignedIn(db: Db, staffId: number, at: Date): Promise<void> {
  await db.update(staff).set({ lastSignInAt: at }).where(eq(staff.id, staffId));
}
