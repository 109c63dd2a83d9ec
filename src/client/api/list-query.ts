// The operator's filtered lists (the promo codes, the claims, the audit trail) ask alike: the filters that
// are set, the same for a page of the list and for its CSV export, and the page.
import type { z } from 'zod';
import { urlOf, type AnswerSchemaOf, type Endpoint } from '#shared/endpoints/endpoint';
import { apiRequest } from '../lib/admin-api-client';

/** The filters that are set (not blank), as query parameters in the order given. */
export function filterParams(filters: Record<string, string | null | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params;
}

/** GET one page of a paged list (#shared/api/paged-list) under its filters. */
export function getPage<E extends Endpoint>(
  entry: E,
  schema: AnswerSchemaOf<E>,
  filters: URLSearchParams,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<z.output<AnswerSchemaOf<E>>> {
  const query = { ...Object.fromEntries(filters), page, pageSize };
  return apiRequest(entry.method, urlOf(entry, undefined, query), schema);
}
