// What a phone downloads on each page, in each language: opens /promo, /home, /notice and /admin (logged
// in) in Debian's Chromium against the built server, as a browser asking for English, Chinese and Malay
// (each language is a build of its own, docs/decisions/0016), and, once the network is idle, sums the gzip size of every script
// the page fetched (prefetches and lazy chunks included), next to its target. Gzip sizes are taken of
// the built files (the server sends brotli to browsers that take it, which is smaller still).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BENCH_PASSWORD, entry, startBuiltServer } from './bench-server.mjs';

/** Targets in KB (1,000 bytes) of gzipped JavaScript (README, Benchmarks). */
export const FIRST_LOAD_TARGETS_KB = { '/promo': 85, '/home': 80, '/notice': 80, '/admin': 130 };

const clientDir = path.join(path.dirname(entry), '..', 'client');

/** The languages measured, as a browser asks for each. */
export const LANGUAGES = { en: 'en-US', zh: 'zh-CN', ms: 'ms-MY' };

/** Gzip bytes of each script a page fetched, by network idle. */
async function scriptsOf(browser, base, route, { login = false, acceptLanguage = 'en-US' } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    extraHTTPHeaders: { 'accept-language': acceptLanguage },
  });
  const page = await context.newPage();
  if (login) {
    const res = await page.request.post(`${base}/api/admin/login`, { data: { password: BENCH_PASSWORD } });
    if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  }
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  // Lazy parts that start after the first idle moment (the contact buttons) get one more chance.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await context.close();
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(readFileSync(path.join(clientDir, script))).length;
  if (process.env.BENCH_FIRST_LOAD_FILES)
    console.log(
      route,
      [...scripts].map((s) => `${s} ${gzipSync(readFileSync(path.join(clientDir, s))).length}`),
    );
  return { bytes, files: scripts.size };
}

export async function measureFirstLoads() {
  const { base, stop } = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const route of Object.keys(FIRST_LOAD_TARGETS_KB)) {
      for (const [language, acceptLanguage] of Object.entries(LANGUAGES)) {
        const measured = await scriptsOf(browser, base, route, { login: route === '/admin', acceptLanguage });
        rows.push({ route, language, ...measured, targetKb: FIRST_LOAD_TARGETS_KB[route] });
      }
    }
    return rows;
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('first-load JavaScript by network idle (gzip, 390x844)');
  for (const row of await measureFirstLoads()) {
    const kb = row.bytes / 1000;
    console.log(
      `${row.route.padEnd(8)} ${row.language} ${kb.toFixed(1).padStart(7)} KB in ${String(row.files).padStart(2)} files  target ≤ ${row.targetKb} KB  ${kb <= row.targetKb ? 'met' : 'NOT met'}`,
    );
  }
}
