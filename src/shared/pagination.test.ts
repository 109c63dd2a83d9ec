import { describe, expect, it } from 'vitest';
import { historyPageItems, pageCount, tablePageItems } from './pagination';

describe('pagination', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('lists first, last and pages within 2 of the current one, with ellipses for gaps', () => {
    expect(historyPageItems(1, 1)).toEqual([1]);
    expect(historyPageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(historyPageItems(5, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]);
    expect(historyPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
    expect(historyPageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(historyPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows every page of a short admin table', () => {
    expect(tablePageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tablePageItems(1, 8)).toEqual([1, 2, 3, 'ellipsis', 8]);
  });
});
