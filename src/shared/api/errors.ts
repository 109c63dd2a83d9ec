// The body of every error answer (4xx and 5xx): a message a person can act on.
import { z } from 'zod';

export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error answers a route documents, by status. */
export const errorResponses = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
