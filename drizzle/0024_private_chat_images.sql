CREATE TABLE "chat_images" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_images_created_idx" ON "chat_images" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (not generated): chat images sent before this migration were stored among the builders' public images and served at /uploads/<id>.webp to anyone. They move to chat_images, each with its message's conversation (the phone variant <id>-800 with its image), are no longer served publicly, and their messages point at the private route (docs/decisions/0028-uploads-held-and-private-chat-images.md).
INSERT INTO "chat_images" ("id", "session_id", "mime_type", "width", "height", "byte_size", "data", "created_at")
SELECT i."id", m."session_id", i."mime_type", i."width", i."height", i."byte_size", i."data", i."created_at"
FROM "images" i
JOIN "chat_messages" m ON m."image_url" = '/uploads/' || regexp_replace(i."id", '-800$', '') || '.webp'
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Hand-written: the moved rows leave the public table.
DELETE FROM "images" WHERE "id" IN (SELECT "id" FROM "chat_images");--> statement-breakpoint
-- Hand-written: the messages name the private route.
UPDATE "chat_messages" SET "image_url" = '/api/chat/images/' || substr("image_url", length('/uploads/') + 1)
WHERE "image_url" LIKE '/uploads/%';
