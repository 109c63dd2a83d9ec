// GET /metrics, as an operator's Prometheus scrapes it: the business figures move with what happened, no
// request can add a series, the token is the only way in, and every answer carries its request id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '#shared/admin-auth';
import { PROMO_GUESS_LIMIT } from '#shared/promo-status';
import { CHAT_ADDRESS_LIMIT } from '#server/features/chat/chat-budgets';
import {
  adminSession,
  createPromoCode,
  createWin,
  payWin,
  setDefaultLanguage,
  startChat,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const TOKEN = 'a-scrape-token-of-the-operators-0123';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The sample lines of a scrape: one per series (comments left out). */
const seriesOf = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

/** The value of one series, e.g. spins_total{result="won"}; undefined when the scrape has no such line. */
function valueOf(text: string, series: string): number | undefined {
  const line = seriesOf(text).find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Polls `check` until it holds, for up to 10 s: what another instance would hear comes a moment later. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let addresses = 0;
/** A visitor's address of its own: the guess budget counts per address, and is not what is tested here. */
const nextIp = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  let admin: ApiAdmin;

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const spin = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code }, remoteAddress: nextIp() });

  it('answers the right token in the Prometheus text format, with the process figures', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'http_request_duration_seconds_bucket',
      'ws_connections',
      'db_pool_waiting',
      'settings_reloads_total',
      'deposits_recorded_total',
    ]) {
      expect(res.body, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
    }
  });

  it('follows the naming rules promtool checks: a counter ends in _total, nothing else does, each has help', async () => {
    const text = await scrape();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name = '', type = '']) => ({
      name,
      type,
    }));
    expect(types.length).toBeGreaterThan(20);
    const wrong = types.filter(({ name, type }) => (type === 'counter') !== name.endsWith('_total'));
    expect(wrong).toEqual([]);
    const helped = new Set([...text.matchAll(/^# HELP (\S+) \S/gm)].map(([, name]) => name));
    expect(types.filter(({ name }) => !helped.has(name))).toEqual([]);
  });

  it("tells the database's waiting queue: the pool's on PostgreSQL, the embedded database's queue on PGlite", async () => {
    const text = await scrape();
    expect(valueOf(text, 'db_pool_waiting')).toBe(0);
    if (t.app.database.kind === 'postgres') {
      expect(valueOf(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'db_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(text).not.toContain('pglite_queue_wait_seconds');
    } else {
      expect(valueOf(text, 'pglite_queue_wait_seconds_count')).toBeGreaterThan(0);
      expect(text).not.toContain('db_pool_connections');
    }
  });

  it('counts a spin that wins as one more spins_total{result="won"}', async () => {
    const { code } = await createPromoCode(admin);
    const before = valueOf(await scrape(), 'spins_total{result="won"}');
    expect(before).toBe(0);
    expect((await spin(code)).statusCode).toBe(200);
    const after = await scrape();
    expect(valueOf(after, 'spins_total{result="won"}')).toBe(1);
    // Asked again, the code is used: that spin is no second win.
    expect((await spin(code)).statusCode).toBe(409);
    const again = await scrape();
    expect(valueOf(again, 'spins_total{result="won"}')).toBe(1);
    expect(valueOf(again, 'spins_total{result="used"}')).toBe(1);
  });

  it('counts a wrong code as result="unknown", and every wrong code asked for, checked or spun', async () => {
    const figures = async () => {
      const text = await scrape();
      return [valueOf(text, 'spins_total{result="unknown"}'), valueOf(text, 'promo_wrong_codes_total')];
    };
    const [unknown = NaN, wrong = NaN] = await figures();
    expect((await spin('NOSUCHCODE1')).statusCode).toBe(404);
    expect(await figures()).toEqual([unknown + 1, wrong + 1]);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/validate-promo',
      payload: { code: 'NOSUCHCODE2' },
      remoteAddress: nextIp(),
    });
    expect(check.statusCode).toBe(404);
    expect(await figures()).toEqual([unknown + 1, wrong + 2]);
  });

  it('adds no series for 1,000 distinct wrong codes nor for 1,000 distinct unknown paths', async () => {
    // Each kind once first, so the series they fall under exist before counting.
    await spin('WARMUP00');
    await t.app.inject({ url: '/no/such/page/warmup' });
    // And a scrape: the scrape is counted as a request too, once it is answered.
    await scrape();
    // The process's own figures (nodejs_*, process_*) gain a series when, say, the garbage collector
    // first runs a major collection: that is the runtime's, not a request's, and is left out.
    const ours = (text: string) => seriesOf(text).filter((line) => !/^(nodejs|process)_/.test(line));
    const before = ours(await scrape());
    for (let i = 0; i < 1000; i++) {
      expect((await spin(`WRONG${String(i).padStart(4, '0')}X`)).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/no/such/page/${i}?q=${i}` })).statusCode).toBe(404);
    }
    const text = await scrape();
    const after = ours(text);
    // The scrape itself is one more observation of a series that already existed.
    expect(after.length).toBe(before.length);
    expect(text).not.toMatch(/WRONG|no\/such/);
    expect(after.join('\n')).toContain('route="unmatched"');
  });

  it('labels a request by its route template, never by its URL', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/promo-codes/123456',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    const text = await scrape();
    expect(text).toContain('route="/api/admin/promo-codes/:id"');
    expect(text).not.toContain('123456');
  });

  it('counts a paid claim, a stored chat message of each side and a deposit recorded', async () => {
    const claim = await createWin(admin);
    const chat = await startChat(t.app, { message: 'hello', senderName: 'Ali' });
    const before = await scrape();
    await payWin(admin, claim.drawId);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload: { sessionId: chat.sessionId, message: 'Hi Ali' },
      headers: admin.headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = await scrape();
    const moved = (series: string) => (valueOf(after, series) ?? NaN) - (valueOf(before, series) ?? NaN);
    expect(moved('claims_total{event="paid"}')).toBe(1);
    expect(moved('chat_messages_total{side="operator"}')).toBe(1);
    expect(valueOf(before, 'chat_messages_total{side="visitor"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'promo_codes_generated_total{source="form"}')).toBeGreaterThanOrEqual(2);
  });

  it('counts a login refused by its attempt budget as attempt_refusals_total{scope="login"}', async () => {
    const before = valueOf(await scrape(), 'attempt_refusals_total{scope="login"}') ?? NaN;
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'not the password at all' },
        remoteAddress: '10.66.0.1',
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    expect(valueOf(await scrape(), 'attempt_refusals_total{scope="login"}')).toBe(before + 1);
  });

  it('counts a guess and a chat message refused by their budgets under their scopes', async () => {
    const refusals = async () => {
      const text = await scrape();
      return {
        guess: valueOf(text, 'attempt_refusals_total{scope="guess"}') ?? NaN,
        chat: valueOf(text, 'attempt_refusals_total{scope="chat"}') ?? NaN,
      };
    };
    const before = await refusals();
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/validate-promo',
        payload: { code: `GUESS${i}XYZ` },
        remoteAddress: '10.66.0.2',
      });
    for (let i = 0; i < PROMO_GUESS_LIMIT; i++) expect((await guess(i)).statusCode).toBe(404);
    expect((await guess(PROMO_GUESS_LIMIT)).statusCode).toBe(429);
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/chat/send', payload, remoteAddress: '10.66.0.3' });
    const first = await send({ message: 'hello' });
    expect(first.statusCode).toBe(201);
    const { sessionId } = first.json<{ sessionId: string }>();
    for (let i = 1; i < CHAT_ADDRESS_LIMIT.limit; i++)
      expect((await send({ sessionId, message: `message ${i}` })).statusCode).toBe(200);
    expect((await send({ sessionId, message: 'one too many' })).statusCode).toBe(429);
    expect(await refusals()).toEqual({ guess: before.guess + 1, chat: before.chat + 1 });
  });

  it('counts a batch as codes generated by source="batch", and the deposits typed in its rows', async () => {
    const figures = async () => {
      const text = await scrape();
      return [
        valueOf(text, 'promo_codes_generated_total{source="batch"}') ?? NaN,
        valueOf(text, 'deposits_recorded_total') ?? NaN,
      ];
    };
    const [codes = NaN, deposits = NaN] = await figures();
    const rows = [
      { customerName: 'Batch A', depositAmount: 100 },
      { customerName: 'Batch B' },
      { customerName: 'Batch C', depositAmount: 20.5 },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-batches',
      payload: { rows },
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await figures()).toEqual([codes + 3, deposits + 2]);
  });

  it('counts the open WebSockets by who holds them', async () => {
    const open = async () => {
      const text = await scrape();
      return [
        valueOf(text, 'ws_connections{kind="visitor"}'),
        valueOf(text, 'ws_connections{kind="operator"}'),
      ];
    };
    expect(await open()).toEqual([0, 0]);
    const visitor = await t.app.injectWS('/ws');
    const operator = await t.app.injectWS('/ws', { headers: admin.headers });
    expect(await open()).toEqual([1, 1]);
    visitor.terminate();
    await until(async () => (await open())[0] === 0);
    expect(await open()).toEqual([0, 1]);
    operator.terminate();
  });

  it('counts a reload of the settings after a change', async () => {
    const reloads = async () => valueOf(await scrape(), 'settings_reloads_total') ?? NaN;
    const before = await reloads();
    await setDefaultLanguage(admin, 'ms');
    await until(async () => (await reloads()) > before);
  });

  it('refuses a missing or wrong token with 401 and no figures', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({
        message: 'Send Authorization: Bearer <METRICS_TOKEN>',
        code: 'auth.required',
      });
      expect(res.body).not.toContain('spins_total');
    }
  });

  it('refuses a token in the query string with 400, even the right one, and shows no figures', async () => {
    for (const url of [`/metrics?token=${TOKEN}`, `/metrics?access_token=${TOKEN}`]) {
      for (const headers of [{}, bearer]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(400);
        expect(res.json<{ code: string }>().code).toBe('request.invalid');
        expect(res.body).not.toContain('spins_total');
      }
    }
  });
});

describe('GET /metrics on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN }, { embedded: true });
  });
  afterAll(() => t.close());

  const scrape = async () => (await t.app.inject({ url: '/metrics', headers: bearer })).body;

  it("tells the newest backup's time once there is one", async () => {
    expect(await scrape()).not.toMatch(/^backup_last_success_timestamp_seconds /m);
    const cookie = await t.login();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ createdAt: string }>();
    expect(valueOf(await scrape(), 'backup_last_success_timestamp_seconds')).toBe(
      Date.parse(made.createdAt) / 1000,
    );
  });

  it('tells how many statements wait for the database, and how long each waited for its turn', async () => {
    const waits = async () => valueOf(await scrape(), 'pglite_queue_wait_seconds_count') ?? NaN;
    const before = await waits();
    // Ten reads at once: the embedded database runs them one after another.
    await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: '/api/health' })));
    expect(await waits()).toBeGreaterThanOrEqual(before + 10);
    expect(valueOf(await scrape(), 'db_pool_waiting')).toBe(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 as for any unknown path, whatever the request sends', async () => {
    for (const headers of [{}, bearer, { authorization: 'Bearer ' }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('not_found');
    }
  });

  it('counts nothing, since nothing can read it, and a spin works as ever', async () => {
    const admin = await adminSession(t);
    const win = await createWin(admin);
    expect(win.promoCode).toMatch(/\S/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/use-promo',
      payload: { code: 'NO-SUCH-CODE-1' },
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(404);
    expect(await t.app.metrics.scrape()).toBe('');
    expect((await t.app.inject({ url: '/metrics', headers: bearer })).statusCode).toBe(404);
  });
});

describe('request ids and the liveness check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("echoes a balancer's well-formed x-request-id, on answers and errors alike", async () => {
    for (const url of ['/api/health', '/no/such/path', '/api/admin/promo-codes']) {
      const res = await t.app.inject({ url, headers: { 'x-request-id': 'lb-7f3a.42_x' } });
      expect(res.headers['x-request-id'], url).toBe('lb-7f3a.42_x');
    }
  });

  it('replaces an x-request-id too long or with other characters by a new one, never echoed', async () => {
    for (const sent of ['x'.repeat(129), 'a b', 'a"b', '../etc', 'id<script>', 'ü']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id'], sent).toMatch(uuid);
    }
    const a = await t.app.inject({ url: '/api/health' });
    const b = await t.app.inject({ url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('answers /api/health/live from the process alone, even while draining', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
    t.app.draining = true;
    try {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});
