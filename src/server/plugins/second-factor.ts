// The second step of a sign-in (and of turning two-factor sign-in off): the 6 digits of the person's
// authenticator app, accepted one step either side of now and only once (RFC 6238 §5.2), or one of their
// recovery codes, each once (docs/decisions/0052-two-factor.md).
import { hashRecoveryCode, looksLikeRecoveryCode, matchTotp } from '../lib/totp';
import type { Db } from '../db/types';
import { findSecondFactor, useRecoveryCode, useTimeStep } from './second-factor.repository';

/** What was typed: 6 digits, a recovery code, or neither (a code of 5 or 7 digits, letters). */
export function codeKind(code: string): 'totp' | 'recovery' | null {
  const typed = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(typed)) return 'totp';
  return looksLikeRecoveryCode(code) ? 'recovery' : null;
}

/** Whether the code lets the person in now; an accepted code is used up. */
export async function useSecondFactor(db: Db, staffId: number, code: string, now: Date): Promise<boolean> {
  const kind = codeKind(code);
  if (kind === 'recovery') return useRecoveryCode(db, staffId, hashRecoveryCode(code));
  if (kind !== 'totp') return false;
  const factor = await findSecondFactor(db, staffId);
  if (!factor?.secret) return false;
  const step = matchTotp(factor.secret, code.replace(/\s/g, ''), now, factor.lastStep);
  return step !== null && (await useTimeStep(db, staffId, step));
}
