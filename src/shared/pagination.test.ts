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
    expect(tablePageItems(8, 8)).toEqual([1, 'ellipsis', 6, 7, 8]);
    expect(tablePageItems(5, 9)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 9]);
  });

  it('always lists ascending, unique pages with an ellipsis exactly where pages are skipped', () => {
    for (let total = 1; total <= 15; total++) {
      for (let current = 1; current <= total; current++) {
        const items = historyPageItems(current, total);
        const pages = items.filter((i): i is number => i !== 'ellipsis');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        items.forEach((item, i) => {
          const prev = items[i - 1];
          const next = items[i + 1];
          if (item === 'ellipsis') {
            expect(typeof prev === 'number' && typeof next === 'number' && next - prev > 1).toBe(true);
          } else if (typeof next === 'number') {
            expect(next).toBe(item + 1);
          }
        });
      }
    }
  });
});
