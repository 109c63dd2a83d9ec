// Makes sure the owner exists: with ADMIN_PASSWORD, or a password generated once and handed back so
// server.ts can print it. Only the hash is stored. A start with another ADMIN_PASSWORD gives the owner that
// password and ends the owner's sessions: the way back in when it is forgotten.
import type { Db } from '../../db/types';
import { findOwner, insertOwnerIfMissing, setOwnerPassword } from './admin-auth.repository';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password';

export async function ensureAdminCredential(
  db: Db,
  configuredPassword: string | undefined,
  now: Date,
): Promise<{
  generatedPassword: string | null;
  /** The owner was made or given a new password: their sessions ended (sockets on any instance should close). */
  sessionsEnded: boolean;
}> {
  const owner = await findOwner(db);
  if (configuredPassword) {
    if (!owner) {
      await insertOwnerIfMissing(db, await hashPassword(configuredPassword), now);
      return { generatedPassword: null, sessionsEnded: true };
    }
    if (owner.hash === null || !(await verifyPassword(configuredPassword, owner.hash))) {
      await setOwnerPassword(db, await hashPassword(configuredPassword), now);
      return { generatedPassword: null, sessionsEnded: true };
    }
    return { generatedPassword: null, sessionsEnded: false };
  }
  if (owner) return { generatedPassword: null, sessionsEnded: false };
  const generated = generatePassword();
  const inserted = await insertOwnerIfMissing(db, await hashPassword(generated), now);
  return { generatedPassword: inserted ? generated : null, sessionsEnded: inserted };
}
