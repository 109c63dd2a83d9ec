-- Hand-written first statement: before this index, a spin sent twice at once on PostgreSQL could make two
-- draws with one spin_id. Each such draw spent a use and stays a draw (and a claim); only the later ones
-- forget the spin id, so the index can be made and a repeat is answered with the first draw.
UPDATE "draws" SET "spin_id" = NULL
WHERE "spin_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "draws" AS "first"
  WHERE "first"."promo_code_id" = "draws"."promo_code_id" AND "first"."spin_id" = "draws"."spin_id"
    AND "first"."id" < "draws"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "draws_spin_id_idx" ON "draws" USING btree ("promo_code_id","spin_id") WHERE spin_id is not null;
