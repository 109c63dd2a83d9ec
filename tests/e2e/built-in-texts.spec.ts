// A fresh install in each language (docs/decisions/0025): the default HOME page, the NOTICE title, the
// wheel and the win dialog show the product's own texts in the reader's language, never another's, and
// the Prizes tab sees the default names as translated. The suite's own server is a fresh install.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { DEFAULT_GLOBAL_SETTINGS, DEFAULT_HOME_SECTIONS } from '#shared/home-page';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import { DEFAULT_NOTICE_SETTINGS } from '#shared/notice-page';
import { PRIZE_TYPES } from '#shared/prizes';
import * as en from '../../src/client/i18n/messages/en/index';
import * as ms from '../../src/client/i18n/messages/ms/index';
import * as zh from '../../src/client/i18n/messages/zh/index';
import { createPromoCode } from '../support/factories';
import { adminPassword, DESKTOP, PHONE, screenshot, useBrowser } from './fixtures';

const LANGUAGES = [
  {
    locale: 'zh',
    header: 'zh-CN,zh;q=0.9',
    words: zh,
    hero: '欢迎来到幸运抽奖',
    notice: '公告系统',
    prize: '中奖',
  },
  {
    locale: 'ms',
    header: 'ms-MY,ms;q=0.9',
    words: ms,
    hero: 'Selamat Datang ke Cabutan Bertuah',
    notice: 'SISTEM NOTIS',
    prize: 'Hadiah Sederhana',
  },
  {
    locale: 'en',
    header: 'en-US,en;q=0.9',
    words: en,
    hero: 'Welcome to Lucky Draw',
    notice: 'NOTICE SYSTEM',
    prize: 'Medium Prize',
  },
] as const;

const DEVICES = [
  { device: 'desktop', viewport: DESKTOP },
  { device: 'phone', viewport: PHONE },
] as const;

const CASES = LANGUAGES.flatMap((language) => DEVICES.map((device) => ({ ...language, ...device })));

/** The built-in prize names of each language (a FREE name reads alike in all: it is no one's). */
const namesIn = (locale: Locale) => PRIZE_TYPES.flatMap((type) => BUILT_IN_PRIZE_NAMES[type][locale]);

/**
 * The default texts another language's readers see and this language's must not: the English of the
 * default pages, and every language's prize names, but those the same in this language.
 */
function foreignTexts(locale: Locale): string[] {
  const own = new Set(namesIn(locale));
  const english =
    locale === 'en'
      ? []
      : [
          ...DEFAULT_HOME_SECTIONS.flatMap((s) => [s.title, s.subtitle, s.content, s.buttonText]),
          ...DEFAULT_HOME_SECTIONS.flatMap((s) => s.logos.map((item) => item.name)),
          DEFAULT_GLOBAL_SETTINGS.companySlogan,
          DEFAULT_NOTICE_SETTINGS.siteName,
        ];
  const names = LOCALES.filter((other) => other !== locale).flatMap(namesIn);
  return [...new Set([...english, ...names])].filter((text) => text !== '' && !own.has(text));
}

/**
 * The page's words, the wheel's SVG labels among them, one space between words. Not the latest draws
 * under the wheel: each keeps the name its own visitor was shown, in their language (decision 0017).
 */
const wordsOn = (page: Page) =>
  page.evaluate(() => {
    const draws = document.querySelector<HTMLElement>('[data-testid="latest-draws"]');
    if (draws) draws.style.display = 'none';
    const words = `${document.body.innerText} ${document.querySelector('svg')?.textContent ?? ''}`;
    if (draws) draws.style.display = '';
    return words.replace(/\s+/g, ' ');
  });

async function expectNoForeignText(page: Page, locale: Locale, where: string): Promise<void> {
  const words = await wordsOn(page);
  const found = foreignTexts(locale).filter((text) => words.includes(text.replace(/\s+/g, ' ')));
  expect(found, `${where} in ${locale}`).toEqual([]);
}

describe('the built-in texts of a fresh install, in each language', () => {
  const suite = useBrowser({ admin: true });

  it.each(CASES)(
    'shows /home, /notice, the wheel and the win dialog in $locale only ($device)',
    async ({ locale, header, words, hero, notice, prize, device, viewport }) => {
      const t = await suite.open(viewport, { acceptLanguage: header });
      await t.page.emulateMedia({ reducedMotion: 'reduce' });

      await t.page.goto('/home');
      await t.page.getByRole('heading', { level: 2, name: hero }).waitFor();
      await t.page.locator('img[src*="promotion"]').first().waitFor();
      await expectNoForeignText(t.page, locale, '/home');
      await screenshot(t.page, `built-in-${locale}-home-${device}`);

      await t.page.goto('/notice');
      await t.page.getByRole('heading', { level: 2, name: notice }).waitFor();
      // The footer names the page by its title too.
      expect(await t.page.locator('footer').filter({ hasText: '©' }).textContent()).toContain(notice);
      await expectNoForeignText(t.page, locale, '/notice');
      await screenshot(t.page, `built-in-${locale}-notice-${device}`);

      const { code } = await createPromoCode(suite.admin.request, { prizeId: 3, prizeType: 'normal' });
      await t.page.goto('/promo');
      await t.page.locator('#promo-code').fill(code);
      await t.page.locator('#promo-code').press('Enter');
      await t.page.waitForURL('**/spin');
      // The wheel's slot 3 in the page's language (its label is drawn a word a line).
      const label = async () => (await t.page.locator('[data-slot="3"]').textContent())?.replace(/\s/g, '');
      await expect.poll(label).toBe(prize.replace(/\s/g, ''));
      await expectNoForeignText(t.page, locale, 'the wheel');
      await t.page.getByRole('button', { name: words.draws_spinWheel }).click();
      const dialog = t.page.getByRole('dialog');
      await dialog.getByRole('button', { name: words.draws_winDone }).waitFor({ timeout: 10_000 });
      expect(await dialog.getByTestId('win-prize').textContent()).toBe(prize);
      await expectNoForeignText(t.page, locale, 'the win dialog');
      await screenshot(t.page, `built-in-${locale}-win-${device}`);
    },
  );

  it.each(CASES)(
    'the Prizes tab in $locale reads the default names as English with both translations ($device)',
    async ({ locale, header, words, device, viewport }) => {
      const t = await suite.open(viewport, { acceptLanguage: header });
      const login = await t.page.request.post('/api/admin/login', { data: { password: adminPassword() } });
      expect(login.status()).toBe(200);
      await t.page.goto('/admin');
      await t.page.getByRole('tab', { name: words.admin_tabPrizes }).click();
      const manager = t.page.getByRole('region', { name: words.admin_prizeManager });
      const languages = manager.getByRole('group', { name: words.ui_languages });
      await languages.waitFor();
      const button = (l: Locale) => languages.locator(`[data-locale="${l}"]`);
      // English is the default language and the defaults are written in it; no language is untranslated.
      expect(await button('en').textContent()).toContain(`(${words.ui_languageDefault})`);
      expect(await languages.locator('[data-untranslated]').count()).toBe(0);
      const list = manager.getByRole('list', { name: words.admin_prizeList({ type: 'normal' }) });
      for (const l of LOCALES) {
        await button(l).click();
        await list.getByText(BUILT_IN_PRIZE_NAMES.normal[l][2] ?? '', { exact: true }).waitFor();
        expect(await list.getByText(words.ui_untranslated).count()).toBe(0);
      }
      await button(locale).click();
      await screenshot(t.page, `built-in-${locale}-admin-prizes-${device}`);
    },
  );
});
