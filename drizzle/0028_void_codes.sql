ALTER TABLE "promo_codes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "voided_by_session" integer;