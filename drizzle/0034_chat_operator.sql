ALTER TABLE "chat_messages" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "staff_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "chat_messages" SET "staff_id" = (SELECT "id" FROM "staff" WHERE "login" = 'owner'), "staff_name" = COALESCE((SELECT "name" FROM "staff" WHERE "login" = 'owner'), '') WHERE "is_admin" AND "staff_id" IS NULL;
