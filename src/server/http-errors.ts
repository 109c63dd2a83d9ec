// Client mistakes become HttpErrors with a 4xx status; the error handler turns them into
// { message, code, params? } (#shared/api/errors): the English message, and the code a client shows in
// its own language.
import type { ErrorCode, ErrorParams } from '#shared/api/errors';

export interface HttpErrorDetails {
  /** The stable code; by default the status's general one (codeOfStatus). */
  code?: ErrorCode;
  params?: ErrorParams;
  headers?: Record<string, string>;
}

/** The general code of a status, for errors that need no code of their own. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'auth.required';
    case 403:
      return 'request.origin';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'request.too_large';
    case 415:
      return 'request.media_type';
    case 429:
      return 'rate.limited';
    case 503:
      return 'server.busy';
    default:
      return status >= 500 ? 'server.error' : 'request.invalid';
  }
}

export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = details.code ?? codeOfStatus(statusCode);
    this.params = details.params;
    this.headers = details.headers ?? {};
  }
}

export const badRequest = (message: string, details?: HttpErrorDetails) =>
  new HttpError(400, message, details);
export const unauthorized = (message = 'Admin login required') => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);

/** A problem with one field (400, validation.field), named for the client to word in its language. */
export const fieldProblem = (field: string, message: string) =>
  new HttpError(400, message, { code: 'validation.field', params: { field } });
/**
 * A validation problem as one line naming the field. The shared rules name their field already
 * ("depositDate must be …"); other messages get the path in front ("settings.spinNoticeBg: …").
 */
export function fieldMessage(path: readonly PropertyKey[], message: string): string {
  const last = path.at(-1);
  // A nested field is always given its whole path (data.sections.2.title), a top-level one only when
  // the message does not start with its name already.
  const named = path.length === 1 && last !== undefined && message.startsWith(String(last));
  return path.length > 0 && !named ? `${path.map(String).join('.')}: ${message}` : message;
}
