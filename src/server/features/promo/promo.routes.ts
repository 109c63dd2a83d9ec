// Promo codes. Admin: POST /api/admin/generate-promo, GET /api/admin/promo-codes, GET /api/admin/customers,
// DELETE /api/admin/promo-codes/:id. Visitors: POST /api/validate-promo, POST /api/use-promo.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import {
  customerSuggestionsSchema,
  customersQuerySchema,
  deletePromoResponseSchema,
  generatePromoBodySchema,
  generatePromoResponseSchema,
  promoCodeBodySchema,
  promoCodeIdParamsSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
  PROMO_MESSAGES,
  usePromoResponseSchema,
  validatePromoResponseSchema,
  type PromoCodeItem,
  type PromoCodeList,
  type UsePromoResponse,
  type ValidatedPromo,
} from '#shared/api/promo';
import { businessDayRange } from '#shared/business-date';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { freeAmountCents } from '#shared/prizes';
import {
  normalizePromoCode,
  PROMO_GUESS_LIMIT,
  PROMO_GUESS_WINDOW_MS,
  promoStatus,
  promoTooManyMessage,
} from '#shared/promo-status';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { AttemptBudget, minutesText, retryAfterHeader } from '../../plugins/attempt-budget';
import { newPromoCode } from './promo-code';
import {
  customerSuggestions,
  deleteUnusedPromoCode,
  findDepositForCode,
  insertPromoCode,
  listPromoCodes,
  lookUpPromo,
  redeemPromo,
  type FoundCode,
  type ListedPromoCode,
  type PromoLookup,
  type WheelNames,
} from './promo.repository';

const HOUR_MS = 60 * 60 * 1000;

/** The six names of each wheel as the prize settings hold them now: what a wheel on screen shows. */
const wheelNamesOf = (app: FastifyInstance): WheelNames => ({
  normal: app.settings.get('customPrizeNames'),
  super: app.settings.get('customSuperPrizeNames'),
});

function toItem(row: ListedPromoCode, now: Date): PromoCodeItem {
  return {
    id: row.id,
    code: row.code,
    customerName: row.customerName,
    depositAmount: formatCents(parseMoneyToCents(row.depositAmount) ?? 0),
    depositVoided: row.depositVoided,
    prizeAmount: formatCents(freeAmountCents(row.prizeName)),
    prizeId: row.prizeId,
    prizeName: row.prizeName,
    drawnPrizeNames: row.drawnPrizeNames,
    prizeType: row.prizeType,
    expirationHours: row.expirationHours,
    usageLimit: row.usageLimit,
    useCount: row.useCount,
    isUsed: row.isUsed,
    isDemo: row.isDemo,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    status: promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now),
  };
}

export const adminPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/admin/generate-promo',
    {
      schema: {
        summary: 'Generate a promo code for a customer and a prize',
        body: generatePromoBodySchema,
        response: { 200: generatePromoResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { body } = request;
      const now = app.now();
      // The prize is named by the server's own settings, never by the request (SPEC §7 sends one; ignored).
      const prizeName = wheelNamesOf(app)[body.prizeType][body.prizeId - 1];
      if (!prizeName) throw badRequest('prizeId must be a number from 1 to 6');
      let depositCents = body.depositAmount;
      if (body.depositId !== undefined) {
        // The record is the source of the code's deposit from now on: it must be one that counts.
        const deposit = await findDepositForCode(app.db, body.depositId);
        if (!deposit) throw badRequest(`depositId: there is no deposit record ${body.depositId}`);
        if (deposit.voided) throw badRequest(`depositId: deposit record ${body.depositId} was voided`);
        if (deposit.customerCode.toLowerCase() !== body.customerName.toLowerCase()) {
          throw badRequest(`depositId: deposit record ${body.depositId} is not ${body.customerName}'s`);
        }
        const recorded = parseMoneyToCents(deposit.depositAmount) ?? 0;
        if (depositCents !== 0 && depositCents !== recorded) {
          throw badRequest(
            `depositAmount ${formatCents(depositCents)} is not the ${formatCents(recorded)} of deposit record ${body.depositId}`,
          );
        }
        depositCents = recorded;
      }

      for (let attempt = 0; attempt < 8; attempt++) {
        const row = await insertPromoCode(app.db, {
          code: newPromoCode(),
          customerName: body.customerName,
          depositAmount: formatCents(depositCents),
          depositId: body.depositId ?? null,
          prizeId: body.prizeId,
          prizeName,
          prizeType: body.prizeType,
          expirationHours: body.expirationHours,
          usageLimit: body.usageLimit,
          isDemo: body.isDemo,
          expiresAt: new Date(now.getTime() + body.expirationHours * HOUR_MS),
          createdAt: now,
        });
        if (row) {
          await app.audit(request, 'promo.generate', {
            target: row.code,
            details: {
              customerName: row.customerName,
              prizeType: row.prizeType,
              prizeId: row.prizeId,
              prizeName,
            },
          });
          return { code: row.code };
        }
      }
      throw new Error('could not find a free promo code after 8 attempts');
    },
  );

  app.get(
    '/admin/promo-codes',
    {
      schema: {
        summary: 'The admin table of promo codes, paged, filtered and searched by code',
        querystring: promoCodeListQuerySchema,
        response: { 200: promoCodeListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query } = request;
      const from = query.startDate ? businessDayRange(query.startDate).start : undefined;
      const to = query.endDate ? businessDayRange(query.endDate).end : undefined;
      const { rows, total } = await listPromoCodes(
        app.db,
        { customer: query.customer || undefined, code: query.code || undefined, from, to },
        (query.page - 1) * query.pageSize,
        query.pageSize,
      );
      const now = app.now();
      return {
        items: rows.map((r) => toItem(r, now)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      } satisfies PromoCodeList;
    },
  );

  app.get(
    '/admin/customers',
    {
      schema: {
        summary: 'Customer name suggestions',
        querystring: customersQuerySchema,
        response: { 200: customerSuggestionsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: await customerSuggestions(app.db, request.query.q, 8) }),
  );

  app.delete(
    '/admin/promo-codes/:id',
    {
      schema: {
        summary: 'Delete a code that was never used',
        params: promoCodeIdParamsSchema,
        response: { 200: deletePromoResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await deleteUnusedPromoCode(app.db, id);
      if (result === 'missing') throw notFound('Promo code not found');
      if (result === 'used') throw new HttpError(409, PROMO_MESSAGES.usedCodeKept);
      const row = result.deleted;
      await app.audit(request, 'promo.delete', {
        target: row.code,
        details: { id, customerName: row.customerName },
      });
      return { success: true as const, id };
    },
  );
};

/**
 * Runs publish() for every caller, but at most one at a time: callers that arrive while one is running share
 * the next run, which starts after it. Every caller's promise still settles only after a run that started
 * after the call, so what the caller committed before calling is announced before its answer goes out;
 * a burst of spins costs one announcement per database round trip instead of one each.
 */
function coalesced(publish: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = publish().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

export const publicPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  const guesses = new AttemptBudget(app.db, {
    scope: 'promo-guess',
    limit: PROMO_GUESS_LIMIT,
    windowMs: PROMO_GUESS_WINDOW_MS,
  });
  /** Requests whose lookup has settled whether they count as a wrong guess. */
  const settled = new WeakSet<FastifyRequest>();
  const drawsChanged = coalesced(() => app.realtime.publish({ type: 'draws_changed' }));

  const tooMany = (retryAfterMs: number) =>
    new HttpError(429, promoTooManyMessage(minutesText(retryAfterMs)), retryAfterHeader(retryAfterMs));

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
    if (!code) throw badRequest(PROMO_MESSAGES.empty);
    return code;
  }

  /**
   * Why a code cannot be spun: 429 for an address over its limit (even with a code that exists, which does
   * not count), unknown (counted now, so 429 once over the limit), used or expired.
   */
  async function refusal(request: FastifyRequest, lookup: PromoLookup, now: Date): Promise<HttpError> {
    const row = lookup.found;
    if (!row) {
      const attempt = await guesses.reserve(request.ip, now);
      return attempt.allowed ? new HttpError(404, PROMO_MESSAGES.unknown) : tooMany(attempt.retryAfterMs);
    }
    const standing = guesses.standing(lookup.standing, now);
    if (!standing.allowed) return tooMany(standing.retryAfterMs);
    const status = promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now);
    if (status === 'used' || row.useCount >= row.usageLimit) return new HttpError(409, PROMO_MESSAGES.used);
    return new HttpError(410, PROMO_MESSAGES.expired);
  }

  const active = (row: FoundCode | null, now: Date): row is FoundCode =>
    row !== null && promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now) === 'active';

  const refusals = errorResponses(400, 404, 409, 410, 429);

  app.post(
    '/validate-promo',
    {
      schema: {
        summary: 'Check a promo code before spinning',
        body: promoCodeBodySchema,
        response: { 200: validatePromoResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const code = readCode(request.body);
      const now = app.now();
      // The code and the address's standing in one read; only an unknown code writes (its guess).
      const lookup = await lookUpPromo(app.db, code, await guesses.check(request.ip, now));
      settled.add(request);
      const row = lookup.found;
      if (!active(row, now) || !guesses.standing(lookup.standing, now).allowed) {
        throw await refusal(request, lookup, now);
      }
      return {
        code: row.code,
        prizeId: row.prizeId,
        prizeType: row.prizeType,
        isDemo: row.isDemo,
      } satisfies ValidatedPromo;
    },
  );

  app.post(
    '/use-promo',
    {
      schema: {
        summary: 'Spin: use the code once and get its prize',
        body: promoCodeBodySchema,
        response: { 200: usePromoResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const code = readCode(request.body);
      const now = app.now();
      const budget = await guesses.check(request.ip, now);
      // The use, the draw and the audit row (with the visitor's address) in one statement.
      const used = await redeemPromo(app.db, code, budget, app.auditSource(request), wheelNamesOf(app));
      if (used) {
        settled.add(request);
        await drawsChanged();
        return {
          prizeName: used.prizeName,
          prizeId: used.prizeId,
          prizeType: used.prizeType,
        } satisfies UsePromoResponse;
      }
      // Nothing used: one more read tells why (it sees any spin that took the code first).
      const lookup = await lookUpPromo(app.db, code, budget);
      settled.add(request);
      const row = lookup.found;
      // A demo code only animates: nothing is recorded and it is never used up.
      if (row?.isDemo && active(row, now) && guesses.standing(lookup.standing, now).allowed) {
        return {
          // As a real spin would name it: what the wheel shows now.
          prizeName: wheelNamesOf(app)[row.prizeType][row.prizeId - 1] ?? row.prizeName,
          prizeId: row.prizeId,
          prizeType: row.prizeType,
        } satisfies UsePromoResponse;
      }
      throw await refusal(request, lookup, now);
    },
  );
};
