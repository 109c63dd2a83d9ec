// The adminLoggedIn / adminLoginTime localStorage keys, as the original app named them. A UI hint shared
// across tabs by the storage event, never proof of anything: the server's session decides
// (docs/architecture.md, point 3).
import { local } from './storage';

export const LOGIN_HINT_KEYS = ['adminLoggedIn', 'adminLoginTime'] as const;

export function setLoginHint(now = Date.now()): void {
  local.set('adminLoggedIn', 'true');
  local.set('adminLoginTime', String(now));
}

export function clearLoginHint(): void {
  for (const key of LOGIN_HINT_KEYS) local.remove(key);
}

/** True when this browser says an admin logged in within the last 8 hours (to be confirmed by the server). */
export function hasLoginHint(now = Date.now()): boolean {
  if (local.get('adminLoggedIn') !== 'true') return false;
  const at = Number(local.get('adminLoginTime'));
  return Number.isFinite(at) && now - at < 8 * 60 * 60 * 1000;
}
