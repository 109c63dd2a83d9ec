// Live chat under load: the built server with 1,000 visitor conversations, each with its own socket open at
// /ws?chatSessionId=<id>, and one admin socket. Prints the server's memory before and with the sockets open,
// and how long an admin reply takes to reach the visitor's socket; checks that each reply reaches its own
// conversation's socket and the admin's, and no other socket (exit 1 if not). Each simulated visitor has its
// own X-Forwarded-For address (TRUST_PROXY=1), so the per-address limits are not what is measured. PGlite, or
// PostgreSQL when DATABASE_URL is set.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { adminCookie, rssOf, freePort, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const VISITORS = Number(process.env.BENCH_CHAT_VISITORS ?? 1000);
const REPLIES = Number(process.env.BENCH_CHAT_REPLIES ?? 50);
const CONCURRENCY = 20;
const DELIVERY_TIMEOUT_MS = 5_000;

/** A distinct private address per visitor: 10.0.0.1, 10.0.0.2, … (250 per /24). */
const addressOf = (i) => `10.${Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/**
 * The server's V8 heap after a full collection, through the inspector it was started with (RSS alone
 * hides the sockets: the heap has free room left by the requests before, and PGlite's memory dwarfs it).
 */
async function openInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const reply = JSON.parse(String(data));
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++lastId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async heapUsed() {
      await call('HeapProfiler.collectGarbage');
      const reply = await call('Runtime.evaluate', {
        expression: 'process.memoryUsage().heapUsed',
        returnByValue: true,
      });
      return reply.result.result.value;
    },
    close: () => socket.close(),
  };
}

/** Runs `task(i)` for i in [0, count) with at most `limit` running at once. */
async function pool(count, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/**
 * Opens a socket and resolves once it has received the server's {type:'hello'}. Every message is kept
 * in `received`; the test ends the socket itself, so an earlier close counts as a failure.
 */
function openSocket(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const state = { socket, received: [], hello: false, ending: false, closedEarly: false, waiters: [] };
    const timer = setTimeout(() => reject(new Error(`${url}: no hello within 15 s`)), 15_000);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      state.received.push(message);
      if (message.type === 'hello' && !state.hello) {
        state.hello = true;
        clearTimeout(timer);
        resolve(state);
      }
      for (const waiter of [...state.waiters]) waiter(message);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      if (!state.ending) state.closedEarly = true;
    });
  });
}

/** Resolves with the time the socket receives the chat message with this text. */
function nextChatMessage(state, text) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      state.waiters = state.waiters.filter((w) => w !== waiter);
      reject(new Error(`reply "${text}" not delivered within ${DELIVERY_TIMEOUT_MS} ms`));
    }, DELIVERY_TIMEOUT_MS);
    const waiter = (message) => {
      if (message.type !== 'chat_message' || message.message.message !== text) return;
      clearTimeout(timer);
      state.waiters = state.waiters.filter((w) => w !== waiter);
      resolve(performance.now());
    };
    state.waiters.push(waiter);
  });
}

async function closeAll(states) {
  await Promise.all(
    states.map(
      (state) =>
        new Promise((resolve) => {
          const { socket } = state;
          state.ending = true;
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', resolve);
          socket.close();
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 2_000).unref();
        }),
    ),
  );
}

const started = performance.now();
const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
const inspectPort = await freePort();
const { base, child, stop } = await startBuiltServer({
  TRUST_PROXY: '1',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectPort}`.trim(),
});
const wsBase = base.replace(/^http/, 'ws');
const failures = [];
const visitors = [];
let admin;
let inspector;

try {
  const rssIdle = rssOf(child.pid);
  inspector = await openInspector(inspectPort);
  const cookie = await adminCookie(base);

  // 1. The conversations, each started by its own visitor address.
  const sessionIds = new Array(VISITORS);
  let t = performance.now();
  await pool(VISITORS, CONCURRENCY, async (i) => {
    const res = await fetch(`${base}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
      body: JSON.stringify({ message: `Hello from visitor ${i}`, senderName: `Visitor ${i}` }),
    });
    if (res.status !== 201) throw new Error(`starting conversation ${i}: ${res.status} ${await res.text()}`);
    sessionIds[i] = (await res.json()).sessionId;
  });
  const startMs = performance.now() - t;
  if (new Set(sessionIds).size !== VISITORS) throw new Error('the server issued a conversation id twice');

  // 2. Memory before any socket, then 1,000 visitor sockets and the admin's.
  await sleep(1_000);
  const heapBefore = await inspector.heapUsed();
  const rssBefore = rssOf(child.pid);
  t = performance.now();
  await pool(VISITORS, CONCURRENCY * 2, async (i) => {
    const state = await openSocket(`${wsBase}/ws?chatSessionId=${sessionIds[i]}`, {
      'x-forwarded-for': addressOf(i),
    });
    state.sessionId = sessionIds[i];
    state.expected = [];
    visitors[i] = state;
  });
  admin = await openSocket(`${wsBase}/ws`, { cookie });
  const openMs = performance.now() - t;
  await sleep(1_000);
  const heapAfter = await inspector.heapUsed();
  const rssAfter = rssOf(child.pid);
  const open = visitors.filter((v) => v.socket.readyState === WebSocket.OPEN).length;

  // 3. Admin replies to random conversations, one at a time: POST sent → the visitor's socket has it.
  const delivery = [];
  const roundTrip = [];
  const replyTexts = new Set();
  for (let k = 0; k < REPLIES; k++) {
    const target = visitors[Math.floor(Math.random() * VISITORS)];
    const text = `Support reply ${k} to ${target.sessionId}`;
    target.expected.push(text);
    replyTexts.add(text);
    const arrived = nextChatMessage(target, text).catch(() => null); // counted as missing below
    const sent = performance.now();
    const res = await fetch(`${base}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ sessionId: target.sessionId, message: text }),
    });
    if (res.status !== 200) throw new Error(`reply ${k}: ${res.status} ${await res.text()}`);
    await res.json();
    roundTrip.push(performance.now() - sent);
    const at = await arrived;
    if (at !== null) delivery.push(at - sent);
  }
  await sleep(500); // let any stray delivery arrive before counting

  // 4. Who received what.
  let wrong = 0;
  let missing = 0;
  let duplicates = 0;
  for (const v of visitors) {
    const chat = v.received.filter((m) => m.type === 'chat_message');
    for (const m of chat) {
      if (m.message.sessionId !== v.sessionId || !v.expected.includes(m.message.message)) wrong++;
    }
    const got = new Set(chat.map((m) => m.message.message));
    missing += v.expected.filter((text) => !got.has(text)).length;
    if (chat.length > v.expected.length) duplicates += chat.length - got.size;
  }
  const adminChat = admin.received.filter((m) => m.type === 'chat_message');
  const adminGot = new Set(adminChat.map((m) => m.message.message));
  const adminMissing = [...replyTexts].filter((text) => !adminGot.has(text)).length;
  const idle = visitors.filter((v) => v.expected.length === 0);
  const idleWithChat = idle.filter((v) => v.received.some((m) => m.type === 'chat_message')).length;
  const closedEarly = visitors.filter((v) => v.closedEarly).length + (admin.closedEarly ? 1 : 0);
  if (wrong > 0) failures.push(`${wrong} chat messages reached a socket of another conversation`);
  if (duplicates > 0) failures.push(`${duplicates} replies reached their socket more than once`);
  if (missing > 0) failures.push(`${missing} replies did not reach their visitor's socket`);
  if (idleWithChat > 0) failures.push(`${idleWithChat} sockets with no reply received a chat message`);
  if (adminMissing > 0 || adminChat.length !== REPLIES) {
    failures.push(`the admin socket received ${adminChat.length} of ${REPLIES} replies`);
  }
  if (closedEarly > 0) failures.push(`${closedEarly} sockets closed before the end`);

  const sortedDelivery = [...delivery].sort((a, b) => a - b);
  const sortedRoundTrip = [...roundTrip].sort((a, b) => a - b);
  const ms = (n) => `${n.toFixed(1)} ms`;
  const rows = [
    ['conversations started', `${VISITORS} in ${(startMs / 1000).toFixed(1)} s (${CONCURRENCY} at a time)`],
    ['visitor sockets open (+ 1 admin)', `${open} in ${(openMs / 1000).toFixed(1)} s`],
    ['server RSS just started', mib(rssIdle)],
    [`server RSS with ${VISITORS} conversations, no socket`, mib(rssBefore)],
    [`server RSS with ${open} + 1 open`, mib(rssAfter)],
    ['per socket (RSS growth)', `${((rssAfter - rssBefore) / (open + 1) / 1024).toFixed(1)} KiB`],
    ['server JS heap after GC, before / with sockets', `${mib(heapBefore)} / ${mib(heapAfter)}`],
    ['per socket (JS heap growth)', `${((heapAfter - heapBefore) / (open + 1) / 1024).toFixed(1)} KiB`],
    [
      `reply → visitor socket (${delivery.length} of ${REPLIES})`,
      `median ${ms(percentile(sortedDelivery, 0.5))}, p95 ${ms(percentile(sortedDelivery, 0.95))}`,
    ],
    [
      'reply POST round trip',
      `median ${ms(percentile(sortedRoundTrip, 0.5))}, p95 ${ms(percentile(sortedRoundTrip, 0.95))}`,
    ],
    ['admin socket received', `${adminChat.length} of ${REPLIES} replies`],
    ['sockets without a reply that got a chat_message', `${idleWithChat} of ${idle.length}`],
    ['wrong deliveries', String(wrong)],
  ];
  console.log(`\nlive chat on ${label}: ${VISITORS} visitor sockets, one admin reply at a time`);
  for (const [name, value] of rows) console.log(`${name.padEnd(50)} ${value}`);
  recordSummary([
    {
      measure: `chat reply → visitor socket, median (${VISITORS} visitor sockets, ${label})`,
      value: ms(percentile(sortedDelivery, 0.5)),
    },
  ]);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  inspector?.close();
  await closeAll([...visitors.filter(Boolean), ...(admin ? [admin] : [])]);
  await stop();
}

console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
if (failures.length > 0) {
  console.error(`\nbench-chat FAILED:\n  ${failures.slice(0, 20).join('\n  ')}`);
  process.exitCode = 1;
}
