// A server's refusal said under the field it names, as the forms say their own checks (focus-first-wrong).
import { ApiError } from '#client/lib/api-client';

/**
 * The field of a form that a server's refusal names (its params.field), when it is one of `fields`: the
 * form says the refusal under that field; otherwise null, and the form says it in a toast.
 */
export function refusedField<F extends string>(error: Error, fields: readonly F[]): F | null {
  const field = error instanceof ApiError ? error.params?.field : undefined;
  return fields.find((f) => f === field) ?? null;
}
