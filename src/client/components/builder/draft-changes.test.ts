import { describe, expect, it } from 'vitest';
import * as m from '#messages';
import { describeChanges, type DocumentShape, type EntryCount } from './draft-changes';

const NOUN = m.builder_sectionCount;
interface Entry {
  id: string;
  title?: string;
  order?: number;
}
const doc = (sections: readonly Entry[], globalSettings = {}): DocumentShape => ({
  sections,
  globalSettings,
});

describe('describeChanges', () => {
  const entries: Entry[] = [
    { id: 'a', title: 'A', order: 1 },
    { id: 'b', title: 'B', order: 2 },
    { id: 'c', title: 'C', order: 3 },
  ];
  const published = doc(entries, { siteName: 'Draw', spinNoticeText: 'not in the draft' });

  it('says nothing changed for the same page, whatever extra settings the published copy carries', () => {
    expect(describeChanges(published, doc(entries, { siteName: 'Draw' }), NOUN)).toBe('No changes');
  });

  it('counts added, changed and removed entries by id', () => {
    const draft = doc(
      [
        { id: 'a', title: 'A2', order: 1 },
        { id: 'b', title: 'B', order: 2 },
        { id: 'd', title: 'D', order: 3 },
        { id: 'e', title: 'E', order: 4 },
      ],
      { siteName: 'Draw' },
    );
    expect(describeChanges(published, draft, NOUN)).toBe('2 sections added, 1 changed, 1 removed');
  });

  it('names the noun on the first count there is', () => {
    const draft = doc([{ id: 'a', title: 'A', order: 1 }], { siteName: 'Draw' });
    expect(describeChanges(published, draft, NOUN)).toBe('2 sections removed');
    const one = doc([...entries.slice(0, 2), { id: 'c', title: 'C!', order: 3 }], {
      siteName: 'Draw',
    });
    expect(describeChanges(published, one, m.builder_noticeCount)).toBe('1 notice changed');
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
    expect(describeChanges(published, draft, NOUN)).toBe('the order changed; settings changed');
    // Notices have no order field: their place in the list is the order.
    const listed = doc([entries[1]!, entries[0]!, entries[2]!].map(({ id, title }) => ({ id, title })));
    const listedBefore = doc(entries.map(({ id, title }) => ({ id, title })));
    expect(describeChanges(listedBefore, listed, NOUN)).toBe('the order changed');
  });

  it('names the entries in full only on the first count, leaving the later ones to the language', () => {
    const asked: { count: number; short: boolean }[] = [];
    const countOf: EntryCount = (p) => {
      asked.push(p);
      return `${p.count} x`;
    };
    const draft = doc(
      [
        { id: 'a', title: 'A2', order: 1 },
        { id: 'd', title: 'D', order: 2 },
      ],
      { siteName: 'Draw' },
    );
    expect(describeChanges(published, draft, countOf)).toBe('1 x added, 1 x changed, 2 x removed');
    expect(asked.map((p) => p.short)).toEqual([false, true, true]);
  });
});
