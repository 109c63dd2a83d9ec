import { describe, expect, it } from 'vitest';
import { neighbourOf, withMoved, withSaved, withoutEntry } from './canned-edits';

const a = { id: 'a', title: 'A' };
const b = { id: 'b', title: 'B' };
const c = { id: 'c', title: 'C' };
const list = [a, b, c];
const ids = (entries: readonly { id: string }[] | null) => entries?.map((entry) => entry.id) ?? null;

describe('withMoved', () => {
  it('moves an entry one place, and has nothing to save at either end or for one gone', () => {
    expect(ids(withMoved(list, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(withMoved(list, 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(withMoved(list, 'a', -1)).toBeNull();
    expect(withMoved(list, 'c', 1)).toBeNull();
    expect(withMoved(list, 'x', 1)).toBeNull();
  });
});

describe('withSaved', () => {
  it('replaces an edited entry in its place and adds a new one at the end', () => {
    expect(withSaved(list, { id: 'b', title: 'B2' })).toEqual([a, { id: 'b', title: 'B2' }, c]);
    expect(ids(withSaved(list, { id: 'd', title: 'D' }))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('withoutEntry', () => {
  it('drops the entry, and has nothing to save when it is gone already', () => {
    expect(ids(withoutEntry(list, 'b'))).toEqual(['a', 'c']);
    expect(withoutEntry(list, 'x')).toBeNull();
  });
});

describe('neighbourOf', () => {
  it('is the entry after the deleted one, the one before for the last, none for the only one', () => {
    expect(neighbourOf(list, [a, c], 'b')?.id).toBe('c');
    expect(neighbourOf(list, [a, b], 'c')?.id).toBe('b');
    expect(neighbourOf([a], [], 'a')).toBeUndefined();
  });
});
