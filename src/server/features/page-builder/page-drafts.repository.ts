// Builder drafts (schema: builder_drafts): one row per page document while it has unpublished edits.
// Writes name the revision they were made on, so two devices cannot silently overwrite each other.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { builderDrafts } from '../../db/schema';

export type DraftRow = typeof builderDrafts.$inferSelect;

export async function findDraft(db: Db, key: string): Promise<DraftRow | null> {
  const rows = await db.select().from(builderDrafts).where(eq(builderDrafts.key, key));
  return rows[0] ?? null;
}

/** The draft, locked until the transaction ends (a publish checks and removes it). */
export async function lockDraft(tx: Db, key: string): Promise<DraftRow | null> {
  const rows = await tx.select().from(builderDrafts).where(eq(builderDrafts.key, key)).for('update');
  return rows[0] ?? null;
}

export interface DraftWrite {
  key: string;
  value: string;
  /** The revision the edit was made on: 0 creates the draft. */
  revision: number;
  /** For a new draft: the published version it starts from. */
  baseVersionId: number | null;
  at: Date;
  sessionId: number | null;
}

/**
 * Writes the draft if it is still at `revision` (one conditional statement, so of two concurrent writes
 * on the same revision one wins); answers the new row, or null when the revision was not the current one.
 */
export async function writeDraft(db: Db, write: DraftWrite): Promise<DraftRow | null> {
  const { key, value, revision, baseVersionId, at, sessionId } = write;
  if (revision === 0) {
    const rows = await db
      .insert(builderDrafts)
      .values({ key, value, revision: 1, baseVersionId, updatedAt: at, updatedBySession: sessionId })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  }
  const rows = await db
    .update(builderDrafts)
    .set({ value, revision: sql`${builderDrafts.revision} + 1`, updatedAt: at, updatedBySession: sessionId })
    .where(sql`${builderDrafts.key} = ${key} and ${builderDrafts.revision} = ${revision}`)
    .returning();
  return rows[0] ?? null;
}

/** Replaces the draft whatever its revision (a version restored into it), creating it if need be. */
export async function replaceDraft(db: Db, write: Omit<DraftWrite, 'revision'>): Promise<DraftRow> {
  const { key, value, baseVersionId, at, sessionId } = write;
  const rows = await db
    .insert(builderDrafts)
    .values({ key, value, revision: 1, baseVersionId, updatedAt: at, updatedBySession: sessionId })
    .onConflictDoUpdate({
      target: builderDrafts.key,
      set: {
        value,
        revision: sql`${builderDrafts.revision} + 1`,
        updatedAt: at,
        updatedBySession: sessionId,
      },
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('replacing a draft returned no row');
  return row;
}

export async function deleteDraft(db: Db, key: string): Promise<void> {
  await db.delete(builderDrafts).where(eq(builderDrafts.key, key));
}
