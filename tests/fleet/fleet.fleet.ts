// The app as a fleet (README, Scaling out). Three instances of the built server behind HAProxy, on one
// PostgreSQL, checked through the balancer as visitors and operators use it. `npm run test:fleet` runs it
// alone; it starts and removes everything it needs (tests/fleet/fleet-harness.ts).
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FLEET_ADMIN_PASSWORD, FLEET_METRICS_TOKEN, startFleet, type Fleet } from './fleet-harness';

let fleet: Fleet;
let admin = '';
// Many requests at once, over a bounded number of connections, as a busy balancer sees them.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request from the address `ip` (X-Forwarded-For: the hop before HAProxy). */
function send(
  method: string,
  url: string,
  {
    body,
    ip = '198.51.100.1',
    cookie,
    settingsVersion,
  }: { body?: unknown; ip?: string; cookie?: string; settingsVersion?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method,
        agent,
        headers: {
          'x-forwarded-for': ip,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(settingsVersion ? { 'x-settings-version': String(settingsVersion) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const site = (path: string) => `${fleet.url}${path}`;

async function login(): Promise<string> {
  const res = await send('POST', site('/api/admin/login'), { body: { password: FLEET_ADMIN_PASSWORD } });
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.includes('ld_admin_session='));
  if (res.status !== 200 || !cookie) throw new Error(`admin login failed: ${res.status} ${res.body}`);
  return cookie.split(';')[0] ?? cookie;
}

async function generate(usageLimit: number, customerName = 'fleet'): Promise<string> {
  const res = await send('POST', site('/api/admin/generate-promo'), {
    cookie: admin,
    body: { customerName, prizeId: 2, prizeType: 'normal', expirationHours: 24, usageLimit },
  });
  if (res.status !== 200) throw new Error(`generate failed: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { code: string }).code;
}

/** One instance's /metrics, read directly (not through the balancer), as Prometheus scrapes it. */
async function scrape(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${FLEET_METRICS_TOKEN}` } });
  if (res.status !== 200) throw new Error(`${url}/metrics answered ${res.status}`);
  return res.text();
}

/** The sum of a series' samples over the instances' scrapes (a series with its labels, as printed). */
const summed = (scrapes: readonly string[], series: string) =>
  scrapes.reduce((sum, text) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return sum + Number(line?.slice(series.length + 1) ?? NaN);
  }, 0);

const countBy = (statuses: readonly number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** A socket held on one instance (not through HAProxy), with every message it heard. */
async function holdSocket(instanceUrl: string, cookie?: string) {
  const heard: Record<string, unknown>[] = [];
  const socket = new WebSocket(`${instanceUrl.replace('http', 'ws')}/ws`, {
    headers: cookie ? { cookie } : {},
  });
  socket.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString()) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, heard };
}

async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A page's socket through HAProxy, as the browser's client keeps it: reconnects at once on 1012 (an
 * instance restarting), else after a second; on every open it reloads the prize names (what the page does
 * on an open) and, subscribed to a conversation, fetches the messages after the last it has (?after=).
 */
function pageSocket(chatSessionId?: string) {
  const state = {
    names: [] as string[],
    messageIds: new Set<number>(),
    opens: 0,
    closes: [] as number[],
    stopped: false,
    /** When it last learned that settings may have changed: a push heard, or an open (which reloads). */
    settingsNewsAt: [] as number[],
    /** The newest settings version heard (hello, push), named in its reloads as the page names it. */
    version: 0,
  };
  const wsUrl = `${fleet.url.replace('http', 'ws')}/ws${chatSessionId ? `?chatSessionId=${chatSessionId}` : ''}`;
  // Answers can overtake each other: only the last load asked for counts, as the page's query does.
  let loads = 0;
  const loadNames = async () => {
    const load = ++loads;
    const res = await send('GET', site('/api/prizes'), { settingsVersion: state.version });
    if (load !== loads) return;
    state.names = (JSON.parse(res.body) as { normal: { name: string }[] }).normal.map((s) => s.name);
  };
  const catchUp = async () => {
    if (!chatSessionId) return;
    const after = Math.max(0, ...state.messageIds);
    const res = await send(
      'GET',
      site(`/api/chat/messages/${chatSessionId}${after ? `?after=${after}` : ''}`),
    );
    for (const m of JSON.parse(res.body) as { id: number }[]) state.messageIds.add(m.id);
  };
  let socket: WebSocket;
  const open = () => {
    socket = new WebSocket(wsUrl);
    socket.on('open', () => {
      state.opens += 1;
      void catchUp();
    });
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        key?: string;
        version?: number;
        message?: { id: number };
      };
      if (message.version) state.version = Math.max(state.version, message.version);
      // The page reloads at the hello, the first frame of every open (src/client/lib/realtime.ts).
      if (message.type === 'hello') {
        state.settingsNewsAt.push(Date.now());
        void loadNames();
      }
      if (message.type === 'settings_changed' && message.key === 'customPrizeNames') {
        state.settingsNewsAt.push(Date.now());
        void loadNames();
      }
      if (message.type === 'chat_message' && message.message) state.messageIds.add(message.message.id);
    });
    socket.on('error', () => undefined);
    socket.on('close', (code: number) => {
      if (state.stopped) return;
      state.closes.push(code);
      setTimeout(open, code === 1012 ? 0 : 1000);
    });
  };
  open();
  return {
    state,
    stop: () => {
      state.stopped = true;
      socket.close();
    },
  };
}

describe('the fleet: three instances behind HAProxy on one PostgreSQL', () => {
  beforeAll(async () => {
    fleet = await startFleet(3);
    admin = await login();
  }, 240_000);
  afterAll(async () => {
    agent.destroy();
    await fleet.stop();
  }, 120_000);

  it('redemption race: 10,000 concurrent spins of a 3-use code give exactly 3 wins', async () => {
    const code = await generate(3);
    const statuses = await Promise.all(
      Array.from({ length: 10_000 }, (_, i) =>
        send('POST', site('/api/use-promo'), {
          body: { code },
          ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        }).then((res) => res.status),
      ),
    );
    const counted = countBy(statuses);
    console.log('redemption race:', JSON.stringify(counted));
    expect(counted[200]).toBe(3);
    expect(counted[409]).toBe(10_000 - 3);
    const { rows } = await fleet.db.query<{ draws: string; used: number }>(
      `select (select count(*) from draws where promo_code = $1) as draws,
              (select use_count from promo_codes where code = $1) as used`,
      [code],
    );
    expect(rows[0]).toEqual({ draws: '3', used: 3 });
  }, 180_000);

  it('settings push: a save reaches a socket held on each instance within 2 s', async () => {
    const held = await Promise.all(fleet.instances.map((instance) => holdSocket(instance.url)));
    const names = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Fleet ${letter} ${Date.now()}`);
    const saved = await send('POST', site('/api/sync/save'), {
      cookie: admin,
      body: { pageType: 'dev_general', dataKey: 'customPrizeNames', dataValue: JSON.stringify(names) },
    });
    expect(saved.status).toBe(200);
    const sentAt = Date.now();
    const pushed = (h: (typeof held)[number]) =>
      h.heard.some((m) => m.type === 'settings_changed' && m.key === 'customPrizeNames');
    await Promise.all(
      held.map((h, i) => until(`push on ${fleet.instances[i]?.name}`, () => pushed(h), 2000)),
    );
    console.log(`settings push: on all ${held.length} instances within ${Date.now() - sentAt} ms`);
    // And each instance answers the new names at once.
    for (const instance of fleet.instances) {
      const prizes = JSON.parse((await send('GET', `${instance.url}/api/prizes`)).body) as {
        normal: { name: string }[];
      };
      expect(prizes.normal.map((slot) => slot.name)).toEqual(names);
    }
    for (const h of held) h.socket.close();
  });

  it("chat: a visitor's message through the balancer reaches the admin's socket on every instance", async () => {
    const held = await Promise.all(fleet.instances.map((instance) => holdSocket(instance.url, admin)));
    const text = `Hello from the fleet ${Date.now()}`;
    const sent = await send('POST', site('/api/chat/send'), {
      body: { senderName: 'Fleet visitor', message: text },
      ip: '203.0.113.7',
    });
    expect(sent.status).toBe(201);
    const heardIt = (h: (typeof held)[number]) =>
      h.heard.some(
        (m) => m.type === 'chat_message' && (m.message as { message?: string } | undefined)?.message === text,
      );
    await Promise.all(
      held.map((h, i) => until(`chat on ${fleet.instances[i]?.name}`, () => heardIt(h), 2000)),
    );
    for (const h of held) h.socket.close();
  });

  it('limits hold across instances: a burst of wrong logins and of guessed codes from one address', async () => {
    const logins = await Promise.all(
      Array.from({ length: 100 }, () =>
        send('POST', site('/api/admin/login'), { body: { password: 'not the password' }, ip: '192.0.2.10' }),
      ),
    );
    const loginCounts = countBy(logins.map((r) => r.status));
    console.log('100 wrong logins at once:', JSON.stringify(loginCounts));
    expect(loginCounts[401]).toBeLessThanOrEqual(10);
    expect((loginCounts[401] ?? 0) + (loginCounts[429] ?? 0)).toBe(100);

    const guesses = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        send('POST', site('/api/use-promo'), { body: { code: `NOPE${i}` }, ip: '192.0.2.11' }),
      ),
    );
    const guessCounts = countBy(guesses.map((r) => r.status));
    console.log('400 guessed codes at once:', JSON.stringify(guessCounts));
    expect(guessCounts[404]).toBeLessThanOrEqual(120);
    expect((guessCounts[404] ?? 0) + (guessCounts[429] ?? 0)).toBe(400);
  });

  it("metrics: each instance's own scrape, and the spins they count add up to the spins made", async () => {
    const series = [
      'spins_total{result="won"}',
      'spins_total{result="used"}',
      'spins_total{result="unknown"}',
      'promo_wrong_codes_total',
    ];
    const urls = fleet.instances.map((instance) => instance.url);
    // An instance that has not answered a spin yet has no such series (a histogram's labels appear with
    // their first answer): none yet is 0.
    const spinsSeen = (text: string) => {
      const seen = summed(
        [text],
        'http_request_duration_seconds_count{method="POST",route="/api/use-promo",status_class="2xx"}',
      );
      return Number.isNaN(seen) ? 0 : seen;
    };
    const before = await Promise.all(urls.map(scrape));
    const codes = await Promise.all(Array.from({ length: 12 }, () => generate(1, 'fleet metrics')));
    const spin = (code: string, i: number) =>
      send('POST', site('/api/use-promo'), { body: { code }, ip: `198.18.0.${i + 1}` });
    const won = await Promise.all(codes.map(spin));
    const again = await Promise.all(codes.slice(0, 6).map((code, i) => spin(code, 20 + i)));
    const wrong = await Promise.all(Array.from({ length: 6 }, (_, i) => spin(`NOSUCH${i}X`, 40 + i)));
    expect(countBy([...won, ...again, ...wrong].map((r) => r.status))).toEqual({ 200: 12, 409: 6, 404: 6 });

    const after = await Promise.all(urls.map(scrape));
    const moved = Object.fromEntries(series.map((s) => [s, summed(after, s) - summed(before, s)]));
    console.log('metrics moved, summed over the instances:', JSON.stringify(moved));
    expect(moved).toEqual({
      'spins_total{result="won"}': 12,
      'spins_total{result="used"}': 6,
      'spins_total{result="unknown"}': 6,
      promo_wrong_codes_total: 6,
    });
    // HAProxy spread the spins: every instance answered some, so each one's count mattered.
    for (const [i, text] of after.entries()) {
      expect(spinsSeen(text), fleet.instances[i]?.name).toBeGreaterThan(spinsSeen(before[i] ?? ''));
    }
  });

  it('request ids: HAProxy gives each request its own, replacing one a client made up, and the instance answers it', async () => {
    const ids = await Promise.all(
      Array.from({ length: 3 }, async () => (await send('GET', site('/api/prizes'))).headers['x-request-id']),
    );
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(3);
    const forged = await fetch(site('/api/prizes'), { headers: { 'x-request-id': 'made-up-by-a-client' } });
    expect(forged.headers.get('x-request-id')).toMatch(uuid);
  });

  it('crash: kill -9 of one instance under redemption load loses no answered win, double-spends none, and tells every win', async () => {
    const codes = await Promise.all(Array.from({ length: 600 }, () => generate(1, 'crash')));
    const victim = fleet.instances[1];
    if (!victim) throw new Error('no second instance');
    /** One visitor's spin: its page's spinId, and what it was answered (0: no answer). */
    interface Spin {
      code: string;
      spinId: string;
      ip: string;
      status: number;
    }
    const spinOnce = (spin: Spin) =>
      send('POST', site('/api/use-promo'), {
        body: { code: spin.code, spinId: spin.spinId },
        ip: spin.ip,
      }).then(
        (r) => r.status,
        () => 0,
      );
    // A steady stream: waves of 20 codes, each spun by two visitors at once (at most one of the two may
    // win); the instance dies while the fifth wave is in flight.
    const spins: Spin[] = [];
    for (let wave = 0; wave < codes.length / 20; wave++) {
      const batch = codes.slice(wave * 20, wave * 20 + 20).flatMap((code, i) =>
        [0, 1].map((k) => ({
          code,
          spinId: `crash-${wave}-${i}-${k}-0123456789`,
          ip: `172.16.${wave}.${i}`,
          status: 0,
        })),
      );
      if (wave === 4) setTimeout(() => victim.child.kill('SIGKILL'), 2);
      await Promise.all(batch.map(async (spin) => (spin.status = await spinOnce(spin))));
      spins.push(...batch);
    }
    expect(await victim.exited).toBe(null);
    console.log('crash under load:', JSON.stringify(countBy(spins.map((s) => s.status))));
    // A page whose spin got no answer (or the balancer's 502) offers Try Again, which sends the same spin.
    const unanswered = spins.filter((s) => s.status !== 200 && s.status !== 409);
    await Promise.all(unanswered.map(async (spin) => (spin.status = await spinOnce(spin))));
    const { rows } = await fleet.db.query<{ promo_code: string; draws: string }>(
      `select promo_code, count(*) as draws from draws where promo_code = any($1) group by promo_code`,
      [codes],
    );
    const drawsOf = new Map(rows.map((r) => [r.promo_code, Number(r.draws)]));
    let told = 0;
    for (const code of codes) {
      const wins = spins.filter((s) => s.code === code && s.status === 200).length;
      told += wins;
      // No code has two draws; a win a visitor was told of is in the database, and every draw in the
      // database was told to its visitor (by the first answer or by Try Again).
      expect(wins, code).toBeLessThanOrEqual(1);
      expect(drawsOf.get(code) ?? 0, code).toBe(wins);
    }
    console.log(
      `crash: ${unanswered.length} spins unanswered and asked again; ${told} wins told, ${told} draws in the database; ` +
        `final answers ${JSON.stringify(countBy(spins.map((s) => s.status)))}`,
    );
    // HAProxy routes around the dead instance: later spins all answer.
    const after = await Promise.all(
      Array.from({ length: 50 }, async () =>
        send('POST', site('/api/use-promo'), {
          body: { code: await generate(1, 'after') },
          ip: '172.17.0.1',
        }),
      ),
    );
    expect(countBy(after.map((r) => r.status))).toEqual({ 200: 50 });
    await fleet.start(1);
    await fleet.untilRouted(1);
  }, 180_000);

  it('rolling restart: each instance in turn under load; no request fails, every socket reconnects and misses nothing', async () => {
    const codes = await Promise.all(Array.from({ length: 3000 }, () => generate(1, 'rolling')));
    const conversation = await send('POST', site('/api/chat/send'), {
      body: { senderName: 'Rolling visitor', message: 'Are you there?' },
      ip: '203.0.113.50',
    });
    const sessionId = (JSON.parse(conversation.body) as { sessionId: string }).sessionId;
    const sockets = Array.from({ length: 6 }, () => pageSocket(sessionId));
    await until('sockets open', () => sockets.every((s) => s.state.opens === 1), 5000);

    // The load: visitors spinning and reading pages; the operator renaming prizes and replying.
    const outcomes: string[] = [];
    let loading = true;
    let next = 0;
    const visitor = async (v: number) => {
      while (loading) {
        const code = codes[next++];
        if (code === undefined) break;
        const answers = await Promise.all([
          send('POST', site('/api/use-promo'), { body: { code }, ip: `10.99.${v}.1` }),
          send('GET', site('/api/prizes')),
          send('GET', site('/promo')),
        ]).catch((err: unknown) => [{ status: 0, body: String(err) }]);
        for (const a of answers)
          outcomes.push(a.status === 200 ? 'ok' : `${a.status} ${a.body.slice(0, 80)}`);
      }
    };
    let saves = 0;
    let lastNames: string[] = [];
    /** When each save that succeeded was sent. */
    const savedAt: number[] = [];
    const sentIds = new Set<number>();
    const operator = async () => {
      while (loading) {
        saves += 1;
        const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((n) => `${n} ${saves}`);
        const sentAt = Date.now();
        const saved = await send('POST', site('/api/sync/save'), {
          cookie: admin,
          body: { pageType: 'dev_general', dataKey: 'customPrizeNames', dataValue: JSON.stringify(names) },
        });
        outcomes.push(saved.status === 200 ? 'ok' : `save ${saved.status}`);
        if (saved.status === 200) {
          lastNames = names;
          savedAt.push(sentAt);
        }
        const reply = await send('POST', site('/api/chat/send'), {
          cookie: admin,
          body: { sessionId, message: `Reply ${saves}` },
        });
        outcomes.push(reply.status === 200 ? 'ok' : `reply ${reply.status} ${reply.body.slice(0, 80)}`);
        if (reply.status === 200)
          sentIds.add((JSON.parse(reply.body) as { message: { id: number } }).message.id);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const load = Promise.all([...Array.from({ length: 12 }, (_, v) => visitor(v)), operator()]);

    const exitCodes: (number | null)[] = [];
    for (let i = 0; i < fleet.instances.length; i++) {
      const instance = fleet.instances[i];
      if (!instance) continue;
      instance.child.kill('SIGTERM');
      exitCodes.push(await instance.exited);
      await fleet.start(i);
      await fleet.untilRouted(i);
    }
    loading = false;
    await load;
    // No push lost: after every save, each socket heard a push or opened anew (and so reloaded).
    const lastSave = Math.max(...savedAt);
    await until(
      'every socket told of the last save, and holding every reply',
      () =>
        sockets.every(
          (s) =>
            s.state.settingsNewsAt.some((t) => t >= lastSave) &&
            [...sentIds].every((id) => s.state.messageIds.has(id)),
        ),
      5000,
    );
    for (const at of savedAt) {
      for (const s of sockets) expect(s.state.settingsNewsAt.some((t) => t >= at)).toBe(true);
    }
    // What each page shows at the end. Its reload after a push may reach an instance the change has not
    // reached yet (NOTIFY reaches the instances one by one); the version it names makes that one catch up.
    await new Promise((r) => setTimeout(r, 1000));
    const stale = sockets.filter((s) => s.state.names.join() !== lastNames.join()).length;
    const fresh = JSON.parse((await send('GET', site('/api/prizes'))).body) as { normal: { name: string }[] };
    expect(fresh.normal.map((slot) => slot.name)).toEqual(lastNames);
    for (const s of sockets) s.stop();

    const failed = outcomes.filter((o) => o !== 'ok');
    const reconnects = sockets.map((s) => s.state.opens - 1);
    console.log(
      `rolling restart: ${outcomes.length} requests, ${failed.length} failed; exit codes ${exitCodes.join(', ')}; ` +
        `socket reconnects ${reconnects.join(', ')}; close codes ${sockets.map((s) => s.state.closes.join('/')).join(', ')}; ` +
        `${saves} saves and ${sentIds.size} replies during the restarts, all heard or caught up; ` +
        `${stale} of ${sockets.length} pages left showing the names before the last save`,
    );
    expect(failed).toEqual([]);
    expect(exitCodes).toEqual([0, 0, 0]);
    expect(stale).toBe(0);
    // Each socket was on some instance, so each was closed by a restart at least once and came back.
    for (const s of sockets) {
      expect(s.state.opens).toBeGreaterThanOrEqual(2);
      expect(s.state.closes.every((code) => code === 1012)).toBe(true);
    }
  }, 240_000);
});
