// The customer page's reads: a customer's codes, wins with their payments, and the chats named after
// them, each by the name any case (promo_codes_customer_idx, draws_promo_code_idx). Their deposits come
// from db/customer-deposits.ts, as the deposit search's do.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CUSTOMER_PAGE_ITEMS } from '#shared/api/customers';
import { chatSessions, claimPayments, draws, promoCodes } from '../../db/schema';
import { promoFilterConditions } from '../../db/promo-filter';
import type { Db } from '../../db/types';

const named = (column: typeof promoCodes.customerName | typeof chatSessions.customerName, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** The customer's codes, newest first (demo codes aside; those of a batch still going in too). */
export const codesOf = (db: Db, name: string) =>
  db
    .select()
    .from(promoCodes)
    .where(and(...promoFilterConditions({ customer: name }), sql`not ${promoCodes.isDemo}`))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
    .limit(CUSTOMER_PAGE_ITEMS);

/** The wins of the customer's codes, newest first, with the payment not void of each. */
export const winsOf = (db: Db, name: string) =>
  db
    .select({
      drawId: draws.id,
      promoCode: draws.promoCode,
      prizeName: draws.prizeName,
      prizeType: draws.prizeType,
      drawnAt: draws.drawnAt,
      paymentId: claimPayments.id,
      amount: claimPayments.amount,
      method: claimPayments.method,
      paidAt: claimPayments.paidAt,
    })
    .from(draws)
    .innerJoin(promoCodes, eq(promoCodes.id, draws.promoCodeId))
    .leftJoin(claimPayments, and(eq(claimPayments.drawId, draws.id), isNull(claimPayments.voidedAt)))
    .where(and(named(promoCodes.customerName, name), sql`not ${promoCodes.isDemo}`))
    .orderBy(desc(draws.drawnAt), desc(draws.id))
    .limit(CUSTOMER_PAGE_ITEMS);

/** The conversations the operator named after the customer, latest first. */
export const chatsOf = (db: Db, name: string) =>
  db
    .select()
    .from(chatSessions)
    .where(named(chatSessions.customerName, name))
    .orderBy(desc(chatSessions.lastMessageAt))
    .limit(CUSTOMER_PAGE_ITEMS);
