CREATE TABLE "builder_drafts" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"revision" integer NOT NULL,
	"base_version_id" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_session" integer
);
