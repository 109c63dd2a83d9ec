ALTER TABLE "claim_payments" ADD COLUMN "paid_by_id" integer;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "paid_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "voided_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "created_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "changed_by_id" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "changed_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_batches" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "promo_batches" ADD COLUMN "created_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "setting_versions" ADD COLUMN "saved_by_id" integer;--> statement-breakpoint
ALTER TABLE "setting_versions" ADD COLUMN "saved_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_paid_by_id_staff_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_voided_by_id_staff_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_changed_by_id_staff_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_batches" ADD CONSTRAINT "promo_batches_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_versions" ADD CONSTRAINT "setting_versions_saved_by_id_staff_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "promo_batches" b SET "created_by_id" = s."id", "created_by_name" = s."name" FROM "admin_sessions" a JOIN "staff" s ON s."id" = a."staff_id" WHERE a."id" = b."admin_session_id";--> statement-breakpoint
UPDATE "promo_codes" c SET "created_by_id" = b."created_by_id", "created_by_name" = b."created_by_name" FROM "promo_batches" b WHERE b."id" = c."batch_id";--> statement-breakpoint
UPDATE "promo_codes" c SET "created_by_id" = l."staff_id", "created_by_name" = l."staff_name" FROM "audit_log" l WHERE l."action" = 'promo.generate' AND l."target" = c."code" AND l."staff_id" IS NOT NULL AND c."batch_id" IS NULL;--> statement-breakpoint
UPDATE "deposits" d SET "created_by_id" = b."created_by_id", "created_by_name" = b."created_by_name" FROM "promo_batches" b WHERE b."id" = d."batch_id";--> statement-breakpoint
UPDATE "deposits" d SET "created_by_id" = l."staff_id", "created_by_name" = l."staff_name" FROM "audit_log" l WHERE l."action" = 'deposit.create' AND l."details"->>'id' = d."id"::text AND l."staff_id" IS NOT NULL;--> statement-breakpoint
UPDATE "deposits" d SET "created_by_id" = l."staff_id", "created_by_name" = l."staff_name" FROM "audit_log" l WHERE l."action" = 'promo.generate' AND l."details"->>'depositId' = d."id"::text AND l."staff_id" IS NOT NULL AND d."created_by_id" IS NULL;--> statement-breakpoint
UPDATE "deposits" d SET "changed_by_id" = l."staff_id", "changed_by_name" = l."staff_name" FROM (SELECT DISTINCT ON ("details"->>'id') "details"->>'id' AS "deposit_id", "staff_id", "staff_name" FROM "audit_log" WHERE "action" IN ('deposit.update', 'deposit.void') AND "staff_id" IS NOT NULL ORDER BY "details"->>'id', "at" DESC, "id" DESC) l WHERE l."deposit_id" = d."id"::text;--> statement-breakpoint
UPDATE "claim_payments" p SET "paid_by_id" = s."id", "paid_by_name" = s."name" FROM "admin_sessions" a JOIN "staff" s ON s."id" = a."staff_id" WHERE a."id" = p."paid_by_session";--> statement-breakpoint
UPDATE "claim_payments" p SET "voided_by_id" = s."id", "voided_by_name" = s."name" FROM "admin_sessions" a JOIN "staff" s ON s."id" = a."staff_id" WHERE a."id" = p."voided_by_session";--> statement-breakpoint
UPDATE "setting_versions" v SET "saved_by_id" = s."id", "saved_by_name" = s."name" FROM "admin_sessions" a JOIN "staff" s ON s."id" = a."staff_id" WHERE a."id" = v."admin_session_id";
