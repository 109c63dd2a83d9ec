// The admin credential (schema: admin_credentials): one row holding the password's hash and its
// generation. Storing a new hash moves the generation on and ends every session, in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ADMIN_CREDENTIAL_ID, adminCredentials } from '../../db/schema';
import { writeAudit } from '../../plugins/audit.repository';
import { revokeAllSessions } from '../../plugins/sessions.repository';

export interface StoredCredential {
  hash: string;
  /** Sessions made with another generation are not active (plugins/sessions.repository.ts). */
  generation: number;
}

export async function getCredential(db: Db): Promise<StoredCredential | null> {
  const rows = await db
    .select({ hash: adminCredentials.passwordHash, generation: adminCredentials.generation })
    .from(adminCredentials)
    .where(eq(adminCredentials.id, ADMIN_CREDENTIAL_ID));
  return rows[0] ?? null;
}

/**
 * Stores a new hash (ADMIN_PASSWORD changed, or none was stored): a new generation, so every session
 * made with the old password ends. Audited when it replaced a hash.
 */
export async function setPasswordHash(db: Db, passwordHash: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminCredentials)
      .values({ id: ADMIN_CREDENTIAL_ID, passwordHash, updatedAt: at })
      .onConflictDoUpdate({
        target: adminCredentials.id,
        set: { passwordHash, updatedAt: at, generation: sql`${adminCredentials.generation} + 1` },
      })
      .returning({ generation: adminCredentials.generation });
    // The generation check already refuses the old sessions; revoking them too tells the queries that look
    // only at revoked_at (chat presence) that they ended.
    const sessionsEnded = await revokeAllSessions(tx, at);
    // A first hash starts at generation 1; a higher one replaced a hash.
    if (row && row.generation > 1) {
      await writeAudit(tx, {
        actor: 'system',
        action: 'admin.password_changed',
        details: { sessionsEnded },
        at,
      });
    }
  });
}

/** Stores a hash only if none exists yet; returns false when another instance got there first. */
export async function insertPasswordHashIfMissing(db: Db, passwordHash: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(adminCredentials)
      .values({ id: ADMIN_CREDENTIAL_ID, passwordHash, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: adminCredentials.id });
    // Sessions left from a credential row that was removed were made with a password nobody set now.
    if (rows.length > 0) await revokeAllSessions(tx, at);
    return rows.length > 0;
  });
}
