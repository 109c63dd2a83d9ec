// A notice's schedule times: one check for the server's rule and the visitor's (no zod here).

const YEAR_MIN = Date.UTC(2000, 0, 1);
const YEAR_MAX = Date.UTC(2101, 0, 1);
const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** '' (open-ended) or an ISO date and time with its offset, from 2000 to 2100: a notice's schedule. */
export function isDocumentDateTime(value: string): boolean {
  if (value === '') return true;
  const match = ISO_WITH_OFFSET.exec(value);
  if (!match) return false;
  // A real calendar day: Date.parse would read 30 February as 2 March.
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return false;
  const ms = Date.parse(value);
  return ms >= YEAR_MIN && ms < YEAR_MAX;
}
