DROP INDEX "setting_versions_key_saved_at_idx";--> statement-breakpoint
CREATE INDEX "setting_versions_key_id_idx" ON "setting_versions" USING btree ("page_type","key","id" DESC NULLS LAST);