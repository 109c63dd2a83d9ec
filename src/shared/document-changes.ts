// What a new version of a page document changes: entries (sections, notices) added, changed and removed
// by their ids, a new order, changed settings. The builder's publish confirmation says it before the
// publish, and the audit trail records it after: one count, so the two never disagree.

/** The part of a page document the count looks at. */
export interface DocumentShape<E extends { id: string } = { id: string } & object> {
  sections: readonly E[];
  globalSettings: object;
}

export interface DocumentChanges {
  added: number;
  changed: number;
  removed: number;
  reordered: boolean;
  settingsChanged: boolean;
}

/** The same changes with the ids of the entries, each list in its document's order (removed: the published one). */
export interface DocumentChangeIds extends Omit<DocumentChanges, 'added' | 'changed' | 'removed'> {
  added: string[];
  changed: string[];
  removed: string[];
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

/** An entry without its place in the order (the order is told apart). */
const withoutOrder = (entry: object) => {
  const rest: Record<string, unknown> = { ...entry };
  delete rest.order;
  return rest;
};

/**
 * The changes from `published` to `draft`, by the entries' ids. Settings are compared by the draft's own
 * keys: a published copy may carry more (the home page's spinning-notice fields).
 */
export function documentChangeIds(published: DocumentShape, draft: DocumentShape): DocumentChangeIds {
  const before = new Map(published.sections.map((entry) => [entry.id, entry]));
  const after = new Map(draft.sections.map((entry) => [entry.id, entry]));
  const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);
  const added = ids(draft.sections.filter((entry) => !before.has(entry.id)));
  const removed = ids(published.sections.filter((entry) => !after.has(entry.id)));
  const changed = ids(
    draft.sections.filter((entry) => {
      const old = before.get(entry.id);
      return old !== undefined && !sameContent(withoutOrder(old), withoutOrder(entry));
    }),
  );

  const orderOf = (doc: DocumentShape) => {
    const kept = doc.sections.filter((entry) => before.has(entry.id) && after.has(entry.id));
    const position = (entry: object) =>
      'order' in entry && typeof entry.order === 'number' ? entry.order : 0;
    return [...kept]
      .map((entry, index) => ({ id: entry.id, key: position(entry), index }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map((entry) => entry.id)
      .join('\n');
  };
  const reordered = orderOf(published) !== orderOf(draft);

  const publishedSettings: Record<string, unknown> = { ...published.globalSettings };
  const settingsChanged = Object.entries(draft.globalSettings).some(
    ([name, value]) => !sameContent(publishedSettings[name], value),
  );
  return { added, changed, removed, reordered, settingsChanged };
}

/** The changes counted: what the audit trail records. */
export function documentChanges(published: DocumentShape, draft: DocumentShape): DocumentChanges {
  const { added, changed, removed, reordered, settingsChanged } = documentChangeIds(published, draft);
  return {
    added: added.length,
    changed: changed.length,
    removed: removed.length,
    reordered,
    settingsChanged,
  };
}

const plural = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/**
 * '2 sections added, 1 changed, 1 removed', then 'the order changed' and 'settings changed' where they
 * apply; 'No changes' when there are none.
 */
export function describeDocumentChanges(changes: DocumentChanges, noun: readonly [string, string]): string {
  const { added, changed, removed } = changes;
  const counts = [
    added > 0 ? `${plural(added, noun)} added` : '',
    changed > 0 ? `${added > 0 ? changed : plural(changed, noun)} changed` : '',
    removed > 0 ? `${added > 0 || changed > 0 ? removed : plural(removed, noun)} removed` : '',
  ].filter(Boolean);
  const parts = [
    counts.join(', '),
    changes.reordered ? 'the order changed' : '',
    changes.settingsChanged ? 'settings changed' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'No changes';
}
