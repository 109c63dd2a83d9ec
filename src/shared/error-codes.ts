// The stable codes of the server's error answers (#shared/api/errors), apart from zod so that a
// visitor's page can know them (client/i18n/server-errors.ts) without loading it.
/** Every code an error answer may carry. Clients depend on these names: add, never rename. */
export const ERROR_CODES = [
  'request.invalid',
  'request.json',
  'request.too_large',
  'request.media_type',
  'request.origin',
  'validation.field',
  'auth.required',
  'auth.password',
  'auth.locked',
  'not_found',
  'conflict',
  'rate.limited',
  'server.busy',
  'server.error',
  'promo.empty',
  'promo.unknown',
  'promo.used',
  'promo.expired',
  'promo.too_many',
  'promo.used_kept',
  'deposit.void',
  'chat.too_many',
  'chat.reserved_name',
  'chat.mixed_scripts_name',
  'builder.conflict',
  'upload.rejected',
  'batch.invalid',
  'promo.not_active',
  'claim.paid',
  'claim.voided',
  'promo.void',
  'promo.used_up',
  'promo.voided',
  'batch.pending',
  'auth.forbidden',
  'auth.login',
  'staff.last_owner',
  'staff.invitation',
  'staff.login_taken',
  'auth.password_weak',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
