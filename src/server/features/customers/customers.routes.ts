// GET /api/admin/customers/{name}: the customer page's data, by the name the codes carry (any case).
// 404 when no code, deposit or chat names that customer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPageSchema, customerParamsSchema, type CustomerPage } from '#shared/api/customers';
import { errorResponses } from '#shared/api/errors';
import { drawReference } from '#shared/draw-reference';
import * as customers from '#shared/endpoints/customers';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { promoStatus } from '#shared/promo-status';
import { depositSummaryOf } from '../../db/customer-deposits';
import { notFound } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { prizeValuesNow } from '../../lib/wheel-names';
import { chatsOf, codesOf, winsOf } from './customers.repository';

const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, customers.page, {
      summary:
        "One customer's codes (uses, status), deposits with the FOC summary, wins and payments, and chats",
      params: customerParamsSchema,
      response: { 200: customerPageSchema, ...errorResponses(400, 404) },
    }),
    handler: async (request) => {
      const { name } = request.params;
      const [codes, deposits, wins, chats] = await Promise.all([
        codesOf(app.db, name),
        depositSummaryOf(app.db, prizeValuesNow(app), name),
        winsOf(app.db, name),
        chatsOf(app.db, name),
      ]);
      const spelling = codes[0]?.customerName ?? deposits.deposits[0]?.customerCode ?? chats[0]?.customerName;
      if (spelling === undefined) throw notFound(`No customer is named ${name}`);
      const now = app.now();
      return {
        name: spelling,
        codes: codes.map((row) => ({
          id: row.id,
          code: row.code,
          prizeName: row.prizeName,
          prizeType: row.prizeType,
          useCount: row.useCount,
          usageLimit: row.usageLimit,
          status: promoStatus(row, now),
          expiresAt: row.expiresAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
        })),
        deposits: { ...deposits, customerCode: spelling },
        wins: wins.map((row) => ({
          drawId: row.drawId,
          reference: drawReference(row.drawId),
          promoCode: row.promoCode,
          prizeName: row.prizeName,
          prizeType: row.prizeType,
          drawnAt: row.drawnAt.toISOString(),
          payment:
            row.paymentId === null || row.amount === null || row.method === null || row.paidAt === null
              ? null
              : {
                  id: row.paymentId,
                  amount: formatCents(parseMoneyToCents(row.amount) ?? 0),
                  method: row.method,
                  paidAt: row.paidAt.toISOString(),
                },
        })),
        chats: chats.map((row) => ({
          sessionId: row.id,
          visitorName: row.visitorName,
          lastMessage: row.lastMessage,
          lastAt: row.lastMessageAt.toISOString(),
          resolved: row.resolvedAt !== null,
          contact: row.contact,
        })),
      } satisfies CustomerPage;
    },
  });
};

export default customersRoutes;
