// A promo code's deposit as every record of the code shows it (the admin table, promo-codes.csv): the
// linked deposit record's current amount, and whether it was voided; a code with no linked record keeps
// the amount typed when it was made. One definition, so a correction reaches every place at once.
import { sql } from 'drizzle-orm';

// Written out, not ${promoCodes.depositId}: drizzle renders a column in a select field unqualified.
export const currentDepositColumns = {
  depositAmount: sql<string>`coalesce(
    (select d.deposit_amount::text from deposits d where d.id = "promo_codes"."deposit_id"),
    "promo_codes"."deposit_amount"::text
  )`,
  depositVoided: sql<boolean>`coalesce(
    (select d.voided_at is not null from deposits d where d.id = "promo_codes"."deposit_id"),
    false
  )`,
};
