// The visitor's draw state in sessionStorage (SPEC §3 keys): the validated code, its prize data, and
// whether the spin page is in history view. Per tab, gone when the tab closes.
import type { ValidatedPromo } from '#shared/api/promo';

/** Stored prize data is read back defensively: the visitor (or an extension) may have edited it. */
function isValidatedPromo(value: unknown): value is ValidatedPromo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.prizeId === 'number' &&
    Number.isInteger(v.prizeId) &&
    v.prizeId >= 1 &&
    v.prizeId <= 6 &&
    (v.prizeType === 'normal' || v.prizeType === 'super') &&
    typeof v.isDemo === 'boolean'
  );
}

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
      const parsed: unknown = JSON.parse(raw);
      return isValidatedPromo(parsed) && parsed.code === code ? parsed : null;
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
    return read(KEYS.history) === 'true';
  },
};

/** The special code that opens history view (HISTORY_VIEW_CODE on the server, put in the page shell). */
export function historyViewCode(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ld-history-code"]');
  return (meta?.content || 'HISTORY').toUpperCase();
}
