// What the browser showed when a test failed, for a failure seen only in a whole run (CI) that does not
// come back alone: for every page still open, its address, the focused element, the open dialogs and
// alerts, the start of its text and its last network and console events, printed with the failure, and a
// screenshot in test-results/failures/. Only a failed test pays for it; a passing one records the events
// in a short ring per page and nothing more.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const KEPT_EVENTS = 40;
const recent = new WeakMap<Page, string[]>();
const started = Date.now();

function keep(page: Page, event: string): void {
  const events = recent.get(page);
  if (!events) return;
  events.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${event}`);
  if (events.length > KEPT_EVENTS) events.shift();
}

function record(page: Page): void {
  recent.set(page, []);
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'script')
      keep(page, `→ ${r.method()} ${r.url()}`);
  });
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'fetch' || type === 'script' || r.status() >= 400) keep(page, `← ${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => keep(page, `✗ ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('websocket', (ws) => {
    keep(page, `ws open ${ws.url()}`);
    ws.on('close', () => keep(page, 'ws closed'));
  });
  page.on('console', (msg) => keep(page, `console.${msg.type()} ${msg.text().slice(0, 300)}`));
  page.on('pageerror', (err) => keep(page, `page error ${err.message}`));
}

/** Records every page the context opens (tabs opened by a test or a link too). */
export function recordPages(context: BrowserContext): void {
  context.on('page', record);
}

/** What one page shows now, in words. */
async function describe(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const text = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 600);
      const active = document.activeElement;
      return {
        focused:
          !active || active === document.body
            ? 'nothing'
            : `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? text(active).slice(0, 80)}`,
        layers: [
          ...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=alert],[role=tooltip]'),
        ].map((el) => `${el.getAttribute('role') ?? ''}: ${text(el)}`),
        body: text(document.body).slice(0, 1500),
      };
    })
    .catch((error: unknown) => ({ focused: '?', layers: [], body: `(not readable: ${String(error)})` }));
  return [
    `  url: ${page.url()}`,
    `  focused: ${shown.focused}`,
    ...shown.layers.map((layer) => `  ${layer}`),
    `  text: ${shown.body}`,
    '  last events:',
    ...(recent.get(page) ?? []).map((event) => `    ${event}`),
  ].join('\n');
}

/** Prints what each open page shows and saves its screenshot, named after the test. */
export async function reportFailure(testName: string, contexts: readonly BrowserContext[]): Promise<void> {
  const dir = path.resolve('test-results', 'failures');
  mkdirSync(dir, { recursive: true });
  const slug = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  const parts: string[] = [];
  let n = 0;
  for (const page of contexts.flatMap((context) => context.pages())) {
    n += 1;
    const file = path.join(dir, `${slug}-${n}.png`);
    await page.screenshot({ path: file, timeout: 5000 }).catch(() => undefined);
    parts.push(`page ${n} (${file}):\n${await describe(page)}`);
  }
  console.log(`What the browser showed when "${testName}" failed:\n${parts.join('\n')}`);
}
