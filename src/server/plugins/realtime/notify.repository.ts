// The NOTIFY side of the realtime bus (bus.ts): one statement, here so that the bus runs no SQL of its own.
// Each instance LISTENs on the channel through its database handle (db/client.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** The channel every instance LISTENs on. */
export const CHANNEL = 'ld_events';

/** Sends `payload` (JSON, under NOTIFY's 8,000 bytes) to every instance listening, this one included. */
export async function notifyInstances(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}
