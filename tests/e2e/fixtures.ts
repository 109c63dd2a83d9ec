// Browser-test helpers: Debian's Chromium through playwright-core, a server and database of each suite's
// own (./server.ts), pages that fail the test on any console error or uncaught exception, and the admin
// login as a user does it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { recordPages, reportFailure } from './failure-report';
import { startSuiteServer, type SuiteServer } from './server';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** The same phone on its side: pass `{ phone: true }` too, or its width makes it a computer. */
export const LANDSCAPE = { width: 844, height: 390 };

/** A two-factor key as the page shows it to type into an app: base32 in groups of four. */
export const GROUPED_KEY = /^(?:[A-Z2-7]{4} )+[A-Z2-7]{1,4}$/;

// The servers of the suites running now (useBrowser starts them), innermost last: a describe block
// inside another with a useBrowser of its own has its own server while its tests run.
const servers: SuiteServer[] = [];

/** The running suite's server, e.g. `http://127.0.0.1:40123`. */
export function baseURL(): string {
  const server = servers.at(-1);
  if (!server) throw new Error('no server: call useBrowser() in the describe block');
  return server.baseURL;
}
export const adminPassword = () => inject('adminPassword');

let visitors = 0;

/**
 * An address no other visitor of this spec file has (X-Forwarded-For; the test server trusts the proxy):
 * every page a suite opens is a visitor of its own unless the test names an address, so that per-address
 * limits (one new chat conversation per address every 5 s) count each visitor alone.
 */
export function visitorAddress(): string {
  visitors += 1;
  return `10.${100 + Math.floor(visitors / 62500)}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  /** Console errors and page exceptions seen so far (failed HTTP statuses excluded: tests assert those). */
  errors: string[];
}

export function track(page: Page): TrackedPage {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}

export interface ContextOptions {
  /**
   * The visitor's address as the server sees it (X-Forwarded-For; the test server trusts the proxy): one
   * of its own (visitorAddress) unless given.
   */
  address?: string;
  /** The zone of the person's computer (IANA name); the browser's default otherwise. */
  timezoneId?: string;
  /** A narrow window on a computer: a mouse and no touch screen, whatever the width. */
  mouse?: boolean;
  /** A phone (touch, mobile viewport) whatever the width: one held sideways is 844 px wide. */
  phone?: boolean;
  /** The browser's languages (Accept-Language), e.g. 'zh-CN,zh;q=0.9'. */
  acceptLanguage?: string;
  /** Another browser's User-Agent (an operator on Firefox on Windows); Chromium's own otherwise. */
  userAgent?: string;
}

export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  {
    address = visitorAddress(),
    timezoneId,
    mouse = false,
    phone: held,
    acceptLanguage,
    userAgent,
  }: ContextOptions = {},
): Promise<BrowserContext> {
  const phone = held ?? (viewport.width < 600 && !mouse);
  const headers = {
    'x-forwarded-for': address,
    ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
  };
  const context = await browser.newContext({
    viewport,
    ...(timezoneId ? { timezoneId } : {}),
    baseURL: baseURL(),
    isMobile: phone,
    hasTouch: phone,
    ...(acceptLanguage ? { locale: acceptLanguage.split(',')[0] } : {}),
    ...(userAgent ? { userAgent } : {}),
    extraHTTPHeaders: headers,
  });
  recordPages(context);
  return context;
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: ContextOptions = {},
): Promise<TrackedPage & { context: BrowserContext }> {
  const context = await newContext(browser, viewport, options);
  return { ...track(await context.newPage()), context };
}

export function expectNoErrors(tracked: TrackedPage): void {
  expect(tracked.errors, 'console errors').toEqual([]);
}

/** A test's page, checked and closed after it: no console error or uncaught exception, then its context. */
export async function closeTrackedPage(
  page: (TrackedPage & { context: BrowserContext }) | undefined,
): Promise<void> {
  if (!page) return;
  try {
    expectNoErrors(page);
  } finally {
    await page.context.close();
  }
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** Opens the dashboard's summary, folded to one line of figures at first, to its full cards. */
export async function openSummary(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show details' }).click();
  await page.getByRole('region', { name: 'Prize liability' }).waitFor();
}

/**
 * The page does not scroll sideways: the document is no wider than the viewport the test opened. Measured
 * against that size, not window.innerWidth: on a phone (a mobile viewport) a document wider than the
 * screen widens the layout viewport itself, so innerWidth grows with it and the page zooms out.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width;
  const scroll = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scroll, `${where}: ${scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width ?? 0);
}

/** Saves a screenshot when SCREENSHOT_DIR is set (for looking at the pages, not for assertions). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/**
 * A browser context signed in as the admin through the API (no page), whose `request` makes test data
 * with the creators of tests/support/factories (faster than the forms).
 */
export async function adminApiContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const login = await context.request.post('/api/admin/login', { data: { password: adminPassword() } });
  expect(login.status()).toBe(200);
  return context;
}

export type OpenedPage = TrackedPage & { context: BrowserContext };

export interface BrowserSuite {
  readonly browser: Browser;
  /** Signed in as the admin through the API (`useBrowser({ admin: true })`), for making test data. */
  readonly admin: BrowserContext;
  /** A page in its own context, checked for console errors and closed after the test that opened it. */
  open: (viewport?: { width: number; height: number }, options?: ContextOptions) => Promise<OpenedPage>;
}

export interface BrowserSuiteOptions {
  /** An admin API context (`suite.admin`), signed in on the suite's server. */
  admin?: boolean;
  /**
   * 'suite' (the default): one server and database for the describe block, its tests one after another.
   * 'test': a server and database of its own for each test, for a block whose every test changes what
   * the next one reads (the prize names, the spinning notice, the published pages); a few seconds each.
   */
  server?: 'suite' | 'test';
  /** The server's settings beyond the usual ones (a BACKUP_DIR, a BACKUP_SCHEDULE). */
  env?: Record<string, string>;
}

/**
 * A describe block's browser and server: Chromium launched and the block's own server started (on a copy
 * of the migrated template, see ./server.ts) before its tests, with an admin API context when asked;
 * every page a test opens through it checked and closed after that test; all of it closed and removed
 * after the block (or after each test, with `server: 'test'`). A spec owns its data: nothing it leaves
 * reaches another spec, and nothing another spec does reaches it.
 */
export function useBrowser({
  admin = false,
  server: scope = 'suite',
  env = {},
}: BrowserSuiteOptions = {}): BrowserSuite {
  let browser: Browser | undefined;
  let adminContext: BrowserContext | undefined;
  let opened: OpenedPage[] = [];
  let own: SuiteServer | undefined;
  const startServer = async () => {
    own = await startSuiteServer(env);
    servers.push(own);
  };
  const signIn = async () => {
    if (admin && browser) adminContext = await adminApiContext(browser);
  };
  const stopServer = async () => {
    await adminContext?.close();
    adminContext = undefined;
    const stopping = own;
    own = undefined;
    if (!stopping) return;
    servers.splice(servers.indexOf(stopping), 1);
    await stopping.stop();
  };
  beforeAll(async () => {
    // Side by side: Chromium starts while the server opens its database.
    const [launched] = await Promise.all([launchBrowser(), scope === 'suite' ? startServer() : undefined]);
    browser = launched;
    if (scope === 'suite') await signIn();
  });
  if (scope === 'test') {
    beforeEach(async () => {
      await startServer();
      await signIn();
    });
  }
  afterEach(async ({ task }) => {
    const pages = opened;
    opened = [];
    if (task.result?.state === 'fail') {
      await reportFailure(
        task.name,
        pages.map((page) => page.context),
      );
    }
    const results = await Promise.allSettled(pages.map((page) => closeTrackedPage(page)));
    if (scope === 'test') await stopServer();
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
  afterAll(async () => {
    try {
      await stopServer();
    } finally {
      await browser?.close();
    }
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('useBrowser: the browser starts in beforeAll');
    return browser;
  };
  return {
    get browser() {
      return launched();
    },
    get admin() {
      if (!adminContext) throw new Error('useBrowser({ admin: true }) gives the admin context');
      return adminContext;
    },
    open: async (viewport = DESKTOP, options = {}) => {
      const page = await newPage(launched(), viewport, options);
      opened.push(page);
      return page;
    },
  };
}

/** Types a code on /promo and presses Start Lucky Draw, as a visitor does. */
export async function enterPromoCode(page: Page, code: string): Promise<void> {
  await page.goto('/promo');
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await page.getByRole('button', { name: 'Start Lucky Draw' }).click();
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where an element is drawn; fails the test if it is not on screen. */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not on screen');
  return found;
}

/** Whether two drawn boxes overlap (floating buttons must keep clear of the page's own). */
export const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Lets finite animations (dialogs opening, toasts) end, so axe sees the page as it comes to rest. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * The floor every page and dialog is held to: no serious or critical axe violation once it has settled.
 * Animations are held at their end while axe reads the page: a toast that arrives during the analysis
 * would otherwise be measured half faded in, which is not what a reader is left looking at.
 */
export async function expectNoSeriousAxeIssues(page: Page, where: string): Promise<void> {
  await settleAnimations(page);
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page })
    .analyze()
    .finally(() => still.evaluate((style) => style.parentNode?.removeChild(style)).catch(() => undefined));
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(blocking, `${where}: serious/critical axe violations`).toEqual([]);
}
