// What a publish changes, in words for its confirmation: entries (sections, notices) added, changed and
// removed by their ids, a new order, and changed settings. Plain functions, testable without a browser.
import { sameContent } from '#client/lib/draft-helpers';

/** The part of a page document a summary looks at. */
export interface DocumentShape {
  sections: readonly ({ id: string } & object)[];
  globalSettings: object;
}

const plural = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/** An entry without its place in the order (the order is told apart). */
const withoutOrder = (entry: object) => {
  const rest: Record<string, unknown> = { ...entry };
  delete rest.order;
  return rest;
};

/**
 * '2 sections added, 1 changed, 1 removed', then 'the order changed' and 'settings changed' where they
 * apply; 'No changes' when the draft is the published page. Settings are compared by the draft's own
 * keys: a published copy may carry more (the home page's spinning-notice fields).
 */
export function describeChanges(
  published: DocumentShape,
  draft: DocumentShape,
  noun: readonly [string, string],
): string {
  const before = new Map(published.sections.map((entry) => [entry.id, entry]));
  const after = new Map(draft.sections.map((entry) => [entry.id, entry]));
  const added = draft.sections.filter((entry) => !before.has(entry.id)).length;
  const removed = published.sections.filter((entry) => !after.has(entry.id)).length;
  const changed = draft.sections.filter((entry) => {
    const old = before.get(entry.id);
    return old !== undefined && !sameContent(withoutOrder(old), withoutOrder(entry));
  }).length;

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

  const counts = [
    added > 0 ? `${plural(added, noun)} added` : '',
    changed > 0 ? `${added > 0 ? changed : plural(changed, noun)} changed` : '',
    removed > 0 ? `${added > 0 || changed > 0 ? removed : plural(removed, noun)} removed` : '',
  ].filter(Boolean);
  const parts = [
    counts.join(', '),
    reordered ? 'the order changed' : '',
    settingsChanged ? 'settings changed' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'No changes';
}
