// What an upload may hold while its body has not arrived: sockets that send the headers of an upload and
// then nothing (or a trickle) must not keep anyone else's upload out. The encode places are taken only
// for the re-encoding, a visitor's address has at most UPLOADS_PER_ADDRESS uploads in flight, and a body
// that stops arriving is cut off after the idle deadline (UPLOAD_IDLE_TIMEOUT_MS, short here).
import { connect, type Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSession, freshIp, startChat, type ApiAdmin } from '#tests/support/factories';
import { multipart } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { UPLOAD_PLACES, uploadQueue } from '../../lib/images/receive-image';
import { UPLOADS_PER_ADDRESS } from '../../plugins/upload-gate';

const BOUNDARY = 'ld-held-upload';

/** A raw connection that sent `head` (and nothing after it unless the test writes more), and what came back. */
interface HeldSocket {
  socket: Socket;
  /** Everything the server has written so far. */
  received: () => string;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

function holdUpload(port: number, path: string, contentLength = 200_000): Promise<HeldSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.once('error', () => undefined);
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          `Content-Length: ${contentLength}\r\n\r\n`,
      );
      resolve({ socket, received: () => text, closed });
    });
    socket.once('error', reject);
  });
}

const statusOf = (held: HeldSocket): number | null => {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(held.received());
  return match ? Number(match[1]) : null;
};

describe('uploads whose body never comes', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  let port: number;
  let png: Buffer;
  const sockets: HeldSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
    png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3060c0' } })
      .png()
      .toBuffer();
  });
  afterEach(() => {
    for (const held of sockets.splice(0)) held.socket.destroy();
  });
  afterAll(() => t.close());

  const chatImage = (sessionId: string, ip = freshIp()) => {
    const body = multipart([
      { name: 'sessionId', data: sessionId },
      { name: 'image', filename: 'receipt.png', contentType: 'image/png', data: png },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/chat/image?sessionId=${sessionId}`,
      headers: body.headers,
      payload: body.payload,
      remoteAddress: ip,
    });
  };
  const builderImage = () => {
    const body = multipart([{ name: 'image', filename: 'logo.png', contentType: 'image/png', data: png }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...body.headers, ...admin.headers },
      payload: body.payload,
    });
  };

  /** Waits until the server has taken up every held socket: answered it, or holds it as an upload. */
  const settled = (count: number) =>
    vi.waitFor(
      () =>
        expect(
          sockets.filter((s) => statusOf(s) !== null).length +
            Math.max(uploadQueue.stats.places, t.app.uploadGate.stats.inFlight),
        ).toBe(count),
      { timeout: 20_000, interval: 20 },
    );

  it('lets a chat image and a builder image through while six idle upload sockets are open', async () => {
    expect(UPLOAD_PLACES).toBe(6);
    const { sessionId } = await startChat(t.app, { message: 'my receipt', senderName: 'Mei' });
    for (let i = 0; i < 6; i++) sockets.push(await holdUpload(port, '/api/chat/image'));
    await settled(6);

    const chat = await chatImage(sessionId);
    expect(chat.statusCode, chat.body).toBe(201);
    const builder = await builderImage();
    expect(builder.statusCode, builder.body).toBe(200);
    // Nothing of the six holds an encode place.
    expect(uploadQueue.stats.places).toBe(0);
  });

  it(`refuses a visitor's address an upload past its ${UPLOADS_PER_ADDRESS} in flight with 429, and takes one again when one ends`, async () => {
    const { sessionId } = await startChat(t.app, { message: 'hello', senderName: 'Ali' });
    const path = `/api/chat/image?sessionId=${sessionId}`;
    for (let i = 0; i < UPLOADS_PER_ADDRESS; i++) sockets.push(await holdUpload(port, path));
    await settled(UPLOADS_PER_ADDRESS);
    expect(t.app.uploadGate.stats.inFlight).toBe(UPLOADS_PER_ADDRESS);

    const extra = await holdUpload(port, path);
    sockets.push(extra);
    await vi.waitFor(() => expect(statusOf(extra)).toBe(429), { timeout: 20_000, interval: 20 });
    expect(extra.received()).toMatch(/"code":"rate\.limited"/);
    expect(extra.received()).toMatch(/retry-after: \d+/i);

    // Another address is not held back by this one.
    const other = await chatImage(sessionId);
    expect(other.statusCode, other.body).toBe(201);

    // One of the two gives up: its place is this address's again.
    sockets[0]?.socket.destroy();
    await vi.waitFor(() => expect(t.app.uploadGate.stats.inFlight).toBe(UPLOADS_PER_ADDRESS - 1), {
      timeout: 20_000,
      interval: 20,
    });
    const next = await holdUpload(port, path);
    sockets.push(next);
    await vi.waitFor(() => expect(t.app.uploadGate.stats.inFlight).toBe(UPLOADS_PER_ADDRESS), {
      timeout: 20_000,
      interval: 20,
    });
    expect(statusOf(next)).toBeNull();
  });

  it('does not count an operator’s uploads against the address (the builders drop six logos at once)', async () => {
    const answers = await Promise.all(Array.from({ length: UPLOAD_PLACES }, () => builderImage()));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });
});

describe('the upload idle deadline', () => {
  const IDLE_MS = 1500;
  let t: TestApp;
  let port: number;
  const sockets: HeldSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ uploadIdleTimeoutMs: IDLE_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterEach(() => {
    for (const held of sockets.splice(0)) held.socket.destroy();
  });
  afterAll(() => t.close());

  it('answers 408 and closes the connection when the body stops arriving, and frees its place', async () => {
    const { sessionId } = await startChat(t.app, { message: 'stalled', senderName: 'Siti' });
    const held = await holdUpload(port, `/api/chat/image?sessionId=${sessionId}`);
    sockets.push(held);
    // Part of the body, then nothing.
    held.socket.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
    );
    await held.closed;
    expect(statusOf(held)).toBe(408);
    expect(held.received()).toMatch(/connection: close/i);
    expect(held.received()).toMatch(/"message":"The upload stalled/);
    expect(t.app.uploadGate.stats.inFlight).toBe(0);
  });

  it('keeps a slow body that keeps arriving: the deadline is idle time, not the whole upload', async () => {
    const { sessionId } = await startChat(t.app, { message: 'slow', senderName: 'Tan' });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { payload } = multipart([
      { name: 'image', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    // Rewritten with this file's boundary so the head written by holdUpload matches.
    const bodyText = payload.toString('latin1').replace(/----ld-test-[0-9a-f]+/g, BOUNDARY);
    const body = Buffer.from(bodyText, 'latin1');
    const held = await holdUpload(port, `/api/chat/image?sessionId=${sessionId}`, body.length);
    sockets.push(held);
    // Three times the deadline in all, never a third of it without a byte.
    const pieces = 12;
    const step = Math.ceil(body.length / pieces);
    for (let i = 0; i < pieces; i++) {
      held.socket.write(body.subarray(i * step, (i + 1) * step));
      await new Promise((resolve) => setTimeout(resolve, (IDLE_MS * 3) / pieces));
    }
    await vi.waitFor(() => expect(statusOf(held)).not.toBeNull(), { timeout: 20_000, interval: 20 });
    expect(statusOf(held), held.received()).toBe(201);
  });
});
