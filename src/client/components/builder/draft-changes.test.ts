import { describe, expect, it } from 'vitest';
import * as m from '#messages';
import { documentChanges } from '#shared/document-changes';
import { changesInLine, describeChanges, type DocumentShape } from './draft-changes';

interface Entry {
  id: string;
  title?: string;
  order?: number;
}
const doc = (sections: readonly Entry[], globalSettings = {}): DocumentShape<Entry> => ({
  sections,
  globalSettings,
});
// A builder's label as the HOME builder makes it: an empty title reads 'Untitled'.
const label = (entry: Entry) =>
  m.builder_sectionLabel({ type: 'Hero', title: entry.title || m.builder_untitled });

describe('describeChanges', () => {
  const entries: Entry[] = [
    { id: 'a', title: 'A', order: 1 },
    { id: 'b', title: 'B', order: 2 },
    { id: 'c', title: 'C', order: 3 },
  ];
  const published = doc(entries, { siteName: 'Draw', spinNoticeText: 'not in the draft' });

  it('says nothing changed for the same page, whatever extra settings the published copy carries', () => {
    expect(describeChanges(published, doc(entries, { siteName: 'Draw' }), label)).toEqual({
      groups: [],
      notes: ['No changes'],
    });
  });

  it('names each entry added, changed and removed under its group, with its place in the list', () => {
    const draft = doc(
      [
        { id: 'a', title: 'A2', order: 1 },
        { id: 'b', title: 'B', order: 2 },
        { id: 'd', title: 'D', order: 3 },
        { id: 'e', title: 'E', order: 4 },
      ],
      { siteName: 'Draw' },
    );
    expect(describeChanges(published, draft, label)).toEqual({
      groups: [
        {
          kind: 'added',
          heading: 'Added (2)',
          names: ['Hero section “D” · position\u00a03', 'Hero section “E” · position\u00a04'],
          more: '',
        },
        { kind: 'changed', heading: 'Changed (1)', names: ['Hero section “A2” · position\u00a01'], more: '' },
        // A removed entry's place is the one it had on the published page.
        {
          kind: 'removed',
          heading: 'Removed (1)',
          names: ['Hero section “C” · was position\u00a03'],
          more: '',
        },
      ],
      notes: [],
    });
  });

  it('names an entry with an empty title by its type and its place', () => {
    const draft = doc([...entries, { id: 'd', title: '', order: 4 }], { siteName: 'Draw' });
    expect(describeChanges(published, draft, label).groups).toEqual([
      { kind: 'added', heading: 'Added (1)', names: ['Hero section “Untitled” · position\u00a04'], more: '' },
    ]);
  });

  it('lists at most 8 names a group and counts the rest', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ id: `n${i}`, title: `N${i + 1}`, order: 4 + i }));
    const { groups } = describeChanges(published, doc([...entries, ...many], { siteName: 'Draw' }), label);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.heading).toBe('Added (11)');
    expect(groups[0]?.names).toEqual(
      many.slice(0, 8).map((e) => `Hero section “${e.title}” · position\u00a0${e.order}`),
    );
    expect(groups[0]?.more).toBe('and 3 more');
  });

  it('counts in its headings exactly what the audit trail counts', () => {
    const draft = doc([
      { id: 'c', title: 'C2', order: 1 },
      ...Array.from({ length: 9 }, (_, i) => ({ id: `x${i}` })),
    ]);
    const { groups } = describeChanges(published, draft, label);
    const counts = documentChanges(published, draft);
    expect(groups.map((g) => g.heading)).toEqual([
      `Added (${counts.added})`,
      `Changed (${counts.changed})`,
      `Removed (${counts.removed})`,
    ]);
  });

  it('tells a new order and changed settings apart from changed entries', () => {
    const draft = doc(
      [
        { id: 'b', title: 'B', order: 1 },
        { id: 'a', title: 'A', order: 2 },
        { id: 'c', title: 'C', order: 3 },
      ],
      { siteName: 'New name' },
    );
    expect(describeChanges(published, draft, label)).toEqual({
      groups: [],
      notes: ['The order changed', 'Settings changed'],
    });
    // Notices have no order field: their place in the list is the order.
    const listed = doc([entries[1]!, entries[0]!, entries[2]!].map(({ id, title }) => ({ id, title })));
    const listedBefore = doc(entries.map(({ id, title }) => ({ id, title })));
    expect(describeChanges(listedBefore, listed, label).notes).toEqual(['The order changed']);
  });
});

describe('changesInLine', () => {
  it('says the changes in one sentence: each group with its names, then the notes', () => {
    const before = doc([
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ]);
    const after = doc(
      [
        { id: 'b', title: 'B2' },
        { id: 'a', title: 'A2' },
        { id: 'n', title: 'New' },
      ],
      { siteName: 'Other' },
    );
    expect(changesInLine(describeChanges(before, after, label))).toBe(
      'Added (1): Hero section “New” · position\u00a03; Changed (2): Hero section “B2” · position\u00a01, Hero section “A2” · position\u00a02; The order changed; Settings changed',
    );
    expect(changesInLine(describeChanges(before, before, label))).toBe('No changes');
  });
});
