// The calls only the admin screens make: answers checked by zod (loaded there anyway), CSV bodies and
// file downloads. Kept apart from api-client.ts so that the visitor's first load does not carry them.
import type { z } from 'zod';
import * as m from '#messages';
import {
  urlOf,
  type AnswerOf,
  type AnswerSchemaOf,
  type BodyOf,
  type CallArgs,
  type Endpoint,
  type LooseInput,
  type ParamsOf,
  type QueryOf,
} from '#shared/endpoints/endpoint';
import { ApiError, send, type Method } from './api-client';

/** A call whose answer is checked against its zod schema (admin screens, where zod is loaded anyway). */
export async function apiRequest<S extends z.ZodType>(
  method: Method,
  url: string,
  responseSchema: S,
  payload?: unknown,
): Promise<z.infer<S>> {
  const res = await send(method, url, payload);
  const parsed = responseSchema.safeParse(await res.json());
  if (!parsed.success) throw new ApiError(res.status, m.ui_unexpectedAnswer);
  return parsed.data;
}

/** A call through its entry in the endpoint table, its answer checked against the contract's schema. */
export async function request<E extends Endpoint>(
  entry: E,
  answerSchema: AnswerSchemaOf<E>,
  ...[input]: CallArgs<E>
): Promise<z.output<AnswerSchemaOf<E>>> {
  const { params, query, body }: LooseInput = input ?? {};
  return apiRequest(entry.method, urlOf(entry, params, query), answerSchema, body);
}

/**
 * CSV text sent as it is (a batch of codes) to an entry whose body may be text, the answer typed by its
 * contract but not parsed, as `call`'s.
 */
export async function apiFetchCsv<E extends Endpoint>(
  entry: E,
  csv: Extract<BodyOf<E>, string>,
  { params, query }: { params?: ParamsOf<E>; query?: QueryOf<E> & object } = {},
): Promise<AnswerOf<E>> {
  const res = await send(entry.method, urlOf(entry, params, query), csv, 'text/csv');
  return (await res.json()) as AnswerOf<E>;
}

/**
 * Downloads a file the server names in Content-Disposition (the CSV exports). Fetched rather than
 * followed as a link so that a refusal (a bad filter, an expired session) shows its message instead of
 * being saved as the file.
 */
export async function downloadFile(url: string): Promise<string> {
  const res = await send('GET', url, undefined);
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  saveFile(await res.blob(), name);
  return name;
}

/** Saves `blob` as a download named `name` (a file made in the page, or fetched). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download from the blob; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
