// The adminLoggedIn / adminLoginTime localStorage keys of SPEC §3. A UI hint shared across tabs by the
// storage event, never proof of anything: the server's session decides (ARCHITECTURE point 1).
import { local } from '../../lib/storage';

export const LOGIN_HINT_KEYS = ['adminLoggedIn', 'adminLoginTime'] as const;

export function setLoginHint(now = Date.now()): void {
  local.set('adminLoggedIn', 'true');
  local.set('adminLoginTime', String(now));
}

export function clearLoginHint(): void {
  for (const key of LOGIN_HINT_KEYS) local.remove(key);
}
