// Redeeming a promo code, for visitors: the table's `validate` and `use` entries (promo-public). Every
// request counts as a wrong guess of its address until its code is found (the error handler below counts
// those refused before their lookup), so guessing codes is limited across instances.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, type ErrorCode } from '#shared/api/errors';
import {
  PROMO_MESSAGES,
  usePromoBodySchema,
  validatePromoBodySchema,
  usePromoResponseSchema,
  validatePromoResponseSchema,
  type UsePromoResponse,
  type ValidatedPromo,
} from '#shared/api/promo';
import {
  normalizePromoCode,
  PROMO_GUESS_LIMIT,
  PROMO_GUESS_WINDOW_MS,
  promoNotActiveMessage,
  promoStatus,
  promoTooManyMessage,
  promoUsedMessage,
} from '#shared/promo-status';
import { drawReference } from '#shared/draw-reference';
import { use, validate } from '#shared/endpoints/promo-public';
import { isLocale, type Locale } from '#shared/i18n/locales';
import { formatBusinessDateTime } from '#shared/i18n/format';
import { badRequest, HttpError } from '../../http-errors';
import { AttemptBudget, minutesText, waitDetails } from '../../plugins/attempt-budget';
import type { SpinResult as SpinResultLabel } from '../../plugins/metrics';
import {
  findSpin,
  lastSpinOf,
  lookUpPromo,
  redeemPromo,
  type FoundCode,
  type PromoLookup,
  type SpinResult,
} from './promo.repository';
import { coalesced } from '../../lib/coalesced';
import { endpointRoute } from '../../lib/endpoint-route';
import { languageOfRequest } from '../../lib/language';
import { wheelNamesOf } from '../../lib/wheel-names';

/**
 * A refused spin's result as the figures count it, by its answer's code. A voided code counts as expired
 * (both are no longer valid); a 429 is no spin at all, and counts as an attempt refused.
 */
const SPIN_REFUSALS: Partial<Record<ErrorCode, SpinResultLabel>> = {
  'promo.unknown': 'unknown',
  'promo.used': 'used',
  'promo.expired': 'expired',
  'promo.void': 'expired',
  'promo.not_active': 'not_active',
};

export const publicPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  const guesses = new AttemptBudget(app.db, {
    scope: 'promo-guess',
    limit: PROMO_GUESS_LIMIT,
    windowMs: PROMO_GUESS_WINDOW_MS,
  });
  /** Requests whose lookup has settled whether they count as a wrong guess. */
  const settled = new WeakSet<FastifyRequest>();
  const drawsChanged = coalesced(() => app.realtime.publish({ type: 'draws_changed' }));

  const tooMany = (retryAfterMs: number) => {
    app.metrics.refused('guess');
    return new HttpError(429, promoTooManyMessage(minutesText(retryAfterMs)), {
      code: 'promo.too_many',
      ...waitDetails(retryAfterMs),
    });
  };

  // Every request counts as a wrong guess unless its code turns out to exist, and the count is checked in
  // the lookup's own statement, shared by all instances, so a burst gets at most PROMO_GUESS_LIMIT answers.
  // A request refused before its lookup (bad JSON, a malformed or empty code, the input guard) counts here,
  // and an address over its limit gets 429 instead of the 400.
  app.setErrorHandler(async (error, request) => {
    if (!settled.has(request)) {
      settled.add(request);
      const attempt = await guesses.reserve(request.ip, app.now()).catch(() => null);
      if (attempt && !attempt.allowed) throw tooMany(attempt.retryAfterMs);
    }
    throw error;
  });

  function readCode(body: { code: string }): string {
    const code = normalizePromoCode(body.code);
    if (!code) throw badRequest(PROMO_MESSAGES.empty, { code: 'promo.empty' });
    return code;
  }

  /** The page's language, or the one the server would serve the page in. */
  const languageOf = (request: FastifyRequest, asked: Locale | undefined): Locale =>
    asked ?? languageOfRequest(request, app.settings.get('defaultLanguage'));

  /**
   * Why a code cannot be spun: 429 for an address over its limit (even with a code that exists, which does
   * not count), unknown (counted now, so 429 once over the limit), voided, used, not started yet or expired. Asked
   * on the promo page (`tellUse`: its language), a used code also says when it was spun and what it won:
   * the code is the proof, so whoever holds it may see its result, and nothing else (no customer, no
   * deposit).
   */
  async function refusal(
    request: FastifyRequest,
    lookup: PromoLookup,
    now: Date,
    tellUse?: Locale,
  ): Promise<HttpError> {
    const row = lookup.found;
    if (!row) {
      app.metrics.wrongCode();
      const attempt = await guesses.reserve(request.ip, now);
      return attempt.allowed
        ? new HttpError(404, PROMO_MESSAGES.unknown, { code: 'promo.unknown' })
        : tooMany(attempt.retryAfterMs);
    }
    const standing = guesses.standing(lookup.standing, now);
    if (!standing.allowed) return tooMany(standing.retryAfterMs);
    const status = promoStatus(row, now);
    // Voided by an operator: no longer valid, whatever else it is (docs/decisions/0046-void-and-extend-codes.md).
    if (status === 'void') return new HttpError(410, PROMO_MESSAGES.void, { code: 'promo.void' });
    if (status === 'used' || row.useCount >= row.usageLimit)
      return tellUse
        ? await usedAnswer(row, tellUse)
        : new HttpError(409, PROMO_MESSAGES.used, { code: 'promo.used' });
    if (status === 'scheduled') return notActive(row.pending ? null : row.validFrom);
    return new HttpError(410, PROMO_MESSAGES.expired, { code: 'promo.expired' });
  }

  /** A used code's 409 with its last spin: when, what it won in the page's language, and its uses. */
  async function usedAnswer(row: FoundCode, language: Locale): Promise<HttpError> {
    const last = await lastSpinOf(app.db, row.code);
    if (!last) return new HttpError(409, PROMO_MESSAGES.used, { code: 'promo.used' });
    const used = {
      usedAt: formatBusinessDateTime(last.drawnAt, 'en') ?? last.drawnAt.toISOString(),
      prize: prizeIn(last, language),
      uses: row.useCount,
      limit: row.usageLimit,
    };
    return new HttpError(409, promoUsedMessage(used), {
      code: 'promo.used',
      params: { ...used, usedAt: last.drawnAt.toISOString() },
    });
  }

  /**
   * A draw's prize as the wheel showed it, in another language where the operator's translation of that
   * very name exists: the slot's name now, when the slot still carries the name the draw recorded in its
   * own language. Renamed since, the recorded name: what the visitor saw.
   */
  function prizeIn(draw: SpinResult & { language: string | null }, language: Locale): string {
    if (!isLocale(draw.language) || draw.language === language) return draw.prizeName;
    const slot = draw.prizeId - 1;
    const then = wheelNamesOf(app, draw.language)[draw.prizeType][slot];
    const asked = wheelNamesOf(app, language)[draw.prizeType][slot];
    return then === draw.prizeName && asked ? asked : draw.prizeName;
  }

  /** 403 with when it starts (a batch still being generated has no start to tell yet). */
  function notActive(validFrom: Date | null): HttpError {
    const start = validFrom && formatBusinessDateTime(validFrom, 'en');
    return start
      ? new HttpError(403, promoNotActiveMessage(start), {
          code: 'promo.not_active',
          params: { startsAt: validFrom.toISOString() },
        })
      : new HttpError(403, PROMO_MESSAGES.notActive, { code: 'promo.not_active' });
  }

  const active = (row: FoundCode | null, now: Date): row is FoundCode =>
    row !== null && promoStatus(row, now) === 'active';

  /** A spin's answer: the prize and the receipt's time and reference. */
  const spinAnswer = (spin: SpinResult): UsePromoResponse => ({
    prizeName: spin.prizeName,
    prizeId: spin.prizeId,
    prizeType: spin.prizeType,
    drawnAt: spin.drawnAt.toISOString(),
    reference: drawReference(spin.drawId),
  });

  const refusals = errorResponses(400, 403, 404, 409, 410, 429);

  app.route({
    ...endpointRoute(app, validate, {
      summary: 'Check a promo code before spinning',
      body: validatePromoBodySchema,
      response: { 200: validatePromoResponseSchema, ...refusals },
    }),
    handler: async (request) => {
      const code = readCode(request.body);
      const now = app.now();
      // The code and the address's standing in one read; only an unknown code writes (its guess).
      const lookup = await lookUpPromo(app.db, code, await guesses.check(request.ip, now));
      settled.add(request);
      const row = lookup.found;
      const language = languageOf(request, request.body.language);
      if (!active(row, now) || !guesses.standing(lookup.standing, now).allowed) {
        throw await refusal(request, lookup, now, language);
      }
      return {
        code: row.code,
        prizeId: row.prizeId,
        prizeType: row.prizeType,
        isDemo: row.isDemo,
        names: [...wheelNamesOf(app, language)[row.prizeType]],
      } satisfies ValidatedPromo;
    },
  });

  app.route({
    ...endpointRoute(app, use, {
      summary: 'Spin: use the code once and get its prize, named in the language the wheel showed',
      body: usePromoBodySchema,
      response: { 200: usePromoResponseSchema, ...refusals },
    }),
    handler: async (request) => {
      const code = readCode(request.body);
      const now = app.now();
      const budget = await guesses.check(request.ip, now);
      const language = languageOf(request, request.body.language);
      const wheel = wheelNamesOf(app, language);
      // The use, the draw and the audit row (with the visitor's address) in one statement.
      const spinId = request.body.spinId ?? null;
      const used = await redeemPromo(app.db, code, budget, app.auditSource(request), wheel, language, spinId);
      if (used) {
        settled.add(request);
        app.metrics.spin('won');
        await drawsChanged();
        return spinAnswer(used);
      }
      // Nothing used: one more read tells why (it sees any spin that took the code first).
      const lookup = await lookUpPromo(app.db, code, budget);
      settled.add(request);
      const row = lookup.found;
      // This page's own spin, asked again because its answer was lost: what it won, not "used".
      const earlier = row && spinId !== null ? await findSpin(app.db, code, spinId) : null;
      if (earlier) return spinAnswer(earlier);
      // A demo code only animates: nothing is recorded and it is never used up.
      if (row?.isDemo && active(row, now) && guesses.standing(lookup.standing, now).allowed) {
        app.metrics.spin('demo');
        return {
          // As a real spin would name it: what the wheel shows now.
          prizeName: wheel[row.prizeType][row.prizeId - 1] ?? row.prizeName,
          prizeId: row.prizeId,
          prizeType: row.prizeType,
          drawnAt: now.toISOString(),
          reference: null,
        } satisfies UsePromoResponse;
      }
      const refused = await refusal(request, lookup, now);
      const result = SPIN_REFUSALS[refused.code];
      if (result) app.metrics.spin(result);
      throw refused;
    },
  });
};
