// Promo codes. Admin: POST /api/admin/generate-promo, GET /api/admin/promo-codes, GET /api/admin/customers,
// DELETE /api/admin/promo-codes/:id. Visitors: POST /api/validate-promo, POST /api/use-promo.
import type { FastifyRequest } from 'fastify';
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
  findPromoByCode,
  insertPromoCode,
  listPromoCodes,
  redeemPromoCode,
  type PromoCodeRow,
} from './promo.repository';

const HOUR_MS = 60 * 60 * 1000;

function toItem(row: PromoCodeRow, now: Date): PromoCodeItem {
  return {
    id: row.id,
    code: row.code,
    customerName: row.customerName,
    depositAmount: formatCents(parseMoneyToCents(row.depositAmount) ?? 0),
    prizeAmount: formatCents(freeAmountCents(row.prizeName)),
    prizeId: row.prizeId,
    prizeName: row.prizeName,
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
      const names = app.settings.get(
        body.prizeType === 'super' ? 'customSuperPrizeNames' : 'customPrizeNames',
      );
      const prizeName = names[body.prizeId - 1];
      if (!prizeName) throw badRequest('prizeId must be a number from 1 to 6');

      for (let attempt = 0; attempt < 8; attempt++) {
        const row = await insertPromoCode(app.db, {
          code: newPromoCode(),
          customerName: body.customerName,
          depositAmount: formatCents(body.depositAmount),
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
        summary: 'The admin table of promo codes, paged and filtered',
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
        { customer: query.customer || undefined, from, to },
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

export const publicPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  const guesses = new AttemptBudget(app.db, {
    scope: 'promo-guess',
    limit: PROMO_GUESS_LIMIT,
    windowMs: PROMO_GUESS_WINDOW_MS,
  });
  /** The refund of each request's reserved guess, for when its code turns out to exist. */
  const reserved = new WeakMap<FastifyRequest, () => Promise<void>>();

  // Every lookup reserves a guess before anything else, in one statement shared by all instances, so a
  // burst gets at most PROMO_GUESS_LIMIT answers. A request refused as malformed keeps its reservation:
  // a bad code counts as a wrong guess. A code that exists (even used or expired) gives it back.
  app.addHook('onRequest', async (request) => {
    const attempt = await guesses.reserve(request.ip, app.now());
    if (!attempt.allowed) {
      throw new HttpError(
        429,
        promoTooManyMessage(minutesText(attempt.retryAfterMs)),
        retryAfterHeader(attempt.retryAfterMs),
      );
    }
    reserved.set(request, attempt.refund);
  });

  function readCode(body: { code: string }): string {
    const code = normalizePromoCode(body.code);
    if (!code) throw badRequest(PROMO_MESSAGES.empty);
    return code;
  }

  /** Explains why a code cannot be spun: unknown (its guess stays counted), expired or used. */
  async function refusal(request: FastifyRequest, row: PromoCodeRow | null, now: Date): Promise<HttpError> {
    if (!row) return new HttpError(404, PROMO_MESSAGES.unknown);
    await reserved.get(request)?.();
    const status = promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now);
    if (status === 'used' || row.useCount >= row.usageLimit) return new HttpError(409, PROMO_MESSAGES.used);
    return new HttpError(410, PROMO_MESSAGES.expired);
  }

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
      const row = await findPromoByCode(app.db, code);
      if (!row || promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now) !== 'active') {
        throw await refusal(request, row, now);
      }
      await reserved.get(request)?.();
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
      const used = await redeemPromoCode(app.db, code, now);
      if (used) {
        await reserved.get(request)?.();
        await app.realtime.publish({ type: 'draws_changed' });
        await app.audit(request, 'promo.redeem', {
          target: used.code,
          details: {
            prizeId: used.prizeId,
            prizeType: used.prizeType,
            prizeName: used.prizeName,
            useCount: used.useCount,
          },
        });
        return {
          prizeName: used.prizeName,
          prizeId: used.prizeId,
          prizeType: used.prizeType,
        } satisfies UsePromoResponse;
      }
      const row = await findPromoByCode(app.db, code);
      // A demo code only animates: nothing is recorded and it is never used up.
      if (row?.isDemo && promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now) === 'active') {
        await reserved.get(request)?.();
        return {
          prizeName: row.prizeName,
          prizeId: row.prizeId,
          prizeType: row.prizeType,
        } satisfies UsePromoResponse;
      }
      throw await refusal(request, row, now);
    },
  );
};
