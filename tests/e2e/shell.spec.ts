import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, useBrowser } from './fixtures';

describe('the app shell', () => {
  const suite = useBrowser();

  const titles: [string, string][] = [
    ['/', 'LUCKY DRAW'],
    ['/promo', 'LUCKY DRAW'],
    ['/spin', 'LUCKY DRAW'],
    ['/home', 'HOME'],
    ['/notice', 'NOTICE'],
    ['/admin', 'DASHBOARD'],
    // A visitor who followed a bad link sees the site's name, not the operator's DASHBOARD.
    ['/no-such-page', 'LUCKY DRAW'],
  ];

  it('shows each route title in the fixed header and the nav buttons at 1280x800', async () => {
    const t = await suite.open(DESKTOP);
    for (const [route, title] of titles) {
      await t.page.goto(route);
      const header = t.page.getByRole('banner');
      await expect.poll(() => header.getByRole('heading').textContent(), { message: route }).toBe(title);
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    }
    await t.page.goto('/home');
    const nav = t.page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Spin', 'Notice'])
      expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await t.page.getByRole('button', { name: 'Toggle menu' }).isVisible()).toBe(false);

    await nav.getByRole('link', { name: 'Spin' }).click();
    await t.page.waitForURL('**/promo');
    await nav.getByRole('link', { name: 'Notice' }).click();
    await t.page.waitForURL('**/notice');
    expect(await t.page.getByRole('banner').getByRole('heading').textContent()).toBe('NOTICE');
    await screenshot(t.page, 'notice-desktop');
  });

  it('hides the nav behind a toggle menu at 390x844', async () => {
    const t = await suite.open(PHONE);
    await t.page.goto('/home');
    expect(await t.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = t.page.getByRole('button', { name: 'Toggle menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = t.page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Spin', 'Notice'])
      expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
    await screenshot(t.page, 'home-phone-menu-open');
    await menu.getByRole('link', { name: 'Spin' }).click();
    await t.page.waitForURL('**/promo');
    // Navigating closes the menu.
    expect(await t.page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    expect(await t.page.getByRole('banner').getByRole('heading').textContent()).toBe('LUCKY DRAW');
  });

  it('opens /admin on Shift+Enter, but not from inside the promo input', async () => {
    const t = await suite.open(DESKTOP);
    await t.page.goto('/promo');
    const input = t.page.getByRole('textbox', { name: 'Promo code' });
    await input.click();
    await t.page.keyboard.press('Shift+Enter');
    await t.page.waitForTimeout(300);
    expect(new URL(t.page.url()).pathname).toBe('/promo');

    await t.page.goto('/notice');
    await t.page.locator('body').click();
    await t.page.keyboard.press('Shift+Enter');
    await t.page.waitForURL('**/admin');
    await t.page.getByText('Enter password to access admin panel').waitFor();
  });

  it("gives operators a way in they can see: the NOTICE page's footer links to the dashboard, in each language", async () => {
    for (const [language, label] of [
      ['en-US', 'Staff dashboard'],
      ['zh-CN', '员工后台'],
      ['ms-MY', 'Papan pemuka kakitangan'],
    ] as const) {
      const t = await suite.open(PHONE, { acceptLanguage: language });
      await t.page.goto('/notice');
      const link = t.page.getByTestId('notice-page').locator('footer').getByRole('link', { name: label });
      await link.click();
      await t.page.waitForURL('**/admin');
      await t.page.locator('input[type="password"]').waitFor();
    }
  });

  it('shows visitors a 404 page of their own: what happened in words, and the way back to /promo and /home', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const t = await suite.open(viewport);
      const res = await t.page.goto('/definitely/not/here');
      expect(res?.status()).toBe(404);
      await t.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await t.page
        .getByText('This page does not exist. The link may be mistyped, or the page has moved.')
        .waitFor();
      expect(await t.page.getByText(/router/).count()).toBe(0);
      expect(await t.page.getByRole('banner').getByRole('heading').textContent()).toBe('LUCKY DRAW');
      await screenshot(t.page, `not-found-${viewport.width}`);
      await t.page.getByRole('main').getByRole('link', { name: 'Enter a promo code' }).click();
      await t.page.waitForURL('**/promo');
      await t.page.goBack();
      await t.page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      await t.page.waitForURL('**/home');
    }
  });

  it('puts the keyboard in the promo code field on arrival on a desktop, not on a phone', async () => {
    for (const [viewport, focused] of [
      [DESKTOP, true],
      [PHONE, false],
    ] as const) {
      const t = await suite.open(viewport);
      await t.page.goto('/promo');
      const field = t.page.getByRole('textbox', { name: 'Promo code' });
      await field.waitFor();
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(focused);
      // On a phone the chat button stays in view until the visitor taps the field.
      if (!focused) expect(await t.page.getByTestId('chat-launcher').isVisible()).toBe(true);
      await t.context.close();
    }
  });

  it('starts every page with a skip link to its content', async () => {
    const t = await suite.open(PHONE);
    for (const route of ['/promo', '/home', '/notice', '/mobile-sync', '/admin', '/no-such-page']) {
      await t.page.goto(route);
      await t.page.getByRole('main').waitFor();
      // The first stop in the tab order (/promo then puts the keyboard in its code field on arrival).
      const first = await t.page.evaluate(
        () =>
          document.querySelector<HTMLElement>(
            'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
          )?.textContent,
      );
      expect(first, route).toBe('Skip to content');
      if (route !== '/promo') {
        await t.page.keyboard.press('Tab');
      } else {
        await t.page.getByRole('link', { name: 'Skip to content' }).focus();
      }
      const focused = t.page.locator(':focus');
      expect(await focused.textContent(), route).toBe('Skip to content');
      expect(await focused.isVisible(), route).toBe(true);
      await t.page.keyboard.press('Enter');
      await expect
        .poll(() => t.page.evaluate(() => document.activeElement?.id), { message: route })
        .toBe('main');
    }
  });

  it('does not download the admin code on a public page', async () => {
    const t = await suite.open(DESKTOP);
    const scripts: string[] = [];
    t.page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await t.page.goto('/promo');
    await t.page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('admin'))).toEqual([]);

    await t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await t.page.keyboard.press('Shift+Enter');
    await t.page.getByText('Enter password to access admin panel').waitFor();
    expect(scripts.filter((s) => s.includes('admin')).length).toBeGreaterThan(0);
  });
});
