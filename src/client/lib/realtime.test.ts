import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_ADMIN_SESSION_ENDED, CLOSE_SERVICE_RESTART } from '#shared/api/realtime';
import { createRealtime, type Heard, type Realtime } from './realtime';
import { list as prizes } from '#shared/endpoints/prizes-public';
import { use } from '#shared/endpoints/promo-public';
import { call } from './api-client';

/** A stand-in for the browser's WebSocket that the test opens, messages and closes by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  /** Opens as the server opens it: the hello, with the settings version it holds, is the first frame. */
  open(version = 0) {
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'hello', version }) });
  }
}

const last = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

describe('realtime settings', () => {
  let queryClient: QueryClient;
  let invalidated: unknown[][];
  /** The tab's socket, as RealtimeProvider makes it. */
  let realtime: Realtime;
  const connectRealtime = (client: QueryClient) => {
    realtime = createRealtime(client);
    return realtime.start();
  };
  /** Counts the 'reopened' events a listener hears; returns the unsubscribe. */
  const onReconnect = (listener: () => void) =>
    realtime.listen((message) => {
      if (message.type === 'reopened') listener();
    });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', {
      location: { protocol: 'https:', host: 'draw.example' },
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
    });
    vi.spyOn(Math, 'random').mockReturnValue(1); // backoff without jitter: 1 s, 2 s, 4 s ...
    queryClient = new QueryClient();
    invalidated = [];
    for (const key of [
      ['/api/prizes'],
      ['/api/sync/load-all'],
      ['/api/spinning-notice/load'],
      ['/api/draw-history'],
    ]) {
      queryClient.setQueryData(key, {});
    }
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
      const predicate = filters?.predicate;
      invalidated.push(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((q) => predicate?.(q) ?? true)
          .map((q) => q.queryKey[0]),
      );
      return Promise.resolve();
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('connects to /ws on the same host and refreshes the queries that show the pushed setting', () => {
    const stop = connectRealtime(queryClient);
    expect(last().url).toBe('wss://draw.example/ws');
    last().onopen?.();
    expect(invalidated).toEqual([]);
    last().onmessage?.({ data: JSON.stringify({ type: 'hello', version: 0 }) });
    // What the page loaded before the socket opened may have changed unheard: every settings view, once,
    // at the hello (whose settings version the reloads name).
    expect(invalidated).toEqual([['/api/prizes', '/api/sync/load-all', '/api/spinning-notice/load']]);
    invalidated = [];
    last().onmessage?.({ data: JSON.stringify({ type: 'settings_changed', key: 'customPrizeNames' }) });
    expect(invalidated).toEqual([['/api/prizes', '/api/sync/load-all']]);
    last().onmessage?.({ data: JSON.stringify({ type: 'settings_changed', key: 'spinNoticeSettings' }) });
    expect(invalidated.at(-1)).toEqual(['/api/sync/load-all', '/api/spinning-notice/load']);
    // The spin page refreshes its history when the wheel stops; a push must not reveal a result mid-spin.
    last().onmessage?.({ data: JSON.stringify({ type: 'draws_changed' }) });
    last().onmessage?.({ data: 'not json' });
    expect(invalidated).toHaveLength(2);
    stop();
    expect(last().closed).toBe(true);
  });

  it('polls every 30 s while the socket is down and reconnects with growing delays', () => {
    const stop = connectRealtime(queryClient);
    last().open();
    last().onclose?.({ code: 1006 });
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2); // first retry after 1 s
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3); // then 2 s
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(4000);
    expect(FakeSocket.all).toHaveLength(4); // then 4 s
    last().onclose?.({ code: 1006 });
    // The fallback poll started with the first drop; 30 s later it has refreshed once.
    invalidated = [];
    vi.advanceTimersByTime(30_000 - 7000);
    expect(invalidated.length).toBeGreaterThanOrEqual(1);

    // Back online: settings are refreshed once (they may have changed), and polling stops.
    vi.advanceTimersByTime(8000);
    invalidated = [];
    last().open();
    expect(invalidated).toHaveLength(1);
    invalidated = [];
    vi.advanceTimersByTime(120_000);
    expect(invalidated).toEqual([]);
    stop();
  });

  it('hands every pushed message to the listeners, a chat push unread for the chat code', () => {
    const heard: unknown[] = [];
    const stop = connectRealtime(queryClient);
    last().open();
    const unsubscribe = realtime.listen((message: Heard) => heard.push(message));
    const message = {
      id: 7,
      sessionId: 'a'.repeat(24),
      senderName: 'Support',
      message: 'Hello',
      isAdmin: true,
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    last().onmessage?.({ data: JSON.stringify({ type: 'chat_message', message }) });
    last().onmessage?.({ data: JSON.stringify({ type: 'not_ours', message }) });
    expect(heard).toEqual([
      { type: 'chat', data: { type: 'chat_message', message } },
      { type: 'chat', data: { type: 'not_ours', message } },
    ]);
    unsubscribe();
    last().onmessage?.({ data: JSON.stringify({ type: 'draws_changed' }) });
    expect(heard).toHaveLength(2);
    stop();
  });

  it('reopens the socket for a chat subscription and tells the listeners to catch up on reconnects', () => {
    let catchUps = 0;
    const stop = connectRealtime(queryClient);
    const unsubscribe = onReconnect(() => (catchUps += 1));
    last().open();
    expect(catchUps).toBe(0); // the first open is not a reconnect

    realtime.subscribeChat('abc_DEF-123456789012345');
    const first = FakeSocket.all[0];
    expect(first?.closed).toBe(true);
    expect(last().url).toBe('wss://draw.example/ws?chatSessionId=abc_DEF-123456789012345');
    // The old socket's close must not start a second reconnect loop.
    first?.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    invalidated = [];
    last().open();
    expect(catchUps).toBe(1);
    // Pushes sent while the new subscription's socket was opening were missed, settings ones too.
    expect(invalidated).toHaveLength(1);

    // A drop and its reconnect keep the subscription and catch up again.
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    expect(last().url).toContain('?chatSessionId=abc_DEF-123456789012345');
    last().open();
    expect(catchUps).toBe(2);

    realtime.subscribeChat(null);
    expect(last().url).toBe('wss://draw.example/ws');
    unsubscribe();
    stop();
  });

  it('re-checks the admin session when the server closes the socket because the session ended', () => {
    const recheck = { queryKey: ['/api/admin/session'] };
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = connectRealtime(queryClient);
    last().open();
    // A network drop says nothing about the session.
    last().onclose?.({ code: 1006 });
    expect(invalidate).not.toHaveBeenCalledWith(recheck);
    vi.advanceTimersByTime(1000);
    last().open();

    last().onclose?.({ code: CLOSE_ADMIN_SESSION_ENDED });
    expect(invalidate).toHaveBeenCalledWith(recheck);
    // Back soon, as a visitor's socket: the first retry's delay, not a growing one.
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(3);
    stop();
  });

  it('reconnects within 250 ms when the server restarts (1012), then refreshes and catches up as after any drop', () => {
    let catchUps = 0;
    const stop = connectRealtime(queryClient);
    const unsubscribe = onReconnect(() => (catchUps += 1));
    last().open();
    last().onclose?.({ code: CLOSE_SERVICE_RESTART });
    // A spread of up to 250 ms (Math.random() is 1 here), not the backoff's first second.
    vi.advanceTimersByTime(249);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    invalidated = [];
    last().open();
    expect(catchUps).toBe(1);
    expect(invalidated).toEqual([['/api/prizes', '/api/sync/load-all', '/api/spinning-notice/load']]);

    // A lone instance that went away for good: its socket cannot reconnect, and the usual backoff starts
    // at its first step.
    last().onclose?.({ code: CLOSE_SERVICE_RESTART });
    vi.advanceTimersByTime(250);
    expect(FakeSocket.all).toHaveLength(3);
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(4);
    unsubscribe();
    stop();
  });

  it('polls when the browser refuses the socket outright (a CSP that does not let it open)', () => {
    vi.stubGlobal(
      'WebSocket',
      vi.fn(function refused() {
        throw new Error('SecurityError: The operation is insecure.');
      }),
    );
    const stop = connectRealtime(queryClient);
    vi.advanceTimersByTime(30_000);
    expect(invalidated.length).toBeGreaterThan(0);
    stop();
  });

  it('reopens the socket on demand (a login or logout changes who it is), keeping the subscription', () => {
    const stop = connectRealtime(queryClient);
    last().open();
    realtime.subscribeChat('abc_DEF-123456789012345');
    last().open();
    const before = last();
    realtime.reopen();
    expect(before.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(3);
    expect(last().url).toBe('wss://draw.example/ws?chatSessionId=abc_DEF-123456789012345');
    realtime.subscribeChat(null);
    stop();
    // Stopped: nothing left to reopen.
    realtime.reopen();
    expect(FakeSocket.all).toHaveLength(4);
  });

  // Behind a balancer the next read may reach an instance the change has not reached yet: it reads the
  // settings again when the request names a newer version than it holds (decision 0024).
  it('names the newest settings version heard, from a hello or a push, in the requests that follow', async () => {
    const named: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        named.push(new Headers(init.headers).get('x-settings-version'));
        return Promise.resolve(new Response('{}'));
      }),
    );
    const stop = connectRealtime(queryClient);
    await call(prizes);
    last().open(40);
    await call(prizes);
    last().onmessage?.({
      data: JSON.stringify({ type: 'settings_changed', key: 'prizeValues', version: 41 }),
    });
    await call(use, { body: { code: 'ABC' } });
    // A hello from an instance holding less (reached after a restart) does not lower it.
    realtime.reopen();
    last().open(39);
    await call(prizes);
    expect(named).toEqual([null, '40', '41', '41']);
    stop();
  });

  // Each provider holds its own socket, listeners and subscription: nothing is kept in module state, so a
  // second app (or a test) never hears, reopens or subscribes the first one's socket.
  it('keeps every socket state inside its own realtime, none in the module', () => {
    const stopFirst = connectRealtime(queryClient);
    const first = realtime;
    const firstSocket = last();
    firstSocket.open();
    const heardByFirst: string[] = [];
    const unsubscribe = first.listen((message) => heardByFirst.push(message.type));

    const stopSecond = connectRealtime(new QueryClient());
    const secondSocket = last();
    secondSocket.open();
    realtime.subscribeChat('abc_DEF-123456789012345');
    realtime.reopen();
    expect(firstSocket.closed).toBe(false);
    expect(last().url).toBe('wss://draw.example/ws?chatSessionId=abc_DEF-123456789012345');
    last().onmessage?.({ data: JSON.stringify({ type: 'draws_changed' }) });
    expect(heardByFirst).toEqual([]);

    // The first socket's own reopen keeps its own (empty) subscription.
    first.reopen();
    expect(last().url).toBe('wss://draw.example/ws');
    unsubscribe();
    stopFirst();
    stopSecond();
  });
});
