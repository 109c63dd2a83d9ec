// Promo codes: creation, the admin table (paged and filtered in SQL), and the atomic redemption.
import { and, count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales';
import type { Db } from '../../db/types';
import { hotRows } from '../../db/hot-statements';
import { currentDepositColumns } from './promo-deposits';
import { escapeLike } from '../../db/like';
import { PENDING_BATCH_IDS, promoFilterConditions, type PromoCodeFilter } from '../../db/promo-filter';
import { insertDeposit, type NewDeposit } from '../../db/deposit-records';
import { deposits, draws, promoCodes } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuditSource } from '../../plugins/audit';
import { currentCounterSql, type CounterCheck, type Reservation } from '../../plugins/attempts.repository';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A code with the names its draws carry (the wheel's names at each spin; none before its first spin). */
export type ListedPromoCode = PromoCodeRow & { drawnPrizeNames: string[]; depositVoided: boolean };

/**
 * The distinct names of a code's draws, first drawn first. A code's prizeName is the name at its
 * generation; a draw's is the wheel's at the spin, and differs when the slot was renamed in between.
 */
// Written out, not ${promoCodes.id}: drizzle renders a column in a select field unqualified, and inside
// this subquery a bare "id" would be the draw's.
const drawnPrizeNames = sql<string[]>`coalesce((
    select json_agg(prize_name order by first_at) from (
      select d.prize_name, min(d.drawn_at) as first_at from draws d
      where d.promo_code_id = "promo_codes"."id" group by d.prize_name
    ) named
  ), '[]'::json)`.mapWith((value: unknown): string[] => {
  const names: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
});
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** A deposit record as a new code links it: its amount and whether it still counts. */
export async function findDepositForCode(
  db: Db,
  id: number,
): Promise<{ depositAmount: string; customerCode: string; voided: boolean } | null> {
  const rows = await db
    .select({
      depositAmount: deposits.depositAmount,
      customerCode: deposits.customerCode,
      voided: sql<boolean>`${deposits.voidedAt} is not null`,
    })
    .from(deposits)
    .where(eq(deposits.id, id));
  return rows[0] ?? null;
}

/** Codes drawn for one new code before giving up (1 in 10^11 per code is taken at today's volumes). */
const CODE_ATTEMPTS = 8;

/**
 * Inserts a code, drawn by `newCode` until it is free, and with it, in the same transaction, the record of
 * the deposit typed with it (then linked to it): a deposit given with a code counts in every figure as
 * one recorded on its own, and never without its code.
 */
export async function insertPromoCode(
  db: Db,
  values: Omit<NewPromoCode, 'code'>,
  newCode: () => string,
  deposit: NewDeposit | null,
): Promise<PromoCodeRow> {
  return db.transaction(async (tx) => {
    const depositId = deposit ? (await insertDeposit(tx, deposit)).id : (values.depositId ?? null);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const rows = await tx
        .insert(promoCodes)
        .values({ ...values, depositId, code: newCode() })
        .onConflictDoNothing()
        .returning();
      if (rows[0]) return rows[0];
    }
    throw new Error(`could not find a free promo code after ${CODE_ATTEMPTS} attempts`);
  });
}

export async function listPromoCodes(
  db: Db,
  filter: PromoCodeFilter,
  offset: number,
  limit: number,
): Promise<{ rows: ListedPromoCode[]; total: number }> {
  const [rows, totals] = await Promise.all([
    promoCodesPage(db, filter, offset, limit),
    db
      .select({ n: count() })
      .from(promoCodes)
      .where(and(...promoFilterConditions(filter))),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * The statement of a page of the admin table, newest first (not run: listPromoCodes runs it; a test reads
 * its plan). The page's ids first, then their rows: a row's deposit and drawn names are worked out for the
 * page only, not for every row the offset passes over (a page 10,000 rows deep cost ~300 ms that way).
 */
export function promoCodesPage(db: Db, filter: PromoCodeFilter, offset: number, limit: number) {
  const order = [desc(promoCodes.createdAt), desc(promoCodes.id)];
  // A search (q) finds its few codes by its indexes first, then orders them. A materialized CTE is the
  // fence: a subquery (even with `offset 0`) let the planner walk every code newest first through
  // promo_codes_created_at_idx testing the search's OR on each, 0.5 s at 100,000 codes for phone digits
  // (docs/decisions/0045).
  const pageIds = filter.q
    ? sql`with searched as materialized (${db
        .select({ id: promoCodes.id, createdAt: promoCodes.createdAt })
        .from(promoCodes)
        .where(and(...promoFilterConditions(filter)))})
      select id from searched order by created_at desc, id desc limit ${limit} offset ${offset}`
    : db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(and(...promoFilterConditions(filter)))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
  return db
    .select({ ...getTableColumns(promoCodes), ...currentDepositColumns, drawnPrizeNames })
    .from(promoCodes)
    .where(sql`${promoCodes.id} in (${pageIds})`)
    .orderBy(...order);
}

/** Distinct customer names starting with (or, failing that, containing) the text, with their code counts. */
export async function customerSuggestions(
  db: Db,
  text: string,
  limit: number,
): Promise<{ name: string; count: number }[]> {
  const escaped = escapeLike(text);
  const n = count();
  return db
    .select({ name: promoCodes.customerName, count: n })
    .from(promoCodes)
    .where(escaped ? ilike(promoCodes.customerName, `%${escaped}%`) : undefined)
    .groupBy(promoCodes.customerName)
    .orderBy(
      // Names that start with the text first, then the busiest customers.
      sql`(lower(${promoCodes.customerName}) like lower(${`${escaped}%`})) desc`,
      desc(n),
      promoCodes.customerName,
    )
    .limit(limit);
}

/**
 * Deletes a code that was never used. One conditional DELETE: a spin committing at the same moment either
 * lands first (then the code has a draw and stays) or finds the code gone, never both.
 */
export async function deleteUnusedPromoCode(
  db: Db,
  id: number,
): Promise<{ deleted: PromoCodeRow } | 'used' | 'missing'> {
  const rows = await db
    .delete(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.useCount, 0)))
    .returning();
  if (rows[0]) return { deleted: rows[0] };
  const left = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id));
  return left.length > 0 ? 'used' : 'missing';
}

/** A code as a visitor's request found it: what the answer (and its refusal reason) is made of. */
export interface FoundCode {
  code: string;
  prizeId: number;
  prizeName: string;
  prizeType: PromoCodeRow['prizeType'];
  isDemo: boolean;
  isUsed: boolean;
  useCount: number;
  usageLimit: number;
  expiresAt: Date;
  /**
   * A scheduled start; null: active from its creation. A code of a batch still going in starts at the
   * end of time (the latest Date there is), with `pending`.
   */
  validFrom: Date | null;
  pending: boolean;
  /** Voided by an operator (features/promo/promo-lifecycle.repository.ts); null: not. */
  voidedAt: Date | null;
}

/**
 * A visitor's lookup: the code (null: unknown) and the address's guess counter in its current window (null:
 * none), read together in one statement. It counts nothing: the caller counts an unknown code.
 */
export interface PromoLookup {
  found: FoundCode | null;
  standing: Reservation | null;
}

export interface Redeemed {
  code: string;
  prizeId: number;
  /** The name the wheel showed for the prize at the spin: what the draw record carries. */
  prizeName: string;
  prizeType: PromoCodeRow['prizeType'];
  useCount: number;
  /** The draw record: its id (the visitor's reference) and when it was drawn. */
  drawId: number;
  drawnAt: Date;
}

/** The names of the six slots of each wheel as they are now, in the language of the spin. */
export interface WheelNames {
  normal: readonly string[];
  super: readonly string[];
}

interface LookupRow {
  code: string | null;
  prize_id: number | null;
  prize_name: string | null;
  prize_type: PromoCodeRow['prizeType'] | null;
  is_demo: boolean | null;
  is_used: boolean | null;
  use_count: number | null;
  usage_limit: number | null;
  expires_at_ms: number | null;
  valid_from_ms: number | null;
  pending: boolean | null;
  voided_at_ms: number | null;
  standing_count: number | null;
  standing_window_start_ms: number | null;
}

interface RedeemRow {
  code: string | null;
  prize_id: number | null;
  drawn_name: string | null;
  prize_type: PromoCodeRow['prizeType'] | null;
  use_count: number | null;
  draw_id: number | null;
}

/** The latest instant a Date holds: the start of a code whose batch is still going in. */
const END_OF_TIME = new Date(8.64e15);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function lookUpPromo(db: Db, code: string, budget: CounterCheck): Promise<PromoLookup> {
  const [row] = await hotRows<LookupRow>(
    db,
    'promo_lookup',
    sql`with found as (
    select code, prize_id, prize_name, prize_type, is_demo, is_used, use_count, usage_limit,
      (extract(epoch from expires_at) * 1000)::float8 as expires_at_ms,
      (extract(epoch from valid_from) * 1000)::float8 as valid_from_ms,
      coalesce(batch_id in (${sql.raw(PENDING_BATCH_IDS)}), false) as pending,
      (extract(epoch from voided_at) * 1000)::float8 as voided_at_ms
    from promo_codes where code = ${code}
  ),
  standing as (${currentCounterSql(budget)})
select found.*, standing."count" as standing_count, standing.window_start_ms as standing_window_start_ms
from (select 1) as one left join found on true left join standing on true`,
  );
  if (!row) throw new Error('promo lookup returned no row');
  return {
    found:
      row.code === null
        ? null
        : {
            code: row.code,
            prizeId: row.prize_id ?? 0,
            prizeName: row.prize_name ?? '',
            prizeType: row.prize_type ?? 'normal',
            isDemo: row.is_demo === true,
            isUsed: row.is_used === true,
            useCount: row.use_count ?? 0,
            usageLimit: row.usage_limit ?? 0,
            expiresAt: new Date(row.expires_at_ms ?? 0),
            validFrom:
              row.pending === true
                ? END_OF_TIME
                : row.valid_from_ms === null
                  ? null
                  : new Date(row.valid_from_ms),
            pending: row.pending === true,
            voidedAt: row.voided_at_ms === null ? null : new Date(row.voided_at_ms),
          },
    standing:
      row.standing_count === null || row.standing_window_start_ms === null
        ? null
        : { count: row.standing_count, windowStart: new Date(row.standing_window_start_ms) },
  };
}

/**
 * A spin, in one statement (docs/architecture.md, point 5): one conditional UPDATE that only matches while
 * the code is unused, under its limit, started, unexpired, not voided and not a demo, and the address is not over its
 * guess budget; with the draw record and the audit row of that update. Concurrent spins serialise on the row
 * lock and the losers' WHERE no longer matches. A spin sent again (the same spinId, at once or later) loses
 * on the unique index draws_spin_id_idx: its whole statement, its use included, is undone, and the caller
 * answers it with the first one's draw (findSpin). The index is the only check: a "no draw with this spinId"
 * test in the WHERE could not stop a concurrent repeat on PostgreSQL (a waiter re-checks the locked row with
 * its old snapshot), and cost the embedded database about 0.4 ms a spin (docs/decisions/0027). Null when
 * nothing was used (the caller looks the code up for the reason).
 *
 * The draw carries the name the wheel shows for the code's slot now, not the one the code was generated
 * with (docs/decisions/0011): the wheel, the win dialog and every record of the draw name one prize.
 */
export async function redeemPromo(
  db: Db,
  code: string,
  budget: CounterCheck,
  source: AuditSource,
  wheel: WheelNames,
  language: Locale,
  /** The page's id for this spin (use-promo's spinId), kept with the draw; null: none sent. */
  spinId: string | null,
): Promise<Redeemed | null> {
  const now = at(budget.now);
  // As JSON text: one parameter per wheel, the same statement text (and prepared plan) for every spin.
  const normalNames = JSON.stringify(wheel.normal);
  const superNames = JSON.stringify(wheel.super);
  const rows = await hotRows<RedeemRow>(
    db,
    'promo_redeem',
    sql`with standing as (${currentCounterSql(budget)}),
  used as (
    update promo_codes set use_count = use_count + 1, is_used = use_count + 1 >= usage_limit
    where code = ${code} and not is_demo and not is_used and use_count < usage_limit and expires_at > ${now}
      and voided_at is null
      and (valid_from is null or valid_from <= ${now})
      and (batch_id is null or batch_id not in (${sql.raw(PENDING_BATCH_IDS)}))
      and not exists (select 1 from standing where "count" >= ${budget.limit}::int)
    returning id, code, prize_id, prize_name, prize_type, use_count, created_at,
      coalesce(
        (case when prize_type = 'super' then ${superNames}::jsonb else ${normalNames}::jsonb end) ->> (prize_id - 1),
        prize_name
      ) as drawn_name
  ),
  drawn as (
    insert into draws (promo_code_id, promo_code, prize_id, prize_name, prize_type, drawn_at, language, spin_seconds, spin_id)
    select id, code, prize_id, drawn_name, prize_type, ${now}, ${language},
      extract(epoch from ${now} - created_at)::integer, ${spinId}::text from used
    returning id
  ),
  audited as (
    insert into audit_log (actor, action, target, details, ip, at)
    select ${source.actor}, 'promo.redeem', code,
      jsonb_build_object('prizeId', prize_id, 'prizeType', prize_type, 'prizeName', drawn_name, 'useCount', use_count,
        'language', ${language}::text)
        || case when drawn_name <> prize_name then jsonb_build_object('generatedAs', prize_name) else '{}'::jsonb end,
      ${source.ip}, ${at(source.at)}
    from used
  )
select code, prize_id, drawn_name, prize_type, use_count, (select id from drawn) as draw_id from used`,
  ).catch((error: unknown) => {
    // The same spin, sent again while the first was still in flight, lost on the index: nothing of this
    // statement was kept, and the caller answers it with the first one's draw (findSpin).
    if (isUniqueViolation(error, 'draws_spin_id_idx')) return [];
    throw error;
  });
  const [row] = rows;
  if (!row?.code) return null;
  return {
    code: row.code,
    prizeId: row.prize_id ?? 0,
    prizeName: row.drawn_name ?? '',
    prizeType: row.prize_type ?? 'normal',
    useCount: row.use_count ?? 0,
    drawId: row.draw_id ?? 0,
    // The statement's own clock: the draw's drawn_at is this instant.
    drawnAt: budget.now,
  };
}

/** A draw as a visitor may see it: what it won, when, and its reference. */
export type SpinResult = Pick<Redeemed, 'prizeId' | 'prizeName' | 'prizeType' | 'drawId' | 'drawnAt'>;

const spinResultColumns = {
  prizeId: draws.prizeId,
  prizeName: draws.prizeName,
  prizeType: draws.prizeType,
  drawId: draws.id,
  drawnAt: draws.drawnAt,
};

/** The draws of one code, by the code's id: draws_promo_code_idx finds the code's few draws. */
const ofCode = (code: string) =>
  sql`${draws.promoCodeId} = (select ${promoCodes.id} from ${promoCodes} where ${promoCodes.code} = ${code})`;

/**
 * A used code's last spin, for whoever holds the code (the code is the proof): what it won, when, and in
 * which language the wheel named it. Null when the code has no draw left (the history was cleared).
 */
export async function lastSpinOf(
  db: Db,
  code: string,
): Promise<(SpinResult & { language: string | null }) | null> {
  const [row] = await db
    .select({ ...spinResultColumns, language: draws.language })
    .from(draws)
    .where(ofCode(code))
    .orderBy(desc(draws.drawnAt), desc(draws.id))
    .limit(1);
  return row ?? null;
}

/**
 * The draw a page's spin made, when it asks again with the same spinId (its first answer was lost): what
 * that spin won, as it was named then. Null when no draw of this code carries that id.
 */
export async function findSpin(db: Db, code: string, spinId: string): Promise<SpinResult | null> {
  const [row] = await db
    .select(spinResultColumns)
    .from(draws)
    .where(and(ofCode(code), eq(draws.spinId, spinId)))
    .orderBy(draws.id)
    .limit(1);
  return row ?? null;
}
