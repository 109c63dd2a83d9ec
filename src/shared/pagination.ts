// Page arithmetic and the page-number lists of the history pager and the admin table.

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * How deep a paged list can be read: rows past this one are not paged to (400), since the database reads
 * and drops every row before the page (an offset), so a deep page of a large table cost seconds. An
 * operator narrows the list (a customer, a code, dates) instead. README "Admin lists".
 */
export const LIST_DEPTH_MAX = 10_000;

/** The last page of a list that can be asked for: within the list and within LIST_DEPTH_MAX rows. */
export const pageablePages = (total: number, pageSize: number): number =>
  Math.min(pageCount(total, pageSize), Math.max(1, Math.floor(LIST_DEPTH_MAX / pageSize)));

export type PageItem = number | 'ellipsis';

/** First, last and pages within 2 of the current one, with an ellipsis wherever pages are skipped. */
export function historyPageItems(current: number, totalPages: number): PageItem[] {
  const items: PageItem[] = [];
  let previous = 0;
  for (let page = 1; page <= totalPages; page++) {
    if (page !== 1 && page !== totalPages && Math.abs(page - current) > 2) continue;
    if (page - previous > 1) items.push('ellipsis');
    items.push(page);
    previous = page;
  }
  return items;
}

/** The admin table shows every page up to 7, and the history pager's list beyond that. */
export function tablePageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  return historyPageItems(current, totalPages);
}
