// What a publish changes, for its confirmation: each entry added, changed and removed, by the builder's own
// label and its place in the list (so an untitled one is still found), then a new order and changed
// settings. Which entries changed is the audit trail's own comparison (documentChangeIds): the counts
// here are the lengths of its lists, so the confirmation and the trail never disagree.
import * as m from '#messages';
import { documentChangeIds, type DocumentShape } from '#shared/document-changes';

export type { DocumentShape } from '#shared/document-changes';

/** Names listed under a group at most: past them a count ('and 3 more') keeps a long list short. */
export const NAMES_SHOWN = 8;

export interface ChangeGroup {
  kind: 'added' | 'changed' | 'removed';
  /** 'Added (2)'. */
  heading: string;
  /** 'Hero section “Welcome” · position 1', in the list's order; at most NAMES_SHOWN. */
  names: string[];
  /** 'and 3 more', or '' when every name is listed. */
  more: string;
}

export interface DraftChanges {
  /** Only the groups that have entries. */
  groups: ChangeGroup[];
  /** 'The order changed', 'Settings changed'; or only 'No changes' when nothing changed. */
  notes: string[];
}

/**
 * The changes from `published` to `draft`, each document's entries in the order its list shows them (a
 * place is a position in that order). `label` is the builder's name for an entry.
 */
export function describeChanges<E extends { id: string }>(
  published: DocumentShape<E>,
  draft: DocumentShape<E>,
  label: (entry: E) => string,
): DraftChanges {
  const ids = documentChangeIds(published, draft);
  /** The entries of `doc` whose ids are listed, each by its label and place, in the list's order. */
  const named = (doc: DocumentShape<E>, listed: string[], place: typeof m.builder_changeAt) => {
    const wanted = new Set(listed);
    return doc.sections.flatMap((entry, index) =>
      wanted.has(entry.id) ? [place({ label: label(entry), position: index + 1 })] : [],
    );
  };
  const group = (kind: ChangeGroup['kind'], heading: string, names: string[]): ChangeGroup => ({
    kind,
    heading,
    names: names.slice(0, NAMES_SHOWN),
    more: names.length > NAMES_SHOWN ? m.builder_andMore({ count: names.length - NAMES_SHOWN }) : '',
  });
  const groups = [
    group(
      'added',
      m.builder_groupAdded({ count: ids.added.length }),
      named(draft, ids.added, m.builder_changeAt),
    ),
    group(
      'changed',
      m.builder_groupChanged({ count: ids.changed.length }),
      named(draft, ids.changed, m.builder_changeAt),
    ),
    group(
      'removed',
      m.builder_groupRemoved({ count: ids.removed.length }),
      named(published, ids.removed, m.builder_changeWasAt),
    ),
  ].filter((g) => g.names.length > 0);
  const notes = [
    ids.reordered ? m.builder_orderChanged : '',
    ids.settingsChanged ? m.builder_settingsChanged : '',
  ].filter(Boolean);
  return { groups, notes: groups.length === 0 && notes.length === 0 ? [m.builder_noChanges] : notes };
}

/** The changes in one line, for a sentence: 'Changed (1): Hero section “Welcome” · position 1; Settings changed'. */
export function changesInLine({ groups, notes }: DraftChanges): string {
  const lines = groups.map((group) =>
    m.builder_changesInLine({
      heading: group.heading,
      names: [...group.names, group.more].filter(Boolean).join(m.builder_nameSeparator),
    }),
  );
  return [...lines, ...notes].join(m.builder_groupSeparator);
}
