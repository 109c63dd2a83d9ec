// Makes sure an admin password hash exists: from ADMIN_PASSWORD, or generated once and handed back
// so server.ts can print it. Only the hash is stored. A changed ADMIN_PASSWORD ends every session.
import type { Db } from '../../db/types';
import { getCredential, insertPasswordHashIfMissing, setPasswordHash } from './admin-auth.repository';
import { generatePassword, hashPassword, verifyPassword } from './password';

export async function ensureAdminCredential(
  db: Db,
  configuredPassword: string | undefined,
  now: Date,
): Promise<{
  generatedPassword: string | null;
  /** A new hash was stored: every admin session ended (their sockets, on any instance, should close). */
  sessionsEnded: boolean;
}> {
  const stored = await getCredential(db);
  if (configuredPassword) {
    if (!stored || !(await verifyPassword(configuredPassword, stored.hash))) {
      await setPasswordHash(db, await hashPassword(configuredPassword), now);
      return { generatedPassword: null, sessionsEnded: true };
    }
    return { generatedPassword: null, sessionsEnded: false };
  }
  if (stored) return { generatedPassword: null, sessionsEnded: false };
  const generated = generatePassword();
  const inserted = await insertPasswordHashIfMissing(db, await hashPassword(generated), now);
  return { generatedPassword: inserted ? generated : null, sessionsEnded: inserted };
}
