// Migration 0024 (drizzle/0024_private_chat_images.sql): chat images stored before it, among the
// builders' public images, move to the private chat_images with their conversation, leave the public
// table, and their messages point at the private route; builders' images stay where they are.
import { afterAll, describe, expect, it } from 'vitest';
import { migratedOver, rowsOf } from '#tests/support/migrations';

describe('migration 0024: chat images move to their private table', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('moves each chat image and its phone variant, repoints the message, and leaves builder images', async () => {
    const bytes = "decode('AAEC', 'base64')";
    const after = await migratedOver(
      '0024_private_chat_images',
      [
        `insert into chat_sessions (id, visitor_name, last_message, last_message_at)
        values ('sessionAAAAAAAAAAAAAAAAAA', 'Mei', '📷', now())`,
        `insert into images (id, mime_type, width, height, byte_size, data) values
        ('chatAAAAAAAAAAAAAAAAAA', 'image/webp', 1200, 900, 3, ${bytes}),
        ('chatAAAAAAAAAAAAAAAAAA-800', 'image/webp', 800, 600, 3, ${bytes}),
        ('logoAAAAAAAAAAAAAAAAAA', 'image/webp', 40, 30, 3, ${bytes})`,
        `insert into chat_messages (session_id, sender_name, message, image_url) values
        ('sessionAAAAAAAAAAAAAAAAAA', 'Mei', '', '/uploads/chatAAAAAAAAAAAAAAAAAA.webp'),
        ('sessionAAAAAAAAAAAAAAAAAA', 'Mei', 'thanks', '')`,
      ],
      cleanups,
    );
    const rows = (query: string) => rowsOf(after, query);
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
