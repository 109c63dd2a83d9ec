// The visitor's draw state in sessionStorage (SPEC §3 keys): the validated code, its prize data, and
// whether the spin page is in history view; and the spin under way, so that a reload, a discarded tab or
// a pull-to-refresh mid-spin asks the server for that same spin and shows what it won. Per tab, gone when
// the tab closes.
import type { ValidatedPromo } from '#shared/api/promo';
import { SPIN_ID_PATTERN } from '#shared/spin-id';
import { SLOTS } from '#shared/wheel';

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
    typeof v.isDemo === 'boolean' &&
    Array.isArray(v.names) &&
    v.names.length === SLOTS &&
    v.names.every((name) => typeof name === 'string')
  );
}

/** A spin sent (or about to be): its code, its id and its wheel. */
export interface SpinInProgress {
  code: string;
  spinId: string;
  prizeType: ValidatedPromo['prizeType'];
}

function isSpinInProgress(value: unknown): value is SpinInProgress {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.spinId === 'string' &&
    SPIN_ID_PATTERN.test(v.spinId) &&
    (v.prizeType === 'normal' || v.prizeType === 'super')
  );
}

const KEYS = {
  code: 'validPromoCode',
  prize: 'prizeData',
  history: 'isHistoryView',
  spin: 'spinInProgress',
} as const;

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
    write(KEYS.spin, null);
  },
  /** Kept before the spin is sent: from then on its answer may exist on the server only. */
  spinStarted(spin: SpinInProgress): void {
    write(KEYS.spin, JSON.stringify(spin));
  },
  /** The spin this tab sent for the code and has not finished with (its win not yet closed), if any. */
  spinInProgress(promo: ValidatedPromo): SpinInProgress | null {
    try {
      const parsed: unknown = JSON.parse(read(KEYS.spin) ?? 'null');
      return isSpinInProgress(parsed) && parsed.code === promo.code && parsed.prizeType === promo.prizeType
        ? parsed
        : null;
    } catch {
      return null;
    }
  },
  /** The spin was refused (nothing was won): a new press makes a new spin. */
  spinEnded(): void {
    write(KEYS.spin, null);
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
