-- The admin lists' search rule (docs/decisions/0045): trigram indexes (pg_trgm, created by 0019) on the
-- customers' names any case and on their digits (promo_codes, deposits), and on the digits of the
-- contacts left in the chat (chat_sessions).
CREATE INDEX "chat_sessions_contact_digits_idx" ON "chat_sessions" USING gin (regexp_replace("contact", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deposits_customer_trgm_idx" ON "deposits" USING gin (lower("customer_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deposits_name_trgm_idx" ON "deposits" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deposits_customer_digits_idx" ON "deposits" USING gin (regexp_replace("customer_code", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promo_codes_customer_trgm_idx" ON "promo_codes" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promo_codes_customer_digits_idx" ON "promo_codes" USING gin (regexp_replace("customer_name", '[^0-9]', '', 'g') gin_trgm_ops);