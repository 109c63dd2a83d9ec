// Money as integer cents (docs/architecture.md, point 9): parsed, shown with two decimals, percents half-up.

export const FOC_PERCENT = 15;
/** numeric(12,2) holds at most this many cents. */
export const MAX_CENTS = 999_999_999_999;

/** Parses "12", "12.5", "12.34" or a number into cents; null for anything else or more than 2 decimals. */
export function parseMoneyToCents(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text) ?? /^(-)?(\d+)\.(\d{2})0+$/.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return minus ? -cents : cents;
}

/**
 * An amount as people write money in a spreadsheet: "1000", "1,000.00" or "RM 1,000.00" (the RM any case,
 * with or without a space) into cents; null for anything else. Commas only group thousands, in threes,
 * as in Malaysia: "10,50" is not ten and a half but no amount, so a decimal comma is refused rather than
 * read as a thousand times more (docs/decisions/0043-rows-pasted-from-a-spreadsheet.md).
 */
export function parseAmountText(input: string): number | null {
  const text = input.trim().replace(/^RM\s*/i, '');
  if (!/^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/.test(text)) return null;
  return parseMoneyToCents(text.replaceAll(',', ''));
}

/** 123450 -> "1234.50"; -1230 -> "-12.30". */
export function formatCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 && abs > 0 ? `-${text}` : text;
}

/** percent% of an amount in cents, rounded half-up to the cent with integer arithmetic only. */
export function percentOfCents(cents: number, percent: number): number {
  const scaled = Math.abs(cents) * percent; // hundredths of a cent
  const magnitude = Math.floor((scaled + 50) / 100);
  // Guarded so a negative amount that rounds to nothing gives 0, not -0 (which Object.is tells apart).
  return cents < 0 && magnitude > 0 ? -magnitude : magnitude;
}
