// Uploaded images: each upload is two rows, `<id>` (longest side ≤ 2000 px) and `<id>-800` (≤ 800 px).
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export type NewImage = typeof images.$inferInsert;

/** Stores all the rows or none (one statement). */
export async function insertImages(db: Db, rows: readonly NewImage[]): Promise<void> {
  await db.insert(images).values([...rows]);
}

export async function findImage(
  db: Db,
  id: string,
): Promise<{ mimeType: string; data: Buffer; createdAt: Date } | null> {
  const rows = await db
    .select({ mimeType: images.mimeType, data: images.data, createdAt: images.createdAt })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function countImages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(images);
  return row?.n ?? 0;
}
