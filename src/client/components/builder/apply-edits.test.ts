import { describe, expect, it } from 'vitest';
import { applyEdits } from './apply-edits';

interface Entry {
  id: string;
  title: string;
  colour: string;
  order?: number;
}
interface Doc {
  sections: Entry[];
  globalSettings: { siteName: string; colour: string };
  revisionNote?: string;
}

const entry = (id: string, title = id, colour = 'white'): Entry => ({ id, title, colour });
const doc = (sections: Entry[], siteName = 'Lucky', colour = 'gold'): Doc => ({
  sections,
  globalSettings: { siteName, colour },
});
const titles = (d: Doc) => d.sections.map((s) => s.title);

describe('applyEdits: a refused edit done again on the newer draft', () => {
  const base = doc([entry('a'), entry('b'), entry('c')]);

  it('keeps their change and adds mine to another entry', () => {
    const mine = doc([entry('a', 'A mine'), entry('b'), entry('c')]);
    const theirs = doc([entry('a'), entry('b', 'B theirs'), entry('c')]);
    expect(titles(applyEdits(base, mine, theirs))).toEqual(['A mine', 'B theirs', 'c']);
  });

  it('merges two edits of one entry field by field; on the same field mine is kept', () => {
    const mine = doc([entry('a', 'A mine'), entry('b'), entry('c')]);
    const theirs = doc([entry('a', 'A theirs', 'red'), entry('b'), entry('c')]);
    expect(applyEdits(base, mine, theirs).sections[0]).toEqual({ id: 'a', title: 'A mine', colour: 'red' });
  });

  it('adds my new entry after the one it followed, and keeps theirs', () => {
    const mine = doc([entry('a'), entry('new'), entry('b'), entry('c')]);
    const theirs = doc([entry('a'), entry('b'), entry('c'), entry('their-new')]);
    expect(titles(applyEdits(base, mine, theirs))).toEqual(['a', 'new', 'b', 'c', 'their-new']);
    const first = doc([entry('lead'), entry('a'), entry('b'), entry('c')]);
    expect(titles(applyEdits(base, first, theirs))[0]).toBe('lead');
  });

  it('adds my new entry at the end when the one it followed was deleted by them', () => {
    const mine = doc([entry('a'), entry('b'), entry('new'), entry('c')]);
    const theirs = doc([entry('a'), entry('c')]);
    expect(titles(applyEdits(base, mine, theirs))).toEqual(['a', 'c', 'new']);
  });

  it('deletes what I deleted, even if they changed it', () => {
    const mine = doc([entry('a'), entry('c')]);
    const theirs = doc([entry('a'), entry('b', 'B theirs'), entry('c')]);
    expect(titles(applyEdits(base, mine, theirs))).toEqual(['a', 'c']);
  });

  it('does not bring back what they deleted and I left alone', () => {
    const mine = doc([entry('a', 'A mine'), entry('b'), entry('c')]);
    const theirs = doc([entry('a'), entry('c')]);
    expect(titles(applyEdits(base, mine, theirs))).toEqual(['A mine', 'c']);
  });

  it('applies my new order to the entries both hold, and leaves their order when I kept it', () => {
    const mine = doc([entry('c'), entry('a'), entry('b')]);
    const theirs = doc([entry('a'), entry('x'), entry('b'), entry('c')]);
    expect(titles(applyEdits(base, mine, theirs))).toEqual(['c', 'x', 'a', 'b']);
    const unmoved = doc([entry('a', 'A mine'), entry('b'), entry('c')]);
    const reordered = doc([entry('b'), entry('a'), entry('c')]);
    expect(titles(applyEdits(base, unmoved, reordered))).toEqual(['b', 'A mine', 'c']);
  });

  it('merges the settings field by field, and takes the rest of the document from theirs', () => {
    const mine = doc(base.sections, 'Mine');
    const theirs: Doc = { ...doc(base.sections, 'Lucky', 'purple'), revisionNote: 'theirs' };
    const merged = applyEdits(base, mine, theirs);
    expect(merged.globalSettings).toEqual({ siteName: 'Mine', colour: 'purple' });
    expect(merged.revisionNote).toBe('theirs');
  });

  it('changes nothing of theirs when I changed nothing', () => {
    const theirs = doc([entry('a', 'A theirs'), entry('c')], 'Theirs');
    expect(applyEdits(base, base, theirs)).toEqual(theirs);
  });
});
