// Two-factor sign-in as stored (schema: staff): a person's confirmed TOTP key, the last time step that
// signed in, the key being set up, and the hashes of the recovery codes not used yet. A code works once:
// the step is stored only when it is later than the one before, and a recovery code is taken out of the
// list in the statement that finds it, so two requests with one code cannot both pass.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { staff } from '../db/schema';

export interface SecondFactor {
  secret: string | null;
  lastStep: number | null;
}

export async function findSecondFactor(db: Db, staffId: number): Promise<SecondFactor | null> {
  const rows = await db
    .select({ secret: staff.twoFactorSecret, lastStep: staff.twoFactorLastStep })
    .from(staff)
    .where(eq(staff.id, staffId));
  return rows[0] ?? null;
}

/** Records the step a code signed in with; false when that step (or a later one) was used already. */
export async function useTimeStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ twoFactorLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.twoFactorLastStep), lt(staff.twoFactorLastStep, step))))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** Takes one recovery code out of the person's list; false when it was not in it (unknown or used). */
export async function useRecoveryCode(db: Db, staffId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ recoveryCodeHashes: sql`array_remove(${staff.recoveryCodeHashes}, ${hash})` })
    .where(and(eq(staff.id, staffId), sql`${hash} = any(${staff.recoveryCodeHashes})`))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** A new key being set up (it replaces one being set up before); the one in force stays until confirmed. */
export async function setPendingSecret(db: Db, staffId: number, secret: string): Promise<void> {
  await db.update(staff).set({ twoFactorPendingSecret: secret }).where(eq(staff.id, staffId));
}

export async function findPendingSecret(db: Db, staffId: number): Promise<string | null> {
  const rows = await db
    .select({ pending: staff.twoFactorPendingSecret })
    .from(staff)
    .where(eq(staff.id, staffId));
  return rows[0]?.pending ?? null;
}

/**
 * The key being set up comes into force with the step its first code was from, and the recovery codes'
 * hashes; false when another setup replaced that key meanwhile.
 */
export async function confirmSecret(
  db: Db,
  staffId: number,
  secret: string,
  step: number,
  recoveryHashes: string[],
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({
      twoFactorSecret: secret,
      twoFactorPendingSecret: null,
      twoFactorLastStep: step,
      recoveryCodeHashes: recoveryHashes,
    })
    .where(and(eq(staff.id, staffId), eq(staff.twoFactorPendingSecret, secret)))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** Two-factor sign-in off (turned off by the person, or reset by the owner); false when no such person. */
export async function clearSecondFactor(db: Db, staffId: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
      recoveryCodeHashes: [],
    })
    .where(eq(staff.id, staffId))
    .returning({ id: staff.id });
  return rows.length > 0;
}
