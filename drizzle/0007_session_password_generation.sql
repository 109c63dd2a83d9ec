ALTER TABLE "admin_credentials" ADD COLUMN "generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "credential_generation" integer DEFAULT 1 NOT NULL;