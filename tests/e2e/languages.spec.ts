// The three languages as a visitor meets them (issue 24): the server picks the language of the page
// before the first paint (the lang cookie, then Accept-Language, then the operator's default), SPEC's
// English stays word for word, the switcher's choice outlives a reload and a new tab without losing what
// was typed, and refusals, money and times read in the page's language.
import { describe, expect, it } from 'vitest';
import { createPromoCode } from '../support/factories';
import { DESKTOP, PHONE, useBrowser } from './fixtures';

const LANGUAGES = [
  {
    header: 'zh-CN,zh;q=0.9',
    lang: 'zh-Hans',
    start: '开始幸运抽奖',
    empty: '请输入优惠码',
    unknown: '优惠码无效，请检查后重试。',
    used: '此优惠码已被使用。',
  },
  {
    header: 'ms-MY,ms;q=0.9',
    lang: 'ms',
    start: 'Mulakan Cabutan Bertuah',
    empty: 'Sila masukkan kod promosi',
    unknown: 'Kod promosi tidak sah. Sila semak kod dan cuba lagi.',
    used: 'Kod promosi ini telah digunakan.',
  },
  {
    header: 'en-US,en;q=0.9',
    lang: 'en',
    // SPEC's words.
    start: 'Start Lucky Draw',
    empty: 'Please enter a promo code',
    unknown: 'Invalid promo code. Please check the code and try again.',
    used: 'This promo code has already been used.',
  },
];

describe('languages', () => {
  const suite = useBrowser({ admin: true });

  it.each(LANGUAGES)(
    'serves /promo in $lang for Accept-Language $header: lang on the first byte, button and refusals',
    async ({ header, lang, start, empty, unknown, used }) => {
      const t = await suite.open(PHONE, { acceptLanguage: header });
      const response = await t.page.goto('/promo');
      // In the HTML as served, before any script ran: no flash of another language.
      expect(await response?.text()).toContain(`<html lang="${lang}">`);
      expect(await t.page.evaluate(() => document.documentElement.lang)).toBe(lang);

      const button = t.page.getByRole('button', { name: start });
      await button.click();
      await expect.poll(() => t.page.getByRole('alert').textContent()).toBe(empty);

      const input = t.page.locator('#promo-code');
      await input.fill('ZZZZZZZZ');
      await button.click();
      await expect.poll(() => t.page.getByRole('alert').textContent()).toBe(unknown);

      // A used code: the server's promo.used, in the page's words.
      const { code } = await createPromoCode(suite.admin.request);
      const redeem = await t.page.request.post('/api/use-promo', { data: { code } });
      expect(redeem.status()).toBe(200);
      await input.fill(code);
      await button.click();
      await expect.poll(() => t.page.getByRole('alert').textContent()).toBe(used);
    },
  );

  it('keeps the switcher’s choice across a reload and a new tab, and what was typed across the switch', async () => {
    const t = await suite.open(DESKTOP, { acceptLanguage: 'en-US' });
    await t.page.goto('/promo');
    await t.page.locator('#promo-code').fill('AB12');
    const switcher = t.page.getByRole('combobox', { name: 'Language' });
    // Each language named in itself.
    expect(await switcher.locator('option').allTextContents()).toEqual(['English', '中文', 'Bahasa Melayu']);
    await Promise.all([t.page.waitForEvent('load'), switcher.selectOption('zh')]);
    await t.page.getByRole('button', { name: '开始幸运抽奖' }).waitFor();
    expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    await expect.poll(() => t.page.locator('#promo-code').inputValue()).toBe('AB12');

    await t.page.reload();
    expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    // Typed text is put back only after a switch, not on any later load.
    expect(await t.page.locator('#promo-code').inputValue()).toBe('');

    const tab = await t.context.newPage();
    await tab.goto('/home');
    expect(await tab.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    expect(await tab.getByRole('combobox', { name: '语言' }).inputValue()).toBe('zh');

    // And back: the cookie beats the browser's Accept-Language.
    await Promise.all([
      tab.waitForEvent('load'),
      tab.getByRole('combobox', { name: '语言' }).selectOption('en'),
    ]);
    expect(await tab.evaluate(() => document.documentElement.lang)).toBe('en');
    await tab.close();
  });

  it("serves the operator's default language to a browser that names none of ours", async () => {
    const set = async (defaultLanguage: string) => {
      const res = await suite.admin.request.post('/api/admin/default-language', {
        data: { defaultLanguage },
      });
      expect(res.status()).toBe(200);
    };
    await set('ms');
    try {
      const t = await suite.open(PHONE, { acceptLanguage: 'fr-FR,fr;q=0.9' });
      await t.page.goto('/promo');
      expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('ms');
      await t.page.getByRole('button', { name: 'Mulakan Cabutan Bertuah' }).waitFor();
    } finally {
      await set('en');
    }
  });
});
