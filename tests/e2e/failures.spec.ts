// Every failure is said: in each visitor flow, a request or a lazily loaded chunk that fails shows a message
// a person can read within 2 s, from code the page already has (the toaster's own chunk may be the one that
// cannot be fetched), and offers to try again. Playwright aborts the requests.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPromoCode } from '../support/factories';
import { enterPromoCode, expectNoSeriousAxeIssues, newPage, PHONE, screenshot, useBrowser } from './fixtures';

/** Within 2 s: a failure nobody hears of for longer reads as a page that hangs. */
const SAID = { timeout: 2000 };

describe('failures in the visitor flows', () => {
  const suite = useBrowser({ admin: true });

  /** A phone page whose console errors are expected here (the failed requests log them). */
  const phonePage = async (): Promise<{ page: Page; close: () => Promise<void> }> => {
    // Not suite.open: these pages log the failures the test causes.
    const t = await newPage(suite.browser, PHONE);
    return { page: t.page, close: () => t.context.close() };
  };

  it('a spin that cannot reach the server, with the toaster chunk unreachable too, says so and offers Try Again', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 4 });
    const { page, close } = await phonePage();
    await enterPromoCode(page, code);
    await page.waitForURL('**/spin');
    // Loaded (on a fresh database: 'No draws yet'), so the page has settled before the outage.
    await expect.poll(() => page.getByTestId('latest-draws').textContent()).not.toContain('Loading...');
    await page.route('**/api/use-promo', (route) => route.abort('connectionrefused'));
    await page.route('**/assets/toaster-*.js', (route) => route.abort('connectionrefused'));

    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The spin could not be completed' });
    await alert.waitFor(SAID);
    expect(await alert.textContent()).toContain('Network error: check your connection and try again.');
    // The toast, drawn without its chunk.
    await page.getByRole('alert').filter({ hasText: 'Network error' }).first().waitFor(SAID);
    const retry = page.getByRole('button', { name: 'Try Again' });
    await retry.waitFor(SAID);
    await screenshot(page, 'spin-outage-phone');
    await expectNoSeriousAxeIssues(page, 'the spin page after a failed spin');

    // The wheel stopped wherever it was when the spin failed: turned 45°, its square rotor's corners reach
    // over the button below it, and a tap there must still reach the button (it did not: the rotor took it).
    await page.getByTestId('wheel').evaluate((rotor) => {
      (rotor as HTMLElement).style.transition = 'none';
      (rotor as HTMLElement).style.transform = 'rotate(45deg)';
    });
    const hits = await retry.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const points = [
        [r.left + 4, r.top + 4],
        [r.right - 4, r.top + 4],
        [r.left + r.width / 2, r.top + 4],
      ] as const;
      return points.map(([x, y]) => button.contains(document.elementFromPoint(x, y)));
    });
    expect(hits).toEqual([true, true, true]);

    // Back online: the same code spins.
    await page.unroute('**/api/use-promo');
    await retry.click();
    await page.getByRole('dialog').waitFor({ timeout: 8000 });
    await close();
  });

  // The answer of a spin can be lost after the server used the code (a dropped connection, an instance that
  // stopped): Try Again asks for the same spin, and the visitor is told what it won, not "used".
  it('a spin whose answer is lost on the way back wins its prize on Try Again, the code used once', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 4 });
    const { page, close } = await phonePage();
    await enterPromoCode(page, code);
    await page.waitForURL('**/spin');
    await expect.poll(() => page.getByTestId('latest-draws').textContent()).not.toContain('Loading...');
    let lost: { prizeName?: string } = {};
    await page.route(
      '**/api/use-promo',
      async (route) => {
        // The server spends the use and answers; the answer never reaches the page.
        lost = (await (await route.fetch()).json()) as typeof lost;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const retry = page.getByRole('button', { name: 'Try Again' });
    await retry.waitFor({ timeout: 8000 });
    await retry.click();
    await page.getByRole('dialog').waitFor({ timeout: 8000 });
    expect(lost.prizeName).toEqual(expect.any(String));
    expect(await page.getByTestId('win-prize').textContent()).toBe(lost.prizeName);
    const listed = await suite.admin.request.get(`/api/admin/promo-codes?code=${code}`);
    const { items } = (await listed.json()) as { items: { code: string; useCount: number }[] };
    expect(items.find((item) => item.code === code)?.useCount).toBe(1);
    await close();
  });

  it('a page whose code cannot be fetched says so, and loads it on Try again', async () => {
    const { page, close } = await phonePage();
    await page.goto('/promo');
    await page.getByRole('textbox', { name: 'Promo code' }).waitFor();
    await page.route('**/assets/home-*.js', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await failed.waitFor(SAID);
    await screenshot(page, 'page-chunk-failed-phone');
    await page.unroute('**/assets/home-*.js');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('home-page').waitFor();
    await close();
  });

  it('a chat that cannot be loaded says so where the panel would be, and opens on Try again', async () => {
    const { page, close } = await phonePage();
    await page.goto('/promo');
    await page.route('**/assets/chat-panel-*.js', (route) => route.abort('connectionrefused'));
    await page.getByTestId('chat-launcher').click();
    const failed = page.getByRole('alert').filter({ hasText: 'The chat could not be opened.' });
    await failed.waitFor(SAID);
    await page.unroute('**/assets/chat-panel-*.js');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog', { name: /chat/i }).waitFor();
    await close();
  });

  it('a code that cannot be checked, and a history that cannot be loaded, are said in words', async () => {
    const { page, close } = await phonePage();
    await page.route('**/api/validate-promo', (route) => route.abort('connectionrefused'));
    await enterPromoCode(page, 'ABCD2345');
    await page.getByRole('alert').filter({ hasText: 'Network error' }).first().waitFor(SAID);
    expect(new URL(page.url()).pathname).toBe('/promo');
    await page.unroute('**/api/validate-promo');

    const { code } = await createPromoCode(suite.admin.request, { prizeId: 2 });
    await page.route('**/api/draw-history*', (route) => route.abort('connectionrefused'));
    await enterPromoCode(page, code);
    await page.waitForURL('**/spin');
    await page.getByText('The drawing history could not be loaded.').waitFor({ timeout: 5000 });
    await close();
  });
});
