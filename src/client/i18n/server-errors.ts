// The text a person reads for a server's refusal (#shared/api/errors): in English the server's own
// message, which names the very field and value; in Chinese and Malay this language's words for its code,
// with the field's name in this language. A code this build does not know falls back to the message.
import * as m from '#messages';
import type { ErrorParams } from '#shared/api/errors';
import { isErrorCode, type ErrorCode } from '#shared/error-codes';

export interface ErrorAnswer {
  message: string;
  code?: string | undefined;
  params?: ErrorParams | undefined;
}

const number = (params: ErrorParams | undefined, name: string): number => {
  const value = params?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : 1;
};

function fieldName(params: ErrorParams | undefined): string | null {
  const path = params?.field;
  if (typeof path !== 'string' || path === '') return null;
  // 'names.3' or 'data.sections.0.title': the last named part is what the form calls it.
  const named = path.split('.').filter((part) => !/^\d+$/.test(part));
  const last = named.at(-1) ?? path;
  return Object.hasOwn(m.errors_fieldNames, last) ? (m.errors_fieldNames[last] ?? last) : last;
}

/** This language's words for each code. */
const WORDS: Record<ErrorCode, (params: ErrorParams | undefined) => string> = {
  'request.invalid': () => m.errors_requestInvalid,
  'request.json': () => m.errors_requestJson,
  'request.too_large': () => m.errors_tooLarge,
  'request.media_type': () => m.errors_mediaType,
  'request.origin': () => m.errors_origin,
  'validation.field': (params) => {
    const field = fieldName(params);
    return field === null ? m.errors_requestInvalid : m.errors_field({ field });
  },
  'auth.required': () => m.errors_authRequired,
  'auth.password': () => m.errors_authPassword,
  'auth.locked': (params) => m.errors_authLocked({ minutes: number(params, 'minutes') }),
  not_found: () => m.errors_notFound,
  conflict: () => m.errors_conflict,
  'rate.limited': (params) => m.errors_rateLimited({ seconds: number(params, 'seconds') }),
  'server.busy': (params) => m.errors_busy({ seconds: number(params, 'seconds') }),
  'server.error': () => m.errors_server,
  'promo.empty': () => m.errors_promoEmpty,
  'promo.unknown': () => m.errors_promoUnknown,
  'promo.used': () => m.errors_promoUsed,
  'promo.expired': () => m.errors_promoExpired,
  'promo.too_many': (params) => m.errors_promoTooMany({ minutes: number(params, 'minutes') }),
  'promo.used_kept': () => m.errors_promoUsedKept,
  'deposit.void': () => m.errors_depositVoid,
  'chat.too_many': (params) => m.errors_chatTooMany({ seconds: number(params, 'seconds') }),
  'chat.reserved_name': () => m.errors_chatReservedName,
  'builder.conflict': () => m.errors_builderConflict,
  'upload.rejected': () => m.errors_uploadRejected,
};

export function errorText(answer: ErrorAnswer): string {
  if (m.LOCALE === 'en' || !isErrorCode(answer.code)) return answer.message;
  return WORDS[answer.code](answer.params);
}
