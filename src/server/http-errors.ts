// Client mistakes become HttpErrors with a 4xx status; the error handler turns them into { message }.
import type { z } from 'zod';

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

/** Parses with a zod schema; the first problem becomes a 400 naming the field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'Invalid request';
  const last = issue?.path.at(-1);
  // The shared rules name their field already ("depositDate must be …"); others get the path in front.
  const named = last !== undefined && message.startsWith(String(last));
  const field = issue && issue.path.length > 0 && !named ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${field}${message}`);
}
