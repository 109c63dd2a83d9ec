// GET /api/admin/stats: the campaign day by day over a range of business dates (default: the last 30),
// for the Statistics tab; GET /api/admin/export/stats.csv: the same figures as a file, audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { csvResponses } from '#shared/api/exports';
import * as exports from '#shared/endpoints/exports';
import * as stats from '#shared/endpoints/stats';
import {
  STATS_DEFAULT_DAYS,
  statsQuerySchema,
  statsSchema,
  type Stats,
  type StatsDay,
} from '#shared/api/stats';
import { businessDate } from '#shared/business-date';
import { shiftDate } from '#shared/business-input';
import { CSV_BOM, csvFileName, csvHeader, csvRecords, type CsvColumn } from '#shared/csv';
import { FOC_PERCENT, formatCents, parseMoneyToCents, percentOfCents } from '#shared/money';
import { valueOfSpins, type RuledPrizeValues } from '#shared/prize-values';
import { SLOTS } from '#shared/wheel';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendCsv } from '../../lib/csv-reply';
import { prizeValuesNow } from '../../lib/wheel-names';
import { rangeFigures, type RangeFigures } from './stats.repository';

type Figures = Omit<StatsDay, 'date'>;

const noWins = () => ({ normal: Array<number>(SLOTS).fill(0), super: Array<number>(SLOTS).fill(0) });

/** Whole minutes and tenths: 90 seconds -> 1.5. */
const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

function figuresOf(
  parts: {
    generated: number;
    used: number;
    wins: { normal: number[]; super: number[] };
    medianSeconds: number | null;
    depositCents: number;
    paidCents: number;
  },
  values: RuledPrizeValues,
): Figures {
  const spins = [...parts.wins.normal, ...parts.wins.super].reduce((sum, n) => sum + n, 0);
  const won = valueOfSpins(
    values,
    (['normal', 'super'] as const).flatMap((prizeType) =>
      parts.wins[prizeType].map((count, i) => ({ prizeType, slot: i + 1, count })),
    ),
  );
  return {
    codesGenerated: parts.generated,
    codesRedeemed: spins,
    redemptionRate: parts.generated === 0 ? null : parts.used / parts.generated,
    medianMinutesToSpin: minutes(parts.medianSeconds),
    wins: parts.wins,
    valueWon: formatCents(won.cents),
    valueWonUnknown: won.unknown,
    valuePaid: formatCents(parts.paidCents),
    depositsTotal: formatCents(parts.depositCents),
    focTotal: formatCents(percentOfCents(parts.depositCents, FOC_PERCENT)),
  };
}

/**
 * The repository's rows laid out over every date of the range, and the range's totals; wins valued at
 * the slots' values now.
 */
export function statsOf(from: string, to: string, rows: RangeFigures, values: RuledPrizeValues): Stats {
  const cents = (total: string | undefined) => parseMoneyToCents(total ?? '0') ?? 0;
  const days: StatsDay[] = [];
  const totals = { generated: 0, used: 0, wins: noWins(), depositCents: 0, paidCents: 0 };
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    const codes = rows.codes.find((row) => row.day === date);
    const wins = noWins();
    for (const win of rows.wins) {
      if (win.day !== date) continue;
      wins[win.prizeType][win.prizeId - 1] = win.count;
      totals.wins[win.prizeType][win.prizeId - 1] =
        (totals.wins[win.prizeType][win.prizeId - 1] ?? 0) + win.count;
    }
    const depositCents = cents(rows.deposits.find((row) => row.day === date)?.total);
    const paidCents = cents(rows.paid.find((row) => row.day === date)?.total);
    totals.generated += codes?.generated ?? 0;
    totals.used += codes?.used ?? 0;
    totals.depositCents += depositCents;
    totals.paidCents += paidCents;
    days.push({
      date,
      ...figuresOf(
        {
          generated: codes?.generated ?? 0,
          used: codes?.used ?? 0,
          wins,
          medianSeconds: rows.medians.find((row) => row.day === date)?.seconds ?? null,
          depositCents,
          paidCents,
        },
        values,
      ),
    });
  }
  const overall = rows.medians.find((row) => row.day === null)?.seconds ?? null;
  return { from, to, days, totals: figuresOf({ ...totals, medianSeconds: overall }, values) };
}

const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));

const statsColumns: CsvColumn<StatsDay>[] = [
  { header: 'Date', value: (d) => d.date },
  { header: 'Codes generated', value: (d) => d.codesGenerated },
  { header: 'Codes redeemed', value: (d) => d.codesRedeemed },
  { header: 'Redemption rate (%)', value: (d) => percent(d.redemptionRate) },
  { header: 'Median minutes to spin', value: (d) => d.medianMinutesToSpin ?? '' },
  ...(['normal', 'super'] as const).flatMap((wheel) =>
    Array.from({ length: SLOTS }, (_, i) => ({
      header: `${wheel === 'normal' ? 'Normal' : 'Super'} slot ${i + 1} wins`,
      value: (d: StatsDay) => d.wins[wheel][i] ?? 0,
    })),
  ),
  { header: 'Value won', value: (d) => d.valueWon },
  { header: 'Wins without a value', value: (d) => d.valueWonUnknown },
  { header: 'Value paid', value: (d) => d.valuePaid },
  { header: 'Deposits', value: (d) => d.depositsTotal },
  { header: 'FOC', value: (d) => d.focTotal },
];

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The query's range, its defaults filled from today's business date. */
  const rangeOf = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => {
    const last = to ?? (from ? shiftDate(from, STATS_DEFAULT_DAYS - 1) : businessDate(app.now()));
    return { from: from ?? shiftDate(last, -(STATS_DEFAULT_DAYS - 1)), to: last };
  };
  const statsFor = async (range: { from: string; to: string }) =>
    statsOf(range.from, range.to, await rangeFigures(app.db, range), prizeValuesNow(app));

  app.route({
    ...endpointRoute(app, stats.get, {
      summary: 'The campaign per business day (UTC+8) over a range, default the last 30 days, with totals',
      querystring: statsQuerySchema,
      response: { 200: statsSchema, ...errorResponses(400) },
    }),
    handler: async (request) => statsFor(rangeOf(request.query)),
  });

  app.route({
    ...endpointRoute(app, exports.stats, {
      summary: 'The statistics of a range as CSV, a row per business day and a Total row last',
      querystring: statsQuerySchema,
      response: csvResponses('The CSV file, as an attachment named by the range', 400),
    }),
    handler: async (request, reply) => {
      const range = rangeOf(request.query);
      await app.audit(request, 'export.stats', { details: range });
      const figures = await statsFor(range);
      return sendCsv(
        reply,
        csvFileName(`stats-${range.from}`, range.to),
        CSV_BOM +
          csvHeader(statsColumns) +
          csvRecords(statsColumns, [...figures.days, { date: 'Total', ...figures.totals }]),
      );
    },
  });
};

export default statsRoutes;
