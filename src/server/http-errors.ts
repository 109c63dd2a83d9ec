// Client mistakes become HttpErrors with a 4xx status; the error handler turns them into { message }.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Admin login required') => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);

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
