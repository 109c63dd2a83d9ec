// A scrape of a real app after a working day in miniature: a win spun and paid, a wrong code, a chat
// message, a login and (on the embedded database) a backup, so that every family the operator's dashboard
// and alerts read has samples. Used to check deploy/ against what the server really exposes.
import { adminSession, createWin, freshIp, payWin, startChat } from './factories';
import { createTestApp } from './test-app';

const TOKEN = 'the-deploy-files-check-token-0001';

export interface RealScrape {
  /** The database the app ran on. */
  database: 'embedded' | 'postgres';
  text: string;
}

/** Scrapes taken on the embedded database and, when DATABASE_URL is set, on PostgreSQL too. */
export async function realScrapes(): Promise<RealScrape[]> {
  const kinds: ('embedded' | 'postgres')[] = process.env.DATABASE_URL
    ? ['embedded', 'postgres']
    : ['embedded'];
  const out: RealScrape[] = [];
  for (const database of kinds) out.push({ database, text: await scrapeAfterADay(database === 'embedded') });
  return out;
}

async function scrapeAfterADay(embedded: boolean): Promise<string> {
  const t = await createTestApp({ metricsToken: TOKEN }, { embedded });
  try {
    const admin = await adminSession(t);
    const win = await createWin(admin);
    await payWin(admin, win.drawId);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/validate-promo',
      payload: { code: 'NOSUCHCODE9' },
      remoteAddress: freshIp(),
    });
    if (wrong.statusCode !== 404) throw new Error(`a wrong code answered ${wrong.statusCode}`);
    await startChat(t.app, { message: 'hello', senderName: 'Ali' });
    if (embedded) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/backups',
        headers: { cookie: await t.login() },
      });
      if (made.statusCode !== 201) throw new Error(`the backup answered ${made.statusCode}: ${made.body}`);
    }
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
    return res.body;
  } finally {
    await t.close();
  }
}
