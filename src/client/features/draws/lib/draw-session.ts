// The visitor's draw state in sessionStorage (the original app's keys), as the promo page writes it: the
// validated code, its prize data, and whether the spin page opens in history view. The spin page reads it,
// and keeps its spin under way, through spin-session (its own chunk, out of /promo's first load). Per tab,
// gone when the tab closes.
import type { ValidatedPromo } from '#shared/api/promo';

export const KEYS = {
  code: 'validPromoCode',
  prize: 'prizeData',
  history: 'isHistoryView',
  spin: 'spinInProgress',
} as const;

export function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
export function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the visitor re-enters the code.
  }
}

export const drawSession = {
  start(promo: ValidatedPromo): void {
    write(KEYS.history, null);
    // A code checked again starts afresh: a spin left behind (its page left without Done) stays recorded.
    write(KEYS.spin, null);
    write(KEYS.code, promo.code);
    write(KEYS.prize, JSON.stringify(promo));
  },
  clear(): void {
    write(KEYS.code, null);
    write(KEYS.prize, null);
    write(KEYS.spin, null);
  },
  enterHistoryView(): void {
    write(KEYS.history, 'true');
  },
};

/** The special code that opens history view (HISTORY_VIEW_CODE on the server, put in the page shell). */
export function historyViewCode(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ld-history-code"]');
  return (meta?.content || 'HISTORY').toUpperCase();
}
