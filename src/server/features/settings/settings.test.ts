import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { settings } from '../../db/schema';
import { itOnPostgres } from '#tests/support/postgres-only';

const SIX = ['One', 'Two', 'Three', 'FREE 4', 'Five', 'Six'];

/** A socket as nextMessage listens to it (the test's, or ws's own at onInit). */
interface Listenable {
  on: (event: 'message', listener: (data: Buffer) => void) => unknown;
  off: (event: 'message', listener: (data: Buffer) => void) => unknown;
}

/** Resolves with the next message of the given type a socket receives. */
function nextMessage(ws: Listenable, type: string, timeoutMs = 3000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type !== type) return;
      clearTimeout(timer);
      ws.off('message', onMessage);
      resolve(message);
    };
    ws.on('message', onMessage);
  });
}

describe('settings sync', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const save = (payload: unknown, withCookie = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/save',
      payload: payload as object,
      headers: withCookie ? { cookie } : {},
    });
  const loadAll = async () =>
    t.app
      .inject('/api/sync/load-all')
      .then((r) => r.json<{ success: boolean; settings: Record<string, Record<string, string>> }>());
  const storedRows = async () => (await t.app.db.select().from(settings)).length;

  it('serves the default prize names under dev_general and the notice defaults before anything is saved', async () => {
    const body = await loadAll();
    expect(body.success).toBe(true);
    expect(JSON.parse(body.settings.dev_general?.customPrizeNames ?? '')).toEqual(DEFAULT_PRIZE_NAMES.normal);
    expect(JSON.parse(body.settings.dev_general?.customSuperPrizeNames ?? '')).toEqual(
      DEFAULT_PRIZE_NAMES.super,
    );
    expect(JSON.parse(body.settings.general?.spinNoticeSettings ?? '')).toEqual({
      showSpinNotice: false,
      spinNoticeText: '',
      spinNoticeColor: '#FF6B35',
      spinNoticeBg: '#1F2937',
    });
  });

  it('refuses writes without an admin session', async () => {
    const res = await save({ key: 'customPrizeNames', value: JSON.stringify(SIX) }, false);
    expect(res.statusCode).toBe(401);
    expect(await storedRows()).toBe(0);
  });

  it('saves prize names in both body shapes, stored once under dev_general', async () => {
    expect((await save({ key: 'customPrizeNames', value: JSON.stringify(SIX) })).statusCode).toBe(200);
    const res = await save({
      pageType: 'dev_general',
      dataKey: 'customSuperPrizeNames',
      dataValue: [...SIX].reverse(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const body = await loadAll();
    expect(JSON.parse(body.settings.dev_general?.customPrizeNames ?? '')).toEqual(SIX);
    expect(JSON.parse(body.settings.dev_general?.customSuperPrizeNames ?? '')).toEqual([...SIX].reverse());
    expect(body.settings.general?.customSuperPrizeNames).toBe(
      body.settings.dev_general?.customSuperPrizeNames,
    );
    const rows = await t.app.db.select().from(settings);
    expect(rows.filter((r) => r.key === 'customPrizeNames').map((r) => r.pageType)).toEqual(['dev_general']);
    // The wheel's prize list follows.
    const prizes = await t.app.inject('/api/prizes');
    expect(prizes.json<{ normal: { name: string }[] }>().normal.map((p) => p.name)).toEqual(SIX);
  });

  it('refuses bad prize lists, bad notices and unknown keys with 400, changing nothing', async () => {
    const before = await loadAll();
    const rowsBefore = await storedRows();
    const cases: [unknown, RegExp][] = [
      [{ key: 'customPrizeNames', value: JSON.stringify(SIX.slice(0, 5)) }, /Exactly 6/],
      [{ key: 'customPrizeNames', value: JSON.stringify([...SIX, 'Seven']) }, /Exactly 6/],
      [{ key: 'customPrizeNames', value: JSON.stringify([1, 2, 3, 4, 5, 6]) }, /text/],
      [{ key: 'customPrizeNames', value: JSON.stringify(['a', 'b', 'c', 'd', 'e', ' ']) }, /empty/],
      [
        { key: 'customSuperPrizeNames', value: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'x'.repeat(41)]) },
        /40/,
      ],
      [{ key: 'customPrizeNames', value: 'not json' }, /valid JSON/],
      [{ key: 'customPrizeNames', value: { a: 1 } }, /Exactly 6|array/],
      [{ key: 'somethingElse', value: '{}' }, /Unknown setting/],
      [{ pageType: 'dev_general', dataKey: 'landingPageBuilder', dataValue: '{}' }, /Unknown setting/],
      [
        { pageType: 'nope', dataKey: 'customPrizeNames', dataValue: JSON.stringify(SIX) },
        /Unknown page type/,
      ],
      [
        {
          key: 'spinNoticeSettings',
          value: {
            showSpinNotice: true,
            spinNoticeText: 'hi',
            spinNoticeColor: 'orange',
            spinNoticeBg: '#000',
          },
        },
        /hex/,
      ],
      [{ value: 'x' }, /key, value/],
      [{ key: 'customPrizeNames', value: 5 }, /^value must be a JSON string, an array or an object$/],
      [{ key: 'cust\u0000omPrizeNames', value: '[]' }, /^key cannot contain control characters/],
      [
        { key: 'landingPageBuilder', value: { title: 'a\u0000b' } },
        /value\.title cannot contain control characters/,
      ],
      [{ key: 'landingPageBuilder', value: { '\u0007': 1 } }, /key with control characters/],
      [
        { key: 'landingPageBuilder', value: JSON.parse('['.repeat(40) + ']'.repeat(40)) },
        /value must be a JSON object|nested too deeply/,
      ],
      [
        { key: 'customPrizeNames', value: ['A', 'B', 'C', 'D', 'E', 'F\uD800'] },
        /value\[5\] cannot contain control characters or invalid Unicode/,
      ],
      [{ key: 'x', value: '[]', dataKey: 'y' }, /key, value/],
    ];
    for (const [payload, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await storedRows()).toBe(rowsBefore);
    expect(await loadAll()).toEqual(before);
  });

  it('reads stored values that break the rule as the defaults', async () => {
    const { putSetting } = await import('../../plugins/settings.repository');
    await putSetting(t.app.db, 'dev_general', 'customSuperPrizeNames', '["only one"]', t.clock.now());
    // As a write by another instance (or by hand) is announced.
    await t.app.realtime.publish({ type: 'settings_changed', key: 'customSuperPrizeNames', version: 0 });
    const body = await loadAll();
    expect(JSON.parse(body.settings.dev_general?.customSuperPrizeNames ?? '')).toEqual(
      DEFAULT_PRIZE_NAMES.super,
    );
  });

  it('reads a value stored before invisible characters were refused without them, not as the default', async () => {
    const { putSetting } = await import('../../plugins/settings.repository');
    const stored = ['One\u200B', 'Two\u202E', '👩‍💻 Three', 'Four', 'Five\u00AD', 'Six'];
    await putSetting(t.app.db, 'dev_general', 'customSuperPrizeNames', JSON.stringify(stored), t.clock.now());
    await t.app.realtime.publish({ type: 'settings_changed', key: 'customSuperPrizeNames', version: 0 });
    const body = await loadAll();
    expect(JSON.parse(body.settings.dev_general?.customSuperPrizeNames ?? '')).toEqual([
      'One',
      'Two',
      '👩‍💻 Three',
      'Four',
      'Five',
      'Six',
    ]);
    // Input is refused, not cleaned.
    const res = await save({ key: 'customSuperPrizeNames', value: JSON.stringify(stored) });
    expect(res.statusCode).toBe(400);
  });

  it('loads one page type, and 404s an unknown one', async () => {
    const res = await t.app.inject('/api/sync/load/dev_general');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ settings: object }>().settings).sort()).toEqual([
      'customPrizeNames',
      'customSuperPrizeNames',
    ]);
    expect((await t.app.inject('/api/sync/load/unknown')).statusCode).toBe(404);
  });

  it('answers 304 to a matching If-None-Match, and 200 again after a change', async () => {
    for (const url of ['/api/sync/load-all', '/api/prizes', '/api/sync/load/general']) {
      const first = await t.app.inject(url);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
    const first = await t.app.inject('/api/prizes');
    await save({ key: 'customPrizeNames', value: JSON.stringify(['N1', 'N2', 'N3', 'N4', 'N5', 'N6']) });
    const changed = await t.app.inject({
      url: '/api/prizes',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('pushes settings_changed to every /ws client on a write', async () => {
    const a = await t.app.injectWS('/ws');
    const b = await t.app.injectWS('/ws');
    try {
      const gotA = nextMessage(a, 'settings_changed');
      const gotB = nextMessage(b, 'settings_changed');
      await save({ key: 'customSuperPrizeNames', value: JSON.stringify(SIX) });
      const pushed = { type: 'settings_changed', key: 'customSuperPrizeNames', version: expect.any(Number) };
      expect(await gotA).toEqual(pushed);
      expect(await gotB).toEqual(pushed);
    } finally {
      a.terminate();
      b.terminate();
    }
  });

  // Scale-out: runs where instances can share a database (CI runs the suite on PostgreSQL too).
  itOnPostgres('pushes a write on one instance to sockets on another (LISTEN/NOTIFY)', async () => {
    const other = await t.secondInstance();
    const socket = await other.injectWS('/ws');
    try {
      const got = nextMessage(socket, 'settings_changed');
      await save({ key: 'customPrizeNames', value: JSON.stringify(SIX) });
      expect(await got).toEqual({
        type: 'settings_changed',
        key: 'customPrizeNames',
        version: expect.any(Number),
      });
    } finally {
      socket.terminate();
    }
  });

  it('answers from memory: a visit does not reach the database, a write shows at once', async () => {
    const urls = [
      '/api/prizes',
      '/api/sync/load-all',
      '/api/sync/load/general',
      '/api/draw-history?page=1&pageSize=10',
    ];
    // The first read builds each answer (the draw history's from the database) ...
    for (const url of urls) expect((await t.app.inject(url)).statusCode).toBe(200);
    // ... the next ones come from memory.
    const spy = vi.spyOn(t.app.db, 'select');
    try {
      for (const url of urls) {
        await t.app.inject(url);
        await t.app.inject(url);
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    const names = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'];
    await save({ key: 'customPrizeNames', value: JSON.stringify(names) });
    const prizes = await t.app.inject('/api/prizes');
    expect(prizes.json<{ normal: { name: string }[] }>().normal.map((p) => p.name)).toEqual(names);
  });

  itOnPostgres('never lets a second instance serve a stale value after its push has arrived', async () => {
    const other = await t.secondInstance();
    const socket = await other.injectWS('/ws');
    try {
      for (const round of [1, 2, 3]) {
        // Warm the other instance's cache with the current value.
        await other.inject('/api/prizes');
        await other.inject('/api/sync/load-all');
        const names = ['A', 'B', 'C', 'D', 'E', `Round ${round}`];
        const pushed = nextMessage(socket, 'settings_changed');
        await save({ key: 'customPrizeNames', value: JSON.stringify(names) });
        await pushed;
        // The push is sent after the instance dropped its cached answers: the next read is fresh.
        const prizes = await other.inject('/api/prizes');
        expect(prizes.json<{ normal: { name: string }[] }>().normal.map((p) => p.name)).toEqual(names);
        const all = await other.inject('/api/sync/load-all');
        expect(
          JSON.parse(
            all.json<{ settings: { dev_general: { customPrizeNames: string } } }>().settings.dev_general
              .customPrizeNames,
          ),
        ).toEqual(names);
      }
    } finally {
      socket.terminate();
    }
  });

  // A page reloads a view when it hears a push; behind a balancer the reload may reach an instance whose
  // own announcement is still on its way. The page names the newest version it heard, and an instance
  // that has not applied it reads the settings again before answering.
  describe('a read naming a settings version', () => {
    const prizeNames = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ url: '/api/prizes', headers }))
        .json<{ normal: { name: string }[] }>()
        .normal.map((p) => p.name);

    it('is answered with that version even before this instance heard of it', async () => {
      const { saveSetting } = await import('../../plugins/settings.repository');
      const before = await prizeNames();
      const etag = String((await t.app.inject('/api/prizes')).headers.etag);
      const names = ['Ahead 1', 'Ahead 2', 'Ahead 3', 'Ahead 4', 'Ahead 5', 'Ahead 6'];
      // Saved as another instance saves it, its announcement not yet arrived here.
      const { versionId: version } = await saveSetting(t.app.db, {
        pageType: 'dev_general',
        key: 'customPrizeNames',
        value: JSON.stringify(names),
        at: t.clock.now(),
        ip: '127.0.0.1',
        adminSessionId: null,
      });
      // This instance is behind: a read without a version is answered from its memory.
      expect(await prizeNames()).toEqual(before);
      const read = await t.app.inject({
        url: '/api/prizes',
        headers: { 'x-settings-version': String(version), 'if-none-match': etag },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<{ normal: { name: string }[] }>().normal.map((p) => p.name)).toEqual(names);
      // Every view of the setting follows, with or without the version.
      expect(await prizeNames()).toEqual(names);
      const all = await loadAll();
      expect(JSON.parse(all.settings.dev_general?.customPrizeNames ?? '')).toEqual(names);
    });

    /** A socket and its hello, listened for before the upgrade completes (it is the first frame). */
    const openSocket = async () => {
      let hello: Promise<Record<string, unknown>> | undefined;
      const socket = await t.app.injectWS(
        '/ws',
        {},
        {
          onInit: (ws) => {
            hello = nextMessage(ws, 'hello');
          },
        },
      );
      if (!hello) throw new Error('the socket was not initialised');
      return { socket, hello: await hello };
    };

    it('is told the version by the socket: in its hello and in every settings push', async () => {
      const { socket, hello } = await openSocket();
      try {
        expect(hello.version).toEqual(expect.any(Number));
        const pushed = nextMessage(socket, 'settings_changed');
        await save({ key: 'customPrizeNames', value: JSON.stringify(SIX) });
        const push = await pushed;
        expect(push).toEqual({
          type: 'settings_changed',
          key: 'customPrizeNames',
          version: expect.any(Number),
        });
        expect(push.version).toBeGreaterThan(hello.version as number);
        // A socket opened now is told the newest version in its hello.
        const later = await openSocket();
        later.socket.terminate();
        expect(later.hello.version).toBe(push.version);
      } finally {
        socket.terminate();
      }
    });

    it('that is not a version is ignored, never a failure', async () => {
      const names = await prizeNames();
      for (const value of ['abc', '-1', '0', '1.5', '1e400', '99999999999999999999', '', ' 7 ']) {
        expect(await prizeNames({ 'x-settings-version': value }), value).toEqual(names);
      }
      // One that has not been saved yet (a client's guess) reads the database again and answers.
      expect(await prizeNames({ 'x-settings-version': String(Number.MAX_SAFE_INTEGER) })).toEqual(names);
    });

    it('costs a burst naming a version never saved one shared reload, not one each', async () => {
      const spy = vi.spyOn(t.app.db, 'select');
      try {
        const answers = await Promise.all(
          Array.from({ length: 200 }, () =>
            t.app.inject({ url: '/api/prizes', headers: { 'x-settings-version': '9007199254740991' } }),
          ),
        );
        expect(answers.every((a) => a.statusCode === 200)).toBe(true);
        // A reload reads the newest version and then the rows: one reload under way and one after it.
        expect(spy.mock.calls.length).toBeGreaterThan(0);
        expect(spy.mock.calls.length).toBeLessThanOrEqual(4);
      } finally {
        spy.mockRestore();
      }
    });

    // A client that names a version never saved, again and again (3,745 → 475 loads/s, a scan of the
    // settings each time, before): the versions are looked up, the settings are not read again.
    it('costs a flood naming versions never saved no reload of the settings', async () => {
      type Query = (text: unknown, ...rest: unknown[]) => Promise<unknown>;
      const client = (t.app.db as unknown as { $client: { query: Query } }).$client;
      const original = client.query;
      const sent: string[] = [];
      client.query = function (this: unknown, text, ...rest) {
        sent.push(typeof text === 'string' ? text : ((text as { text?: string }).text ?? ''));
        return original.call(this, text, ...rest);
      };
      const forced = { 'x-settings-version': '9999999999' };
      try {
        for (let i = 0; i < 10; i++) {
          expect((await t.app.inject({ url: '/api/sync/load-all', headers: forced })).statusCode).toBe(200);
        }
        const burst = await Promise.all(
          Array.from({ length: 100 }, () => t.app.inject({ url: '/api/prizes', headers: forced })),
        );
        expect(burst.every((a) => a.statusCode === 200)).toBe(true);
      } finally {
        client.query = original;
      }
      const reloads = sent.filter((text) => /from "settings"/.test(text));
      const looks = sent.filter((text) => /from "setting_versions"/.test(text));
      expect(reloads).toEqual([]);
      // One look for each of the ten in turn at most, and for the burst one under way and one after it.
      expect(looks.length).toBeLessThanOrEqual(12);
    });

    itOnPostgres('right after a save on one instance reaches the save on another', async () => {
      const other = await t.secondInstance();
      const socket = await t.app.injectWS('/ws');
      try {
        for (const round of [1, 2, 3, 4, 5]) {
          await other.inject('/api/prizes');
          const names = ['P', 'Q', 'R', 'S', 'T', `Round ${round}`];
          const pushed = nextMessage(socket, 'settings_changed');
          await save({ key: 'customPrizeNames', value: JSON.stringify(names) });
          // The page on this instance hears the push and reloads; the balancer sends it to the other.
          const { version } = await pushed;
          const read = await other.inject({
            url: '/api/prizes',
            headers: { 'x-settings-version': String(version) },
          });
          expect(read.json<{ normal: { name: string }[] }>().normal.map((p) => p.name)).toEqual(names);
        }
      } finally {
        socket.terminate();
      }
    });
  });

  it('audits settings writes', async () => {
    const { auditLog } = await import('../../db/schema');
    const rows = (await t.app.db.select().from(auditLog)).filter((r) => r.action === 'settings.save');
    expect(rows.map((r) => r.target)).toContain('dev_general.customPrizeNames');
  });
});
