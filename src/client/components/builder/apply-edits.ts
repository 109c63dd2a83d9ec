// An edit the server refused because the draft changed elsewhere meanwhile, applied onto the newer draft
// instead of dropped: what this tab changed since the draft it edited (`base` to `mine`) is done again on
// theirs, field by field. Their other changes stay; where both changed the same field of the same entry
// or setting, this tab's value is the one kept (the operator chose to apply it, looking at it).
import { sameContent } from '#shared/document-changes';

/** A page document as the merge reads it: entries with ids, and settings. */
export interface EditedDocument {
  sections: readonly ({ id: string } & object)[];
  globalSettings: object;
}

type Fields = Record<string, unknown>;

/** `theirs` with the fields that `mine` changed from `base`. */
function overFields<T extends object>(base: T, mine: T, theirs: T): T {
  const before = base as Fields;
  const changed = Object.entries(mine).filter(([name, value]) => !sameContent(before[name], value));
  return { ...theirs, ...Object.fromEntries(changed) };
}

/** The ids of `list` in their order, keeping only those in `keep`. */
const idsIn = (list: readonly { id: string }[], keep: (id: string) => boolean) =>
  list.map((entry) => entry.id).filter(keep);

export function applyEdits<T extends EditedDocument>(base: T, mine: T, theirs: T): T {
  type E = T['sections'][number];
  const inBase = new Map(base.sections.map((entry) => [entry.id, entry]));
  const inMine = new Map(mine.sections.map((entry) => [entry.id, entry]));

  // Theirs, less what this tab deleted, with this tab's changes to the entries it kept.
  const sections: E[] = theirs.sections
    .filter((entry) => !(inBase.has(entry.id) && !inMine.has(entry.id)))
    .map((entry) => {
      const before = inBase.get(entry.id);
      const after = inMine.get(entry.id);
      return before && after ? overFields(before, after, entry) : entry;
    });

  // Moved by this tab: the entries all three hold take this tab's order, in the places they hold.
  const inAll = (id: string) => inBase.has(id) && inMine.has(id) && sections.some((e) => e.id === id);
  const baseOrder = idsIn(base.sections, inAll);
  const mineOrder = idsIn(mine.sections, inAll);
  if (baseOrder.join('\n') !== mineOrder.join('\n')) {
    const next = mineOrder.map((id) => sections.find((entry) => entry.id === id));
    let at = 0;
    sections.forEach((entry, index) => {
      if (inAll(entry.id)) sections[index] = next[at++] ?? entry;
    });
  }

  // Added by this tab: after the entry it followed (at the start when it led), else at the end.
  mine.sections.forEach((entry, index) => {
    if (inBase.has(entry.id) || sections.some((e) => e.id === entry.id)) return;
    const previous = mine.sections[index - 1];
    const after = previous ? sections.findIndex((e) => e.id === previous.id) : -1;
    const place = previous === undefined ? 0 : after >= 0 ? after + 1 : sections.length;
    sections.splice(place, 0, entry);
  });

  return {
    ...theirs,
    sections,
    globalSettings: overFields(base.globalSettings, mine.globalSettings, theirs.globalSettings),
  };
}
