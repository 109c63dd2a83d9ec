// Admin deposits: POST /api/admin/deposits, corrections (PATCH /api/admin/deposits/{id}, POST
// /api/admin/deposits/{id}/void) and GET /api/admin/deposits/search (its summary: total deposit, FOC, prizes'
// value and the final deduction, docs/architecture.md, Product rules).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDepositBodySchema,
  createDepositResponseSchema,
  DEFAULT_CUSTOMER_CODE,
  DEFAULT_CUSTOMER_NAME,
  depositIdParamsSchema,
  depositSearchQuerySchema,
  depositSummarySchema,
  updateDepositBodySchema,
  voidDepositBodySchema,
  type DepositRecord,
  type DepositSummary,
} from '#shared/api/deposits';
import { errorResponses } from '#shared/api/errors';
import * as deposits from '#shared/endpoints/deposits';
import { businessDayRange } from '#shared/business-date';
import { FOC_PERCENT, formatCents, parseMoneyToCents, percentOfCents } from '#shared/money';
import { valueOfCodes } from '#shared/prize-values';
import { prizeValuesNow } from '../../lib/wheel-names';
import { endpointRoute } from '../../lib/endpoint-route';
import { fieldProblem, HttpError, notFound } from '../../http-errors';
import {
  findDeposits,
  findPrizesOfCustomer,
  insertDeposit,
  updateDeposit,
  voidDeposit,
  type CorrectionResult,
  type DepositRow,
} from './deposits.repository';

function toRecord(row: DepositRow): DepositRecord {
  return {
    id: row.id,
    customerCode: row.customerCode,
    customerName: row.customerName,
    depositAmount: formatCents(parseMoneyToCents(row.depositAmount) ?? 0),
    depositDate: row.depositDate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
  };
}

/** The answer to an edit or a void: the record, or why there is none to change. */
function corrected(result: CorrectionResult) {
  if (result.outcome === 'missing') throw notFound('No such deposit');
  if (result.outcome === 'voided') {
    throw new HttpError(409, 'This deposit is void; a voided deposit cannot be changed', {
      code: 'deposit.void',
    });
  }
  return { success: true as const, deposit: toRecord(result.row) };
}

const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, deposits.create, {
      summary: 'Record a customer deposit',
      body: createDepositBodySchema,
      response: { 201: createDepositResponseSchema, ...errorResponses(400) },
    }),
    handler: async (request, reply) => {
      const { body } = request;
      const row = await insertDeposit(app.db, {
        customerCode: body.customerCode || DEFAULT_CUSTOMER_CODE,
        customerName: body.customerName || DEFAULT_CUSTOMER_NAME,
        depositAmount: formatCents(body.depositAmount),
        depositDate: body.depositDate,
        notes: body.notes ?? '',
        createdAt: app.now(),
      });
      await app.audit(request, 'deposit.create', {
        target: row.customerCode,
        details: { id: row.id, depositAmount: row.depositAmount, depositDate: row.depositDate },
      });
      return reply.status(201).send({ success: true as const, deposit: toRecord(row) });
    },
  });

  app.route({
    ...endpointRoute(app, deposits.update, {
      summary: 'Correct a deposit (amount, date, notes); the old values stay in the audit log',
      params: depositIdParamsSchema,
      body: updateDepositBodySchema,
      response: { 200: createDepositResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request) => {
      const { depositAmount, depositDate, notes } = request.body;
      const result = await updateDeposit(
        app.db,
        request.params.id,
        {
          ...(depositAmount !== undefined && { depositAmount: formatCents(depositAmount) }),
          ...(depositDate !== undefined && { depositDate }),
          ...(notes !== undefined && { notes }),
        },
        app.auditSource(request),
        request.body.reason || undefined,
      );
      return corrected(result);
    },
  });

  app.route({
    ...endpointRoute(app, deposits.voidDeposit, {
      summary: 'Void a deposit with a reason: kept and shown, left out of every sum',
      params: depositIdParamsSchema,
      body: voidDepositBodySchema,
      response: { 200: createDepositResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request) => {
      const result = await voidDeposit(
        app.db,
        request.params.id,
        request.body.reason,
        app.auditSource(request),
      );
      return corrected(result);
    },
  });

  app.route({
    ...endpointRoute(app, deposits.search, {
      summary: "A customer's deposits with FOC 15%, prize amount and final deduction",
      querystring: depositSearchQuerySchema,
      response: { 200: depositSummarySchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { query } = request;
      if (query.startDate && query.endDate && query.startDate > query.endDate) {
        throw fieldProblem('startDate', 'startDate must not be after endDate');
      }
      const [rows, prizes] = await Promise.all([
        findDeposits(app.db, query.customerCode, query.startDate, query.endDate),
        findPrizesOfCustomer(
          app.db,
          query.customerCode,
          query.startDate ? businessDayRange(query.startDate).start : undefined,
          query.endDate ? businessDayRange(query.endDate).end : undefined,
        ),
      ]);
      const totalCents = rows
        .filter((r) => !r.voidedAt)
        .reduce((sum, r) => sum + (parseMoneyToCents(r.depositAmount) ?? 0), 0);
      const focCents = percentOfCents(totalCents, FOC_PERCENT);
      // Every use of each code at its slot's value by the one rule (docs/decisions/0044-one-prize-value.md);
      // codes without a value are left out of the amount and counted.
      const prize = valueOfCodes(prizeValuesNow(app), prizes);
      const prizeCents = prize.cents;
      return {
        customerCode: query.customerCode,
        totalDeposit: formatCents(totalCents),
        deposits: rows.map(toRecord),
        foc15Percent: formatCents(focCents),
        totalPrizeAmount: formatCents(prizeCents),
        prizeAmountUnknown: prize.unknown,
        finalDeduction: formatCents(Math.max(0, focCents - prizeCents)),
      } satisfies DepositSummary;
    },
  });
};

export default depositsRoutes;
