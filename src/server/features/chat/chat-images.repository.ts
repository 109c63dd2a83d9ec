// Chat images (schema.ts chatImages): each belongs to its conversation and goes with it; the retention
// sweep deletes the old ones. Bytes cross the driver as base64 like the builders' images
// (db/bytes.ts says why).
import { count, desc, inArray, lt, sql } from 'drizzle-orm';
import { chatImages } from '../../db/schema';
import type { Db } from '../../db/types';
import { bytesColumn, bytesOf, bytesParam } from '../../db/bytes';

export type NewChatImage = typeof chatImages.$inferInsert;

/** Stores all the rows or none (one statement). */
export async function insertChatImages(db: Db, rows: readonly NewChatImage[]): Promise<void> {
  await db.insert(chatImages).values(rows.map((row) => ({ ...row, data: bytesParam(row.data) })));
}

/** The row `id`, or when there is none the row `orId` (the full image for its phone variant). */
export async function findChatImage(
  db: Db,
  id: string,
  orId: string,
): Promise<{ sessionId: string; mimeType: string; data: Buffer } | null> {
  const rows = await db
    .select({
      sessionId: chatImages.sessionId,
      mimeType: chatImages.mimeType,
      data: bytesColumn(chatImages.data),
    })
    .from(chatImages)
    .where(inArray(chatImages.id, [id, orId]))
    // `<id>-800` before `<id>`.
    .orderBy(desc(sql`length(${chatImages.id})`))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, data: bytesOf(row.data) } : null;
}

/**
 * Deletes up to `batch` chat images stored before `before`; how many it deleted. Rows another instance
 * is deleting at the same moment are skipped, not waited for (SKIP LOCKED): several instances on one
 * database may sweep at once, each taking its own rows.
 */
export async function deleteChatImagesBefore(db: Db, before: Date, batch: number): Promise<number> {
  const doomed = db
    .select({ id: chatImages.id })
    .from(chatImages)
    .where(lt(chatImages.createdAt, before))
    .orderBy(chatImages.createdAt)
    .limit(batch)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(chatImages)
    .where(inArray(chatImages.id, doomed))
    .returning({ id: chatImages.id });
  return deleted.length;
}

export async function countChatImages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatImages);
  return row?.n ?? 0;
}
