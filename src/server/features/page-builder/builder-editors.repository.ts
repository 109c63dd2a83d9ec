// Who has a page builder open (schema: builder_editors): one row per browser tab, refreshed while the tab
// keeps the builder open; listed with the sign-in it belongs to while that sign-in is live.
import { and, asc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { adminSessions, builderEditors, staff } from '../../db/schema';

export interface EditorTouch {
  tabId: string;
  document: string;
  adminSessionId: number;
  at: Date;
  /** A row last seen before this no longer counts: it has left (and is listed again as new). */
  seenSince: Date;
}

/**
 * Records that the tab has the builder open now. True when it is new to the list (just opened, or back
 * after it had lapsed), so the others are told. A tab id held by another sign-in is left alone.
 */
export async function touchEditor(db: Db, touch: EditorTouch): Promise<boolean> {
  const { tabId, document, adminSessionId, at, seenSince } = touch;
  const before = await db
    .select({ seenAt: builderEditors.seenAt, document: builderEditors.document })
    .from(builderEditors)
    .where(eq(builderEditors.tabId, tabId));
  const was = before[0];
  const rows = await db
    .insert(builderEditors)
    .values({ tabId, document, adminSessionId, openedAt: at, seenAt: at })
    .onConflictDoUpdate({
      target: builderEditors.tabId,
      set: { seenAt: at, document },
      setWhere: eq(builderEditors.adminSessionId, adminSessionId),
    })
    .returning({ tabId: builderEditors.tabId });
  if (rows.length === 0) return false;
  return !was || was.document !== document || was.seenAt < seenSince;
}

/** The tab closed its builder; true when it was listed. */
export async function removeEditor(db: Db, tabId: string, adminSessionId: number): Promise<boolean> {
  const rows = await db
    .delete(builderEditors)
    .where(and(eq(builderEditors.tabId, tabId), eq(builderEditors.adminSessionId, adminSessionId)))
    .returning({ tabId: builderEditors.tabId });
  return rows.length > 0;
}

/** Rows not heard from since `before`: their tabs closed without a word (a crash, a lost network). */
export async function forgetEditors(db: Db, before: Date): Promise<void> {
  await db.delete(builderEditors).where(lt(builderEditors.seenAt, before));
}

export interface EditorRow {
  tabId: string;
  adminSessionId: number;
  openedAt: Date;
  ip: string;
  userAgent: string;
  /** The person signed in ('' for none). */
  name: string;
}

/** The tabs with this builder open, heard from since `seenSince`, of live sign-ins, oldest first. */
export async function listEditors(
  db: Db,
  query: { document: string; seenSince: Date; now: Date; exceptTab: string },
): Promise<EditorRow[]> {
  return db
    .select({
      tabId: builderEditors.tabId,
      adminSessionId: builderEditors.adminSessionId,
      openedAt: builderEditors.openedAt,
      ip: adminSessions.ip,
      userAgent: adminSessions.userAgent,
      name: sql<string>`coalesce(${staff.name}, '')`,
    })
    .from(builderEditors)
    .innerJoin(adminSessions, eq(adminSessions.id, builderEditors.adminSessionId))
    .leftJoin(staff, eq(staff.id, adminSessions.staffId))
    .where(
      and(
        eq(builderEditors.document, query.document),
        gte(builderEditors.seenAt, query.seenSince),
        ne(builderEditors.tabId, query.exceptTab),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, query.now),
      ),
    )
    .orderBy(asc(builderEditors.openedAt), asc(builderEditors.tabId));
}

/** The browser and address a sign-in was made from (the last writer of a draft); null when it is gone. */
export async function sessionDevice(
  db: Db,
  adminSessionId: number,
): Promise<{ ip: string; userAgent: string; name: string } | null> {
  const rows = await db
    .select({
      ip: adminSessions.ip,
      userAgent: adminSessions.userAgent,
      name: sql<string>`coalesce(${staff.name}, '')`,
    })
    .from(adminSessions)
    .leftJoin(staff, eq(staff.id, adminSessions.staffId))
    .where(eq(adminSessions.id, adminSessionId));
  return rows[0] ?? null;
}
