-- pg_trgm for the operator's chat search (docs/decisions/0021): trusted since PostgreSQL 13, so the database's owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "chat_messages_message_trgm_idx" ON "chat_messages" USING gin ("message" gin_trgm_ops);