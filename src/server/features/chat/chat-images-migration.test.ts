// Migration 0024 (drizzle/0024_private_chat_images.sql): chat images stored before it, among the
// builders' public images, move to the private chat_images with their conversation, leave the public
// table, and their messages point at the private route; builders' images stay where they are.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '#tests/support/migrations';
import { createPostgresTestDatabase } from '#tests/support/test-app';
import { openDatabase, type OpenOptions } from '../../db/client';
import type { Database } from '../../db/types';

describe('migration 0024: chat images move to their private table', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The migrations folder as it was before 0024. */
  async function foldersBefore(): Promise<string> {
    const { folder, remove } = await migrationsBefore('0024_private_chat_images');
    cleanups.push(remove);
    return folder;
  }

  it('moves each chat image and its phone variant, repoints the message, and leaves builder images', async () => {
    const migrationsFolder = await foldersBefore();
    let reopen: () => Promise<Database>;
    let before: Database;
    if (process.env.DATABASE_URL) {
      const { urls, drop } = await createPostgresTestDatabase();
      cleanups.push(drop);
      const options: OpenOptions = { ...urls };
      before = await openDatabase({ ...options, migrationsFolder });
      reopen = () => openDatabase(options);
    } else {
      before = await openDatabase({ migrationsFolder });
      reopen = async () => openDatabase({ loadDataDir: (await before.dumpDataDir?.()) ?? new Blob([]) });
    }
    const bytes = "decode('AAEC', 'base64')";
    for (const statement of [
      `insert into chat_sessions (id, visitor_name, last_message, last_message_at)
        values ('sessionAAAAAAAAAAAAAAAAAA', 'Mei', '📷', now())`,
      `insert into images (id, mime_type, width, height, byte_size, data) values
        ('chatAAAAAAAAAAAAAAAAAA', 'image/webp', 1200, 900, 3, ${bytes}),
        ('chatAAAAAAAAAAAAAAAAAA-800', 'image/webp', 800, 600, 3, ${bytes}),
        ('logoAAAAAAAAAAAAAAAAAA', 'image/webp', 40, 30, 3, ${bytes})`,
      `insert into chat_messages (session_id, sender_name, message, image_url) values
        ('sessionAAAAAAAAAAAAAAAAAA', 'Mei', '', '/uploads/chatAAAAAAAAAAAAAAAAAA.webp'),
        ('sessionAAAAAAAAAAAAAAAAAA', 'Mei', 'thanks', '')`,
    ]) {
      await before.db.execute(sql.raw(statement));
    }
    const after = await reopen();
    await before.close();
    cleanups.push(() => after.close());

    const rows = async (query: string) => {
      const result: unknown = await after.db.execute(sql.raw(query));
      return (result as { rows: unknown[] }).rows;
    };
    expect(await rows('select id, session_id, width from chat_images order by id')).toEqual([
      { id: 'chatAAAAAAAAAAAAAAAAAA', session_id: 'sessionAAAAAAAAAAAAAAAAAA', width: 1200 },
      { id: 'chatAAAAAAAAAAAAAAAAAA-800', session_id: 'sessionAAAAAAAAAAAAAAAAAA', width: 800 },
    ]);
    expect(await rows('select id from images')).toEqual([{ id: 'logoAAAAAAAAAAAAAAAAAA' }]);
    expect(await rows('select image_url, message from chat_messages order by id')).toEqual([
      { image_url: '/api/chat/images/chatAAAAAAAAAAAAAAAAAA.webp', message: '' },
      { image_url: '', message: 'thanks' },
    ]);
  });
});
