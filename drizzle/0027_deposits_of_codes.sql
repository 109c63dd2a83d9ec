ALTER TABLE "deposits" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_batch_id_promo_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."promo_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand: every code made with a deposit and no deposit record gets one, so that each such
-- deposit counts in the figures (docs/decisions/0042). Codes are told apart by deposit_id: a code the
-- Generate form made since codes were linked has one already. A code made before that by the form has
-- an unlinked record the form wrote a moment before it (same customer, amount and business day, at most
-- ten minutes earlier, linked to no other code): it is linked to that record. The rest (batch rows, the
-- API) get a new record, dated the code's business day (UTC+8) and noted with the code. No existing row's
-- values change; one audit entry says what was done.
WITH candidate AS (
  SELECT pc.id AS code_id, d.id AS deposit_id,
    row_number() OVER (PARTITION BY pc.id ORDER BY d.created_at DESC, d.id DESC) AS by_code,
    row_number() OVER (PARTITION BY d.id ORDER BY pc.created_at, pc.id) AS by_deposit
  FROM promo_codes pc
  JOIN deposits d
    ON lower(d.customer_code) = lower(pc.customer_name)
   AND d.deposit_amount = pc.deposit_amount
   AND d.deposit_date = ((pc.created_at AT TIME ZONE 'UTC') + interval '8 hours')::date
   AND d.created_at BETWEEN pc.created_at - interval '10 minutes' AND pc.created_at
   AND d.batch_id IS NULL
   AND NOT EXISTS (SELECT 1 FROM promo_codes o WHERE o.deposit_id = d.id)
  WHERE pc.deposit_id IS NULL AND pc.deposit_amount > 0
),
linked AS (
  UPDATE promo_codes pc SET deposit_id = c.deposit_id
  FROM candidate c
  WHERE pc.id = c.code_id AND c.by_code = 1 AND c.by_deposit = 1
  RETURNING pc.id
)
INSERT INTO audit_log (actor, action, target, details)
SELECT 'system', 'deposit.recorded_from_codes', '', jsonb_build_object('linked', count(*), 'recorded', 0, 'total', '0.00')
FROM linked;
--> statement-breakpoint
WITH made AS (
  INSERT INTO deposits (customer_code, customer_name, deposit_amount, deposit_date, notes, created_at, batch_id)
  SELECT pc.customer_name, pc.customer_name, pc.deposit_amount,
    ((pc.created_at AT TIME ZONE 'UTC') + interval '8 hours')::date,
    'Recorded with promo code ' || pc.code, pc.created_at, pc.batch_id
  FROM promo_codes pc
  WHERE pc.deposit_id IS NULL AND pc.deposit_amount > 0
  RETURNING id, notes, deposit_amount
),
linked AS (
  UPDATE promo_codes pc SET deposit_id = made.id
  FROM made
  WHERE made.notes = 'Recorded with promo code ' || pc.code
  RETURNING made.deposit_amount
)
UPDATE audit_log SET details = jsonb_build_object(
    'linked', (details->>'linked')::int,
    'recorded', (SELECT count(*) FROM linked),
    'total', (SELECT coalesce(sum(deposit_amount), 0)::text FROM linked)
  )
WHERE id = (SELECT max(id) FROM audit_log WHERE action = 'deposit.recorded_from_codes');
--> statement-breakpoint
-- A database with nothing to record keeps no entry.
DELETE FROM audit_log
WHERE action = 'deposit.recorded_from_codes' AND details->>'linked' = '0' AND details->>'recorded' = '0';
