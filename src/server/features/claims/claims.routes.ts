// Claims (docs/decisions/0018): GET /api/admin/claims lists won draws, unclaimed (oldest first) or paid, by
// customer and dates; POST /api/admin/claims/{drawId}/pay pays one once (409 after); POST
// /api/admin/claims/payments/{paymentId}/void voids a payment with a reason, making its draw unclaimed again.
// GET /api/admin/claims/liability: what is owed, paid and still possible, by the slots' values.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drawReference } from '#shared/draw-reference';
import * as claims from '#shared/endpoints/claims';
import {
  claimAnswerSchema,
  claimListQuerySchema,
  claimListSchema,
  drawIdParamsSchema,
  liabilitySchema,
  payClaimBodySchema,
  paymentIdParamsSchema,
  voidPaymentBodySchema,
  type Claim,
  type Liability,
} from '#shared/api/claims';
import { errorResponses } from '#shared/api/errors';
import { businessDatesRange } from '#shared/business-date';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { slotValueText, valueOfSpins, type RuledPrizeValues } from '#shared/prize-values';
import { prizeValuesNow } from '../../lib/wheel-names';
import { HttpError, notFound } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { coalesced } from '../../lib/coalesced';
import { pagedList } from '../../lib/paged-list';
import { whoLabel } from '../../lib/session-label';
import {
  listClaims,
  paidTotal,
  payClaim,
  possibleSpinsBySlot,
  unpaidWinsBySlot,
  voidPayment,
  type ClaimRow,
} from './claims.repository';

/** numeric(12,2) text as 123.45. */
const amount = (numeric: string): string => formatCents(parseMoneyToCents(numeric) ?? 0);

/** The payment of a claim row: present when its columns are (the left join found one). */
function paymentOf(row: ClaimRow): Claim['payment'] {
  const { paymentId, amount: paid, method, paidAt } = row;
  if (paymentId === null || paid === null || method === null || paidAt === null) return null;
  return {
    id: paymentId,
    amount: amount(paid),
    method,
    note: row.note ?? '',
    paidAt: paidAt.toISOString(),
    paidBy: whoLabel(row.paidByName ?? '', row.paidBySession, row.paidFrom ?? ''),
  };
}

function toClaim(row: ClaimRow, values: RuledPrizeValues): Claim {
  return {
    drawId: row.drawId,
    reference: drawReference(row.drawId),
    drawnAt: row.drawnAt.toISOString(),
    promoCode: row.promoCode,
    customerName: row.customerName ?? '',
    prizeType: row.prizeType,
    slot: row.prizeId,
    prizeName: row.prizeName,
    slotValue: slotValueText(values, row.prizeType, row.prizeId),
    payment: paymentOf(row),
  };
}

const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A draw is valued as its slot is now, by the one rule (docs/decisions/0044-one-prize-value.md).
  const values = () => prizeValuesNow(app);

  app.route({
    ...endpointRoute(app, claims.list, {
      summary:
        'Won draws with their claim state: unclaimed (oldest win first) or paid (newest payment first), by customer and business dates',
      querystring: claimListQuerySchema,
      response: { 200: claimListSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { status, customer, q, startDate, endDate } = request.query;
      const filter = { status, customer, q, ...businessDatesRange(startDate, endDate) };
      const now = values();
      return pagedList(
        request.query,
        (offset, limit) => listClaims(app.db, filter, offset, limit),
        (row) => toClaim(row, now),
      );
    },
  });

  /**
   * The figures now. Every open dashboard reloads them after the same burst of spins; requests that arrive
   * while they are being read share the next read (each still sees every change made before it asked):
   * the unpaid wins are a count over every draw, ~110 ms at 100,000 draws on the embedded database.
   */
  const liability = coalesced(async (): Promise<Liability> => {
    const [unpaid, paid, possible] = await Promise.all([
      unpaidWinsBySlot(app.db),
      paidTotal(app.db),
      possibleSpinsBySlot(app.db, app.now()),
    ]);
    const counted = (spins: { prizeType: 'normal' | 'super'; slot: number; count: number }[]) => {
      const { cents, unknown } = valueOfSpins(values(), spins);
      return {
        amount: formatCents(cents),
        count: spins.reduce((sum, s) => sum + s.count, 0),
        unknown,
      };
    };
    return {
      unpaid: counted(unpaid),
      paid: { amount: amount(paid.total), count: paid.count, unknown: 0 },
      possible: counted(possible),
    };
  });

  app.route({
    ...endpointRoute(app, claims.liability, {
      summary:
        'Prize liability now: wins not yet paid (at their slots’ values), payments made, and the spins left on live codes',
      response: { 200: liabilitySchema },
    }),
    handler: () => liability(),
  });

  app.route({
    ...endpointRoute(app, claims.pay, {
      summary: 'Pay a won draw (once: 409 when it is paid already)',
      params: drawIdParamsSchema,
      body: payClaimBodySchema,
      response: { 201: claimAnswerSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request, reply) => {
      const { amount: cents, method, note } = request.body;
      const result = await payClaim(
        app.db,
        request.params.drawId,
        {
          amount: formatCents(cents),
          method,
          note: note ?? '',
          adminSessionId: request.adminSession?.id ?? null,
        },
        app.auditSource(request),
      );
      if (result.outcome === 'missing') throw notFound('No such draw');
      if (result.outcome === 'paid') {
        throw new HttpError(409, 'This win has been paid already; void that payment first to pay it again', {
          code: 'claim.paid',
        });
      }
      app.metrics.claim('paid');
      return reply.status(201).send({ claim: toClaim(result.claim, values()) });
    },
  });

  app.route({
    ...endpointRoute(app, claims.voidPayment, {
      summary:
        'Void a payment with a reason: kept in the record and the audit trail; the win is unclaimed again',
      params: paymentIdParamsSchema,
      body: voidPaymentBodySchema,
      response: { 200: claimAnswerSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request) => {
      const result = await voidPayment(app.db, request.params.paymentId, request.body.reason, {
        ...app.auditSource(request),
        adminSessionId: request.adminSession?.id ?? null,
      });
      if (result.outcome === 'missing') throw notFound('No such payment');
      if (result.outcome === 'voided') {
        throw new HttpError(409, 'This payment is void already', { code: 'claim.voided' });
      }
      app.metrics.claim('voided');
      return { claim: toClaim(result.claim, values()) };
    },
  });
};

export default claimsRoutes;
