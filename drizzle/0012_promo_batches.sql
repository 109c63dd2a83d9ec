CREATE TABLE "promo_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer NOT NULL,
	"admin_session_id" integer,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_batch_id_promo_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."promo_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_codes_batch_idx" ON "promo_codes" USING btree ("batch_id");