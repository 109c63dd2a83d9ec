// Promo codes for the admin: POST /api/admin/generate-promo, GET /api/admin/promo-codes (paged, filtered,
// searched by code), GET /api/admin/customers, DELETE /api/admin/promo-codes/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import {
  customerSuggestionsSchema,
  customersQuerySchema,
  deletePromoResponseSchema,
  generatePromoBodySchema,
  generatePromoResponseSchema,
  promoCodeIdParamsSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
  PROMO_MESSAGES,
  type PromoCodeItem,
} from '#shared/api/promo';
import { businessDate, businessDayRange } from '#shared/business-date';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { slotValueText, type RuledPrizeValues } from '#shared/prize-values';
import { promoStatus } from '#shared/promo-status';
import * as promo from '#shared/endpoints/promo';
import { endpointRoute } from '../../lib/endpoint-route';
import { createdBy } from '../../plugins/audit.repository';
import { fieldProblem, HttpError, notFound } from '../../http-errors';
import { pagedList } from '../../lib/paged-list';
import { newPromoCode } from './promo-code';
import {
  customerSuggestions,
  deleteUnusedPromoCode,
  findDepositForCode,
  insertPromoCode,
  listPromoCodes,
  type ListedPromoCode,
} from './promo.repository';
import { prizeValuesNow, wheelNamesOf } from '../../lib/wheel-names';

const HOUR_MS = 60 * 60 * 1000;

function toItem(row: ListedPromoCode, now: Date, values: RuledPrizeValues): PromoCodeItem {
  return {
    id: row.id,
    code: row.code,
    customerName: row.customerName,
    depositAmount: formatCents(parseMoneyToCents(row.depositAmount) ?? 0),
    depositVoided: row.depositVoided,
    // Its slot's value now, as claims value its draws (docs/decisions/0044-one-prize-value.md).
    prizeValue: slotValueText(values, row.prizeType, row.prizeId),
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
    validFrom: row.validFrom?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    status: promoStatus(row, now),
    batchId: row.batchId,
    voidReason: row.voidReason,
    createdById: row.createdById,
    createdBy: row.createdByName,
  };
}

export const adminPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, promo.generate, {
      summary: 'Generate a promo code for a customer and a prize',
      body: generatePromoBodySchema,
      response: { 200: generatePromoResponseSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { body } = request;
      const now = app.now();
      // The prize is named by the server's own settings, never by the request (the original app's clients
      // send one; ignored), in the default language: the code's record is the operator's.
      const prizeName = wheelNamesOf(app, app.settings.get('defaultLanguage'))[body.prizeType][
        body.prizeId - 1
      ];
      if (!prizeName) throw fieldProblem('prizeId', 'prizeId must be a number from 1 to 6');
      let depositCents = body.depositAmount;
      if (body.depositId !== undefined) {
        // The record is the source of the code's deposit from now on: it must be one that counts.
        const deposit = await findDepositForCode(app.db, body.depositId);
        if (!deposit)
          throw fieldProblem('depositId', `depositId: there is no deposit record ${body.depositId}`);
        if (deposit.voided)
          throw fieldProblem('depositId', `depositId: deposit record ${body.depositId} was voided`);
        if (deposit.customerCode.toLowerCase() !== body.customerName.toLowerCase()) {
          throw fieldProblem(
            'depositId',
            `depositId: deposit record ${body.depositId} is not ${body.customerName}'s`,
          );
        }
        const recorded = parseMoneyToCents(deposit.depositAmount) ?? 0;
        if (depositCents !== 0 && depositCents !== recorded) {
          throw fieldProblem(
            'depositAmount',
            `depositAmount ${formatCents(depositCents)} is not the ${formatCents(recorded)} of deposit record ${body.depositId}`,
          );
        }
        depositCents = recorded;
      }

      const by = createdBy(app.auditSource(request));
      // A deposit typed with the code and not recorded yet is recorded now, with the code: the
      // customer's, dated today (UTC+8).
      const deposit =
        body.depositId === undefined && depositCents > 0
          ? {
              customerCode: body.customerName,
              customerName: body.customerName,
              depositAmount: formatCents(depositCents),
              depositDate: businessDate(now),
              notes: '',
              createdAt: now,
              ...by,
            }
          : null;
      const row = await insertPromoCode(
        app.db,
        {
          customerName: body.customerName,
          depositAmount: formatCents(depositCents),
          depositId: body.depositId ?? null,
          prizeId: body.prizeId,
          prizeName,
          prizeType: body.prizeType,
          expirationHours: body.expirationHours,
          usageLimit: body.usageLimit,
          isDemo: body.isDemo,
          validFrom: body.validFrom ?? null,
          expiresAt: new Date((body.validFrom ?? now).getTime() + body.expirationHours * HOUR_MS),
          createdAt: now,
          ...by,
        },
        newPromoCode,
        deposit,
      );
      app.metrics.codesGenerated('form', 1);
      if (deposit) app.metrics.depositsRecorded(1);
      await app.audit(request, 'promo.generate', {
        target: row.code,
        details: {
          customerName: row.customerName,
          prizeType: row.prizeType,
          prizeId: row.prizeId,
          prizeName,
          ...(row.validFrom ? { validFrom: row.validFrom.toISOString() } : {}),
          ...(row.depositId !== null ? { depositId: row.depositId, depositAmount: row.depositAmount } : {}),
        },
      });
      return { code: row.code, prizeName, expiresAt: row.expiresAt.toISOString() };
    },
  });

  app.route({
    ...endpointRoute(app, promo.codes, {
      summary:
        'The admin table of promo codes, paged (10, 50 or 100 a page), filtered by status, batch, customer and dates, and searched (q: code, name or phone digits)',
      querystring: promoCodeListQuerySchema,
      response: { 200: promoCodeListSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { query } = request;
      const from = query.startDate ? businessDayRange(query.startDate).start : undefined;
      const to = query.endDate ? businessDayRange(query.endDate).end : undefined;
      const now = app.now();
      const filter = {
        customer: query.customer || undefined,
        code: query.code || undefined,
        q: query.q,
        from,
        to,
        batchId: query.batchId,
        status: { is: query.status, now },
      };
      const values = prizeValuesNow(app);
      return pagedList(
        query,
        (offset, limit) => listPromoCodes(app.db, filter, offset, limit),
        (r) => toItem(r, now, values),
      );
    },
  });

  app.route({
    ...endpointRoute(app, promo.customers, {
      summary: 'Customer name suggestions',
      querystring: customersQuerySchema,
      response: { 200: customerSuggestionsSchema, ...errorResponses(400) },
    }),
    handler: async (request) => ({ items: await customerSuggestions(app.db, request.query.q, 8) }),
  });

  app.route({
    ...endpointRoute(app, promo.deleteCode, {
      summary: 'Delete a code that was never used',
      params: promoCodeIdParamsSchema,
      response: { 200: deletePromoResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      const result = await deleteUnusedPromoCode(app.db, id);
      if (result === 'missing') throw notFound('Promo code not found');
      if (result === 'used')
        throw new HttpError(409, PROMO_MESSAGES.usedCodeKept, { code: 'promo.used_kept' });
      const row = result.deleted;
      await app.audit(request, 'promo.delete', {
        target: row.code,
        details: { id, customerName: row.customerName },
      });
      return { success: true as const, id };
    },
  });
};
