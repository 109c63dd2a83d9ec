// One's own account (schema: staff, admin_sessions): the password as stored, and a new one chosen, which
// ends the person's other sessions and keeps the one they changed it from.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { adminSessions, staff } from '../../db/schema';

export async function findPersonForPassword(
  db: Db,
  staffId: number,
): Promise<{ login: string; hash: string | null } | null> {
  const rows = await db
    .select({ login: staff.login, hash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.id, staffId));
  return rows[0] ?? null;
}

/**
 * A new password: a new generation (every session made with the old one ends), carried over to the session
 * that made the change so it stays signed in. Only when the stored hash is still the one just checked, so
 * two changes at once cannot both pass with the same current password. Answers the sessions ended, or
 * null when the password changed meanwhile.
 */
export async function setOwnPassword(
  db: Db,
  change: { staffId: number; checkedHash: string; newHash: string; keepSessionId: number; at: Date },
): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .update(staff)
      .set({ passwordHash: change.newHash, generation: sql`${staff.generation} + 1` })
      .where(and(eq(staff.id, change.staffId), eq(staff.passwordHash, change.checkedHash)))
      .returning({ generation: staff.generation });
    if (!person) return null;
    await tx
      .update(adminSessions)
      .set({ credentialGeneration: person.generation })
      .where(eq(adminSessions.id, change.keepSessionId));
    const ended = await tx
      .update(adminSessions)
      .set({ revokedAt: change.at })
      .where(
        and(
          eq(adminSessions.staffId, change.staffId),
          ne(adminSessions.id, change.keepSessionId),
          isNull(adminSessions.revokedAt),
        ),
      )
      .returning({ id: adminSessions.id });
    return ended.map((row) => row.id);
  });
}
