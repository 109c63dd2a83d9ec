// Two operators in one page builder: each sees the other named (their sign-in's browser, system and
// address, since when) before anyone edits, live; an edit the server refuses because the other saved
// first stays on screen, and "Apply onto the newer draft" saves it there with the other's change kept.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HomeBuilderData } from '#shared/home-page';
import * as en from '../../src/client/i18n/messages/en/index';
import * as ms from '../../src/client/i18n/messages/ms/index';
import * as zh from '../../src/client/i18n/messages/zh/index';
import { DRAFT_SAVED, field, toast } from './builder-helpers';
import {
  adminPassword,
  baseURL,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

const rowTitles = (page: Page) =>
  page
    .getByTestId('section-row')
    .evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));

describe('two operators in one builder', () => {
  const suite = useBrowser({ admin: true });

  /** Publishes a page through the API and drops any draft: both builders open on it. */
  async function seed(titles: [string, string]): Promise<void> {
    expect((await suite.admin.request.delete('/api/home-builder/draft')).status()).toBe(200);
    const res = await suite.admin.request.post('/api/home-builder/save', {
      data: {
        data: {
          sections: [
            { id: 'two-hero', type: 'hero', title: titles[0], order: 1 },
            { id: 'two-cta', type: 'cta', title: titles[1], order: 2 },
          ],
          userEdited: true,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const draftTitles = async () => {
    const draft = (await (await suite.admin.request.get('/api/home-builder/draft')).json()) as {
      data: HomeBuilderData;
    };
    return [...draft.data.sections].sort((a, b) => a.order - b.order).map((s) => s.title);
  };

  async function openBuilder(page: Page, tab = 'HOME Builder'): Promise<void> {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByTestId('section-row').first().waitFor();
  }

  it('names the other operator live, by name, and keeps a refused edit on screen until it is applied onto the newer draft', async () => {
    await seed(['Shared hero', 'Shared cta']);
    const first = await suite.open(DESKTOP, { userAgent: FIREFOX_WINDOWS, address: '10.1.2.3' });
    await loginAsAdmin(first.page);
    await openBuilder(first.page);
    const second = await suite.open(DESKTOP, { address: '10.1.2.4' });
    const page = second.page;
    await loginAsAdmin(page);
    await openBuilder(page);

    // Each names the other, before either has edited anything; the first hears of the second by a push.
    const here = page.getByRole('status').filter({ hasText: 'Also in this builder now:' });
    await here.getByText(/^Owner, Firefox on Windows \(10\.1\.2\.3\), since .+ \(UTC\+8\)$/).waitFor();
    await first.page
      .getByRole('status')
      .filter({ hasText: 'Also in this builder now:' })
      .getByText(/^Owner, Chrome on Linux \(10\.1\.2\.4\), since /)
      .waitFor({ timeout: 5000 });

    // The first moves the cta up (saved at once); the second, still on the draft it loaded, retitles the hero.
    await first.page.getByRole('button', { name: 'Move CTA section “Shared cta” up' }).click();
    await first.page.getByText(DRAFT_SAVED).waitFor();
    await page.getByRole('button', { name: 'Edit Hero section “Shared hero”' }).click();
    const editor = page.getByRole('dialog', { name: /^Edit .* section$/ });
    await field(editor, 'Title').fill('Second hero');
    await editor.getByRole('button', { name: 'Apply' }).click();

    // Refused: said with who changed the draft and when, and the edit is still on screen.
    const refused = page.getByRole('alert').filter({ hasText: 'your last edit was not saved' });
    await refused
      .getByText(
        /^Owner, Firefox on Windows \(10\.1\.2\.3\) changed the draft at .+ \(UTC\+8\) while you were editing/,
      )
      .waitFor();
    expect(await refused.textContent()).toMatch(
      /It is still here: Changed \(1\): Hero section “Second hero” · position\s1\./,
    );
    expect(await rowTitles(page)).toEqual(['Second hero', 'Shared cta']);
    expect(await draftTitles()).toEqual(['Shared cta', 'Shared hero']);
    await screenshot(page, 'builder-two-operators-refused-desktop');
    await expectNoSeriousAxeIssues(page, 'a refused edit with another operator in the builder');

    await refused.getByRole('button', { name: 'Apply onto the newer draft' }).click();
    await toast(page, 'Your edit was applied').waitFor();
    await refused.waitFor({ state: 'detached' });
    await page.getByText(DRAFT_SAVED).waitFor();
    // Both edits: the first's move and the second's title.
    expect(await draftTitles()).toEqual(['Shared cta', 'Second hero']);
    await expect.poll(() => rowTitles(page)).toEqual(['Shared cta', 'Second hero']);

    // The first leaves the builder for another tab: the second no longer lists it.
    await first.page.getByRole('tab', { name: 'Prizes' }).click();
    await here.getByText(/^Owner, Firefox on Windows/).waitFor({ state: 'detached', timeout: 5000 });
    // And comes back: listed again, by a push.
    await openBuilder(first.page);
    await here.getByText(/^Owner, Firefox on Windows/).waitFor({ timeout: 5000 });
  });

  const LANGUAGES = [
    { name: 'en', header: 'en-US,en;q=0.9', c: en },
    { name: 'zh', header: 'zh-CN,zh;q=0.9', c: zh },
    { name: 'ms', header: 'ms-MY,ms;q=0.9', c: ms },
  ] as const;

  for (const language of LANGUAGES) {
    it(`says who else is in the builder, and a refused edit, in ${language.name} on a phone and a desk`, async () => {
      const { c } = language;
      await seed([`Hero ${language.name}`, `CTA ${language.name}`]);
      // The other operator: a sign-in of its own (Firefox on Windows) with the builder open, through the API.
      const other: BrowserContext = await suite.browser.newContext({
        baseURL: baseURL(),
        userAgent: FIREFOX_WINDOWS,
        extraHTTPHeaders: { 'x-forwarded-for': '10.9.8.7' },
      });
      const tabId = `other-tab-${language.name}-0000000000`;
      try {
        const login = await other.request.post('/api/admin/login', { data: { password: adminPassword() } });
        expect(login.status()).toBe(200);
        expect((await other.request.put('/api/home-builder/editors', { data: { tabId } })).status()).toBe(
          200,
        );

        for (const viewport of [PHONE, DESKTOP]) {
          await seed([`Hero ${language.name}`, `CTA ${language.name}`]);
          const t = await suite.open(viewport, { acceptLanguage: language.header });
          const page = t.page;
          const signIn = await t.context.request.post('/api/admin/login', {
            data: { password: adminPassword() },
          });
          expect(signIn.status()).toBe(200);
          await page.goto('/admin');
          await openBuilder(page, c.admin_tabHomeBuilder);
          // The person by name, then the sign-in's browser and address.
          const name = c.builder_editorPerson({
            name: 'Owner',
            where: c.builder_editorAt({
              name: c.builder_editorDevice({ browser: 'Firefox', os: 'Windows' }),
              address: '10.9.8.7',
            }),
          });
          await page.getByRole('status').filter({ hasText: c.builder_editorsHere }).getByText(name).waitFor();

          // The other operator saves first; this tab's move is refused and kept.
          const start = (await (await other.request.get('/api/home-builder/draft')).json()) as {
            data: HomeBuilderData;
            revision: number;
            baseVersionId: number | null;
          };
          const put = await other.request.put('/api/home-builder/draft', {
            data: {
              data: { ...start.data, globalSettings: { ...start.data.globalSettings, siteName: 'Other' } },
              revision: start.revision,
              baseVersionId: start.baseVersionId,
            },
          });
          expect(put.status()).toBe(200);
          const cta = c.builder_sectionLabel({ type: c.builder_typeCta, title: `CTA ${language.name}` });
          await page.getByRole('button', { name: c.builder_moveUp({ name: cta }) }).click();
          const refused = page.getByRole('alert').filter({ hasText: c.builder_applyOnto });
          await refused.getByText(name, { exact: false }).waitFor();
          await expectNoSidewaysScroll(page, `a refused edit in ${language.name}`);
          const size = viewport === PHONE ? 'phone' : 'desktop';
          await screenshot(page, `builder-editors-${size}-${language.name}`);
          await expectNoSeriousAxeIssues(page, `who else is in the builder, ${size}, ${language.name}`);
          await t.context.close();
        }
      } finally {
        await other.request.delete(`/api/home-builder/editors/${tabId}`);
        await other.close();
      }
    });
  }
});
