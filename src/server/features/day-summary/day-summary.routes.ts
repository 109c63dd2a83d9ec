// GET /api/admin/day-summary: "Today at a glance" above the dashboard's tabs (admin only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daySummaryQuerySchema, daySummarySchema, type DaySummary } from '#shared/api/day-summary';
import { errorResponses } from '#shared/api/errors';
import * as daySummary from '#shared/endpoints/day-summary';
import { businessDate, businessDayRange } from '#shared/business-date';
import { FOC_PERCENT, formatCents, parseMoneyToCents, percentOfCents } from '#shared/money';
import { valueOfSpins } from '#shared/prize-values';
import { endpointRoute } from '../../lib/endpoint-route';
import { prizeValuesNow } from '../../lib/wheel-names';
import { dayFigures } from './day-summary.repository';

const daySummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, daySummary.get, {
      summary: "One business day's codes, redemptions, deposits, FOC and the prizes won, by the names drawn",
      querystring: daySummaryQuerySchema,
      response: { 200: daySummarySchema, ...errorResponses(400) },
    }),
    handler: async (request): Promise<DaySummary> => {
      const date = request.query.date ?? businessDate(app.now());
      const figures = await dayFigures(app.db, businessDayRange(date), date);
      const depositCents = parseMoneyToCents(figures.depositsTotal) ?? 0;
      const won = valueOfSpins(
        prizeValuesNow(app),
        figures.draws.map(({ prizeType, prizeId, count }) => ({ prizeType, slot: prizeId, count })),
      );
      return {
        date,
        codesGenerated: figures.codesGenerated,
        codesRedeemed: figures.draws.reduce((sum, d) => sum + d.count, 0),
        redemptionRate:
          figures.codesGenerated === 0 ? null : figures.codesGeneratedUsed / figures.codesGenerated,
        depositsTotal: formatCents(depositCents),
        focTotal: formatCents(percentOfCents(depositCents, FOC_PERCENT)),
        valueWon: formatCents(won.cents),
        valueWonUnknown: won.unknown,
        prizes: figures.draws.map(({ prizeId, prizeType, prizeName, count }) => ({
          prizeType,
          slot: prizeId,
          prizeName,
          count,
        })),
      };
    },
  });
};

export default daySummaryRoutes;
