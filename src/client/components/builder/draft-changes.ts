// What a publish changes, in words for its confirmation. The count is shared with the audit trail; the
// words are this build's language, with the builder's own count of its entries (builder_sectionCount).
import * as m from '#messages';
import { documentChanges, type DocumentShape } from '#shared/document-changes';

export type { DocumentShape } from '#shared/document-changes';

/**
 * A builder's entries counted: '2 sections'. `short` for the counts after the first, which English
 * gives as the number alone ('2 sections added, 1 changed') and other languages may not.
 */
export type EntryCount = (p: { count: number; short: boolean }) => string;

/** '2 sections added, 1 changed, 1 removed; the order changed; settings changed', or 'No changes'. */
export function describeChanges(published: DocumentShape, draft: DocumentShape, countOf: EntryCount): string {
  const { added, changed, removed, reordered, settingsChanged } = documentChanges(published, draft);
  let named = false;
  const counted = (count: number) => {
    const what = countOf({ count, short: named });
    named = true;
    return what;
  };
  const counts = [
    added > 0 ? m.builder_changeAdded({ what: counted(added) }) : '',
    changed > 0 ? m.builder_changeChanged({ what: counted(changed) }) : '',
    removed > 0 ? m.builder_changeRemoved({ what: counted(removed) }) : '',
  ].filter(Boolean);
  const parts = [
    counts.join(m.builder_countSeparator),
    reordered ? m.builder_orderChanged : '',
    settingsChanged ? m.builder_settingsChanged : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(m.builder_partSeparator) : m.builder_noChanges;
}
