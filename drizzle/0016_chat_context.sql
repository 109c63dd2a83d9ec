ALTER TABLE "chat_sessions" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_context" jsonb;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_context_at" timestamp with time zone;