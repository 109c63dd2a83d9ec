// The text a person reads for a server's refusal (#shared/api/errors): in English the server's own
// message, which names the very field and value; in Chinese and Malay this language's words for its code,
// with the field's name in this language. A code this build does not know falls back to the message.
import * as m from '#messages';
import type { ErrorParams } from '#shared/api/errors';
import { isErrorCode, type ErrorCode } from '#shared/error-codes';
import { formatBusinessDateTime } from '#shared/i18n/format';
import { fieldLabel } from './issue-text';

export interface ErrorAnswer {
  message: string;
  code?: string | undefined;
  params?: ErrorParams | undefined;
}

const number = (params: ErrorParams | undefined, name: string): number => {
  const value = params?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : 1;
};

/** The field a refusal names, in this language's words; '' when it names none. */
const fieldOf = (params: ErrorParams | undefined): string => {
  const path = params?.field;
  return typeof path === 'string' ? fieldLabel(path.split('.')) : '';
};

/**
 * A table's words for a name the server sent, or '' for a name the table lacks. Checked against the table
 * itself, not #shared/permissions, which would then be shared with the dashboard's first load.
 */
const wordOf = (table: Readonly<Record<string, string>>, name: unknown): string =>
  typeof name === 'string' && Object.hasOwn(table, name) ? (table[name] ?? '') : '';

/** This language's words for each code. */
const WORDS: Record<ErrorCode, (params: ErrorParams | undefined) => string> = {
  'request.invalid': () => m.errors_requestInvalid,
  'request.json': () => m.errors_requestJson,
  'request.too_large': () => m.errors_tooLarge,
  'request.media_type': () => m.errors_mediaType,
  'request.origin': () => m.errors_origin,
  'validation.field': (params) => {
    const field = fieldOf(params);
    return field === '' ? m.errors_requestInvalid : m.errors_field({ field });
  },
  'auth.required': () => m.errors_authRequired,
  'auth.forbidden': (params) => {
    // The role and what it may not do, as the server names them; a refusal without them, in general.
    const who = wordOf(m.errors_roleMayNot, params?.role);
    const action = wordOf(m.errors_permissionWords, params?.permission);
    return who && action ? m.errors_forbidden({ who, action }) : m.errors_authForbidden;
  },
  'auth.password': () => m.errors_authPassword,
  'auth.login': () => m.errors_authLogin,
  'auth.password_weak': (params) => {
    const field = fieldOf(params) || fieldLabel(['password']);
    if (params?.reason === 'short') return m.errors_fieldTooShort({ field, min: number(params, 'min') });
    return params?.reason === 'login'
      ? m.errors_passwordIsLogin({ field })
      : m.errors_passwordCommon({ field });
  },
  'auth.locked': (params) => m.errors_authLocked({ minutes: number(params, 'minutes') }),
  not_found: () => m.errors_notFound,
  conflict: () => m.errors_conflict,
  'rate.limited': (params) => m.errors_rateLimited({ seconds: number(params, 'seconds') }),
  'server.busy': (params) => m.errors_busy({ seconds: number(params, 'seconds') }),
  'server.error': () => m.errors_server,
  'promo.empty': () => m.errors_promoEmpty,
  'promo.unknown': () => m.errors_promoUnknown,
  'promo.used': (params) => {
    // Asked on the promo page, a used code says its last spin: when, what it won, and its uses.
    const usedAt = params?.usedAt;
    const prize = params?.prize;
    const at = typeof usedAt === 'string' ? formatBusinessDateTime(usedAt, m.LOCALE) : null;
    if (!at || typeof prize !== 'string') return m.errors_promoUsed;
    const limit = number(params, 'limit');
    return limit > 1
      ? m.errors_promoUsedLastWon({ at, prize, uses: number(params, 'uses'), limit })
      : m.errors_promoUsedWon({ at, prize });
  },
  'promo.expired': () => m.errors_promoExpired,
  'promo.too_many': (params) => m.errors_promoTooMany({ minutes: number(params, 'minutes') }),
  'promo.used_kept': () => m.errors_promoUsedKept,
  'deposit.void': () => m.errors_depositVoid,
  'chat.too_many': (params) => m.errors_chatTooMany({ seconds: number(params, 'seconds') }),
  'chat.reserved_name': () => m.errors_chatReservedName,
  'chat.mixed_scripts_name': () => m.errors_chatMixedScriptsName,
  'builder.conflict': () => m.errors_builderConflict,
  'upload.rejected': () => m.errors_uploadRejected,
  'batch.invalid': () => m.errors_batchInvalid,
  'promo.not_active': (params) => {
    const start = params?.startsAt;
    const time = typeof start === 'string' ? formatBusinessDateTime(start, m.LOCALE) : null;
    return time ? m.errors_promoNotActive({ start: time }) : m.errors_promoNotActiveSoon;
  },
  'claim.paid': () => m.errors_claimPaid,
  'claim.voided': () => m.errors_claimVoided,
  'promo.void': () => m.errors_promoVoid,
  'promo.used_up': () => m.errors_promoUsedUp,
  'promo.voided': () => m.errors_promoVoided,
  'batch.pending': () => m.errors_batchPending,
  'staff.last_owner': () => m.errors_staffLastOwner,
  'staff.invitation': () => m.errors_staffInvitation,
  'staff.login_taken': () => m.errors_staffLoginTaken,
  'auth.code_required': () => m.errors_authCodeRequired,
  'auth.code': () => m.errors_authCode,
  'auth.two_factor_required': () => m.errors_twoFactorRequired,
  'backup.running': () => m.errors_backupRunning,
  'backup.postgres': () => m.errors_backupPostgres,
  'backup.failed': (params) =>
    params?.reason === 'disk_full'
      ? m.errors_backupDiskFull
      : params?.reason === 'not_writable'
        ? m.errors_backupNotWritable
        : m.errors_backupFailed,
};

export function errorText(answer: ErrorAnswer): string {
  if (m.LOCALE === 'en' || !isErrorCode(answer.code)) return answer.message;
  return WORDS[answer.code](answer.params);
}
