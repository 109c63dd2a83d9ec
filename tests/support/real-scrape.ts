// A scrape of a real app after a working day in miniature: a win spun and paid, a wrong code, a chat
// message, a login and (on the embedded database) a backup, so that every family the operator's dashboard
// and alerts read has samples. Used to check deploy/ against what the server really exposes.
import { adminSession, createWin, freshIp, payWin, startChat } from './factories';
import { createTestApp } from './test-app';

const TOKEN = 'the-deploy-files-check-token-0001';

export type ScrapedDatabase = 'embedded' | 'postgres';

export interface RealScrape {
  /** The database the app ran on. */
  database: ScrapedDatabase;
  /** The body of GET /metrics. */
  text: string;
  /** The app's route templates (`/api/admin/promo-codes/:id`): what a `route` label can be. */
  routes: Set<string>;
}

/** Scrapes taken on the embedded database and, when DATABASE_URL is set, on PostgreSQL too. */
export async function realScrapes(): Promise<RealScrape[]> {
  const kinds: ScrapedDatabase[] = process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  const out: RealScrape[] = [];
  for (const database of kinds) out.push(await realScrape(database));
  return out;
}

/** One app's scrape after the day in miniature; 'postgres' needs DATABASE_URL. */
export async function realScrape(database: ScrapedDatabase): Promise<RealScrape> {
  const embedded = database === 'embedded';
  if (!embedded && !process.env.DATABASE_URL) throw new Error('a PostgreSQL scrape needs DATABASE_URL');
  const t = await createTestApp({ metricsToken: TOKEN }, { embedded });
  try {
    const admin = await adminSession(t);
    const win = await createWin(admin);
    await payWin(admin, win.drawId);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/use-promo',
      payload: { code: 'NOSUCHCODE9' },
      remoteAddress: freshIp(),
    });
    if (wrong.statusCode !== 404) throw new Error(`a wrong code answered ${wrong.statusCode}`);
    await startChat(t.app, { message: 'hello', senderName: 'Ali' });
    if (embedded) {
      const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.headers });
      if (made.statusCode !== 201) throw new Error(`the backup answered ${made.statusCode}: ${made.body}`);
    }
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
    // The day happened as counted: a scrape of an app that counted nothing would check nothing.
    for (const line of ['spins_total{result="won"} 1', 'promo_wrong_codes_total 1']) {
      if (!res.body.split('\n').includes(line)) throw new Error(`the scrape lacks "${line}"`);
    }
    return { database, text: res.body, routes: new Set(t.routes.map((route) => route.url)) };
  } finally {
    await t.close();
  }
}
