import { describe, expect, it } from 'vitest';
import { insertAfter, moveByStep, newId, reorderById, sameContent } from './draft-helpers';

describe('draft helpers', () => {
  it('makes distinct ids without crypto.randomUUID (http on a LAN address)', () => {
    const original = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, newId));
      expect(ids.size).toBe(50);
      expect([...ids][0]).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('compares documents by content, not by key order', () => {
    expect(sameContent({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameContent({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('reorders by an id list (the rest after, in their order) and moves one step, leaving the ends alone', () => {
    const list = ['a', 'b', 'c'].map((id) => ({ id }));
    const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);
    expect(ids(reorderById(list, ['c', 'a']))).toEqual(['c', 'a', 'b']);
    expect(ids(moveByStep(list, 'c', -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveByStep(list, 'a', 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveByStep(list, 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveByStep(list, 'c', 1))).toEqual(['a', 'b', 'c']);
  });

  it('puts a new entry right after the selected one, or at the end when none is (or it is gone)', () => {
    const list = ['a', 'b', 'c'].map((id) => ({ id }));
    const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);
    const added = { id: 'new' };
    expect(ids(insertAfter(list, added, 'a'))).toEqual(['a', 'new', 'b', 'c']);
    expect(ids(insertAfter(list, added, 'c'))).toEqual(['a', 'b', 'c', 'new']);
    expect(ids(insertAfter(list, added, null))).toEqual(['a', 'b', 'c', 'new']);
    expect(ids(insertAfter(list, added, 'deleted'))).toEqual(['a', 'b', 'c', 'new']);
    expect(ids(insertAfter([], added, null))).toEqual(['new']);
    // The list it was given stays as it was.
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });
});
