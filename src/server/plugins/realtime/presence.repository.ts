// Operator presence (schema: admin_sessions.chat_seen_at): an admin at the chat, by a chat request or an
// open admin socket, so visitors can be told when nobody is there to answer.
import { and, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import { adminSessions } from '../../db/schema';

/**
 * Records that these admin sessions are at the chat now, and returns those still live (not revoked, not
 * expired), so sockets of a session that ended stop receiving chat.
 */
export async function touchOperators(
  db: Db,
  adminSessionIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (adminSessionIds.length === 0) return [];
  const rows = await db
    .update(adminSessions)
    .set({ chatSeenAt: now })
    .where(
      and(
        inArray(adminSessions.id, [...adminSessionIds]),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    )
    .returning({ id: adminSessions.id });
  return rows.map((r) => r.id);
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
