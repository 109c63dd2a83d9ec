// Promo codes. Admin: POST /api/admin/generate-promo, GET /api/admin/promo-codes, GET /api/admin/customers,
// DELETE /api/admin/promo-codes/:id. Visitors: POST /api/validate-promo, POST /api/use-promo.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  generatePromoBodySchema,
  promoCodeBodySchema,
  promoCodeListQuerySchema,
  PROMO_MESSAGES,
  type PromoCodeItem,
  type PromoCodeList,
  type UsePromoResponse,
  type ValidatedPromo,
} from '../../../shared/api/promo';
import { businessDayRange, isValidDateString } from '../../../shared/business-date';
import { formatCents, parseMoneyToCents } from '../../../shared/money';
import { freeAmountCents } from '../../../shared/prizes';
import { normalizePromoCode, promoStatus } from '../../../shared/promo-status';
import { writeAudit } from '../../audit/audit.repository';
import { badRequest, HttpError, notFound, parseOr400 } from '../../http-errors';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { loadPrizeNames } from '../../settings/prize-names';
import { newPromoCode } from './promo-code';
import {
  customerSuggestions,
  deletePromoCode,
  findPromoByCode,
  insertPromoCode,
  listPromoCodes,
  redeemPromoCode,
  type PromoCodeRow,
} from './promo.repository';

/** Unknown-code answers allowed per IP per minute before promo lookups from it get 429. */
export const PROMO_GUESS_LIMIT = 30;
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

const dateParam = (name: string) =>
  z
    .string()
    .optional()
    .refine((s) => s === undefined || s === '' || isValidDateString(s), `${name} must be yyyy-mm-dd`);

const listQuerySchema = promoCodeListQuerySchema.extend({
  startDate: dateParam('startDate'),
  endDate: dateParam('endDate'),
});

const customersQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
const idParamsSchema = z.object({ id: z.coerce.number().int().positive('id must be a positive number') });

export const adminPromoRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireAdmin);

  app.post('/admin/generate-promo', async (request) => {
    const body = parseOr400(generatePromoBodySchema, request.body);
    const now = app.now();
    // The prize is named by the server's own settings, never by the request (SPEC §7 sends one; ignored).
    const prizeName = (await loadPrizeNames(app.db))[body.prizeType][body.prizeId - 1];
    if (!prizeName) throw badRequest('prizeId must be a number from 1 to 6');
    const depositCents = parseMoneyToCents(body.depositAmount);
    if (depositCents === null) throw badRequest('depositAmount must be a number');

    for (let attempt = 0; attempt < 8; attempt++) {
      const row = await insertPromoCode(app.db, {
        code: newPromoCode(),
        customerName: body.customerName,
        depositAmount: formatCents(depositCents),
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
        await writeAudit(app.db, {
          actor: 'admin',
          action: 'promo.generate',
          target: row.code,
          details: {
            customerName: row.customerName,
            prizeType: row.prizeType,
            prizeId: row.prizeId,
            prizeName,
          },
          ip: request.ip,
          at: now,
        });
        return { code: row.code };
      }
    }
    throw new Error('could not find a free promo code after 8 attempts');
  });

  app.get('/admin/promo-codes', async (request) => {
    const query = parseOr400(listQuerySchema, request.query);
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
  });

  app.get('/admin/customers', async (request) => {
    const { q } = parseOr400(customersQuerySchema, request.query);
    return { items: await customerSuggestions(app.db, q, 8) };
  });

  app.delete('/admin/promo-codes/:id', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const row = await deletePromoCode(app.db, id);
    if (!row) throw notFound('Promo code not found');
    await writeAudit(app.db, {
      actor: 'admin',
      action: 'promo.delete',
      target: row.code,
      details: { id, customerName: row.customerName },
      ip: request.ip,
      at: app.now(),
    });
    return { success: true, id };
  });
};

export const publicPromoRoutes: FastifyPluginAsync = async (app) => {
  const guesses = new AttemptLimiter(PROMO_GUESS_LIMIT, 60_000, app.now);

  /** Reads and normalises the code, refusing blocked IPs and empty input. */
  function readCode(request: FastifyRequest): string {
    const blockedMs = guesses.blockedFor(request.ip);
    if (blockedMs > 0) {
      throw new HttpError(429, PROMO_MESSAGES.tooMany, {
        'retry-after': String(Math.ceil(blockedMs / 1000)),
      });
    }
    const code = normalizePromoCode(parseOr400(promoCodeBodySchema, request.body).code);
    if (!code) throw badRequest(PROMO_MESSAGES.empty);
    return code;
  }

  /** Explains why a code cannot be spun: unknown (counted as a guess), expired or used. */
  function refusal(request: FastifyRequest, row: PromoCodeRow | null, now: Date): HttpError {
    if (!row) {
      guesses.recordFailure(request.ip);
      return new HttpError(404, PROMO_MESSAGES.unknown);
    }
    const status = promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now);
    if (status === 'used' || row.useCount >= row.usageLimit) return new HttpError(409, PROMO_MESSAGES.used);
    return new HttpError(410, PROMO_MESSAGES.expired);
  }

  app.post('/validate-promo', async (request) => {
    const code = readCode(request);
    const now = app.now();
    const row = await findPromoByCode(app.db, code);
    if (!row || promoStatus({ isUsed: row.isUsed, expiresAt: row.expiresAt }, now) !== 'active') {
      throw refusal(request, row, now);
    }
    return {
      code: row.code,
      prizeId: row.prizeId,
      prizeType: row.prizeType,
      isDemo: row.isDemo,
    } satisfies ValidatedPromo;
  });

  app.post('/use-promo', async (request) => {
    const code = readCode(request);
    const now = app.now();
    const used = await redeemPromoCode(app.db, code, now);
    if (used) {
      await writeAudit(app.db, {
        actor: 'visitor',
        action: 'promo.redeem',
        target: used.code,
        details: {
          prizeId: used.prizeId,
          prizeType: used.prizeType,
          prizeName: used.prizeName,
          useCount: used.useCount,
        },
        ip: request.ip,
        at: now,
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
      return {
        prizeName: row.prizeName,
        prizeId: row.prizeId,
        prizeType: row.prizeType,
      } satisfies UsePromoResponse;
    }
    throw refusal(request, row, now);
  });
};
