// The people who sign in (schema: staff) as sign-in sees them: one found by login name, and the owner made
// or given a new password at start. A new password moves the person's
// generation on and ends their sessions, in one transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isRole, type Role } from '#shared/permissions';
import type { Db } from '../../db/types';
import { adminSessions, OWNER_LOGIN, staff } from '../../db/schema';
import { writeAudit } from '../../plugins/audit.repository';
import { twoFactorRequired } from '../../plugins/sessions.repository';

export interface StaffSignIn {
  id: number;
  name: string;
  login: string;
  role: Role;
  active: boolean;
  /** Null until the person accepts their invitation. */
  hash: string | null;
  /** Two-factor sign-in is on: a code is asked after the password. */
  twoFactor: boolean;
  /** The owner requires it and this person has none yet. */
  mustSetUpTwoFactor: boolean;
  /** Sessions made with another generation are not active (plugins/sessions.repository.ts). */
  generation: number;
}

/** The person with this login name, whatever case it is typed in; null when none (or a bad role). */
export async function findStaffByLogin(db: Db, login: string): Promise<StaffSignIn | null> {
  const rows = await db
    .select({
      id: staff.id,
      name: staff.name,
      login: staff.login,
      role: staff.role,
      active: staff.active,
      hash: staff.passwordHash,
      twoFactor: sql<boolean>`${staff.twoFactorSecret} is not null`,
      mustSetUpTwoFactor: sql<boolean>`${staff.twoFactorSecret} is null and ${twoFactorRequired}`,
      generation: staff.generation,
    })
    .from(staff)
    .where(eq(staff.login, login.toLowerCase()));
  const row = rows[0];
  return row && isRole(row.role) ? { ...row, role: row.role } : null;
}

export const findOwner = (db: Db) => findStaffByLogin(db, OWNER_LOGIN);

/**
 * A new password for the owner (ADMIN_PASSWORD changed at start: the way back in when it is
 * forgotten): a new generation, so the owner's sessions end, and theirs only. Audited.
 */
export async function setOwnerPassword(db: Db, passwordHash: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .update(staff)
      .set({ passwordHash, generation: sql`${staff.generation} + 1` })
      .where(eq(staff.login, OWNER_LOGIN))
      .returning({ id: staff.id });
    if (!owner) return;
    // The generation check already refuses the old sessions; revoking them too tells the queries that look
    // only at revoked_at (chat presence) that they ended.
    const ended = await tx
      .update(adminSessions)
      .set({ revokedAt: at })
      .where(and(eq(adminSessions.staffId, owner.id), isNull(adminSessions.revokedAt)))
      .returning({ id: adminSessions.id });
    await writeAudit(tx, {
      actor: 'system',
      action: 'admin.password_changed',
      details: { sessionsEnded: ended.length },
      at,
    });
  });
}

/** Makes the owner if there is none yet; false when another instance got there first. */
export async function insertOwnerIfMissing(db: Db, passwordHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(staff)
    .values({ name: 'Owner', login: OWNER_LOGIN, role: 'owner', passwordHash, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return rows.length > 0;
}

/**
 * The same password hashed again with today's parameters (sign-in, docs/decisions/0051): the generation
 * stays, so no session ends. Only over the hash that was checked: a new password set meanwhile is kept.
 * False when nothing was stored.
 */
export async function rehashPassword(
  db: Db,
  staffId: number,
  oldHash: string,
  newHash: string,
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ passwordHash: newHash })
    .where(and(eq(staff.id, staffId), eq(staff.passwordHash, oldHash)))
    .returning({ id: staff.id });
  return rows.length > 0;
}
