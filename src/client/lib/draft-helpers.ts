// Helpers any builder's draft needs: fresh ids for new entries, and a content comparison that tells a
// real edit from a dialog applied without change.

/**
 * A fresh id. crypto.randomUUID exists only in secure contexts (https, localhost): an admin on a LAN
 * address over http has none, and ids only need to be unique within their list.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Same content, whatever order the keys were written in (a parsed copy orders them as the schema). */
export function sameContent(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
