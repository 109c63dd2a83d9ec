CREATE TABLE "claim_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by_session" integer,
	"ip" text DEFAULT '' NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text DEFAULT '' NOT NULL,
	"voided_by_session" integer
);
--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_payments_live_draw_uq" ON "claim_payments" USING btree ("draw_id") WHERE "claim_payments"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "claim_payments_draw_idx" ON "claim_payments" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "claim_payments_paid_at_idx" ON "claim_payments" USING btree ("paid_at" DESC NULLS LAST) WHERE "claim_payments"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "draws_promo_code_idx" ON "draws" USING btree ("promo_code_id");