-- The page's id for a spin (use-promo's spinId): a spin asked again after its answer was lost is answered
-- with the draw it made. Found through draws_promo_code_idx (the code's draws), so it needs no index.
ALTER TABLE "draws" ADD COLUMN "spin_id" text;
