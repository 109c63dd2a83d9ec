// The Prizes tab's wheel theme (with its preview) and a slot's picture: chosen, uploaded and saved with
// the names in one save, answered by GET /api/prizes, kept over a reload, read in each language and on a
// phone with no sideways scroll and no serious axe finding (docs/decisions/0060-wheel-themes-and-slot-pictures.md).
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import {
  adminPassword,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

const prizes = async (page: Page) => (await (await page.request.get('/api/prizes')).json()) as PrizeLists;

/** Signs in on /admin in the browser's language and opens the Prizes tab; its manager card. */
async function openPrizesTab(page: Page, tab: string, manager: string) {
  await page.goto('/admin');
  const password = page.locator('input[type="password"]');
  await password.fill(adminPassword());
  await password.press('Enter');
  await page.getByRole('tab', { name: tab }).click();
  const card = page.getByRole('region', { name: manager });
  await card.waitFor();
  return card;
}

describe('wheel themes and slot pictures on the Prizes tab', () => {
  const suite = useBrowser({ server: 'test' });

  it('chooses neon for the super wheel and a picture for slot 2, saved with the names and kept over a reload', async () => {
    const t = await suite.open(DESKTOP);
    const manager = await openPrizesTab(t.page, 'Prizes', 'Prize Manager');
    await manager.getByRole('button', { name: 'SUPER' }).click();

    const themes = manager.getByRole('group', { name: 'Wheel theme' });
    const classic = themes.getByRole('radio', { name: /Classic/ });
    const neon = themes.getByRole('radio', { name: /Neon/ });
    expect(await classic.isChecked()).toBe(true);
    expect(await themes.getByRole('radio').count()).toBe(3);
    // The preview follows the choice before it is saved.
    const preview = manager.getByTestId('theme-preview');
    await preview.getByRole('img').waitFor();
    const drawn = preview.getByTestId('wheel-frame');
    expect(await drawn.getAttribute('data-theme')).toBe('classic');
    await neon.check();
    // The wheel itself is drawn in the theme chosen, not only labelled with it.
    expect(await drawn.getAttribute('data-theme')).toBe('neon');
    await manager.getByRole('button', { name: 'Save theme' }).click();
    await t.page.getByRole('status').filter({ hasText: 'Wheel theme saved' }).first().waitFor();
    await expect.poll(async () => (await prizes(t.page)).theme).toEqual({ normal: 'classic', super: 'neon' });

    // Slot 2's picture, uploaded as the builders upload theirs, saved with the slot's name.
    await manager.getByRole('button', { name: 'Edit prize 2' }).click();
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#e11d48' } })
      .png()
      .toBuffer();
    await manager
      .locator('input[type=file]')
      .setInputFiles({ name: 'prize.png', mimeType: 'image/png', buffer: png });
    await manager.getByRole('button', { name: /^Remove/ }).waitFor();
    await screenshot(t.page, 'prize-themes-uploaded-en-1280');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await prizes(t.page)).super.map((slot) => slot.imageUrl))
      .toEqual(['', expect.stringMatching(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/), '', '', '', '']);
    const saved = await prizes(t.page);
    expect(saved.theme).toEqual({ normal: 'classic', super: 'neon' });

    // A reload reads it back: the super wheel's theme and the picture beside slot 2.
    await t.page.reload();
    await t.page.getByRole('tab', { name: 'Prizes' }).click();
    await manager.getByRole('button', { name: 'SUPER' }).click();
    expect(await manager.getByRole('radio', { name: /Neon/ }).isChecked()).toBe(true);
    const thumb = manager
      .getByRole('list', { name: 'Super prizes' })
      .locator(`img[src="${saved.super[1]?.imageUrl}"]`);
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // The normal wheel kept its own theme.
    await manager.getByRole('button', { name: 'NORMAL' }).click();
    expect(await manager.getByRole('radio', { name: /Classic/ }).isChecked()).toBe(true);
    await manager.getByRole('button', { name: 'SUPER' }).click();
    await expectNoSeriousAxeIssues(t.page, 'Prizes tab, super wheel, neon');
    await manager.getByRole('group', { name: 'Wheel theme' }).scrollIntoViewIfNeeded();
    await screenshot(t.page, 'prize-themes-neon-super-en-1280');
  }, 90_000);

  it.each([
    { language: 'en-US', lang: 'en', tab: 'Prizes', manager: 'Prize Manager', group: 'Wheel theme' },
    { language: 'zh-CN', lang: 'zh', tab: '奖品', manager: '奖品管理', group: '轮盘主题' },
    { language: 'ms-MY', lang: 'ms', tab: 'Hadiah', manager: 'Pengurus Hadiah', group: 'Tema roda' },
  ])(
    'reads in $lang at 1280 and 390 px: the theme group named, no sideways scroll, no serious axe finding',
    async ({ language, lang, tab, manager: managerName, group }) => {
      for (const [viewport, size] of [
        [DESKTOP, '1280'],
        [PHONE, '390'],
      ] as const) {
        const t = await suite.open(viewport, { acceptLanguage: language });
        const manager = await openPrizesTab(t.page, tab, managerName);
        const themes = manager.getByRole('group', { name: group });
        await themes.waitFor();
        expect(await themes.getByRole('radio').count()).toBe(3);
        await themes.getByRole('radio').nth(2).check();
        expect(await manager.getByTestId('theme-preview').getAttribute('data-theme')).toBe('festive');
        // The slot editor with its picture field open, where the row is widest.
        await manager.locator('[data-edit="2"]').click();
        await expectNoSidewaysScroll(t.page, `Prizes tab in ${lang} at ${size}`);
        await expectNoSeriousAxeIssues(t.page, `Prizes tab in ${lang} at ${size}`);
        await manager
          .locator('input[type=file]')
          .locator('..')
          .evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await screenshot(t.page, `prize-themes-editor-${lang}-${size}`);
        await themes.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await screenshot(t.page, `prize-themes-${lang}-${size}`);
      }
    },
    120_000,
  );
});
