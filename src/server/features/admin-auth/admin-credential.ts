// Makes sure an admin password hash exists: from ADMIN_PASSWORD, or generated once and handed back
// so server.ts can print it. Only the hash is stored.
import type { Db } from '../../db/client';
import { getPasswordHash, insertPasswordHashIfMissing, setPasswordHash } from './admin-auth.repository';
import { generatePassword, hashPassword, verifyPassword } from './password';

export async function ensureAdminCredential(
  db: Db,
  configuredPassword: string | undefined,
  now: Date,
): Promise<{ generatedPassword: string | null }> {
  const stored = await getPasswordHash(db);
  if (configuredPassword) {
    if (!stored || !(await verifyPassword(configuredPassword, stored))) {
      await setPasswordHash(db, await hashPassword(configuredPassword), now);
    }
    return { generatedPassword: null };
  }
  if (stored) return { generatedPassword: null };
  const generated = generatePassword();
  const inserted = await insertPasswordHashIfMissing(db, await hashPassword(generated), now);
  return { generatedPassword: inserted ? generated : null };
}
