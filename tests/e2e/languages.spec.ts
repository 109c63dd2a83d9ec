// The three languages as a visitor meets them (docs/decisions/0016): the server picks the language of the
// page before the first paint (the lang cookie, then Accept-Language, then the operator's default), the
// original app's English stays word for word, the switcher's choice outlives a reload and a new tab without
// losing what was typed, refusals, money and times read in the page's language, and the operator's own texts
// (prize names, the spinning notice, HOME and NOTICE) in the reader's language, else the default's.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { DEFAULT_SPIN_NOTICE } from '#shared/spin-notice';
import { formatBusinessDateTime } from '#shared/i18n/format';
import * as en from '../../src/client/i18n/messages/en/index';
import * as ms from '../../src/client/i18n/messages/ms/index';
import * as zh from '../../src/client/i18n/messages/zh/index';
import { createDeposit, createPromoCode, publishHomePage, savePrizeNames } from '../support/factories';
import { adminPassword, DESKTOP, PHONE, useBrowser } from './fixtures';

const LANGUAGES = [
  {
    header: 'zh-CN,zh;q=0.9',
    lang: 'zh-Hans',
    start: '开始幸运抽奖',
    empty: '请输入优惠码',
    unknown: '优惠码无效，请检查后重试。',
    spin: '转动轮盘',
    done: '太棒了！',
    prize: '钻石 50',
    catalog: zh,
  },
  {
    header: 'ms-MY,ms;q=0.9',
    lang: 'ms',
    start: 'Mulakan Cabutan Bertuah',
    empty: 'Sila masukkan kod promosi',
    unknown: 'Kod promosi tidak sah. Sila semak kod dan cuba lagi.',
    spin: 'Putar Roda',
    done: 'Hebat!',
    prize: 'Berlian 50',
    catalog: ms,
  },
  {
    header: 'en-US,en;q=0.9',
    lang: 'en',
    // The original app's words.
    start: 'Start Lucky Draw',
    empty: 'Please enter a promo code',
    unknown: 'Invalid promo code. Please check the code and try again.',
    spin: 'Spin the Wheel',
    done: 'Awesome!',
    prize: 'Diamond 50',
    catalog: en,
  },
];

describe('languages', () => {
  // Its tests translate the names, publish pages and change the default language: a server each.
  const suite = useBrowser({ admin: true, server: 'test' });

  it.each(LANGUAGES)(
    'serves /promo in $lang for Accept-Language $header: lang on the first byte, button and refusals',
    async ({ header, lang, start, empty, unknown, catalog }) => {
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

      // A used code: the server's promo.used with what it won, in the page's words.
      const { code } = await createPromoCode(suite.admin.request);
      const redeem = await t.page.request.post('/api/use-promo', { data: { code } });
      expect(redeem.status()).toBe(200);
      const { prizeName, drawnAt } = (await redeem.json()) as { prizeName: string; drawnAt: string };
      await input.fill(code);
      await button.click();
      const at = formatBusinessDateTime(drawnAt, catalog.LOCALE) ?? '';
      await expect
        .poll(() => t.page.getByRole('alert').textContent())
        .toBe(catalog.errors_promoUsedWon({ at, prize: prizeName }));
    },
  );

  it.each(LANGUAGES)(
    'names a prize translated by the operator in $lang on the wheel, in the win dialog and in the history',
    async ({ header, spin, done, prize }) => {
      const names = [...DEFAULT_PRIZE_NAMES.normal];
      names[1] = 'Diamond 50';
      const only = (name: string) => names.map((_, i) => (i === 1 ? name : ''));
      await savePrizeNames(suite.admin.request, 'normal', names, {
        zh: only('钻石 50'),
        ms: only('Berlian 50'),
      });
      const { code } = await createPromoCode(suite.admin.request, { prizeId: 2, prizeType: 'normal' });
      const t = await suite.open(PHONE, { acceptLanguage: header });
      await t.page.emulateMedia({ reducedMotion: 'reduce' });
      await t.page.goto('/promo');
      await t.page.locator('#promo-code').fill(code);
      await t.page.locator('#promo-code').press('Enter');
      await t.page.waitForURL('**/spin');
      // The wheel's slot 2 in the page's language (its label is drawn a word a line).
      const label = async () => (await t.page.locator('[data-slot="2"]').textContent())?.replace(/\s/g, '');
      await expect.poll(label).toBe(prize.replace(/\s/g, ''));
      await t.page.getByRole('button', { name: spin }).click();
      const dialog = t.page.getByRole('dialog');
      await dialog.getByRole('button', { name: done }).waitFor({ timeout: 10_000 });
      expect(await dialog.textContent()).toContain(prize);
      // The draw keeps the name it was shown in: the history behind the dialog lists it so.
      await expect
        .poll(() => t.page.locator('[data-testid="latest-draws"] li').first().textContent({ timeout: 5000 }))
        .toContain(prize);
    },
  );

  it('shows the operator’s HOME, NOTICE and spinning notice texts in the reader’s language, else the default’s', async () => {
    await publishHomePage(suite.admin.request, [
      {
        type: 'hero',
        title: 'Welcome',
        subtitle: 'Only in English',
        translations: { zh: { title: '欢迎光临' }, ms: { title: 'Selamat datang' } },
      },
    ]);
    const notices = (sections: object[]) =>
      suite.admin.request.post('/api/notice-builder/save', { data: { data: { sections } } });
    expect(
      (
        await notices([
          {
            id: 'n1',
            title: 'Weekend bonus',
            content: 'Details soon',
            showOnPages: ['notice'],
            translations: {
              zh: { title: '周末奖励' },
              ms: { title: 'Bonus hujung minggu', content: 'Butiran akan datang' },
            },
          },
        ])
      ).status(),
    ).toBe(200);
    const spinNotice = (settings: object) =>
      suite.admin.request.post('/api/spinning-notice/save', { data: { settings } });
    const shown = { ...DEFAULT_SPIN_NOTICE, showSpinNotice: true, spinNoticeText: 'Spin today' };
    expect(
      (await spinNotice({ ...shown, translations: { zh: { spinNoticeText: '今天转动赢大奖' } } })).status(),
    ).toBe(200);
    for (const [header, title, notice, content, banner] of [
      ['zh-CN', '欢迎光临', '周末奖励', 'Details soon', '今天转动赢大奖'],
      ['ms-MY', 'Selamat datang', 'Bonus hujung minggu', 'Butiran akan datang', 'Spin today'],
      ['en-US', 'Welcome', 'Weekend bonus', 'Details soon', 'Spin today'],
    ] as const) {
      const t = await suite.open(PHONE, { acceptLanguage: header });
      await t.page.goto('/home');
      await t.page.getByRole('heading', { name: title }).waitFor();
      // Untranslated, a text reads in the default language.
      await t.page.getByText('Only in English').waitFor();
      await t.page.goto('/promo');
      await expect.poll(() => t.page.getByTestId('spin-notice').textContent()).toBe(banner);
      await t.page.goto('/notice');
      await t.page.getByRole('heading', { name: notice }).waitFor();
      await t.page.getByText(content).first().waitFor();
      await t.context.close();
    }
  });

  it.each([
    { header: 'zh-CN', words: zh, time: /^\d{4}年\d{1,2}月\d{1,2}日.*\d{2}:\d{2} \(UTC\+8\)$/ },
    {
      header: 'ms-MY',
      words: ms,
      time: /^\d{1,2} (Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ogo|Sep|Okt|Nov|Dis) \d{4}.*\d{2}:\d{2} \(UTC\+8\)$/,
    },
  ])('writes RM amounts and UTC+8 times in $header’s own format', async ({ header, words, time }) => {
    // A draw's time in the visitor's history.
    const { code } = await createPromoCode(suite.admin.request);
    const t = await suite.open(DESKTOP, { acceptLanguage: header });
    await t.page.goto('/promo');
    await t.page.locator('#promo-code').fill(code);
    await t.page.locator('#promo-code').press('Enter');
    await t.page.waitForURL('**/spin');
    expect((await t.page.request.post('/api/use-promo', { data: { code } })).status()).toBe(200);
    // Spent outside this page's wheel, the draw is in the history it loads next, not in the one it has
    // (the spin page refreshes its history when its own wheel stops, never on another's draw).
    await t.page.reload();
    const stamp = t.page.getByTestId('latest-draws').locator('time').first();
    await expect.poll(() => stamp.textContent()).toMatch(time);

    // An amount in the operator's deposit totals: RM, a no-break space, Malaysia's separators.
    const customer = 'Lang Customer';
    await createDeposit(suite.admin.request, {
      customerCode: customer,
      customerName: customer,
      depositAmount: 1234.5,
    });
    await t.page.goto('/admin');
    await t.page.locator('input[type="password"]').fill(adminPassword());
    await t.page.locator('input[type="password"]').press('Enter');
    const search = t.page.getByRole('region', { name: words.deposits_searchTitle });
    await search.getByLabel(words.deposits_customerCode).fill(customer);
    await expect.poll(() => search.getByRole('definition').first().textContent()).toBe('RM\u00a01,234.50');
  });

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
    const t = await suite.open(PHONE, { acceptLanguage: 'fr-FR,fr;q=0.9' });
    await t.page.goto('/promo');
    expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('ms');
    await t.page.getByRole('button', { name: 'Mulakan Cabutan Bertuah' }).waitFor();
  });
});
