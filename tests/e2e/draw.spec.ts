import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { businessDateTime } from '#shared/business-date';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { slotAtRotation, offsetFromSlotCentre } from '#shared/wheel';
import { createPromoCode } from '../support/factories';
import {
  baseURL,
  DESKTOP,
  enterPromoCode,
  expectNoErrors,
  loginAsAdmin,
  openSummary,
  PHONE,
  screenshot,
  track,
  useBrowser,
} from './fixtures';

describe('the draw in the browser', () => {
  const suite = useBrowser({ admin: true });

  /** A slot's built-in name as an English page shows it (the suite's server is a fresh install). */
  const prizeName = (type: 'normal' | 'super', slot: number): string =>
    BUILT_IN_PRIZE_NAMES[type].en[slot - 1] ?? '';

  const enterCode = enterPromoCode;

  async function finalRotation(page: Page): Promise<number> {
    return Number(await page.getByTestId('wheel').getAttribute('data-rotation'));
  }

  it('whole path: the admin records a deposit and makes a SUPER code for prize 3; a visitor spins it and wins prize 3', async () => {
    // The operator, in the dashboard.
    const operator = await suite.open(DESKTOP);
    await loginAsAdmin(operator.page);
    const form = operator.page.getByRole('region', { name: 'Generate Promo Code' });
    const customer = 'Walter Whole';
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill(customer);
    await form.getByLabel('Customer Deposit Record').fill('50');
    await form.getByRole('button', { name: 'SUPER PRIZE' }).click();
    await form.getByLabel('Select Prize').selectOption('3');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    const generated = operator.page.getByRole('region', { name: 'Generated Code' });
    await generated.getByText('Code successfully generated!').waitFor();
    const code = (await generated.getByText(/^[A-Z2-9]{8}$/).textContent()) ?? '';
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    // The deposit was recorded first, under the customer's name.
    const summary = await operator.page.request.get(
      `/api/admin/deposits/search?customerCode=${encodeURIComponent(customer)}`,
    );
    expect(((await summary.json()) as { totalDeposit: string }).totalDeposit).toBe('50.00');

    // The visitor, in another browser context, types the code in lower case.
    const t = await suite.open(DESKTOP);
    const useCalls: string[] = [];
    t.page.on('request', (req) => {
      if (req.url().endsWith('/api/use-promo')) useCalls.push(req.url());
    });
    await enterCode(t.page, code.toLowerCase());
    await t.page.waitForURL('**/spin');
    await t.page.getByRole('heading', { name: 'SUPER LIGHTNING WHEEL' }).waitFor();
    expect(await t.page.getByText(code).first().isVisible()).toBe(true);
    expect(await t.page.evaluate(() => sessionStorage.getItem('validPromoCode'))).toBe(code);
    const history = t.page.getByRole('region', { name: 'Drawing History' });
    // Loaded first (on a fresh database it says 'No draws yet' after 'Loading...').
    await expect.poll(() => history.textContent()).not.toContain('Loading...');
    const historyBefore = await history.textContent();

    const spin = t.page.getByRole('button', { name: 'Spin the Wheel' });
    await spin.click();
    // Repeated taps do not call the server again.
    await t.page
      .getByRole('button', { name: 'Spinning...' })
      .click({ force: true })
      .catch(() => undefined);
    await t.page.waitForTimeout(2000);
    await screenshot(t.page, 'spin-mid-desktop');
    // Mid-spin the history still does not reveal the result.
    expect(await history.textContent()).toBe(historyBefore);

    const rotation = await finalRotation(t.page);
    expect(rotation).toBeGreaterThanOrEqual(1800);
    expect(slotAtRotation(rotation)).toBe(3);
    expect(Math.abs(offsetFromSlotCentre(rotation))).toBeLessThanOrEqual(10);
    // The transform runs on the compositor: one CSS transition on transform, nothing else.
    const transition = await t.page
      .getByTestId('wheel')
      .evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(transition).toBe('transform');

    const dialog = t.page.getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await t.page.getByTestId('win-prize').textContent()).toBe(prizeName('super', 3));
    expect(await t.page.getByTestId('win-code').textContent()).toBe(code);
    expect(await dialog.getByText('Screenshot this for verification').isVisible()).toBe(true);
    await screenshot(t.page, 'win-desktop');
    expect(useCalls).toHaveLength(1);

    // After the dialog opens, the history shows the draw with the code masked.
    const masked = `${code.slice(0, 2)}****${code.slice(-2)}`;
    // (The dialog hides the page from the accessibility tree, so find the list by test id.)
    const latest = t.page.getByTestId('latest-draws');
    await expect.poll(() => latest.textContent(), { timeout: 5000 }).toContain(masked);
    expect(await latest.textContent()).not.toContain(code);
    // Its time is Malaysia time with the label, whatever the phone's zone (this browser runs in UTC).
    const drawnAt = (await latest.locator('time').first().getAttribute('datetime')) ?? '';
    expect(await latest.locator('time').first().textContent()).toBe(businessDateTime(drawnAt));

    await dialog.getByRole('button', { name: 'Awesome!' }).click();
    await t.page.waitForURL('**/promo');
    expect(
      await t.page.evaluate(() => [
        sessionStorage.getItem('validPromoCode'),
        sessionStorage.getItem('prizeData'),
      ]),
    ).toEqual([null, null]);

    // The same code again: the server's used message in the error box.
    await enterCode(t.page, code);
    const alert = t.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/used/);
    expect(new URL(t.page.url()).pathname).toBe('/promo');
  });

  it('names one prize when the slot is renamed after the code was made: wheel, dialog, history, summary, table', async () => {
    const names = [...BUILT_IN_PRIZE_NAMES.normal.en];
    const generatedAs = names[2] ?? '';
    const renamed = 'MidPrize20';
    const customerName = 'Remy Renamed';
    const { code } = await createPromoCode(suite.admin.request, { customerName, prizeId: 3 });
    const saveNames = async (list: string[]) => {
      const res = await suite.admin.request.post('/api/sync/save', {
        data: { pageType: 'dev_general', dataKey: 'customPrizeNames', dataValue: JSON.stringify(list) },
      });
      expect(res.status()).toBe(200);
    };
    // The wheel's label of a slot, its lines run together.
    const label = (text: string) => text.replace(/\s/g, '');
    const t = await suite.open(PHONE);
    await enterCode(t.page, code);
    await t.page.waitForURL('**/spin');
    const slot3 = t.page.getByTestId('wheel').locator('[data-slot="3"]');
    await expect.poll(() => slot3.textContent()).toBe(label(generatedAs));

    // Renamed in the Prizes tab while the visitor looks at the wheel: the wheel follows.
    await saveNames(names.map((name, i) => (i === 2 ? renamed : name)));
    await expect.poll(() => slot3.textContent(), { timeout: 5000 }).toBe(label(renamed));

    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await t.page.getByRole('dialog').waitFor({ timeout: 6000 });
    expect(slotAtRotation(await finalRotation(t.page))).toBe(3);
    expect(await slot3.textContent()).toBe(label(renamed));
    expect(await t.page.getByTestId('win-prize').textContent()).toBe(renamed);
    const masked = `${code.slice(0, 2)}****${code.slice(-2)}`;
    // (The dialog hides the page from the accessibility tree: rows by their element, not their role.)
    const latest = t.page.getByTestId('latest-draws').locator('li', { hasText: masked });
    await latest.waitFor({ timeout: 5000 });
    expect(await latest.textContent()).toContain(renamed);
    await screenshot(t.page, 'win-after-rename-phone');

    // The operator: today's summary counts it under that name, the table shows both names.
    const operator = await suite.open(DESKTOP);
    await loginAsAdmin(operator.page);
    await openSummary(operator.page);
    const summary = operator.page.getByRole('region', { name: 'Today at a glance' });
    await summary.getByText(`3. ${renamed}`).waitFor();
    expect(await summary.getByText(`3. ${generatedAs}`, { exact: true }).count()).toBe(0);
    const table = operator.page.getByRole('region', { name: 'Active Promo Codes' });
    await table
      .getByRole('button', { name: `Show only the codes of ${customerName}` })
      .first()
      .click();
    const row = table.getByRole('row').filter({ hasText: code });
    await row.getByText(`Won as: ${renamed}`).waitFor();
    expect(await row.getByText(generatedAs, { exact: true }).count()).toBe(1);
    await screenshot(operator.page, 'promo-table-after-rename-desktop');
  });

  it('Escape on the win dialog does what its button does: on to /promo for a new code', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 5 });
    const t = await suite.open(PHONE);
    await enterCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.getByRole('heading', { name: 'Lucky Wheel' }).waitFor();
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await t.page.getByRole('dialog').waitFor({ timeout: 6000 });
    expect(slotAtRotation(await finalRotation(t.page))).toBe(5);
    expect(await t.page.getByTestId('win-prize').textContent()).toBe(prizeName('normal', 5));
    await screenshot(t.page, 'win-phone');
    await t.page.keyboard.press('Escape');
    await t.page.waitForURL('**/promo', { timeout: 5000 });
    expect(await t.page.evaluate(() => sessionStorage.getItem('validPromoCode'))).toBeNull();
    expect(await t.page.getByText('Code Already Used').count()).toBe(0);
  });

  it('stops the wheel and shows the server message when the code was used elsewhere meanwhile', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 2 });
    const t = await suite.open(PHONE);
    await enterCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.getByTestId('wheel').waitFor();
    // Someone else spends the code between validation and the spin.
    expect((await suite.admin.request.post('/api/use-promo', { data: { code } })).status()).toBe(200);
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await t.page
      .getByRole('status')
      .filter({ hasText: 'This promo code has already been used.' })
      .first()
      .waitFor();
    // Stopped where it was: the transition is removed.
    const transition = await t.page.getByTestId('wheel').evaluate((el) => getComputedStyle(el).transition);
    expect(transition).toMatch(/^(none|all 0s ease 0s)$/);
    expect(await t.page.getByRole('dialog').count()).toBe(0);
    // Straight on to a new code: the refusal was said already, no 'Code Already Used' on the way.
    await t.page.getByRole('button', { name: 'Enter New Code to Spin Again' }).click();
    await t.page.waitForURL('**/promo', { timeout: 1000 });
    expect(await t.page.getByText('Code Already Used').count()).toBe(0);
  });

  it('returns to /promo by itself 30 s after the win dialog opens', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 6 });
    const t = await suite.open(PHONE);
    await t.page.clock.install();
    await enterCode(t.page, code);
    await t.page.waitForURL('**/spin');
    // When the dialog opened, on the page's (installed) clock: the spin's end depends on when the server
    // answered, so the 30 s are counted from there, not from the click.
    await t.page.evaluate(() => {
      const w = window as unknown as { __dialogAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="dialog"]')) {
          w.__dialogAt = Date.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await t.page.clock.runFor(3000);
    await t.page.getByRole('dialog').waitFor();
    const openedFor = await t.page.evaluate(
      () => Date.now() - ((window as unknown as { __dialogAt?: number }).__dialogAt ?? Date.now()),
    );
    await t.page.clock.runFor(29_000 - openedFor);
    expect(new URL(t.page.url()).pathname).toBe('/spin');
    await t.page.clock.runFor(1500);
    await t.page.waitForURL('**/promo');
    expect(await t.page.evaluate(() => sessionStorage.getItem('validPromoCode'))).toBeNull();
  });

  it('runs a demo code as animation only: nothing recorded, usable again', async () => {
    const { code } = await createPromoCode(suite.admin.request, { isDemo: true, prizeId: 2 });
    const t = await suite.open(PHONE);
    await enterCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.getByText('Demo Mode - View Only').waitFor();
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await t.page
      .getByText('This was a demonstration spin. No prize can be claimed.')
      .first()
      .waitFor({ timeout: 6000 });
    expect(await t.page.getByRole('dialog').count()).toBe(0);
    expect(slotAtRotation(await finalRotation(t.page))).toBe(2);
    const history = await t.page.request.get('/api/draw-history?pageSize=50');
    const masked = `${code.slice(0, 2)}****${code.slice(-2)}`;
    expect(
      ((await history.json()) as { items: { promoCode: string }[] }).items.map((i) => i.promoCode),
    ).not.toContain(masked);
    expect((await t.page.request.post('/api/validate-promo', { data: { code } })).status()).toBe(200);
  });

  it('under prefers-reduced-motion sets the wheel on the assigned slot unturned and shows the result at once', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 4, prizeType: 'super' });
    const context = await suite.browser.newContext({
      viewport: DESKTOP,
      baseURL: baseURL(),
      reducedMotion: 'reduce',
    });
    const t = track(await context.newPage());
    await enterCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    // No turning and no waiting for it: the dialog as soon as the server answers.
    await t.page.getByRole('dialog').waitFor({ timeout: 1500 });
    const duration = await t.page
      .getByTestId('wheel')
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe('0s');
    const rotation = await finalRotation(t.page);
    expect(rotation).toBeLessThan(1800);
    expect(slotAtRotation(rotation)).toBe(4);
    // Nothing moves: the rim's lights stand lit, and neither confetti nor lightning is drawn.
    const moving = await t.page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running').length,
    );
    expect(moving).toBe(0);
    expectNoErrors(t);
    await context.close();
  });

  it('remembers the mute toggle', async () => {
    const { code } = await createPromoCode(suite.admin.request);
    const t = await suite.open(PHONE);
    await enterCode(t.page, code);
    await t.page.waitForURL('**/spin');
    const mute = t.page.getByRole('button', { name: 'Mute sounds' });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await t.page.getByRole('button', { name: 'Unmute sounds' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await t.page.reload();
    expect(await t.page.getByRole('button', { name: 'Unmute sounds' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await t.page.evaluate(() => localStorage.getItem('soundMuted'))).toBe('true');
  });

  it('shows the server message for an unknown code, and the empty-code message without a call', async () => {
    const t = await suite.open(PHONE);
    await t.page.goto('/promo');
    await t.page.getByRole('button', { name: 'Start Lucky Draw' }).click();
    expect(await t.page.getByRole('alert').textContent()).toBe('Please enter a promo code');
    await enterCode(t.page, 'nosuchcd');
    await t.page.getByRole('alert').filter({ hasText: 'Invalid promo code' }).waitFor();
    expect(await t.page.getByRole('textbox', { name: 'Promo code' }).inputValue()).toBe('NOSUCHCD');
    await screenshot(t.page, 'promo-error-phone');
  });

  it('sends a visitor without a code from /spin back to /promo', async () => {
    const t = await suite.open(DESKTOP);
    await t.page.goto('/spin');
    await t.page.waitForURL('**/promo');
  });

  it('pages the history view 20 at a time from the history code', async () => {
    // Enough draws for at least two pages.
    for (let i = 0; i < 21; i++) {
      const { code } = await createPromoCode(suite.admin.request, { prizeId: (i % 6) + 1 });
      expect((await suite.admin.request.post('/api/use-promo', { data: { code } })).status()).toBe(200);
    }
    const total = ((await (await suite.admin.request.get('/api/draw-history')).json()) as { total: number })
      .total;
    const pages = Math.ceil(total / 20);
    const context = await suite.browser.newContext({
      viewport: DESKTOP,
      baseURL: baseURL(),
    });
    const t = track(await context.newPage());
    await enterCode(t.page, 'History');
    await t.page.waitForURL('**/spin');
    await t.page.getByText(`Total records: ${total}`).waitFor();
    const list = t.page.getByRole('listitem');
    expect(await list.count()).toBe(20);
    const pager = t.page.getByRole('navigation', { name: 'History pages' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await pager.getByRole('button', { name: `Page ${pages}` }).isVisible()).toBe(true);
    await screenshot(t.page, 'history-desktop');
    // Scrolled to the end, the floating chat button covers nothing: the page has room below its content.
    await t.page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const launcher = await t.page.getByTestId('chat-launcher').boundingBox();
    const pagerBox = await pager.boundingBox();
    expect(launcher && pagerBox && pagerBox.y + pagerBox.height <= launcher.y).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    await t.page.getByRole('button', { name: 'Enter New Promo Code' }).click();
    await t.page.waitForURL('**/promo');
    expect(await t.page.evaluate(() => sessionStorage.getItem('isHistoryView'))).toBeNull();
    expectNoErrors(t);
    await context.close();
  });
});
