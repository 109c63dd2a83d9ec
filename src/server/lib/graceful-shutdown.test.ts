// The shutdown of a listening app (README, Rolling restarts): health drains first, a request in flight
// finishes with its real answer and its push, new connections are refused, sockets close with 1012. Real
// sockets on a real port: inject() has no connections to drain.
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_SERVICE_RESTART } from '#shared/api/realtime';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { connectionRefused, slowRequest, until } from '#tests/support/slow-request';
import { gracefulShutdown, type Shutdown } from './graceful-shutdown';

describe('graceful shutdown', () => {
  let t: TestApp | undefined;
  let shutdown: Shutdown;
  let baseURL: string;

  const start = async (options: { drainMs: number; timeoutMs: number }) => {
    t = await createTestApp();
    shutdown = gracefulShutdown(t.app, options);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    return t;
  };
  afterEach(async () => {
    // The shutdown closed the app; closing it again only drops the test's database.
    await t?.close();
    t = undefined;
  });

  it('answers health 503 while still serving, finishes the request in flight with its push, refuses new connections, then closes sockets with 1012', async () => {
    const { login } = await start({ drainMs: 600_000, timeoutMs: 10_000 });
    const cookie = await login();
    const socket = new WebSocket(`${baseURL.replace('http', 'ws')}/ws`);
    const heard: string[] = [];
    socket.on('message', (data: Buffer) =>
      heard.push((JSON.parse(data.toString()) as { type: string }).type),
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
    await until(() => heard.includes('hello'), 'the socket to open');

    // A settings save whose body is still arriving when the signal comes.
    const save = slowRequest(
      baseURL,
      '/api/sync/save',
      JSON.stringify({ key: 'customPrizeNames', value: JSON.stringify(['A', 'B', 'C', 'D', 'E', 'F']) }),
      { cookie },
    );
    await until(() => shutdown.inFlight() === 1, 'the save to arrive');

    // A request whose headers are still arriving when the port closes.
    const late = net.connect(Number(new URL(baseURL).port), '127.0.0.1');
    let lateAnswer = '';
    late.on('data', (chunk: Buffer) => (lateAnswer += chunk.toString('latin1')));
    const lateEnded = new Promise((resolve) => late.once('close', resolve));
    late.write('GET /api/prizes HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const closing = shutdown();
    const health = await fetch(`${baseURL}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      ok: false,
      db: t?.app.database.kind,
      message: 'Draining: this instance is shutting down',
      draining: true,
    });
    // The balancer has not noticed yet: what it still sends here gets its real answer.
    expect((await fetch(`${baseURL}/api/prizes`)).status).toBe(200);

    // The drain wait is over (as if it had run its length): the port closes, the save is still going.
    void shutdown({ skipDrain: true });
    await until(() => connectionRefused(baseURL), 'new connections to be refused');
    expect(socket.readyState).toBe(WebSocket.OPEN);
    late.write('\r\n');
    await lateEnded;
    const [statusLine, ...headerLines] = (lateAnswer.split('\r\n\r\n')[0] ?? '').toLowerCase().split('\r\n');
    expect(statusLine).toBe('http/1.1 200 ok');
    expect(headerLines).toContain('connection: close');

    save.finish();
    const answer = await save.answer;
    expect(answer).toEqual({
      status: 200,
      // Sent after the port closed: the client is told not to send more on this connection.
      connection: 'close',
      body: JSON.stringify({ success: true, message: 'customPrizeNames saved' }),
    });
    expect(await closed).toBe(CLOSE_SERVICE_RESTART);
    // Its push reached the socket before the close.
    expect(heard).toContain('settings_changed');
    await closing;
  });

  it('skips the drain wait when asked (Ctrl-C)', async () => {
    await start({ drainMs: 600_000, timeoutMs: 10_000 });
    await shutdown({ skipDrain: true });
    expect(await connectionRefused(baseURL)).toBe(true);
  });

  it('cuts off a socket that does not answer the close (a phone asleep) instead of waiting for it', async () => {
    await start({ drainMs: 0, timeoutMs: 10_000 });
    const { port } = new URL(baseURL);
    // A client that upgrades and then never reads: it cannot answer the server's close frame.
    const silent = net.connect(Number(port), '127.0.0.1');
    let received = '';
    silent.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const cutOff = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    silent.write(
      'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    await until(() => received.startsWith('HTTP/1.1 101'), 'the upgrade');
    // ws alone would wait 30 s for the answer, past SHUTDOWN_TIMEOUT_MS.
    await shutdown();
    await cutOff;
  });

  it('gives up with an error when a request outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    await start({ drainMs: 0, timeoutMs: 1_000 });
    const stuck = slowRequest(baseURL, '/api/admin/login', JSON.stringify({ password: 'never finished' }));
    stuck.answer.catch(() => undefined);
    await until(() => shutdown.inFlight() === 1, 'the request to arrive');
    await expect(shutdown()).rejects.toThrow('closing took longer than SHUTDOWN_TIMEOUT_MS (1000 ms)');
    // Lets the app finish closing before the test's database is dropped.
    stuck.abort();
    await until(() => shutdown.inFlight() === 0, 'the request to end');
  });
});
