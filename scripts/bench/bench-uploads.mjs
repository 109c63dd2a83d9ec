// Uploads cannot starve the server: the public reads' latency with no upload running and while six heavy
// animated GIFs are uploaded at once, side by side in one run on the built server (embedded PGlite), the
// server's peak RSS meanwhile, what a seventh upload gets while the six are in flight, and how fast the
// inputs that must be refused from their header are refused (a 100-frame 700 × 700 GIF, a 49,000,000 × 1
// PNG).
//
//   DIST_DIR=dist-uploads npm run build && DIST_DIR=dist-uploads node scripts/bench/bench-uploads.mjs
//
// READ_RATE (default 200) GET requests per second are sent at a fixed pace, alternating /api/prizes and
// /api/draw-history, whatever the answers' speed (a closed loop would slow its own load down exactly when
// the server slows); IDLE_SECONDS (default 5) of them before the uploads, then for as long as the uploads
// run. The uploads are UPLOADS (default 6) GIFs of 100 frames of 500 × 500 (25 megapixels in all: the
// most an animation may have), each a different picture.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  adminCookie,
  percentile,
  readLoad as paced,
  recordDraws,
  rssOf,
  startBuiltServer,
} from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const READ_RATE = Number(process.env.READ_RATE ?? 200);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 5);
const UPLOADS = Number(process.env.UPLOADS ?? 6);
const READS = ['/api/prizes', '/api/draw-history?page=1&pageSize=10'];
const readLoad = (base, until) => paced(base, until, READS, READ_RATE);
/** The reads' p95 under uploads must stay within this (see the README's Benchmarks section for why). */
const P95_TARGET_MS = 100;
/** What six uploads in flight may add to the server's RSS: six 5 MB bodies, one encode's buffers. */
const RSS_GROWTH_TARGET_MB = 150;

/** An animated GIF of `frames` frames of side × side: moving bands and a circle, 64 colours, ≤ 5 MB. */
function animatedGif(frames, side, seed) {
  const pixels = Buffer.alloc(side * side * frames * 3);
  const centre = side / 2;
  for (let f = 0; f < frames; f++) {
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const o = ((f * side + y) * side + x) * 3;
        const dx = x - centre - f * 2 + seed;
        const dy = y - centre;
        pixels[o] = (((x + f * 7 + seed * 11) >> 5) * 37) & 255;
        pixels[o + 1] = (((y + seed * 5) >> 5) * 53) & 255;
        pixels[o + 2] = dx * dx + dy * dy < (side / 4) ** 2 ? 255 : (f * 2 + seed) & 255;
      }
    }
  }
  return sharp(pixels, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .gif({ colours: 64, effort: 1, dither: 0, delay: Array.from({ length: frames }, () => 80) })
    .toBuffer();
}

/** A complete grey PNG of width × 1 (47 KB for 49,000,000 pixels). */
function oneRowPng(width) {
  const chunk = (type, data) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(typed.length + 8);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), typed.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(base, cookie, data, name) {
  const form = new FormData();
  form.append('image', new Blob([data]), name);
  const started = performance.now();
  const res = await fetch(`${base}/api/upload-image`, { method: 'POST', headers: { cookie }, body: form });
  const body = await res.json().catch(() => ({}));
  return {
    status: res.status,
    ms: performance.now() - started,
    message: body.message ?? '',
    retryAfter: res.headers.get('retry-after'),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(`making ${UPLOADS} GIFs of 100 frames of 500 × 500 and one of 700 × 700 ...`);
const gifs = [];
for (let i = 0; i < UPLOADS; i++) gifs.push(await animatedGif(100, 500, i));
const bigGif = await animatedGif(100, 700, 0);
const widePng = oneRowPng(49_000_000);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(`GIFs ${gifs.map((g) => mb(g.length)).join(', ')}; 700 × 700 GIF ${mb(bigGif.length)}`);

const { base, child, stop } = await startBuiltServer({ DATABASE_URL: '' });
try {
  const cookie = await adminCookie(base);
  // A few draws so the history page has rows to read.
  await recordDraws(base, cookie, 12);
  // Warm the reads (caches, JIT) before measuring anything.
  await readLoad(base, sleep(1000));

  const idle = await readLoad(base, sleep(IDLE_SECONDS * 1000));
  const idleRss = rssOf(child.pid);

  let peakRss = idleRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(child.pid));
  }, 100);
  const uploadsStarted = performance.now();
  const heavy = Promise.all(gifs.map((gif, i) => upload(base, cookie, gif, `heavy-${i}.gif`)));
  // A seventh, once the six are surely in flight (their encodes take seconds).
  const seventh = sleep(1000).then(() => upload(base, cookie, gifs[0], 'seventh.gif'));
  const busy = await readLoad(base, Promise.all([heavy, seventh]));
  const allDone = performance.now() - uploadsStarted;
  clearInterval(sampler);
  const heavyResults = await heavy;
  const seventhResult = await seventh;

  const refusals = [];
  for (const [label, data, name] of [
    ['GIF of 100 frames of 700 × 700 (49 MP)', bigGif, 'big.gif'],
    ['PNG of 49,000,000 × 1', widePng, 'wide.png'],
  ]) {
    refusals.push({ label, ...(await upload(base, cookie, data, name)) });
  }

  console.log(
    `\npublic reads at ${READ_RATE} req/s: idle ${IDLE_SECONDS} s, then while ${UPLOADS} GIF uploads run ` +
      `(${(allDone / 1000).toFixed(1)} s), latency in ms:`,
  );
  console.log(
    'route'.padEnd(40),
    'idle p50'.padStart(9),
    'p95'.padStart(7),
    'busy p50'.padStart(9),
    'p95'.padStart(7),
    'p99'.padStart(7),
    'max'.padStart(7),
    'n'.padStart(6),
  );
  for (const route of READS) {
    const f = (ms) => ms.toFixed(1).padStart(7);
    const idleP95 = percentile(idle[route], 95);
    const busyP95 = percentile(busy[route], 95);
    console.log(
      route.padEnd(40),
      f(percentile(idle[route], 50)).padStart(9),
      f(idleP95),
      f(percentile(busy[route], 50)).padStart(9),
      f(busyP95),
      f(percentile(busy[route], 99)),
      f(Math.max(...busy[route])),
      String(busy[route].length).padStart(6),
    );
    recordSummary([
      {
        measure: `p95 of GET ${route}, no upload running (${READ_RATE} req/s)`,
        value: `${idleP95.toFixed(1)} ms`,
      },
      {
        measure: `p95 of GET ${route} while ${UPLOADS} 25 MP GIFs upload at once`,
        value: `${busyP95.toFixed(1)} ms`,
        target: `≤ ${P95_TARGET_MS} ms`,
        met: busyP95 <= P95_TARGET_MS,
      },
    ]);
  }

  console.log(`\n${UPLOADS} concurrent uploads (100 frames of 500 × 500):`);
  for (const [i, r] of heavyResults.entries()) {
    console.log(`  upload ${i + 1}: ${r.status} in ${(r.ms / 1000).toFixed(1)} s ${r.message}`);
  }
  console.log(
    `  seventh, 1 s after them: ${seventhResult.status} in ${seventhResult.ms.toFixed(0)} ms` +
      `${seventhResult.retryAfter ? `, Retry-After ${seventhResult.retryAfter}` : ''} ${seventhResult.message}`,
  );
  console.log(`server RSS: ${mb(idleRss)} idle, peak ${mb(peakRss)} during the uploads`);
  console.log('\nrefused from the header:');
  for (const r of refusals) console.log(`  ${r.label}: ${r.status} in ${r.ms.toFixed(0)} ms ${r.message}`);

  const stored = heavyResults.filter((r) => r.status === 200).length;
  recordSummary([
    {
      measure: `${UPLOADS} concurrent 25 MP GIF uploads: stored, slowest`,
      value: `${stored} of ${UPLOADS}, ${(Math.max(...heavyResults.map((r) => r.ms)) / 1000).toFixed(1)} s`,
      target: `${UPLOADS} of ${UPLOADS}`,
      met: stored === UPLOADS,
    },
    {
      measure: `a 7th upload while ${UPLOADS} are in flight`,
      value: `${seventhResult.status}${seventhResult.retryAfter ? `, Retry-After ${seventhResult.retryAfter}` : ''}`,
      target: '503, Retry-After',
      met: seventhResult.status === 503 && seventhResult.retryAfter !== null,
    },
    {
      // The growth, not the peak: the idle RSS of a fresh server moves by tens of MB between runs of
      // one build (README, Benchmarks), while what the uploads add is what the queue bounds.
      measure: `server RSS growth while ${UPLOADS} 25 MP GIFs upload (idle ${mb(idleRss)}, peak ${mb(peakRss)})`,
      value: mb(peakRss - idleRss),
      target: `≤ ${RSS_GROWTH_TARGET_MB} MB`,
      met: peakRss - idleRss <= RSS_GROWTH_TARGET_MB * 1e6,
    },
    ...refusals.map((r) => ({
      measure: `${r.label} refused`,
      value: `${r.status} in ${r.ms.toFixed(0)} ms`,
      target: '400 in ≤ 1000 ms',
      met: r.status === 400 && r.ms <= 1000,
    })),
  ]);
} finally {
  await stop();
}
