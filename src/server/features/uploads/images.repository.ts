// Builders' uploaded images (chat images are the chat feature's, features/chat/chat-images.repository.ts):
// each upload is the row `<id>` (longest side ≤ 2000 px) and, when that is larger than 800 px, the row
// `<id>-800` (≤ 800 px); a phone asking for `<id>-800` of a small image gets `<id>`. The bytes cross the
// driver as base64 text (db/bytes.ts says why).
import { count, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { bytesColumn, bytesOf, bytesParam } from '../../db/bytes';
import { images } from '../../db/schema';
import { imageRows } from '../../lib/images/receive-image';
import type { ReencodedImage } from '../../lib/images/reencode';

export type NewImage = typeof images.$inferInsert;

/** Stores all the rows or none (one statement). */
export async function insertImages(db: Db, rows: readonly NewImage[]): Promise<void> {
  await db.insert(images).values(rows.map((row) => ({ ...row, data: bytesParam(row.data) })));
}

/** The row `id`, or when there is none the row `orId` (the full image for its phone variant). */
export async function findImage(
  db: Db,
  id: string,
  orId: string = id,
): Promise<{ mimeType: string; data: Buffer; createdAt: Date } | null> {
  const rows = await db
    .select({
      mimeType: images.mimeType,
      data: bytesColumn(images.data),
      createdAt: images.createdAt,
    })
    .from(images)
    .where(inArray(images.id, [id, orId]))
    // `<id>-800` before `<id>`.
    .orderBy(desc(sql`length(${images.id})`))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, data: bytesOf(row.data) } : null;
}

export async function countImages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(images);
  return row?.n ?? 0;
}

/** Stores a builder's encoded image; its id, served as /uploads/<id>.webp. */
export async function storeImage(db: Db, encoded: ReencodedImage, createdAt: Date): Promise<string> {
  const { id, rows } = imageRows(encoded, createdAt);
  await insertImages(db, rows);
  return id;
}
