// The people who sign in (schema: staff) as the owner's Staff tab sees them: the list, a new person with
// their invitation, a change of name, role or state, and the invitation accepted. The last active owner
// cannot be demoted or disabled: the check and the change are one transaction that first locks every
// active owner's row, so two owners demoting each other at once cannot both succeed.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isRole, type Role } from '#shared/permissions';
import type { Db } from '../../db/types';
import { adminSessions, securitySettings, staff } from '../../db/schema';
import { twoFactorRequired } from '../../plugins/sessions.repository';

export interface StaffRow {
  id: number;
  name: string;
  login: string;
  role: Role;
  active: boolean;
  twoFactor: boolean;
  hasPassword: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  invitationExpiresAt: Date | null;
}

const columns = {
  id: staff.id,
  name: staff.name,
  login: staff.login,
  role: staff.role,
  active: staff.active,
  twoFactor: sql<boolean>`${staff.twoFactorSecret} is not null`,
  hasPassword: sql<boolean>`${staff.passwordHash} is not null`,
  createdAt: staff.createdAt,
  lastSignInAt: staff.lastSignInAt,
  invitationExpiresAt: staff.invitationExpiresAt,
};

type Selected = Omit<StaffRow, 'role'> & { role: string };

// A role outside the three cannot be written (the schema refuses it); one read as an agent, the least.
const toRow = (row: Selected): StaffRow => ({ ...row, role: isRole(row.role) ? row.role : 'agent' });

/** Everyone, owners first, then by name. */
export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .select(columns)
    .from(staff)
    .orderBy(sql`case ${staff.role} when 'owner' then 0 when 'manager' then 1 else 2 end`, asc(staff.name));
  return rows.map(toRow);
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | null> {
  const rows = await db.select(columns).from(staff).where(eq(staff.id, id));
  return rows[0] ? toRow(rows[0]) : null;
}

export interface NewPerson {
  name: string;
  login: string;
  role: Role;
  invitationHash: string;
  invitationExpiresAt: Date;
  createdAt: Date;
}

/** Adds a person with their first invitation; null when the login name is taken (in any case). */
export async function insertStaff(db: Db, person: NewPerson): Promise<number | null> {
  const rows = await db
    .insert(staff)
    .values({ ...person, login: person.login.toLowerCase(), passwordHash: null })
    .onConflictDoNothing({ target: staff.login })
    .returning({ id: staff.id });
  return rows[0]?.id ?? null;
}

/** A new invitation replaces the person's open one; false when there is no such person. */
export async function setInvitation(db: Db, id: number, hash: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ invitationHash: hash, invitationExpiresAt: expiresAt })
    .where(eq(staff.id, id))
    .returning({ id: staff.id });
  return rows.length > 0;
}

export interface StaffChange {
  name?: string | undefined;
  role?: Role | undefined;
  active?: boolean | undefined;
}

export type ChangeResult =
  | { kind: 'changed'; before: StaffRow; after: StaffRow; endedSessions: number[] }
  | { kind: 'not_found' }
  | { kind: 'last_owner' };

/**
 * Changes a person. Disabling ends their sessions (the active check would refuse them anyway; revoking
 * says so to everything that reads revoked_at, and names the sessions whose sockets to close).
 */
export async function changeStaff(db: Db, id: number, change: StaffChange, at: Date): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), eq(staff.active, true)))
      .orderBy(asc(staff.id))
      .for('update');
    const [found] = await tx.select(columns).from(staff).where(eq(staff.id, id)).for('update');
    if (!found) return { kind: 'not_found' } as const;
    const before = toRow(found);
    const stillOwner = (change.role ?? before.role) === 'owner' && (change.active ?? before.active);
    const wasActiveOwner = before.role === 'owner' && before.active;
    if (wasActiveOwner && !stillOwner && owners.length <= 1) return { kind: 'last_owner' } as const;
    const [updated] = await tx
      .update(staff)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
      })
      .where(eq(staff.id, id))
      .returning(columns);
    const after = toRow(updated ?? found);
    const endedSessions =
      before.active && !after.active
        ? (
            await tx
              .update(adminSessions)
              .set({ revokedAt: at })
              .where(
                and(
                  eq(adminSessions.staffId, id),
                  isNull(adminSessions.revokedAt),
                  gt(adminSessions.expiresAt, at),
                ),
              )
              .returning({ id: adminSessions.id })
          ).map((row) => row.id)
        : [];
    return { kind: 'changed', before, after, endedSessions } as const;
  });
}

export interface InvitedPerson {
  id: number;
  name: string;
  login: string;
}

/** The active person an open invitation is for; null when the token is unknown, used or expired. */
export async function findInvitation(db: Db, hash: string, now: Date): Promise<InvitedPerson | null> {
  const rows = await db
    .select({ id: staff.id, name: staff.name, login: staff.login })
    .from(staff)
    .where(and(eq(staff.invitationHash, hash), gt(staff.invitationExpiresAt, now), eq(staff.active, true)));
  return rows[0] ?? null;
}

/**
 * The invitation accepted: the person's chosen password, the invitation gone (it works once), and a new
 * generation, so a session made with a password of before ends. Null when the invitation no longer
 * works; two accepts of one link at once find it once.
 */
export async function acceptInvitation(
  db: Db,
  hash: string,
  passwordHash: string,
  now: Date,
): Promise<
  (InvitedPerson & { role: Role; generation: number; twoFactor: boolean; mustSetUpTwoFactor: boolean }) | null
> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .update(staff)
      .set({
        passwordHash,
        invitationHash: null,
        invitationExpiresAt: null,
        generation: sql`${staff.generation} + 1`,
      })
      .where(and(eq(staff.invitationHash, hash), gt(staff.invitationExpiresAt, now), eq(staff.active, true)))
      .returning({
        id: staff.id,
        name: staff.name,
        login: staff.login,
        role: staff.role,
        generation: staff.generation,
        twoFactor: sql<boolean>`${staff.twoFactorSecret} is not null`,
        mustSetUpTwoFactor: sql<boolean>`${staff.twoFactorSecret} is null and ${twoFactorRequired}`,
      });
    if (!person) return null;
    await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(and(eq(adminSessions.staffId, person.id), isNull(adminSessions.revokedAt)));
    return { ...person, role: isRole(person.role) ? person.role : 'agent' };
  });
}

/** The owner's security settings (one row; none yet: nothing required). */
export async function findSecurity(db: Db): Promise<{ requireTwoFactor: boolean }> {
  const rows = await db
    .select({ requireTwoFactor: securitySettings.requireTwoFactor })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1));
  return rows[0] ?? { requireTwoFactor: false };
}

export async function saveSecurity(db: Db, settings: { requireTwoFactor: boolean }): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: securitySettings.id, set: settings });
}
