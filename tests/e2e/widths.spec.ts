// No page is wider than the phone: every public page and state at 320, 360 and 390 px, the document never
// wider than the viewport (a rotating wheel or a toast once pushed it to 433 px and cut off the menu button).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPromoCode } from '../support/factories';
import { enterPromoCode, expectNoSidewaysScroll, screenshot, useBrowser } from './fixtures';

const WIDTHS = [320, 360, 390] as const;

describe('no page is wider than the phone', () => {
  const suite = useBrowser({ admin: true });
  beforeAll(async () => {
    // Content for /home and /notice.
    await suite.admin.request.post('/api/notice-builder/save', {
      data: {
        data: {
          sections: [
            {
              id: 'w-1',
              type: 'warning',
              priority: 'high',
              title: 'A long notice title that has to wrap on a phone',
              content: 'Text '.repeat(40),
            },
            {
              id: 'w-2',
              type: 'promotion',
              title: 'Promotion',
              content: 'https://example.com/a/very/long/link/that/does/not/break/easily/anywhere',
            },
          ],
        },
      },
    });
  });

  /** The document's width against the viewport's, with what was on screen. */
  async function expectFits(page: Page, where: string): Promise<void> {
    await expectNoSidewaysScroll(page, where);
  }

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      const open = async () => (await suite.open({ width, height: 740 })).page;

      it('the promo page, the history view, /home, /notice, /mobile-sync, the 404 page and the open chat', async () => {
        const page = await open();
        for (const route of ['/promo', '/home', '/notice', '/mobile-sync', '/no-such-page']) {
          await page.goto(route);
          await page.getByRole('main').waitFor();
          await page.waitForLoadState('networkidle');
          await expectFits(page, route);
        }
        await page.goto('/promo');
        await page.getByTestId('chat-launcher').click();
        await page.getByRole('dialog').first().waitFor();
        await expectFits(page, 'the chat panel');
        await page.keyboard.press('Escape');

        await enterPromoCode(page, 'HISTORY');
        await page.getByText(/Total records:/).waitFor();
        await expectFits(page, 'the history view');
        await page.context().close();
      });

      it('the spin page on both wheels, a demo spin with its toast, and the win dialog', async () => {
        const page = await open();
        for (const prizeType of ['normal', 'super'] as const) {
          const { code } = await createPromoCode(suite.admin.request, { prizeType, prizeId: 3 });
          await enterPromoCode(page, code);
          await page.waitForURL('**/spin');
          await page.getByTestId('wheel').waitFor();
          await expectFits(page, `/spin, ${prizeType} wheel`);
          if (prizeType === 'super') {
            await page.getByRole('button', { name: 'Spin the Wheel' }).click();
            // Mid-spin, the wheel turned at an angle.
            await page.waitForTimeout(700);
            await expectFits(page, 'a spinning wheel');
            await page.getByRole('dialog').waitFor({ timeout: 8000 });
            await expectFits(page, 'the win dialog');
          }
        }
        const { code: demo } = await createPromoCode(suite.admin.request, { isDemo: true, prizeId: 5 });
        await enterPromoCode(page, demo);
        await page.waitForURL('**/spin');
        await page.getByRole('button', { name: 'Spin the Wheel' }).click();
        await page.waitForTimeout(700);
        await expectFits(page, 'a demo spin');
        await page
          .getByText('This was a demonstration spin. No prize can be claimed.')
          .first()
          .waitFor({ timeout: 8000 });
        await expectFits(page, "the 'Demo Complete' toast");
        await screenshot(page, `demo-spin-${width}`);
        // The menu button is on screen, not cut off.
        const menu = await page.getByRole('button', { name: 'Toggle menu' }).boundingBox();
        expect(menu && menu.x + menu.width <= width).toBe(true);
        await page.context().close();
      });
    });
  }
});
