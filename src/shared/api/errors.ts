// The body of every error answer (4xx and 5xx): a message a person can act on, in English, and a
// stable code a client shows in its own language (falling back to the message); a validation problem
// also names its field, and a wait its minutes or seconds.
import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

export { ERROR_CODES, type ErrorCode } from '../error-codes';

/** Values a localised text needs: the field a validation problem names, a wait. */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  params: errorParamsSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error answers a route documents, by status. */
export const errorResponses = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
