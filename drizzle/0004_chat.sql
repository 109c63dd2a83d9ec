ALTER TABLE "admin_sessions" ADD COLUMN "chat_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "admin_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "resolved_at" timestamp with time zone;