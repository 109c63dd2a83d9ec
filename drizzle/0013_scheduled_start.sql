ALTER TABLE "promo_batches" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_batches" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "valid_from" timestamp with time zone;