-- Codes of a pending batch are told apart by their batch now, not by valid_from 'infinity' (which a batch
-- cut short before this version left on its codes: they stay unspinnable, their batch being pending).
CREATE INDEX "promo_batches_pending_idx" ON "promo_batches" USING btree ("id") WHERE pending;