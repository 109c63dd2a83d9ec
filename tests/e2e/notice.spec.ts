// The public /notice page in the browser: the active notices in priority order with their badges, UTC+8
// times and text kept as text; notices starting and ending while the page is open, with no polling; the
// disabled and empty states; a save reaching an open page through the push; this device's copy when the
// load fails and a re-read on the storage events; the scrolling preview; the phone layout.
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  defaultNoticeColors,
  defaultNoticeData,
  type NoticeGlobalSettings,
  type NoticeSection,
} from '#shared/notice-page';
import { DESKTOP, expectNoSidewaysScroll, PHONE, screenshot, useBrowser } from './fixtures';

type NoticeInput = Pick<NoticeSection, 'id'> & Partial<NoticeSection>;

const LOAD_PATH = '/api/notice-builder/load';
const isLoad = (req: Request) => req.method() === 'GET' && new URL(req.url()).pathname === LOAD_PATH;

const cards = (page: Page) => page.getByTestId('notice-card');
const card = (page: Page, id: string) => page.locator(`[data-testid="notice-card"][data-notice-id="${id}"]`);
const shownIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.noticeId));
const previewTrack = (page: Page) => page.getByTestId('notice-scrolling-preview').locator('.marquee-track');

/** Resolves with the browser's clock at the first animation frame where `test` holds. */
function whenInBrowser(page: Page, test: string, timeout = 8_000): Promise<number> {
  return page
    .waitForFunction(
      (selector) => {
        const [kind, css] = selector.split('|') as [string, string];
        const present = document.querySelector(css) !== null;
        return (kind === 'present' ? present : !present) ? Date.now() : false;
      },
      test,
      { polling: 'raf', timeout },
    )
    .then(async (handle) => (await handle.jsonValue()) as number);
}

describe('the notice page', () => {
  const suite = useBrowser({ admin: true });

  async function save(data: {
    sections: NoticeInput[];
    globalSettings?: Partial<NoticeGlobalSettings>;
  }): Promise<void> {
    const res = await suite.admin.request.post('/api/notice-builder/save', { data: { data } });
    expect(res.status(), await res.text()).toBe(200);
  }

  async function open(viewport = DESKTOP): Promise<Page> {
    return (await suite.open(viewport)).page;
  }

  it('shows a Loading status, then the empty page: the site name, No Notices and the footer', async () => {
    const page = await open();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${LOAD_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/notice');
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    release();

    await page.getByRole('heading', { level: 2, name: 'NOTICE SYSTEM' }).waitFor();
    // One h1 per page: the header's.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['NOTICE']);
    await page.getByRole('heading', { name: 'No Notices' }).waitFor();
    await page.getByText('There are currently no active notices or announcements.').waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByTestId('notice-scrolling-preview').count()).toBe(0);
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    await page.getByText(`© ${year} NOTICE SYSTEM. All rights reserved.`).waitFor();
    await screenshot(page, 'notice-empty-desktop');
  });

  it('shows the active notices by priority (builder order within one) with badges, UTC+8 times and text as text', async () => {
    const hour = 3600_000;
    const now = Date.now();
    const notices: NoticeInput[] = [
      { id: 'low-info', type: 'info', priority: 'low', title: 'Low info' },
      {
        id: 'medium-promo',
        type: 'promotion',
        priority: 'medium',
        title: 'Medium promotion',
        subtitle: 'A subtitle',
        content: 'Line one\nLine two\n\nLine four',
        startDate: '2020-01-15T02:30:00.000Z',
        endDate: '2099-12-31T15:59:00.000Z',
        titleAlignment: 'center',
        subtitleAlignment: 'right',
        layout: 'center',
        imageUrl: '/images/promotion.webp',
        backgroundColor: '#FEF3C7',
        textColor: '#92400E',
      },
      { id: 'high-announcement', type: 'announcement', priority: 'high', title: 'First high' },
      { id: 'ended', priority: 'high', title: 'Ended', endDate: new Date(now - hour).toISOString() },
      { id: 'disabled', priority: 'high', title: 'Disabled', enabled: false },
      {
        id: 'future',
        priority: 'high',
        title: 'Tomorrow',
        startDate: new Date(now + 24 * hour).toISOString(),
      },
      { id: 'high-warning', type: 'warning', priority: 'high', title: '<b>x</b>' },
      { id: 'medium-second', type: 'announcement', priority: 'medium', title: 'Second medium' },
    ];
    await save({ sections: notices, globalSettings: { siteName: 'Mega Notices' } });
    const page = await open();
    await page.goto('/notice');
    await page.getByRole('heading', { level: 2, name: 'Mega Notices' }).waitFor();
    await cards(page).first().waitFor();

    expect(await shownIds(page)).toEqual([
      'high-announcement',
      'high-warning',
      'medium-promo',
      'medium-second',
      'low-info',
    ]);
    const badges = (id: string) =>
      Promise.all([
        card(page, id).getByTestId('notice-type').innerText(),
        card(page, id).getByTestId('notice-priority').innerText(),
      ]);
    expect(await badges('high-announcement')).toEqual(['Announcement', 'High Priority']);
    expect(await badges('high-warning')).toEqual(['Warning', 'High Priority']);
    expect(await badges('medium-promo')).toEqual(['Promotion', 'Medium Priority']);
    expect(await badges('low-info')).toEqual(['Info', 'Low Priority']);

    // A title with markup is those characters.
    const markup = card(page, 'high-warning').getByRole('heading', { level: 3 });
    expect(await markup.innerText()).toBe('<b>x</b>');
    expect(await card(page, 'high-warning').locator('b').count()).toBe(0);

    // Times in the business time zone, labelled, whatever the browser's zone.
    const promo = card(page, 'medium-promo');
    expect(await promo.getByTestId('notice-schedule').innerText()).toMatch(
      /^Starts 15 Jan 2020, 10:30 \(UTC\+8\)\s+Ends 31 Dec 2099, 23:59 \(UTC\+8\)$/,
    );
    expect(await promo.locator('time').first().getAttribute('datetime')).toBe('2020-01-15T02:30:00.000Z');
    expect(await card(page, 'low-info').getByTestId('notice-schedule').count()).toBe(0);

    // Colours, alignments, line breaks.
    const style = await promo.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color];
    });
    expect(style).toEqual(['rgb(254, 243, 199)', 'rgb(146, 64, 14)']);
    const align = (l: Locator) => l.evaluate((el) => getComputedStyle(el).textAlign);
    expect(await align(promo.getByRole('heading', { name: 'Medium promotion' }))).toBe('center');
    expect(await align(promo.getByText('A subtitle'))).toBe('right');
    const content = promo.getByTestId('notice-content');
    expect(await align(content)).toBe('center');
    expect(await content.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await content.innerText()).toBe('Line one\nLine two\n\nLine four');

    // The image (third card, below the first screen): lazy, sized, its box in place before it arrives,
    // at most 300px tall.
    const img = promo.getByRole('img', { name: 'Medium promotion' });
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('decoding')).toBe('async');
    expect(await img.getAttribute('width')).toBe('1600');
    expect(await img.getAttribute('height')).toBe('900');
    const boxBefore = await img.locator('..').boundingBox();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const boxAfter = await img.locator('..').boundingBox();
    expect(boxAfter?.height).toBe(boxBefore?.height);
    expect(boxAfter!.height).toBeLessThanOrEqual(300);
    expect((await img.boundingBox())!.height).toBeLessThanOrEqual(300);
    await screenshot(page, 'notice-full-desktop');
  });

  it('shows a notice when its start arrives and hides one when its end passes, without reloading or polling', async () => {
    const page = await open();
    const loads: string[] = [];
    page.on('request', (req) => {
      if (isLoad(req)) loads.push(req.url());
    });
    const start = Date.now() + 4_000;
    const end = start + 1_500;
    await save({
      sections: [
        { id: 'always', title: 'Always here' },
        { id: 'soon', priority: 'high', title: 'Starting soon', startDate: new Date(start).toISOString() },
        { id: 'leaving', title: 'Leaving soon', endDate: new Date(end).toISOString() },
      ],
    });
    await page.goto('/notice');
    await card(page, 'always').waitFor();
    expect(Date.now(), 'the page opened before the start').toBeLessThan(start);
    expect(await shownIds(page)).toEqual(['always', 'leaving']);
    // The page's own loads are done (the first, and the check when its socket opens).
    await page.waitForLoadState('networkidle');
    const loadsWhenOpen = loads.length;
    expect(loadsWhenOpen).toBeGreaterThanOrEqual(1);

    const appearedAt = await whenInBrowser(page, 'present|[data-notice-id="soon"]');
    expect(appearedAt).toBeGreaterThanOrEqual(start);
    expect(appearedAt - start, 'appears within a second of its start').toBeLessThan(1_000);
    expect(await shownIds(page)).toEqual(['soon', 'always', 'leaving']);

    const goneAt = await whenInBrowser(page, 'absent|[data-notice-id="leaving"]');
    expect(goneAt).toBeGreaterThanOrEqual(end);
    expect(goneAt - end, 'leaves within a second of its end').toBeLessThan(1_000);
    expect(await shownIds(page)).toEqual(['soon', 'always']);

    // The boundaries came from a timer, not from asking again.
    expect(loads).toHaveLength(loadsWhenOpen);
  });

  it("shows 'Notice Center' and the disabled message when notices are switched off", async () => {
    await save({
      sections: [{ id: 'a', title: 'Hidden while disabled' }],
      globalSettings: { showNotices: false },
    });
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open(viewport);
      await page.goto('/notice');
      await page.getByRole('heading', { level: 2, name: 'Notice Center' }).waitFor();
      await page.getByText(/Notices are temporarily disabled/).waitFor();
      expect(await cards(page).count()).toBe(0);
      expect(await page.getByText('Hidden while disabled').count()).toBe(0);
      await page.getByText(/All rights reserved\./).waitFor();
      await screenshot(page, `notice-disabled-${viewport.width}`);
    }
  });

  it("shows 'No Notices' when every notice is ended, disabled or yet to start", async () => {
    const now = Date.now();
    await save({
      sections: [
        { id: 'ended', title: 'Ended', endDate: new Date(now - 60_000).toISOString() },
        { id: 'off', title: 'Off', enabled: false },
        { id: 'later', title: 'Later', startDate: new Date(now + 3600_000).toISOString() },
      ],
    });
    const page = await open();
    await page.goto('/notice');
    await page.getByRole('heading', { name: 'No Notices' }).waitFor();
    await page.getByText('There are currently no active notices or announcements.').waitFor();
    expect(await cards(page).count()).toBe(0);
  });

  it('shows a save through the API on an already open page, without reloading', async () => {
    await save({ sections: [{ id: 'first', title: 'Before the save' }] });
    const page = await open();
    await page.goto('/notice');
    await card(page, 'first').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await save({
      sections: [{ id: 'second', title: 'After the save', type: 'warning' }],
      globalSettings: { siteName: 'Pushed Notices' },
    });
    await card(page, 'second').waitFor({ timeout: 5_000 });
    await page.getByRole('heading', { level: 2, name: 'Pushed Notices' }).waitFor();
    expect(await card(page, 'first').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it("shows this device's copy when the load fails, and re-reads on the storage events of another tab", async () => {
    const notices: NoticeInput[] = [
      { id: 'kept-1', priority: 'low', title: 'Kept one' },
      { id: 'kept-2', priority: 'high', title: 'Kept two' },
    ];
    await save({ sections: notices, globalSettings: { siteName: 'Stored Notices' } });
    const page = await open();
    await page.goto('/notice');
    await card(page, 'kept-1').waitFor();

    await page.route(`**${LOAD_PATH}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Stored Notices' }).waitFor();
    expect(await shownIds(page)).toEqual(['kept-2', 'kept-1']);

    // Another tab of this device keeps a new copy (the builder saving locally while the server is down):
    // this one reads it at once.
    const other = await page.context().newPage();
    await other.goto('/api/health');
    // Missing fields take their defaults; the colours have none in a kept copy (the server fills them).
    await other.evaluate((doc) => localStorage.setItem('noticeData', JSON.stringify(doc)), {
      sections: [{ id: 'other-tab', title: 'Saved in another tab', ...defaultNoticeColors('announcement') }],
      globalSettings: defaultNoticeData().globalSettings,
    });
    await card(page, 'other-tab').waitFor();
    expect(await shownIds(page)).toEqual(['other-tab']);

    // A bump of noticeSync alone makes it ask the server again.
    const reread = page.waitForRequest(isLoad);
    await other.evaluate(() => localStorage.setItem('noticeSync', String(Date.now())));
    await reread;
  });

  it('scrolls the first three titles, one pass in animationSpeed seconds, above or below the list', async () => {
    const sections: NoticeInput[] = [
      { id: 'n1', priority: 'low', title: 'Fourth title' },
      { id: 'n2', priority: 'high', title: 'First title' },
      { id: 'n3', priority: 'medium', title: 'Second title' },
      { id: 'n4', priority: 'medium', title: 'Third title' },
    ];
    await save({ sections, globalSettings: { animationSpeed: 12, noticePosition: 'top' } });
    const page = await open();
    await page.goto('/notice');
    const preview = page.getByTestId('notice-scrolling-preview');
    await preview.getByRole('heading', { name: 'Scrolling Notice Preview' }).waitFor();
    const track = previewTrack(page);
    expect(await track.innerText()).toMatch(/^First title\s*◆\s*Second title\s*◆\s*Third title$/);
    const running = await track.evaluate((el) => {
      const s = getComputedStyle(el);
      return { name: s.animationName, duration: s.animationDuration, whiteSpace: s.whiteSpace };
    });
    expect(running).toEqual({ name: 'marquee', duration: '12s', whiteSpace: 'nowrap' });
    const moved = await track.evaluate(async (el) => {
      const before = el.getBoundingClientRect().x;
      await new Promise((r) => setTimeout(r, 300));
      return el.getBoundingClientRect().x - before;
    });
    expect(moved, 'right to left').toBeLessThan(0);
    const previewFirst = () =>
      page.evaluate(() => {
        const p = document.querySelector('[data-testid="notice-scrolling-preview"]');
        const list = document.querySelector('[data-testid="notice-list"]');
        return Boolean(p && list && p.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
    expect(await previewFirst()).toBe(true);

    await save({ sections, globalSettings: { animationSpeed: 25, noticePosition: 'bottom' } });
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('25s');
    expect(await previewFirst()).toBe(false);
  });

  it('stops the scrolling preview under prefers-reduced-motion: the titles stand still, one per line', async () => {
    await save({
      sections: [
        { id: 'a', title: 'A long first title that would scroll' },
        { id: 'b', title: 'Another title' },
      ],
    });
    const page = await open(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/notice');
    const track = previewTrack(page);
    await track.waitFor();
    const still = await track.evaluate((el) => ({
      name: getComputedStyle(el).animationName,
      whiteSpace: getComputedStyle(el).whiteSpace,
      running: el.getAnimations().length,
    }));
    expect(still).toEqual({ name: 'none', whiteSpace: 'normal', running: 0 });
    const titleTops = await track
      .locator('span:not([aria-hidden])')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(titleTops).toHaveLength(2);
    expect(titleTops[1]).toBeGreaterThan(titleTops[0]!);
    const frame = (await page.getByRole('marquee').boundingBox())!;
    const text = (await track.boundingBox())!;
    expect(text.x).toBeGreaterThanOrEqual(frame.x);
    expect(text.x + text.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  });

  it('fits a phone: no horizontal scroll, cards within the screen, long words wrapped', async () => {
    await save({
      sections: [
        {
          id: 'long',
          type: 'promotion',
          priority: 'high',
          title: 'Supercalifragilisticexpialidociousbonusweekendpromotion',
          content: 'https://example.com/a/very/long/address/that/does/not/break/anywhere/at/all/really',
          imageUrl: '/images/promotion.webp',
          startDate: '2020-01-15T02:30:00.000Z',
          endDate: '2099-12-31T15:59:00.000Z',
        },
        { id: 'short', type: 'info', priority: 'low', title: 'Short one' },
      ],
    });
    const page = await open(PHONE);
    await page.goto('/notice');
    await card(page, 'long').waitFor();
    await expectNoSidewaysScroll(page, 'the notice page');
    for (const id of ['long', 'short']) {
      const box = (await card(page, id).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The first screen's image is the page's largest paint: fetched at once, ahead of the rest.
    const first = card(page, 'long').getByRole('img');
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    await screenshot(page, 'notice-phone');
  });
});
