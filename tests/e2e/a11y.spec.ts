// Accessibility floor: axe on every page (and the win dialog, the history view and the admin's tabs) at
// the phone viewport and at desktop; any serious or critical violation fails with a readable list.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPromoCode } from '../support/factories';
import {
  adminPassword,
  DESKTOP,
  enterPromoCode,
  loginAsAdmin,
  PHONE,
  settleAnimations,
  type TrackedPage,
  useBrowser,
} from './fixtures';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
const BLOCKING: readonly string[] = ['critical', 'serious'];
/** Enough nodes to find the cause; a rule that hits every row of a list would drown the message. */
const NODES_SHOWN = 5;

/** axe's targets nest arrays for iframes and shadow roots; flatten them into one readable selector. */
function selector(target: unknown): string {
  return Array.isArray(target) ? target.map(selector).join(' >>> ') : String(target);
}

function describeViolation(v: Violation): string {
  const nodes = v.nodes.slice(0, NODES_SHOWN).map((node) => {
    // The check messages carry the numbers (e.g. the contrast ratio and both colours).
    const why = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
    return `    - ${selector(node.target)}${why ? `\n      ${why}` : ''}`;
  });
  if (v.nodes.length > NODES_SHOWN) nodes.push(`    ... and ${v.nodes.length - NODES_SHOWN} more`);
  return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const counts = IMPACTS.map((impact) => {
    const ids = results.violations.filter((v) => v.impact === impact).map((v) => v.id);
    return `${impact} ${ids.length}${ids.length > 0 ? ` (${ids.join(', ')})` : ''}`;
  });
  // "Needs review" is what axe could not decide (e.g. text over a gradient): logged, not failed.
  const review = results.incomplete.map((r) => r.id);
  console.log(
    `a11y ${where}: ${counts.join(', ')}; needs review ${review.length}${review.length > 0 ? ` (${review.join(', ')})` : ''}`,
  );
  const blocking = results.violations.filter((v) => BLOCKING.includes(v.impact ?? ''));
  expect(
    blocking.length,
    `${where} has serious/critical axe violations:\n${blocking.map(describeViolation).join('\n')}\n`,
  ).toBe(0);
}

/** The public pages fetch the spinning notice; wait for it, so a notice that is switched on is checked too. */
async function noticeSettled(page: Page, response: Promise<Response>): Promise<void> {
  const body = (await (await response).json()) as {
    data: { showSpinNotice: boolean; spinNoticeText: string };
  };
  if (body.data.showSpinNotice && body.data.spinNoticeText.trim())
    await page.getByTestId('spin-notice').waitFor();
}

const noticeLoad = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/spinning-notice/load');

describe('accessibility (axe, serious and critical fail)', () => {
  const suite = useBrowser({ admin: true });
  let current: (TrackedPage & { context: BrowserContext }) | undefined;

  beforeAll(async () => {
    // Content for the lists (latest draws, history, the admin's table), so their rows are checked and
    // not only their empty states: one spent code and one demo code.
    const { code: spent } = await createPromoCode(suite.admin.request, { prizeId: 2 });
    expect((await suite.admin.request.post('/api/use-promo', { data: { code: spent } })).status()).toBe(200);
    await createPromoCode(suite.admin.request, { isDemo: true, prizeType: 'super' });
  });

  describe.each([
    { size: '390x844', viewport: PHONE },
    { size: '1280x800', viewport: DESKTOP },
  ])('at $size', ({ size, viewport }) => {
    async function open(address?: string): Promise<Page> {
      current = await suite.open(viewport, { address });
      return current.page;
    }

    it.each(['/', '/promo'])('%s: the promo code entry', async (route) => {
      const page = await open();
      const notice = noticeLoad(page);
      await page.goto(route);
      await page.getByRole('heading', { name: 'Enter Your Promo Code' }).waitFor();
      await noticeSettled(page, notice);
      await expectAccessible(page, `${size} ${route}`);
    });

    it('/promo: the chat widget, open with a conversation', async () => {
      // Its own address per size: a new conversation per address is limited to one every 5 s.
      const page = await open(`10.13.0.${viewport.width === PHONE.width ? 1 : 2}`);
      await page.goto('/promo');
      await page.getByTestId('chat-launcher').click();
      const panel = page.getByRole('dialog', { name: 'Chat with us' });
      await panel.getByRole('textbox', { name: 'Message' }).fill('Hello from the accessibility check');
      await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
      await panel.getByRole('log').getByText('Hello from the accessibility check').waitFor();
      await expectAccessible(page, `${size} /promo chat widget`);
    });

    it('/spin: the wheel, then the win dialog', async () => {
      const { code } = await createPromoCode(suite.admin.request, { prizeId: 4 });
      const page = await open();
      const notice = noticeLoad(page);
      await enterPromoCode(page, code);
      await page.waitForURL('**/spin');
      await page.getByRole('heading', { name: 'Lucky Wheel' }).waitFor();
      await page.getByTestId('latest-draws').getByRole('listitem').first().waitFor();
      await noticeSettled(page, notice);
      await expectAccessible(page, `${size} /spin wheel`);

      await page.getByRole('button', { name: 'Spin the Wheel' }).click();
      const dialog = page.getByRole('dialog');
      // The desktop spin takes 6.5 s before the dialog opens.
      await dialog.waitFor({ timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Awesome!' }).waitFor();
      await expectAccessible(page, `${size} /spin win dialog`);
    });

    it('/spin: the history view (the History code)', async () => {
      const page = await open();
      await enterPromoCode(page, 'History');
      await page.waitForURL('**/spin');
      await page.getByRole('heading', { name: 'Drawing History' }).waitFor();
      await page.getByRole('listitem').first().waitFor();
      await expectAccessible(page, `${size} /spin history`);
    });

    it.each([
      ['/home', 'Welcome'],
      ['/notice', 'No Notices'],
      ['/mobile-sync', 'Mobile Settings Sync'],
    ])('%s', async (route, heading) => {
      const page = await open();
      await page.goto(route);
      await page.getByRole('heading', { name: heading }).waitFor();
      await expectAccessible(page, `${size} ${route}`);
    });

    it('/notice with notices of every type and priority, an image and a schedule, then switched off', async () => {
      const saveNotices = async (data: object) => {
        const res = await suite.admin.request.post('/api/notice-builder/save', { data: { data } });
        expect(res.status(), await res.text()).toBe(200);
      };
      try {
        await saveNotices({
          sections: [
            {
              id: 'a',
              type: 'announcement',
              priority: 'high',
              title: 'Maintenance on Sunday',
              subtitle: 'Short downtime',
              content: 'Line one\nLine two',
              startDate: '2020-01-15T02:30:00.000Z',
              endDate: '2099-12-31T15:59:00.000Z',
            },
            {
              id: 'p',
              type: 'promotion',
              priority: 'medium',
              title: 'Double prizes',
              imageUrl: '/images/promotion.webp',
            },
            { id: 'w', type: 'warning', priority: 'low', title: 'Beware of fake codes', content: 'Text' },
            { id: 'i', type: 'info', priority: 'low', title: 'New games', content: 'Text' },
          ],
        });
        const page = await open();
        await page.goto('/notice');
        await page.getByTestId('notice-card').nth(3).waitFor();
        await page.getByRole('heading', { name: 'Scrolling Notice Preview' }).waitFor();
        await expectAccessible(page, `${size} /notice with notices`);

        // The push brings the switched-off page.
        await saveNotices({ sections: [], globalSettings: { showNotices: false } });
        await page.getByRole('heading', { name: 'Notice Center' }).waitFor();
        await expectAccessible(page, `${size} /notice switched off`);
      } finally {
        await saveNotices({ sections: [] });
      }
    });

    it('/admin logged out: the login card', async () => {
      const page = await open();
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await expectAccessible(page, `${size} /admin login`);
    });

    it('/admin logged in: the dashboard (default tab), then the Prizes tab', async () => {
      const page = await open();
      await loginAsAdmin(page);
      await page.getByRole('region', { name: 'Generate Promo Code' }).waitFor();
      await page.getByRole('table').waitFor();
      await expectAccessible(page, `${size} /admin dashboard`);

      await page.getByRole('tab', { name: 'Prizes' }).click();
      await page.getByRole('list', { name: 'Normal prizes' }).waitFor();
      await page.getByRole('switch', { name: 'Show spinning notice' }).waitFor();
      await expectAccessible(page, `${size} /admin prizes tab`);

      await page.getByRole('tab', { name: 'Live Chat' }).click();
      await page.getByRole('heading', { name: /^Conversations \(\d+\)$/ }).waitFor();
      await expectAccessible(page, `${size} /admin live chat tab`);
    });

    it('/admin logged in: the HOME Builder tab, its section editor and its global settings', async () => {
      const page = await open();
      await loginAsAdmin(page);
      await page.getByRole('tab', { name: 'HOME Builder' }).click();
      await page.getByRole('list', { name: 'Sections' }).getByRole('listitem').first().waitFor();
      await expectAccessible(page, `${size} /admin home builder`);

      await page.getByRole('button', { name: /^Edit Gallery section/ }).click();
      await page.getByRole('dialog', { name: 'Edit Gallery section' }).getByRole('group').first().waitFor();
      await expectAccessible(page, `${size} /admin home builder section editor`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Settings' }).click();
      await page
        .getByRole('dialog', { name: 'Global settings' })
        .getByRole('tab', { name: 'Contact Info' })
        .click();
      await page.getByRole('button', { name: 'Add WhatsApp logo' }).waitFor();
      await expectAccessible(page, `${size} /admin home builder global settings`);
    });

    it('/admin logged in: the NOTICE Builder tab, its notice editor, its settings and its preview', async () => {
      // Notices in every badge state (live, scheduled, ended, disabled), so each row style is checked.
      const now = Date.now();
      const day = 24 * 60 * 60 * 1000;
      const at = (ms: number) => new Date(ms).toISOString();
      const saved = await suite.admin.request.post('/api/notice-builder/save', {
        data: {
          data: {
            sections: [
              { id: 'a11y-1', type: 'warning', priority: 'high', title: 'Live warning', content: 'Read me' },
              { id: 'a11y-2', type: 'info', title: 'Later info', startDate: at(now + day) },
              { id: 'a11y-3', type: 'promotion', title: 'Old promotion', endDate: at(now - day) },
              { id: 'a11y-4', type: 'announcement', title: 'Switched off', enabled: false },
            ],
          },
        },
      });
      expect(saved.status()).toBe(200);
      try {
        const page = await open();
        await loginAsAdmin(page);
        await page.getByRole('tab', { name: 'NOTICE Builder' }).click();
        await page.getByRole('list', { name: 'Notices' }).getByRole('listitem').first().waitFor();
        await expectAccessible(page, `${size} /admin notice builder`);

        await page.getByRole('button', { name: 'Edit Warning notice “Live warning”' }).click();
        const editor = page.getByRole('dialog', { name: 'Edit Warning notice' });
        await editor.getByRole('tab', { name: 'Schedule' }).click();
        await editor.getByLabel('Start (UTC+8)', { exact: true }).waitFor();
        await expectAccessible(page, `${size} /admin notice builder editor`);
        await editor.getByRole('button', { name: 'Cancel' }).click();
        await editor.waitFor({ state: 'detached' });

        await page.getByRole('button', { name: 'Settings' }).click();
        const settings = page.getByRole('dialog', { name: 'Notice settings' });
        await settings.getByLabel('Animation speed (seconds)').waitFor();
        await expectAccessible(page, `${size} /admin notice builder settings`);
        await settings.getByRole('button', { name: 'Cancel' }).click();
        await settings.waitFor({ state: 'detached' });

        await page.getByRole('button', { name: 'Preview' }).click();
        // The preview is the public page in a frame (axe looks inside it too).
        await page
          .frameLocator('iframe[title="Preview of /notice (draft)"]')
          .getByTestId('notice-list')
          .waitFor();
        await expectAccessible(page, `${size} /admin notice builder preview`);
      } finally {
        // The other cases expect the built-in notice page.
        await suite.admin.request.post('/api/notice-builder/save', { data: { data: { sections: [] } } });
      }
    });

    it('/no-such-page: the 404 page', async () => {
      const page = await open();
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: /Page Not Found/ }).waitFor();
      await expectAccessible(page, `${size} /no-such-page`);
    });
  });
});

// The same floor in Chinese and Malay: their own builds, their own words (longer in Malay, wider in a
// button) and <html lang> naming the language for screen readers.
describe('accessibility in Chinese and Malay (axe, serious and critical fail)', () => {
  const suite = useBrowser({ admin: true });

  describe.each([
    { language: 'zh-CN', lang: 'zh-Hans' },
    { language: 'ms-MY', lang: 'ms' },
  ])('in $lang at 390x844', ({ language, lang }) => {
    it.each(['/promo', '/home', '/notice', '/mobile-sync'])('%s', async (route) => {
      const { page } = await suite.open(PHONE, { acceptLanguage: language });
      await page.goto(route);
      await page.locator('main h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await expectAccessible(page, `${lang} ${route}`);
    });

    it('/admin logged in: the dashboard', async () => {
      const { page } = await suite.open(PHONE, { acceptLanguage: language });
      // Signed in through the form, as an operator reading this language does.
      await page.goto('/admin');
      // (The password field by its type: its label is in the page's language.)
      const password = page.locator('input[type="password"]');
      await password.fill(adminPassword());
      await password.press('Enter');
      await page.getByRole('tablist').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${lang} /admin dashboard`);
    });
  });
});
