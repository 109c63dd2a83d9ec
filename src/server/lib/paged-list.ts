// A paged list route's answer (shared/api/paged-list): the query's page turned into the rows to read,
// and those rows answered as items with the list's total.
import type { PagedList } from '#shared/api/paged-list';

/**
 * Loads the page the query asks for (`limit` rows from `offset`) and answers it with each row as an
 * item, with the page and page size it was asked with.
 */
export async function pagedList<Row, Item>(
  { page, pageSize }: { page: number; pageSize: number },
  load: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>,
  toItem: (row: Row) => Item,
): Promise<PagedList<Item>> {
  const { rows, total } = await load((page - 1) * pageSize, pageSize);
  return { items: rows.map((row) => toItem(row)), total, page, pageSize };
}
