// Helpers any builder's draft needs: fresh ids for new entries, the entries put in a new order (a drag,
// a move button, a new entry's place), and a content comparison that tells a real edit from a dialog applied without change.

/**
 * A fresh id. crypto.randomUUID exists only in secure contexts (https, localhost): an admin on a LAN
 * address over http has none, and ids only need to be unique within their list.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The entries in the order of `ids` (a drag); any not listed follow, in their own order. */
export function reorderById<E extends { id: string }>(entries: readonly E[], ids: readonly string[]): E[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const listed = ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
  return [...listed, ...entries.filter((entry) => !ids.includes(entry.id))];
}

/** The entries with one moved a step up (-1) or down (+1); at an end it stays where it is. */
export function moveByStep<E extends { id: string }>(entries: readonly E[], id: string, step: -1 | 1): E[] {
  const from = entries.findIndex((entry) => entry.id === id);
  const to = from + step;
  const moved = entries[from];
  if (!moved || to < 0 || to >= entries.length) return [...entries];
  const rest = entries.filter((_, i) => i !== from);
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
}

/**
 * The entries with a new one right after the one with id `afterId` (the selected row), or at the end when
 * none is selected or it is no longer listed.
 */
export function insertAfter<E extends { id: string }>(
  entries: readonly E[],
  entry: E,
  afterId: string | null,
): E[] {
  const at = entries.findIndex((e) => e.id === afterId) + 1 || entries.length;
  return [...entries.slice(0, at), entry, ...entries.slice(at)];
}

export { sameContent } from '#shared/document-changes';
