import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { createPromoCode } from '../support/factories';
import {
  baseURL,
  DESKTOP,
  enterPromoCode,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

describe('live settings', () => {
  // Each test changes the names or the notice and starts from the built-in ones: a server of its own.
  const suite = useBrowser({ admin: true, server: 'test' });

  async function codeOnSpinPage(page: Page, prizeType: 'normal' | 'super' = 'normal'): Promise<void> {
    const { code } = await createPromoCode(suite.admin.request, { prizeType });
    await enterPromoCode(page, code);
    await page.waitForURL('**/spin');
    await page.getByTestId('wheel').waitFor();
  }

  /** Marks the document so a reload (which would lose the mark) is detectable. */
  const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
  const stillSameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

  it('shows a prize renamed in the Prizes tab on an open wheel within 2 s, without a reload', async () => {
    const visitor = await suite.open(PHONE);
    await codeOnSpinPage(visitor.page);
    const wheel = visitor.page.getByTestId('wheel');
    // The built-in name in the page's language, English (its label is drawn a word a line).
    const label = async () => (await wheel.locator('[data-slot="4"]').textContent())?.replace(/\s/g, '');
    await expect.poll(label).toBe(BUILT_IN_PRIZE_NAMES.normal.en[3]?.replace(/\s/g, ''));
    await markDocument(visitor.page);

    // The operator renames prize 4 in the Prizes tab, in another browser context.
    const operator = await suite.open(DESKTOP);
    await loginAsAdmin(operator.page);
    await operator.page.getByRole('tab', { name: 'Prizes' }).click();
    const manager = operator.page.getByRole('region', { name: 'Prize Manager' });
    await manager.getByRole('button', { name: 'Edit prize 4' }).click();
    await manager.getByLabel('Prize 4 name').fill('Lucky Four');
    await manager.getByLabel('Prize 4 name').press('Enter');
    await wheel.getByText('Lucky').waitFor({ timeout: 2000 });
    expect(await stillSameDocument(visitor.page)).toBe(true);
  });

  it("shows a change saved before the page's socket opened: a push it could not hear", async () => {
    const visitor = await suite.open(DESKTOP);
    // The page's socket is held until the save is done, as a slow connection would hold it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await visitor.page.routeWebSocket(/\/ws/, async (socket) => {
      await held;
      socket.connectToServer();
    });
    await visitor.page.goto('/promo');
    await visitor.page.getByRole('textbox', { name: 'Promo code' }).waitFor();
    expect(await visitor.page.getByTestId('spin-notice').count()).toBe(0);

    const notice = {
      showSpinNotice: true,
      spinNoticeText: 'Saved while the socket was away',
      spinNoticeColor: '#FFD700',
      spinNoticeBg: '#7C1D1D',
    };
    const saved = await suite.admin.request.post('/api/spinning-notice/save', { data: { settings: notice } });
    expect(saved.status()).toBe(200);
    release();
    await visitor.page
      .getByTestId('spin-notice')
      .getByText(notice.spinNoticeText)
      .first()
      .waitFor({ timeout: 3000 });
  });

  // Behind a balancer the reload after a push may reach an instance that has not had the change yet:
  // the page names the version it heard, and that instance reads the settings again first.
  it('names the settings version it heard from a push in the reloads it makes', async () => {
    const visitor = await suite.open(DESKTOP);
    const pushed: number[] = [];
    visitor.page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type: string; version?: number };
        if (message.type === 'settings_changed' && message.version) pushed.push(message.version);
      }),
    );
    const named: string[] = [];
    visitor.page.on('request', (request) => {
      const version = request.headers()['x-settings-version'];
      if (version) named.push(version);
    });
    await visitor.page.goto('/promo');
    await visitor.page.getByRole('textbox', { name: 'Promo code' }).waitFor();
    await visitor.page.waitForLoadState('networkidle');

    const notice = {
      showSpinNotice: true,
      spinNoticeText: 'Named by its version',
      spinNoticeColor: '#FFD700',
      spinNoticeBg: '#7C1D1D',
    };
    const saved = await suite.admin.request.post('/api/spinning-notice/save', { data: { settings: notice } });
    expect(saved.status()).toBe(200);
    await visitor.page.getByTestId('spin-notice').getByText(notice.spinNoticeText).first().waitFor();
    expect(pushed).toHaveLength(1);
    expect(named).toContain(String(pushed[0]));
  });

  it('shows, changes and hides the scrolling notice on /promo within 2 s', async () => {
    const visitor = await suite.open(DESKTOP);
    await visitor.page.goto('/promo');
    await visitor.page.getByRole('textbox', { name: 'Promo code' }).waitFor();
    expect(await visitor.page.getByTestId('spin-notice').count()).toBe(0);
    await markDocument(visitor.page);

    const notice = {
      showSpinNotice: true,
      spinNoticeText: '🎉 Double prizes this weekend <b>only</b>!',
      spinNoticeColor: '#FFD700',
      spinNoticeBg: '#7C1D1D',
    };
    await suite.admin.request.post('/api/spinning-notice/save', { data: { settings: notice } });
    const banner = visitor.page.getByTestId('spin-notice');
    await banner.waitFor({ timeout: 2000 });
    // Rendered as text: the markup shows literally and creates no element.
    expect(await banner.textContent()).toBe(notice.spinNoticeText);
    expect(await banner.locator('b').count()).toBe(0);
    const colours = await banner.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el).backgroundColor,
    ]);
    expect(colours).toEqual(['rgb(255, 215, 0)', 'rgb(124, 29, 29)']);
    // Right to left on the compositor, at a speed that does not depend on the text's length.
    const track = banner.locator('.marquee-track');
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee');
    const secondsPerPixel = async () =>
      track.evaluate((el) => {
        const frame = el.parentElement?.clientWidth ?? 0;
        return parseFloat(getComputedStyle(el).animationDuration) / (frame + el.scrollWidth);
      });
    const slow = await secondsPerPixel();
    if (process.env.SCREENSHOT_DIR) {
      await visitor.page.waitForTimeout(3000); // let the text scroll into view
      await screenshot(visitor.page, 'promo-banner-desktop');
    }

    await suite.admin.request.post('/api/spinning-notice/save', {
      data: { settings: { ...notice, spinNoticeText: `${notice.spinNoticeText} `.repeat(6).trim() } },
    });
    await expect
      .poll(async () => (await banner.textContent())?.length ?? 0, { timeout: 2000 })
      .toBeGreaterThan(200);
    await expect.poll(secondsPerPixel).toBeCloseTo(slow, 4);

    // Paused while hovered.
    await banner.hover();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');

    await suite.admin.request.post('/api/spinning-notice/save', {
      data: { settings: { ...notice, showSpinNotice: false } },
    });
    await banner.waitFor({ state: 'detached', timeout: 2000 });
    expect(await stillSameDocument(visitor.page)).toBe(true);
  });

  it('keeps the notice still and readable under reduced motion, on a phone', async () => {
    await suite.admin.request.post('/api/spinning-notice/save', {
      data: {
        settings: {
          showSpinNotice: true,
          spinNoticeText: 'Welcome! Enter your code to spin 🎡',
          spinNoticeColor: '#FF6B35',
          spinNoticeBg: '#1F2937',
        },
      },
    });
    const context = await suite.browser.newContext({
      viewport: PHONE,
      baseURL: baseURL(),
      reducedMotion: 'reduce',
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/promo');
    const track = page.getByTestId('spin-notice').locator('.marquee-track');
    await track.waitFor();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await track.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('normal');
    await context.close();
    const phone = await suite.open(PHONE);
    await phone.page.goto('/promo');
    await phone.page.getByTestId('spin-notice').waitFor();
    if (process.env.SCREENSHOT_DIR) {
      await phone.page.waitForTimeout(2500);
      await screenshot(phone.page, 'promo-banner-phone');
    }
    await phone.context.close();
  });

  it('offers the Edit Prize Names dialog to a signed-in admin only, and its save reaches the wheel', async () => {
    const visitor = await suite.open(DESKTOP);
    await codeOnSpinPage(visitor.page, 'super');
    // A forged hint alone shows nothing: the server is asked and says no.
    await visitor.page.evaluate(() => {
      localStorage.setItem('adminLoggedIn', 'true');
      localStorage.setItem('adminLoginTime', String(Date.now()));
    });
    await visitor.page.reload();
    await visitor.page.getByTestId('wheel').waitFor();
    await visitor.page.waitForLoadState('networkidle');
    expect(await visitor.page.getByRole('button', { name: 'Edit Prize Names' }).count()).toBe(0);
    await visitor.context.close();

    const operator = await suite.open(DESKTOP);
    await loginAsAdmin(operator.page);
    await codeOnSpinPage(operator.page, 'super');
    await operator.page.getByRole('button', { name: 'Edit Prize Names' }).click();
    const dialog = operator.page.getByRole('dialog', { name: 'Edit Prize Names' });
    expect(await dialog.getByRole('button', { name: 'SUPER PRIZE' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await dialog.getByLabel('Prize 1').inputValue()).toBe(DEFAULT_PRIZE_NAMES.super[0]);
    // An emptied name is refused inside the dialog, where a screen reader hears it (a toast behind an
    // open dialog is hidden from it), and nothing is saved.
    await dialog.getByLabel('Prize 2').fill(' ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Prize names cannot be empty' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Prize 2').fill(DEFAULT_PRIZE_NAMES.super[1] ?? '');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByLabel('Prize 1').fill('FREE 88');
    await screenshot(operator.page, 'edit-prize-names-desktop');
    await expectNoSeriousAxeIssues(operator.page, 'the Edit Prize Names dialog');
    // A small form: Enter in a name saves, as in the Prizes tab.
    await dialog.getByLabel('Prize 1').press('Enter');
    await operator.page
      .getByRole('status')
      .filter({ hasText: 'Super prize names updated and synced to all devices' })
      .first()
      .waitFor();
    await operator.page.getByTestId('wheel').getByText('FREE 88').waitFor({ timeout: 2000 });
  });

  it('syncs all settings to this device on /mobile-sync and reloads', async () => {
    const t = await suite.open(PHONE);
    await t.page.goto('/mobile-sync');
    await t.page.getByRole('button', { name: 'Sync All Settings' }).waitFor();
    await screenshot(t.page, 'mobile-sync-phone');
    const reloaded = t.page.waitForEvent('load', { timeout: 6000 });
    await t.page.getByRole('button', { name: 'Sync All Settings' }).click();
    const status = t.page.getByRole('status').filter({ hasText: /已同步 \d+ 项设置/ });
    await status.waitFor();
    await reloaded;
    const stored = await t.page.evaluate(() => [
      localStorage.getItem('customPrizeNames'),
      localStorage.getItem('spinNoticeSettings'),
    ]);
    expect(JSON.parse(stored[0] ?? 'null')).toEqual(DEFAULT_PRIZE_NAMES.normal);
    expect(JSON.parse(stored[1] ?? 'null')).toMatchObject({ spinNoticeColor: '#FF6B35' });

    await t.page.getByRole('button', { name: 'Sync Super Prizes' }).click();
    await t.page.getByRole('status').filter({ hasText: '同步成功' }).waitFor();
    expect(
      JSON.parse((await t.page.evaluate(() => localStorage.getItem('customSuperPrizeNames'))) ?? 'null'),
    ).toEqual(DEFAULT_PRIZE_NAMES.super);
  });

  it('says so on /mobile-sync when the network or the server fails', async () => {
    const t = await suite.open(PHONE);
    await t.page.goto('/mobile-sync');
    await t.page.route('**/api/sync/load-all', (route) => route.abort('internetdisconnected'));
    await t.page.getByRole('button', { name: 'Sync All Settings' }).click();
    await t.page.getByRole('alert').filter({ hasText: '网络连接失败' }).waitFor();
    await t.page.unroute('**/api/sync/load-all');
    await t.page.route('**/api/sync/load-all', (route) =>
      route.fulfill({ status: 503, body: '{"message":"down"}' }),
    );
    await t.page.getByRole('button', { name: 'Sync Super Prizes' }).click();
    await t.page.getByRole('alert').filter({ hasText: '无法获取服务器配置' }).waitFor();
    await t.context.close();
  });
});
