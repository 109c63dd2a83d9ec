// Admin deposits: POST /api/admin/deposits, corrections (PATCH /api/admin/deposits/{id}, POST
// /api/admin/deposits/{id}/void) and GET /api/admin/deposits/search (its summary: total deposit, FOC, prizes'
// value and the final deduction, docs/architecture.md, Product rules).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDepositBodySchema,
  createDepositResponseSchema,
  DEFAULT_CUSTOMER_CODE,
  DEFAULT_CUSTOMER_NAME,
  DEPOSIT_SEARCH_CUSTOMERS,
  depositIdParamsSchema,
  depositSearchQuerySchema,
  depositSummarySchema,
  updateDepositBodySchema,
  voidDepositBodySchema,
  type DepositSummary,
} from '#shared/api/deposits';
import { errorResponses } from '#shared/api/errors';
import * as deposits from '#shared/endpoints/deposits';
import { formatCents } from '#shared/money';
import { endpointRoute } from '../../lib/endpoint-route';
import { createdBy } from '../../plugins/audit.repository';
import { prizeValuesNow } from '../../lib/wheel-names';
import { fieldProblem, HttpError, notFound } from '../../http-errors';
import { customersMatching, depositSummaryOf, toDepositRecord } from '../../db/customer-deposits';
import { insertDeposit, updateDeposit, voidDeposit, type CorrectionResult } from './deposits.repository';

/** The answer to an edit or a void: the record, or why there is none to change. */
function corrected(result: CorrectionResult) {
  if (result.outcome === 'missing') throw notFound('No such deposit');
  if (result.outcome === 'voided') {
    throw new HttpError(409, 'This deposit is void; a voided deposit cannot be changed', {
      code: 'deposit.void',
    });
  }
  return { success: true as const, deposit: toDepositRecord(result.row) };
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
        ...createdBy(app.auditSource(request)),
      });
      app.metrics.depositsRecorded(1);
      await app.audit(request, 'deposit.create', {
        target: row.customerCode,
        details: { id: row.id, depositAmount: row.depositAmount, depositDate: row.depositDate },
      });
      return reply.status(201).send({ success: true as const, deposit: toDepositRecord(row) });
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
      if (query.q === undefined) {
        return depositSummaryOf(
          app.db,
          prizeValuesNow(app),
          query.customerCode ?? '',
          query.startDate,
          query.endDate,
        );
      }
      const customers = await customersMatching(app.db, query.q, DEPOSIT_SEARCH_CUSTOMERS);
      const summary = await depositSummaryOf(
        app.db,
        prizeValuesNow(app),
        customers[0] ?? query.q,
        query.startDate,
        query.endDate,
      );
      return { ...summary, customers } satisfies DepositSummary;
    },
  });
};

export default depositsRoutes;
