/** A share as a whole percentage, or a dash when there is nothing to divide by. */
export const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
