// Operator presence (schema: admin_sessions.chat_seen_at): an admin at the chat, by a chat request or an
// open admin socket, so visitors can be told when nobody is there to answer.
import { and, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import { adminSessions } from '../../db/schema';

/** Records that these admin sessions are at the chat now, those still live (not revoked, not expired). */
export async function touchOperators(db: Db, adminSessionIds: readonly number[], now: Date): Promise<void> {
  if (adminSessionIds.length === 0) return;
  await db
    .update(adminSessions)
    .set({ chatSeenAt: now })
    .where(
      and(
        inArray(adminSessions.id, [...adminSessionIds]),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    );
}

/** True when a live admin session was at the chat since `since`. */
export async function operatorSeenSince(db: Db, since: Date, now: Date): Promise<boolean> {
  return exists(
    db,
    adminSessions,
    and(
      gte(adminSessions.chatSeenAt, since),
      isNull(adminSessions.revokedAt),
      gt(adminSessions.expiresAt, now),
    ),
  );
}
