// The draw state as the spin page reads it (draw-session writes it on /promo), and the spin under way,
// kept in the tab's session from the moment it is sent until its win is closed: a reload, a discarded tab
// or a pull-to-refresh mid-spin asks the server for that same spin (its spinId) and shows what it won,
// spending no second use. The spin page's own, out of /promo's first load.
import type { ValidatedPromo } from '#shared/api/promo';
import { SPIN_ID_PATTERN } from '#shared/spin-id';
import { KEYS, read, write } from './draw-session';

/** A spin sent (or about to be): its code, its id and its wheel. */
export interface SpinInProgress {
  code: string;
  spinId: string;
  prizeType: ValidatedPromo['prizeType'];
}

const isPrizeType = (value: unknown): value is ValidatedPromo['prizeType'] =>
  value === 'normal' || value === 'super';

/** Stored data is read back defensively: the visitor (or an extension) may have edited it. */
function isValidatedPromo(value: unknown): value is ValidatedPromo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.prizeId === 'number' &&
    Number.isInteger(v.prizeId) &&
    v.prizeId >= 1 &&
    v.prizeId <= 6 &&
    isPrizeType(v.prizeType) &&
    typeof v.isDemo === 'boolean' &&
    // Six names (validate-promo's); a slot short of one is drawn with the built-in name (wheelSlots).
    Array.isArray(v.names) &&
    v.names.every((name) => typeof name === 'string')
  );
}

function isSpinInProgress(value: unknown): value is SpinInProgress {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.spinId === 'string' &&
    SPIN_ID_PATTERN.test(v.spinId) &&
    isPrizeType(v.prizeType)
  );
}

/** JSON kept under a key, or undefined when missing or unreadable. */
function readJson(key: string): unknown {
  try {
    return JSON.parse(read(key) ?? 'null');
  } catch {
    return undefined;
  }
}

export const spinSession = {
  /** The validated code and its prize data, or null (then the page goes back to /promo). */
  promo(): ValidatedPromo | null {
    const code = read(KEYS.code);
    const parsed = readJson(KEYS.prize);
    return code && isValidatedPromo(parsed) && parsed.code === code ? parsed : null;
  },
  isHistoryView(): boolean {
    return read(KEYS.history) === 'true';
  },
  leaveHistoryView(): void {
    write(KEYS.history, null);
  },
  /** Kept before the spin is sent: from then on its answer may exist on the server only. */
  spinStarted(spin: SpinInProgress): void {
    write(KEYS.spin, JSON.stringify(spin));
  },
  /** The spin this tab sent for the code and has not finished with (its win not yet closed), if any. */
  spinInProgress(promo: ValidatedPromo): SpinInProgress | null {
    const parsed = readJson(KEYS.spin);
    return isSpinInProgress(parsed) && parsed.code === promo.code && parsed.prizeType === promo.prizeType
      ? parsed
      : null;
  },
};
