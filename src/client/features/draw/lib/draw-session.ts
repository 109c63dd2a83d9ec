// The visitor's draw state in sessionStorage (SPEC §3 keys): the validated code, its prize data, and
// whether the spin page is in history view. Per tab, gone when the tab closes.
import { z } from 'zod';
import { validatePromoResponseSchema, type ValidatedPromo } from '../../../../shared/api/promo';

const KEYS = { code: 'validPromoCode', prize: 'prizeData', history: 'isHistoryView' } as const;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
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
    write(KEYS.code, promo.code);
    write(KEYS.prize, JSON.stringify(promo));
  },
  current(): ValidatedPromo | null {
    const code = read(KEYS.code);
    const raw = read(KEYS.prize);
    if (!code || !raw) return null;
    try {
      const parsed = validatePromoResponseSchema.safeParse(JSON.parse(raw));
      return parsed.success && parsed.data.code === code ? parsed.data : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    write(KEYS.code, null);
    write(KEYS.prize, null);
  },
  enterHistoryView(): void {
    write(KEYS.history, 'true');
  },
  leaveHistoryView(): void {
    write(KEYS.history, null);
  },
  isHistoryView(): boolean {
    return z.literal('true').safeParse(read(KEYS.history)).success;
  },
};

/** The special code that opens history view (HISTORY_VIEW_CODE on the server, put in the page shell). */
export function historyViewCode(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ld-history-code"]');
  return (meta?.content || 'HISTORY').toUpperCase();
}
