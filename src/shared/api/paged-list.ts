// The paged lists (the audit log, the promo-code table, the draw history) ask and answer alike: a page
// and a page size in the query, a page of items with the list's total in the answer.
import { z } from 'zod';
import { pageField, pageSizeField } from '../input-rules';

/** The query fields of a paged list: `page` from 1, `pageSize` up to `maxPageSize`. */
export const pageQueryFields = (maxPageSize: number, defaultPageSize: number) => ({
  page: pageField(),
  pageSize: pageSizeField(maxPageSize, defaultPageSize),
});

/** A page of a list, as the query asked for it, with the number of items in the whole list. */
export const pagedListSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });

export interface PagedList<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
