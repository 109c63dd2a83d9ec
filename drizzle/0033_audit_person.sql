ALTER TABLE "audit_log" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "staff_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_staff_at_idx" ON "audit_log" USING btree ("staff_id","at" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "audit_log" SET "staff_id" = (SELECT "id" FROM "staff" WHERE "login" = 'owner'), "staff_name" = COALESCE((SELECT "name" FROM "staff" WHERE "login" = 'owner'), '') WHERE "actor" = 'admin' AND "staff_id" IS NULL;
