import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { DEFAULT_SPIN_NOTICE } from '#shared/spin-notice';
import { savePrizeNames } from '../support/factories';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  type TrackedPage,
  useBrowser,
} from './fixtures';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
/** The built-in names as the default language (English) reads them: what the tab shows first. */
const ENGLISH = BUILT_IN_PRIZE_NAMES.normal.en;
const OWN = ['Free Spin', 'Cash 5', 'Cash 10', 'Cash 20', 'Cash 50', 'Jackpot'];
const prizes = async (page: Page) => (await (await page.request.get('/api/prizes')).json()) as PrizeLists;

describe('admin Prizes tab in the browser', () => {
  // Each test renames prizes or saves the notice and starts from the built-in ones: a server of its own.
  const suite = useBrowser({ server: 'test' });
  let t: TrackedPage & { context: BrowserContext };

  async function openTab(viewport = DESKTOP, beforeLogin?: (page: Page) => Promise<unknown>) {
    t = await suite.open(viewport);
    await beforeLogin?.(t.page);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Prizes' }).click();
    // The tab's code loads when it is first opened.
    const manager = t.page.getByRole('region', { name: 'Prize Manager' });
    await manager.waitFor();
    return manager;
  }

  it('names a prize per language: a button per language, untranslated ones marked, an emptied translation dropped', async () => {
    const manager = await openTab();
    const languages = manager.getByRole('group', { name: 'Language of the text' });
    const english = languages.getByRole('button', { name: /English/ });
    const chinese = languages.getByRole('button', { name: /中文/ });
    const list = manager.getByRole('list', { name: 'Normal prizes' });
    expect(await english.getAttribute('aria-pressed')).toBe('true');
    expect(await english.textContent()).toContain('(default)');
    // The built-in names are written in every language (docs/decisions/0025): none is marked.
    await list.getByText(ENGLISH[1] ?? '', { exact: true }).waitFor();
    expect(await chinese.textContent()).not.toContain('untranslated');
    await chinese.click();
    await list.getByText(BUILT_IN_PRIZE_NAMES.normal.zh[1] ?? '', { exact: true }).waitFor();
    expect(await list.getByText('untranslated').count()).toBe(0);

    // The operator's own names, untranslated: the two other languages are marked, in words for screen
    // readers too.
    await english.click();
    await savePrizeNames(t.page.request, 'normal', OWN);
    await list.getByText(OWN[1] ?? '', { exact: true }).waitFor();
    expect(await chinese.textContent()).toContain('untranslated');
    await chinese.click();
    // Each slot shows the default's name, marked, until it has its own.
    await expect.poll(() => list.getByText('untranslated').count()).toBe(6);

    await manager.getByRole('button', { name: 'Edit prize 2' }).click();
    await manager.getByLabel('Prize 2 name').fill('小赢');
    await manager.getByLabel('Prize 2 name').press('Enter');
    await toast(t.page, 'Prize 2 renamed to 小赢').waitFor();
    await list.getByText('小赢', { exact: true }).waitFor();
    await expect.poll(() => list.getByText('untranslated').count()).toBe(5);
    const saved = await prizes(t.page);
    expect(saved.normal[1]).toMatchObject({ name: OWN[1], translations: { zh: { name: '小赢' } } });

    // Emptied, the translation is dropped and the slot reads as the default's again.
    await manager.getByRole('button', { name: 'Edit prize 2' }).click();
    await manager.getByLabel('Prize 2 name').fill('');
    await manager.getByLabel('Prize 2 name').press('Enter');
    await expect.poll(() => list.getByText('untranslated').count()).toBe(6);
    expect((await prizes(t.page)).normal[1]?.translations).toBeUndefined();
    // The default language's names stay required.
    await english.click();
    await list.getByText(OWN[1] ?? '', { exact: true }).waitFor();
    expect(await list.getByText('untranslated').count()).toBe(0);
  });

  it('edits a name in place: Enter saves, Escape cancels, empty is refused, reset restores the defaults', async () => {
    const manager = await openTab();
    const list = manager.getByRole('list', { name: 'Normal prizes' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(6);
    await list.getByText(ENGLISH[1] ?? '', { exact: true }).waitFor();

    await manager.getByRole('button', { name: 'Edit prize 2' }).click();
    const input = manager.getByLabel('Prize 2 name');
    await input.fill('Small Win');
    await input.press('Enter');
    await toast(t.page, 'Prize 2 renamed to Small Win').waitFor();
    await list.getByText('Small Win', { exact: true }).waitFor();
    expect((await prizes(t.page)).normal[1]?.name).toBe('Small Win');
    // This device's cache of the names (the original app's local storage keys), kept in step with the save.
    const cached = await t.page.evaluate(() => [
      localStorage.getItem('customPrizeNames'),
      localStorage.getItem('customPrizes_normal'),
    ]);
    expect(JSON.parse(cached[0] ?? 'null')).toEqual([ENGLISH[0], 'Small Win', ...ENGLISH.slice(2)]);
    expect(JSON.parse(cached[1] ?? 'null')).toContainEqual({ id: 2, name: 'Small Win', color: '#F59E0B' });

    await manager.getByRole('button', { name: 'Edit prize 3' }).click();
    await manager.getByLabel('Prize 3 name').fill('   ');
    await manager.getByLabel('Prize 3 name').press('Enter');
    // Said under the editor, tied to the name field, which keeps the focus.
    await manager.getByText('The prize name cannot be empty').waitFor();
    expect(await manager.getByLabel('Prize 3 name').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => manager.getByLabel('Prize 3 name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect((await prizes(t.page)).normal[2]?.name).toBe(ENGLISH[2]);
    await manager.getByLabel('Prize 3 name').press('Escape');
    expect(await manager.getByLabel('Prize 3 name').count()).toBe(0);
    // Escape hands the keyboard back to the row's Edit button (once the row has been drawn again).
    await expect
      .poll(() =>
        manager.getByRole('button', { name: 'Edit prize 3' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    await manager.getByRole('button', { name: 'SUPER' }).click();
    await manager
      .getByRole('list', { name: 'Super prizes' })
      .getByText('SUPER PRIZE', { exact: true })
      .waitFor();
    await manager.getByRole('button', { name: 'NORMAL' }).click();
    await screenshot(t.page, 'admin-prizes-desktop');

    await manager.getByRole('button', { name: 'Reset to Defaults' }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Reset prize names?' });
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await list.getByText(ENGLISH[1] ?? '', { exact: true }).waitFor();
    expect((await prizes(t.page)).normal.map((p) => p.name)).toEqual(ENGLISH);
  });

  it('shows a save failure as Error / Save failed, please try again', async () => {
    const manager = await openTab();
    await t.page.route('**/api/prizes', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await manager.getByRole('button', { name: 'Edit prize 1' }).click();
    await manager.getByLabel('Prize 1 name').fill('Will fail');
    await manager.getByLabel('Prize 1 name').press('Enter');
    await toast(t.page, 'Save failed, please try again').waitFor();
    await t.page.unroute('**/api/prizes');
    // Nothing reached the server.
    expect((await prizes(t.page)).normal[0]?.name).toBe(ENGLISH[0]);
  });

  it('offers no editing until the prizes have loaded, and a retry when the load failed', async () => {
    // Before login: the Promo tab, open first, reads the same query.
    const manager = await openTab(DESKTOP, (page) =>
      page.route('**/api/prizes', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' })),
    );
    await manager.getByRole('alert').filter({ hasText: 'Could not load the prizes: down' }).waitFor();
    expect(await manager.getByRole('button', { name: /^Edit prize/ }).count()).toBe(0);
    await t.page.unroute('**/api/prizes');
    await manager.getByRole('button', { name: 'Try again' }).click();
    await manager.getByRole('button', { name: 'Edit prize 6' }).waitFor();
  });

  it('saves the spinning notice with emoji and colours, and refuses a bad hex', async () => {
    await openTab(PHONE);
    const form = t.page.getByRole('region', { name: 'Spinning Wheel Notice' });
    const toggle = form.getByRole('switch', { name: 'Show spinning notice' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await form.getByLabel('Notice text').fill('🎉 Weekend bonus: double FREE spins! 🎁');
    // A pair too close to read is said under the preview, with its contrast; a readable one is not.
    const preview = form.getByRole('figure', { name: 'Notice preview' });
    await form.getByLabel('Background colour hex').fill('#123');
    await form.getByLabel('Text colour hex').fill('#345');
    await preview.getByText(/^Hard to read: .* is 1\.\d:1, below the 4\.5:1 that text needs\.$/).waitFor();
    await form.getByLabel('Text colour hex').fill('#FFD700');
    await expect.poll(() => preview.getByText(/Hard to read/).count()).toBe(0);
    await form.getByRole('button', { name: 'Save Spinning Notice Settings' }).click();
    await toast(t.page, 'Spinning notice settings saved').waitFor();
    const saved = (await (await t.page.request.get('/api/spinning-notice/load')).json()) as { data: object };
    expect(saved.data).toEqual({
      showSpinNotice: true,
      spinNoticeText: '🎉 Weekend bonus: double FREE spins! 🎁',
      spinNoticeColor: '#FFD700',
      spinNoticeBg: '#123',
    });
    await screenshot(t.page, 'admin-prizes-phone');

    await form.getByLabel('Text colour hex').fill('orange');
    await form.getByRole('button', { name: 'Save Spinning Notice Settings' }).click();
    await toast(t.page, 'Colours must be hex like #FF6B35').waitFor();
    const after = (await (await t.page.request.get('/api/spinning-notice/load')).json()) as {
      data: { spinNoticeColor: string };
    };
    expect(after.data.spinNoticeColor).toBe('#FFD700');
    // The phone layout does not scroll sideways.
    await expectNoSidewaysScroll(t.page, 'the prizes tab on a phone');
  });

  it('follows pushed notice settings until the admin edits, then keeps the edits', async () => {
    await openTab();
    const form = t.page.getByRole('region', { name: 'Spinning Wheel Notice' });
    const text = form.getByLabel('Notice text');
    await text.waitFor();
    const otherAdminSaves = async (spinNoticeText: string) => {
      const refetched = t.page.waitForResponse((res) => res.url().endsWith('/api/spinning-notice/load'));
      await t.page.request.post('/api/spinning-notice/save', {
        data: { settings: { ...DEFAULT_SPIN_NOTICE, spinNoticeText } },
      });
      await refetched;
    };

    await otherAdminSaves('From another admin');
    await expect.poll(() => text.inputValue()).toBe('From another admin');

    await text.fill('My unsaved draft');
    await otherAdminSaves('Pushed while I type');
    // The push did arrive (the query refetched) but the draft stays.
    await t.page.waitForTimeout(200);
    expect(await text.inputValue()).toBe('My unsaved draft');
  });
});
