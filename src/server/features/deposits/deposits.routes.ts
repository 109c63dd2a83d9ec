// Admin deposits: POST /api/admin/deposits and GET /api/admin/deposits/search (the summary of SPEC §9).
import type { FastifyPluginAsync } from 'fastify';
import {
  createDepositBodySchema,
  DEFAULT_CUSTOMER_CODE,
  DEFAULT_CUSTOMER_NAME,
  depositSearchQuerySchema,
  type DepositRecord,
  type DepositSummary,
} from '../../../shared/api/deposits';
import { businessDayRange } from '../../../shared/business-date';
import { FOC_PERCENT, formatCents, parseMoneyToCents, percentOfCents } from '../../../shared/money';
import { sumPrizeAmountCents } from '../../../shared/prizes';
import { writeAudit } from '../../audit/audit.repository';
import { badRequest, parseOr400 } from '../../http-errors';
import {
  findDeposits,
  findPrizeNamesOfCustomer,
  insertDeposit,
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
  };
}

const depositsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireAdmin);

  app.post('/admin/deposits', async (request, reply) => {
    const body = parseOr400(createDepositBodySchema, request.body);
    const row = await insertDeposit(app.db, {
      customerCode: body.customerCode || DEFAULT_CUSTOMER_CODE,
      customerName: body.customerName || DEFAULT_CUSTOMER_NAME,
      depositAmount: formatCents(body.depositAmount),
      depositDate: body.depositDate,
      notes: body.notes ?? '',
      createdAt: app.now(),
    });
    await writeAudit(app.db, {
      actor: 'admin',
      action: 'deposit.create',
      target: row.customerCode,
      details: { id: row.id, depositAmount: row.depositAmount, depositDate: row.depositDate },
      ip: request.ip,
      at: app.now(),
    });
    return reply.status(201).send({ success: true, deposit: toRecord(row) });
  });

  app.get('/admin/deposits/search', async (request) => {
    const query = parseOr400(depositSearchQuerySchema, request.query);
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      throw badRequest('startDate must not be after endDate');
    }
    const [rows, prizeNames] = await Promise.all([
      findDeposits(app.db, query.customerCode, query.startDate, query.endDate),
      findPrizeNamesOfCustomer(
        app.db,
        query.customerCode,
        query.startDate ? businessDayRange(query.startDate).start : undefined,
        query.endDate ? businessDayRange(query.endDate).end : undefined,
      ),
    ]);
    const totalCents = rows.reduce((sum, r) => sum + (parseMoneyToCents(r.depositAmount) ?? 0), 0);
    const focCents = percentOfCents(totalCents, FOC_PERCENT);
    const prizeCents = sumPrizeAmountCents(prizeNames);
    return {
      customerCode: query.customerCode,
      totalDeposit: formatCents(totalCents),
      deposits: rows.map(toRecord),
      foc15Percent: formatCents(focCents),
      totalPrizeAmount: formatCents(prizeCents),
      finalDeduction: formatCents(Math.max(0, focCents - prizeCents)),
    } satisfies DepositSummary;
  });
};

export default depositsRoutes;
