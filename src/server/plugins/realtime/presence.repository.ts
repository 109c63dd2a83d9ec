// Operator presence, in the database so every instance sees every operator. For visitors
// (admin_sessions.chat_seen_at): an admin at the chat, by a chat request or an open admin socket, so they
// can be told when nobody is there to answer. For the desk (chat_desk_sockets): who has it open now, one
// row per socket, listed by person.
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import { adminSessions, chatDeskSockets, staff } from '../../db/schema';
import { liveJoin, mustSetUpTwoFactor } from '../sessions.repository';

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

/**
 * The desk's rows that count: marked seen since `seenSince`, of a session still live whose person is
 * active and may use the chat (not one who must set up two-factor sign-in first).
 */
const counted = (seenSince: Date, now: Date, also?: SQL) =>
  and(
    gte(chatDeskSockets.seenAt, seenSince),
    isNull(adminSessions.revokedAt),
    gt(adminSessions.expiresAt, now),
    not(mustSetUpTwoFactor),
    also,
  );

/** Whether the person has a desk open that counts, besides the socket `except`. */
export async function personAtDesk(
  db: Db,
  query: { staffId: number; seenSince: Date; now: Date; except: string },
): Promise<boolean> {
  const rows = await db
    .select({ socketId: chatDeskSockets.socketId })
    .from(chatDeskSockets)
    .innerJoin(adminSessions, eq(adminSessions.id, chatDeskSockets.adminSessionId))
    .innerJoin(staff, liveJoin)
    .where(
      counted(
        query.seenSince,
        query.now,
        and(eq(staff.id, query.staffId), ne(chatDeskSockets.socketId, query.except)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** An admin socket at the desk opened. */
export async function addDeskSocket(
  db: Db,
  row: { socketId: string; adminSessionId: number; at: Date },
): Promise<void> {
  await db
    .insert(chatDeskSockets)
    .values({ socketId: row.socketId, adminSessionId: row.adminSessionId, seenAt: row.at })
    .onConflictDoNothing();
}

/** An admin socket at the desk closed (or may no longer use the chat). */
export async function removeDeskSocket(db: Db, socketId: string): Promise<void> {
  await db.delete(chatDeskSockets).where(eq(chatDeskSockets.socketId, socketId));
}

/** This instance's sockets at the desk are still open now. */
export async function touchDeskSockets(db: Db, socketIds: readonly string[], now: Date): Promise<void> {
  if (socketIds.length === 0) return;
  await db
    .update(chatDeskSockets)
    .set({ seenAt: now })
    .where(inArray(chatDeskSockets.socketId, [...socketIds]));
}

/** Drops rows not marked seen since `before` (their instance died); true when there were any. */
export async function forgetDeskSockets(db: Db, before: Date): Promise<boolean> {
  const rows = await db
    .delete(chatDeskSockets)
    .where(lt(chatDeskSockets.seenAt, before))
    .returning({ socketId: chatDeskSockets.socketId });
  return rows.length > 0;
}

/** The people at the desk now, each once, by name. */
export async function deskPeople(
  db: Db,
  query: { seenSince: Date; now: Date },
): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: staff.id, name: staff.name })
    .from(chatDeskSockets)
    .innerJoin(adminSessions, eq(adminSessions.id, chatDeskSockets.adminSessionId))
    .innerJoin(staff, liveJoin)
    .where(counted(query.seenSince, query.now))
    .orderBy(asc(staff.name), asc(staff.id));
}
