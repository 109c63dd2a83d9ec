// fetch wrapper for the JSON API: credentials always included, a JSON body only when a payload is given,
// and any non-success answer thrown as an ApiError carrying the server's { message }.
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let message = text || res.statusText || `Request failed (${res.status})`;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    // Not JSON: keep the raw text, as SPEC §8 shows it.
  }
  return new ApiError(res.status, message);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: Method, url: string, payload: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      body: payload === undefined ? null : JSON.stringify(payload),
    });
  } catch {
    throw new ApiError(0, 'Network error: check your connection and try again');
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
  if (!parsed.success) throw new ApiError(res.status, 'Unexpected answer from the server');
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
