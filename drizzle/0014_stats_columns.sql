ALTER TABLE "draws" ADD COLUMN "business_day" date GENERATED ALWAYS AS (((drawn_at at time zone 'UTC') + interval '8 hours')::date) STORED;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "spin_seconds" integer;--> statement-breakpoint
-- The draws made before: their time to spin from their code, where the code is still there.
UPDATE "draws" SET "spin_seconds" = extract(epoch from "draws"."drawn_at" - "promo_codes"."created_at")::integer FROM "promo_codes" WHERE "promo_codes"."id" = "draws"."promo_code_id";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "business_day" date GENERATED ALWAYS AS (((created_at at time zone 'UTC') + interval '8 hours')::date) STORED;--> statement-breakpoint
CREATE INDEX "deposits_date_idx" ON "deposits" USING btree ("deposit_date");--> statement-breakpoint
CREATE INDEX "draws_business_day_idx" ON "draws" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "promo_codes_business_day_idx" ON "promo_codes" USING btree ("business_day");