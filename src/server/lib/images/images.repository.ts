// Uploaded images: each upload is the row `<id>` (longest side ≤ 2000 px) and, when that is larger than
// 800 px, the row `<id>-800` (≤ 800 px); a phone asking for `<id>-800` of a small image gets `<id>`.
//
// The bytes cross the driver as base64 text, decoded and encoded by the database: the embedded
// database's driver turns a bytea parameter into hex one byte at a time in JavaScript (2.8 s for 2 MB,
// measured; 0.12 s as base64) and parses a bytea answer the same way (0.2 s against 0.03 s), all on the
// event loop that answers every other request. node-postgres takes the same SQL.
import { count, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { images } from '../../db/schema';

export type NewImage = typeof images.$inferInsert;

/** Stores all the rows or none (one statement). */
export async function insertImages(db: Db, rows: readonly NewImage[]): Promise<void> {
  await db
    .insert(images)
    .values(rows.map((row) => ({ ...row, data: sql`decode(${row.data.toString('base64')}, 'base64')` })));
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
      data: sql<string>`encode(${images.data}, 'base64')`,
      createdAt: images.createdAt,
    })
    .from(images)
    .where(inArray(images.id, [id, orId]))
    // `<id>-800` before `<id>`.
    .orderBy(desc(sql`length(${images.id})`))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, data: Buffer.from(row.data, 'base64') } : null;
}

export async function countImages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(images);
  return row?.n ?? 0;
}
