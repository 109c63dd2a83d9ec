DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_at_idx";--> statement-breakpoint
DROP INDEX "chat_sessions_last_message_at_idx";--> statement-breakpoint
DROP INDEX "claim_payments_paid_at_idx";--> statement-breakpoint
DROP INDEX "draws_drawn_at_idx";--> statement-breakpoint
DROP INDEX "promo_codes_created_at_idx";--> statement-breakpoint
DROP INDEX "promo_codes_customer_idx";--> statement-breakpoint
CREATE INDEX "promo_codes_demo_idx" ON "promo_codes" USING btree ("id") WHERE "promo_codes"."is_demo";--> statement-breakpoint
CREATE INDEX "promo_codes_live_idx" ON "promo_codes" USING btree ("expires_at") WHERE not "promo_codes"."is_demo";--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_sessions_last_message_at_idx" ON "chat_sessions" USING btree ("last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claim_payments_paid_at_idx" ON "claim_payments" USING btree ("paid_at" DESC NULLS FIRST,"draw_id" DESC NULLS FIRST) WHERE "claim_payments"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "draws_drawn_at_idx" ON "draws" USING btree ("drawn_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "promo_codes_customer_idx" ON "promo_codes" USING btree (lower("customer_name"),"created_at" DESC NULLS FIRST);