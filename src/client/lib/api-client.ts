// fetch wrapper for the JSON API: credentials always included, a JSON body only when a payload is given,
// and any non-success answer thrown as an ApiError carrying the server's { message, code, params }, its
// message worded in this build's language (i18n/server-errors.ts). The calls only admin screens make are
// in admin-api-client.ts, out of the visitor's first load.
import * as m from '#messages';
import type { ErrorParams } from '#shared/api/errors';
import {
  urlOf,
  type AnswerOf,
  type CallArgs,
  type Endpoint,
  type LooseInput,
  type Method,
} from '#shared/endpoints/endpoint';
import { SETTINGS_VERSION_HEADER } from '#shared/api/realtime';
import type { ErrorAnswer } from '../i18n/server-errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable code (#shared/error-codes), when it sent one: what a page branches on. */
    readonly code?: string,
    /** Its params: `field` names the form field a refusal is about (components/ui/refused-field.ts). */
    readonly params?: ErrorParams,
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
      return new ApiError(res.status, await worded({ message: body.message, code, params }), code, params);
    }
  } catch {
    // Not JSON: the raw text, shown as it came.
  }
  return new ApiError(res.status, text || res.statusText || m.ui_requestFailed({ status: res.status }));
}

export type { Method } from '#shared/endpoints/endpoint';

/** The newest settings version this tab's socket told of (0: none yet), named in every request. */
let settingsVersion = 0;

/**
 * Keeps the newest settings version heard (a push, a socket's hello): a read after it, which behind a
 * balancer may reach an instance the change has not reached yet, names it, and that instance catches up.
 */
export function heardSettingsVersion(version: number): void {
  settingsVersion = Math.max(settingsVersion, version);
}

/** Sends a request; any non-success answer is thrown as an ApiError. */
export async function send(
  method: Method,
  url: string,
  payload: unknown,
  contentType = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': contentType };
  if (settingsVersion) headers[SETTINGS_VERSION_HEADER] = String(settingsVersion);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers,
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

/**
 * A call through its entry in the endpoint table (#shared/endpoints): the URL built from the entry, the
 * answer typed by its contract but not parsed, so that zod stays out of the visitor's pages
 * (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
 */
export async function call<E extends Endpoint>(entry: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const { params, query, body }: LooseInput = input ?? {};
  const res = await send(entry.method, urlOf(entry, params, query), body);
  return (await res.json()) as AnswerOf<E>;
}
