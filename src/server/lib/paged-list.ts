// A paged list route's answer (shared/api/paged-list): the query's page turned into the rows to read,
// and those rows answered as items with the list's total.
import type { PagedList } from '#shared/api/paged-list';
import { LIST_DEPTH_MAX } from '#shared/pagination';
import { badRequest } from '../http-errors';

/**
 * Loads the page the query asks for (`limit` rows from `offset`) and answers it with each row as an
 * item, with the page and page size it was asked with. A page that starts past LIST_DEPTH_MAX rows is
 * refused (400) before anything is read: the database would read every row before it.
 */
export async function pagedList<Row, Item>(
  { page, pageSize }: { page: number; pageSize: number },
  load: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>,
  toItem: (row: Row) => Item,
): Promise<PagedList<Item>> {
  const offset = (page - 1) * pageSize;
  if (offset + 1 > LIST_DEPTH_MAX) {
    throw badRequest(
      `Only the first ${LIST_DEPTH_MAX} rows of a list can be paged through (page ${Math.floor(LIST_DEPTH_MAX / pageSize)} at ${pageSize} a page); narrow the list with its search or dates to see the others`,
      { params: { max: LIST_DEPTH_MAX } },
    );
  }
  const { rows, total } = await load(offset, pageSize);
  return { items: rows.map((row) => toItem(row)), total, page, pageSize };
}
