CREATE TABLE "chat_desk_sockets" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"admin_session_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_desk_sockets" ADD CONSTRAINT "chat_desk_sockets_admin_session_id_admin_sessions_id_fk" FOREIGN KEY ("admin_session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_desk_sockets_session_idx" ON "chat_desk_sockets" USING btree ("admin_session_id");