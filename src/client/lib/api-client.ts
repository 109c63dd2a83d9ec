// fetch wrapper for the JSON API: credentials always included, a JSON body only when a payload is given,
// and any non-success answer thrown as an ApiError carrying the server's { message, code, params }, its
// message worded in this build's language (i18n/server-errors.ts).
import type { z } from 'zod';
import * as m from '#messages';
import type { ErrorParams } from '#shared/api/errors';
import type { ErrorAnswer } from '../i18n/server-errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable code (#shared/error-codes), when it sent one: what a page branches on. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * This language's words for a refusal (i18n/server-errors.ts), fetched with the first refusal: most
 * visits never see one, so the words stay out of the first load. English shows the server's message.
 */
async function worded(answer: ErrorAnswer): Promise<string> {
  if (m.LOCALE === 'en') return answer.message;
  try {
    return (await import('../i18n/server-errors')).errorText(answer);
  } catch {
    return answer.message;
  }
}

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.message === 'string') {
      const code = typeof body.code === 'string' ? body.code : undefined;
      const params = isRecord(body.params) ? (body.params as ErrorParams) : undefined;
      return new ApiError(res.status, await worded({ message: body.message, code, params }), code);
    }
  } catch {
    // Not JSON: the raw text, as SPEC §8 shows it.
  }
  return new ApiError(res.status, text || res.statusText || m.ui_requestFailed({ status: res.status }));
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(
  method: Method,
  url: string,
  payload: unknown,
  contentType = 'application/json',
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: payload === undefined ? {} : { 'content-type': contentType },
      // A CSV body is its text as it is; anything else goes as JSON.
      body:
        payload === undefined
          ? null
          : typeof payload === 'string' && contentType === 'text/csv'
            ? payload
            : JSON.stringify(payload),
    });
  } catch {
    throw new ApiError(0, m.ui_networkError);
  }
  if (!res.ok) throw await errorFrom(res);
  return res;
}

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

/**
 * A call typed by the shared schema's inferred type but not parsed at run time: the visitor's pages use
 * it so that zod stays out of their bundle (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
 */
export async function apiFetch<T>(method: Method, url: string, payload?: unknown): Promise<T> {
  const res = await send(method, url, payload);
  return (await res.json()) as T;
}

/** CSV text sent as it is (a batch of codes), the answer typed as apiFetch's. */
export async function apiFetchCsv<T>(method: Method, url: string, csv: string): Promise<T> {
  const res = await send(method, url, csv, 'text/csv');
  return (await res.json()) as T;
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
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download from the blob; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
