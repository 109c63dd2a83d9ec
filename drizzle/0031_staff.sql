CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"login" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_login_unique" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The one admin password of before becomes the owner's, with its generation: sessions made with it stay
-- signed in, now as the owner's.
INSERT INTO "staff" ("name", "login", "role", "active", "password_hash", "generation", "created_at")
SELECT 'Owner', 'owner', 'owner', true, "password_hash", "generation", "updated_at"
FROM "admin_credentials" WHERE "id" = 1;--> statement-breakpoint
UPDATE "admin_sessions" SET "staff_id" = (SELECT "id" FROM "staff" WHERE "login" = 'owner');
