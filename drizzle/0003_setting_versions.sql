CREATE TABLE "setting_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_session_id" integer,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "setting_versions_key_saved_at_idx" ON "setting_versions" USING btree ("page_type","key","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);