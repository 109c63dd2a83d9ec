CREATE TABLE "builder_editors" (
	"tab_id" text PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"admin_session_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_editors" ADD CONSTRAINT "builder_editors_admin_session_id_admin_sessions_id_fk" FOREIGN KEY ("admin_session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_editors_document_idx" ON "builder_editors" USING btree ("document","seen_at");