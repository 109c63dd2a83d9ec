ALTER TABLE "staff" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "invitation_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "two_factor_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "two_factor_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "two_factor_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_invitation_hash_unique" UNIQUE("invitation_hash");