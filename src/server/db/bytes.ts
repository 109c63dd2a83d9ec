// Bytes for a bytea column (both image tables: features/uploads/images.repository.ts and
// features/chat/chat-images.repository.ts) cross the driver as base64 text, decoded and encoded by the
// database: the embedded database's driver turns a bytea parameter into hex one byte at a time in
// JavaScript (2.8 s for 2 MB, measured; 0.12 s as base64) and parses a bytea answer the same way (0.2 s
// against 0.03 s), all on the event loop that answers every other request. node-postgres takes the same SQL.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Bytes as the parameter of a bytea column: sent as base64 text, decoded by the database. */
export const bytesParam = (data: Buffer): SQL => sql`decode(${data.toString('base64')}, 'base64')`;
/** A bytea column read as base64 text (see bytesOf). */
export const bytesColumn = (column: AnyColumn): SQL<string> => sql<string>`encode(${column}, 'base64')`;
export const bytesOf = (base64: string): Buffer => Buffer.from(base64, 'base64');
