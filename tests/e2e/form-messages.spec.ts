// A refused form says what is wrong in the page's language, next to the field, as the field's description;
// the browser's own bubbles (in the browser's language, and pointing at fields under the fixed header) never
// stand in for it. Focus goes to the first wrong field, scrolled clear of the 64 px header.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as en from '../../src/client/i18n/messages/en/index';
import * as ms from '../../src/client/i18n/messages/ms/index';
import * as zh from '../../src/client/i18n/messages/zh/index';
import { createWin } from '../support/factories';
import { adminPassword, DESKTOP, expectNoSeriousAxeIssues, PHONE, screenshot, useBrowser } from './fixtures';

type Catalog = typeof en | typeof zh | typeof ms;

/**
 * The shared rules word their refusals in English (shown as they are in the English page); the Chinese
 * and Malay pages word the same refusal from the catalog, with the field's name in that language.
 */
const LANGUAGES: {
  lang: string;
  header: string;
  c: Catalog;
  said: (english: string, other: string) => string;
}[] = [
  { lang: 'en', header: 'en-US,en;q=0.9', c: en, said: (english) => english },
  { lang: 'zh', header: 'zh-CN,zh;q=0.9', c: zh, said: (_, other) => other },
  { lang: 'ms', header: 'ms-MY,ms;q=0.9', c: ms, said: (_, other) => other },
];

const HEADER_HEIGHT = 64;

/** The text of the elements that describe `field` (aria-describedby). */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );

/** The page's own refusal: said under the field and tied to it, the field focused, in view below the header. */
async function expectRefusal(page: Page, field: Locator, text: string): Promise<void> {
  await expect.poll(() => description(field), { timeout: 3000 }).toContain(text);
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  // Scrolling into view may be smooth: wait until it settles.
  await expect
    .poll(async () => (await field.boundingBox())?.y ?? -1, { timeout: 3000 })
    .toBeGreaterThanOrEqual(HEADER_HEIGHT);
  const box = await field.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
}

describe('form messages', () => {
  const suite = useBrowser({ admin: true });

  /** A page in `header`'s language, signed in as the admin, on the dashboard. */
  async function dashboard(viewport: typeof DESKTOP, header: string, c: Catalog) {
    const t = await suite.open(viewport, { acceptLanguage: header });
    const login = await t.context.request.post('/api/admin/login', { data: { password: adminPassword() } });
    expect(login.status()).toBe(200);
    await t.page.goto('/admin');
    // In the page's main part: in Chinese the site header's heading reads the same once the settings load.
    await t.page.getByRole('main').getByRole('heading', { name: c.admin_title, exact: true }).waitFor();
    return t;
  }

  it.each(LANGUAGES)(
    'the login card in $lang: an empty password is named under the field',
    async ({ lang, header, c, said }) => {
      const t = await suite.open(PHONE, { acceptLanguage: header });
      await t.page.goto('/admin');
      const password = t.page.getByLabel(c.admin_password);
      await t.page.getByRole('button', { name: c.admin_login }).click();
      await expectRefusal(
        t.page,
        password,
        said('Password is required', c.errors_fieldEmpty({ field: c.errors_fieldNames.password ?? '' })),
      );
      await screenshot(t.page, `form-login-${lang}-390`);
    },
  );

  it.each(
    LANGUAGES.flatMap((language) => [
      { ...language, viewport: DESKTOP, size: '1280' },
      { ...language, viewport: PHONE, size: '390' },
    ]),
  )(
    'the Generate form in $lang at $size px: an empty customer and uses out of range, each under its field',
    async ({ lang, header, c, said, viewport, size }) => {
      const t = await dashboard(viewport, header, c);
      const form = t.page.getByRole('region', { name: c.promo_generateTitle });
      const customer = form.getByRole('combobox', { name: c.promo_customerLabel });
      const uses = form.getByLabel(c.promo_usageLimit);
      const generate = form.getByRole('button', { name: c.promo_generate, exact: true });
      // The button at the bottom of the page: the customer field is out of view, above it.
      await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await generate.click();
      await expectRefusal(t.page, customer, c.promo_customerRequired);
      await screenshot(t.page, `form-generate-customer-${lang}-${size}`);
      if (lang === 'zh' && size === '390') await expectNoSeriousAxeIssues(t.page, 'generate refused');

      await customer.fill('Mia Messages');
      for (const [typed, english, other] of [
        ['0', 'Usage limit must be a whole number from 1 to 10', (k: Catalog) => k.errors_fieldTooSmall],
        ['1000', 'Usage limit must be a whole number from 1 to 10', (k: Catalog) => k.errors_fieldTooLarge],
      ] as const) {
        await uses.fill(typed);
        await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await generate.click();
        const field = c.errors_fieldNames.usageLimit ?? '';
        await expectRefusal(t.page, uses, said(english, other(c)({ field, min: 1, max: 10 })));
        // The customer is fine now: its message is gone.
        expect(await description(customer)).not.toContain(c.promo_customerRequired);
      }
      await screenshot(t.page, `form-generate-uses-${lang}-${size}`);
    },
  );

  it.each(LANGUAGES)(
    'the Pay a win dialog in $lang: a zero amount is named under the field',
    async ({ lang, header, c, said }) => {
      const customer = `Paula ${lang}`;
      const win = await createWin(suite.admin.request, { customerName: customer });
      const t = await dashboard(DESKTOP, header, c);
      await t.page.getByRole('tab', { name: c.claims_tab }).click();
      await t.page
        .getByRole('button', { name: c.claims_payLabel({ prize: win.prizeName, customer }) })
        .click();
      const dialog = t.page.getByRole('dialog', { name: c.claims_payTitle });
      const amount = dialog.getByLabel(c.claims_amount);
      await amount.fill('0');
      await dialog.getByRole('button', { name: c.claims_paySubmit }).click();
      await expectRefusal(
        t.page,
        amount,
        said('amount must be greater than 0', c.errors_field({ field: c.errors_fieldNames.amount ?? '' })),
      );
      await screenshot(t.page, `form-pay-${lang}-1280`);
    },
  );
});
