// What the load-generating benchmarks share (bench-redeem.mjs, bench-fleet.ts, bench-metrics.ts): requests
// with a fixed number in flight, JSON POSTs on keep-alive connections, fresh one-use codes, a process's CPU
// time, and the median of rounds.
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** Runs task(i) for i in [0, count) with `concurrency` in flight; returns the statuses and seconds. */
export async function pool(count, concurrency, task) {
  const statuses = new Array(count);
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        statuses[i] = (await task(i)).status;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { statuses, seconds };
}

/** CPU seconds (user + system) a process has used; 0 when it cannot be read (not Linux, gone). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * POSTs JSON to the server at `base` on up to `maxSockets` keep-alive connections; the function answers
 * { status, body }.
 */
export function jsonPoster(base, maxSockets) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return function post(path, payload, headers = {}) {
    const body = JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
}

/** How many times each status came back, e.g. { 200: 2990, 429: 10 }. */
export function tally(statuses) {
  const counts = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/**
 * `count` fresh one-use codes through the admin API (20 at a time, untimed), across the six prizes;
 * `label` names their customers, so each round's are its own.
 */
export async function createCodes(post, cookie, count, label) {
  const codes = new Array(count);
  const { statuses } = await pool(count, 20, async (i) => {
    const res = await post(
      '/api/admin/generate-promo',
      {
        customerName: `bench-${label}-${i % 50}`,
        prizeId: (i % 6) + 1,
        prizeType: i % 2 ? 'super' : 'normal',
        expirationHours: 24,
        usageLimit: 1,
      },
      { cookie },
    );
    if (res.status === 200) codes[i] = JSON.parse(res.body).code;
    return res;
  });
  const bad = statuses.filter((s) => s !== 200).length;
  if (bad > 0)
    throw new Error(`generate-promo: ${bad} of ${count} failed (${JSON.stringify(tally(statuses))})`);
  return codes;
}
