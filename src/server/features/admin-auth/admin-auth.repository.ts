import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminCredentials } from '../../db/schema';

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
