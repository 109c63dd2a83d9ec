// The admin's NOTICE Builder in the browser: adding notices of each type in their colours, editing and
// scheduling them (in UTC+8) in the draft, the live/scheduled/ended badges, switching one off, the preview
// frame, keyboard reordering, an autosave that fails, the global settings, and what /notice shows a
// visitor once the draft is published (and not before).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NoticeBuilderData, NoticeGlobalSettings, NoticeSection } from '#shared/notice-page';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  expectNoSeriousAxeIssues,
  screenshot,
  type TrackedPage,
  useBrowser,
} from './fixtures';
import {
  DRAFT_SAVED,
  field,
  moveUpByKeyboard,
  publishDraft,
  selectedText,
  type PublishChanges,
} from './builder-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as the editor's `datetime-local` wants it, in UTC+8 wall time. */
const utc8Input = (ms: number) => new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 16);
/** A moment as the document stores it. */
const iso = (ms: number) => new Date(ms).toISOString();

const rows = (page: Page) => page.getByTestId('notice-row');
const rowTitles = (page: Page) => page.getByTestId('notice-title').allTextContents();
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const badge = (page: Page, title: string) => row(page, title).getByTestId('schedule-badge');

type SeedNotice = Pick<NoticeSection, 'title'> & Partial<NoticeSection>;

describe('NOTICE Builder in the browser', () => {
  // Each test builds its notice page from none: a server of its own.
  const suite = useBrowser({ admin: true, server: 'test' });
  let t: (TrackedPage & { context: BrowserContext }) | undefined;

  /** The current document as the server gives it to visitors. */
  const loaded = async () =>
    (
      (await (await suite.admin.request.get('/api/notice-builder/load')).json()) as {
        data: NoticeBuilderData;
      }
    ).data;

  /**
   * Publishes a notice page through the API (the original app's save and publish, faster than the form), and
   * drops any draft a test before left: the builder opens on this page.
   */
  async function seed(sections: SeedNotice[], globalSettings?: Partial<NoticeGlobalSettings>) {
    expect((await suite.admin.request.delete('/api/notice-builder/draft')).status()).toBe(200);
    const res = await suite.admin.request.post('/api/notice-builder/save', {
      data: {
        data: {
          sections: sections.map((s, i) => ({ id: `seed-${i + 1}`, ...s })),
          ...(globalSettings ? { globalSettings } : {}),
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const publish = (page: Page, changes: PublishChanges) =>
    publishDraft(page, { pageName: 'notice page', changes, toastText: 'The notice page is saved' });

  async function openBuilder(viewport = DESKTOP): Promise<Page> {
    t = await suite.open(viewport);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'NOTICE Builder' }).click();
    await t.page.getByRole('region', { name: 'Add notice' }).waitFor();
    return t.page;
  }

  async function openEditor(page: Page, label: string) {
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit .* notice$/ });
    await dialog.waitFor();
    return dialog;
  }

  async function apply(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The titles of the notices /notice shows a visitor (a browser of their own), top to bottom. */
  async function visitorTitles(): Promise<string[]> {
    // Checked and closed with the test's other pages.
    const visitor = await suite.open(PHONE);
    await visitor.page.goto('/notice');
    await visitor.page.getByTestId('notice-page').waitFor();
    const list = visitor.page.getByTestId('notice-list');
    if ((await list.count()) === 0) return [];
    return await list.getByRole('heading', { level: 3 }).allTextContents();
  }

  it('adds notices of each kind in their colours, edits and schedules them, and /notice shows the live ones by priority', async () => {
    const page = await openBuilder();
    await page.getByText('No notices yet').waitFor();

    // Adding saves the draft at once and opens the editor; closing it puts the keyboard on the new row,
    // which the next one follows.
    for (const type of ['Info', 'Warning', 'Announcement', 'Promotion']) {
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/notice-builder/draft') && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: `Add ${type} notice` }).click();
      expect((await saved).status()).toBe(200);
      const dialog = page.getByRole('dialog', { name: `Edit ${type} notice` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(await rowTitles(page)).toEqual([
      'New info notice',
      'New warning notice',
      'New announcement notice',
      'New promotion notice',
    ]);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Edit Promotion notice “New promotion notice”' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.getByText(DRAFT_SAVED).waitFor();
    // A draft is a draft: '+ Promotion' put nothing on the public /notice.
    expect((await loaded()).sections).toEqual([]);
    expect(await visitorTitles()).toEqual([]);
    const draft = (await (await suite.admin.request.get('/api/notice-builder/draft')).json()) as {
      data: NoticeBuilderData;
    };
    const added = draft.data;
    expect(added.sections.map((n) => [n.type, n.backgroundColor, n.textColor])).toEqual([
      ['info', '#DBEAFE', '#1E40AF'],
      ['warning', '#FEE2E2', '#991B1B'],
      ['announcement', '#FEF3C7', '#92400E'],
      ['promotion', '#FEF3C7', '#92400E'],
    ]);

    // The warning: title, content on two lines, high priority; its colours shown on the Design tab.
    let dialog = await openEditor(page, 'Warning notice “New warning notice”');
    await field(dialog, 'Title').fill('Storm warning');
    await field(dialog, 'Subtitle').fill('Check before you travel');
    await field(dialog, 'Content').fill('Line one\nLine two');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByRole('tab', { name: 'Design' }).click();
    expect(await dialog.getByLabel('Background colour hex').inputValue()).toBe('#FEE2E2');
    await apply(dialog);

    dialog = await openEditor(page, 'Info notice “New info notice”');
    await field(dialog, 'Title').fill('Server info');
    await field(dialog, 'Content').fill('All systems normal');
    await dialog.getByRole('tab', { name: 'Design' }).click();
    expect(await dialog.getByLabel('Text colour hex').inputValue()).toBe('#1E40AF');
    // Text too close to its background is said under the sample; the type's own colours read well.
    const sample = dialog.getByRole('figure', { name: 'Sample' });
    await dialog.getByLabel('Text colour hex').fill('#93C5FD');
    await sample.getByText(/^Hard to read: .* is 1\.\d:1, below the 4\.5:1 that text needs\.$/).waitFor();
    await dialog.getByLabel('Text colour hex').fill('#1E40AF');
    await expect.poll(() => sample.getByText(/Hard to read/).count()).toBe(0);
    await apply(dialog);

    // Starting in two days: Scheduled.
    dialog = await openEditor(page, 'Announcement notice “New announcement notice”');
    await field(dialog, 'Title').fill('Future event');
    await dialog.getByRole('tab', { name: 'Schedule' }).click();
    const start = Date.now() + 2 * DAY_MS;
    await dialog.getByLabel('Start (UTC+8)', { exact: true }).fill(utc8Input(start));
    await dialog.getByTestId('schedule-badge').filter({ hasText: 'Scheduled' }).waitFor();
    await screenshot(page, 'notice-builder-schedule-desktop');
    await apply(dialog);

    // Ended yesterday: Ended.
    dialog = await openEditor(page, 'Promotion notice “New promotion notice”');
    await field(dialog, 'Title').fill('Old promo');
    await dialog.getByRole('tab', { name: 'Schedule' }).click();
    await dialog.getByLabel('Start (UTC+8)', { exact: true }).fill(utc8Input(Date.now() - 3 * DAY_MS));
    await dialog.getByLabel('End (UTC+8)', { exact: true }).fill(utc8Input(Date.now() - DAY_MS));
    await apply(dialog);

    expect(await badge(page, 'Storm warning').textContent()).toBe('Live now');
    expect(await badge(page, 'Server info').textContent()).toBe('Live now');
    expect(await badge(page, 'Future event').textContent()).toBe('Scheduled');
    expect(await badge(page, 'Old promo').textContent()).toBe('Ended');
    await row(page, 'Storm warning').getByText('High priority').waitFor();
    await page.getByText(DRAFT_SAVED).waitFor();
    await screenshot(page, 'notice-builder-list-desktop');
    expect(await visitorTitles()).toEqual([]);

    await publish(page, {
      added: [
        'Info notice “Server info” · position 1',
        'Warning notice “Storm warning” · position 2',
        'Announcement notice “Future event” · position 3',
        'Promotion notice “Old promo” · position 4',
      ],
    });

    const saved = await loaded();
    const byTitle = new Map(saved.sections.map((n) => [n.title, n]));
    expect(byTitle.get('Storm warning')).toMatchObject({
      priority: 'high',
      content: 'Line one\nLine two',
      subtitle: 'Check before you travel',
    });
    // The start is stored as the UTC+8 wall time typed, to the minute.
    const stored = byTitle.get('Future event')?.startDate ?? '';
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
    expect(Math.abs(Date.parse(stored) - start)).toBeLessThan(60_000);

    // High before medium; the scheduled and the ended ones are not shown.
    expect(await visitorTitles()).toEqual(['Storm warning', 'Server info']);
  });

  it('adds a notice right after the selected one and opens its editor, the placeholder title selected', async () => {
    await seed([
      { title: 'Top notice', type: 'info' },
      { title: 'Bottom notice', type: 'promotion' },
    ]);
    const page = await openBuilder();
    const addBar = page.getByRole('region', { name: 'Add notice' });
    await addBar.getByText('Add notice:', { exact: true }).waitFor();
    // Focusing anything in a row selects it (here its switch, from the keyboard's point of view).
    await page.getByRole('switch', { name: 'Show Info notice “Top notice”' }).focus();
    expect(await row(page, 'Top notice').getAttribute('aria-current')).toBe('true');
    await addBar.getByText('Add after Info notice “Top notice”:').waitFor();

    await page.getByRole('button', { name: 'Add Warning notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Warning notice' });
    await dialog.waitFor();
    const title = field(dialog, 'Title');
    await expect.poll(() => selectedText(title)).toBe('New warning notice');
    await page.keyboard.type('Maintenance tonight');
    await apply(dialog);
    await expect.poll(() => rowTitles(page)).toEqual(['Top notice', 'Maintenance tonight', 'Bottom notice']);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Edit Warning notice “Maintenance tonight”' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    expect(await row(page, 'Maintenance tonight').getAttribute('aria-current')).toBe('true');
    await page.getByText(DRAFT_SAVED).waitFor();
    const draft = (await (await suite.admin.request.get('/api/notice-builder/draft')).json()) as {
      data: NoticeBuilderData;
    };
    // A warning keeps its type's red.
    expect(draft.data.sections.map((n) => n.title)).toEqual([
      'Top notice',
      'Maintenance tonight',
      'Bottom notice',
    ]);
    expect(draft.data.sections[1]).toMatchObject({ backgroundColor: '#FEE2E2', textColor: '#991B1B' });
    await expectNoSeriousAxeIssues(page, 'the notice builder with a selected row');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await addBar.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, `notice-builder-selected-${viewport.width}`);
    }
  });

  it('refuses an end before or at the start, in the form, on the Schedule tab', async () => {
    await seed([{ title: 'Timed', type: 'info' }]);
    const page = await openBuilder();
    const dialog = await openEditor(page, 'Info notice “Timed”');
    await dialog.getByRole('tab', { name: 'Schedule' }).click();
    await dialog.getByLabel('Start (UTC+8)', { exact: true }).fill('2026-11-23T18:00');
    await dialog.getByLabel('End (UTC+8)', { exact: true }).fill('2026-11-23T17:00');
    await dialog.getByRole('tab', { name: 'Content' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('End must be after start');
    expect(await dialog.getByRole('tab', { name: 'Schedule' }).getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByLabel('End (UTC+8)', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    // Equal is refused too; one minute later is taken.
    await dialog.getByLabel('End (UTC+8)', { exact: true }).fill('2026-11-23T18:00');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'End must be after start' }).waitFor();
    await dialog.getByLabel('End (UTC+8)', { exact: true }).fill('2026-11-23T18:01');
    await apply(dialog);
    await page.getByText(DRAFT_SAVED).waitFor();
    await row(page, 'Timed').getByText('23 Nov 2026, 18:00 – 23 Nov 2026, 18:01 (UTC+8)').waitFor();
  });

  it('switches a notice off at once: faded, marked Disabled, left out of the preview and of /notice', async () => {
    await seed([
      { title: 'Keep me', type: 'announcement', priority: 'low' },
      { title: 'Switch me off', type: 'warning', priority: 'high' },
      {
        title: 'Long gone',
        type: 'info',
        startDate: iso(Date.now() - 3 * DAY_MS),
        endDate: iso(Date.now() - DAY_MS),
      },
    ]);
    expect(await visitorTitles()).toEqual(['Switch me off', 'Keep me']);
    const page = await openBuilder();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/notice-builder/draft') && r.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'Show Warning notice “Switch me off”' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(DRAFT_SAVED).waitFor();

    expect(
      await row(page, 'Switch me off').evaluate((el) => Number(getComputedStyle(el).opacity)),
    ).toBeLessThan(1);
    expect(await row(page, 'Keep me').evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    expect(await badge(page, 'Switch me off').textContent()).toBe('Disabled');
    expect(await badge(page, 'Long gone').textContent()).toBe('Ended');
    // Still on /notice until published.
    expect((await loaded()).sections.find((n) => n.title === 'Switch me off')?.enabled).toBe(true);
    expect(await visitorTitles()).toEqual(['Switch me off', 'Keep me']);

    // The preview shows what a visitor will see: the live notice only.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="Preview of /notice (draft)"]');
    await preview.getByRole('heading', { name: 'Keep me' }).waitFor();
    expect(
      await preview.getByTestId('notice-list').getByRole('heading', { level: 3 }).allTextContents(),
    ).toEqual(['Keep me']);
    await screenshot(page, 'notice-builder-preview-desktop');

    await publish(page, { changed: ['Warning notice “Switch me off” · position 2'] });
    expect(await visitorTitles()).toEqual(['Keep me']);
  });

  it('reorders from the keyboard (Space, ArrowUp, Space) and Publish keeps the order that /notice follows', async () => {
    await seed([
      { title: 'First', type: 'info' },
      { title: 'Second', type: 'promotion' },
      { title: 'Third', type: 'announcement' },
    ]);
    const page = await openBuilder();
    await moveUpByKeyboard(page, 'Reorder Announcement notice “Third”');
    await expect.poll(() => rowTitles(page)).toEqual(['First', 'Third', 'Second']);
    await page.getByText(DRAFT_SAVED).waitFor();

    // The buttons move too.
    await page.getByRole('button', { name: 'Move Info notice “First” down' }).click();
    expect(await rowTitles(page)).toEqual(['Third', 'First', 'Second']);

    await publish(page, { notes: ['The order changed'] });
    expect((await loaded()).sections.map((n) => n.title)).toEqual(['Third', 'First', 'Second']);
    // All medium: the list's order is the tie-break.
    expect(await visitorTitles()).toEqual(['Third', 'First', 'Second']);
  });

  it('says when the draft cannot be saved, and asks before leaving the tab or the page with the edit unsaved', async () => {
    await seed([{ title: 'Stable notice', type: 'info' }]);
    const page = await openBuilder();
    await page.route('**/api/notice-builder/draft', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    const dialog = await openEditor(page, 'Info notice “Stable notice”');
    await field(dialog, 'Title').fill('Edited offline');
    await apply(dialog);
    await page.getByText('Draft not saved: boom. Kept in this tab; trying again.').waitFor();
    expect((await loaded()).sections.map((n) => n.title)).toEqual(['Stable notice']);

    // The header's links ask (the page-wide unsaved-changes guard).
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    expect(asked).toEqual([expect.stringContaining('unsaved changes')]);
    expect(new URL(page.url()).pathname).toBe('/admin');

    // Leaving the tab asks first; Cancel stays.
    await page.getByRole('tab', { name: 'Prizes' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the NOTICE Builder?' });
    await leave.getByText('The notice page draft has edits that are still being saved').waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: 'NOTICE Builder' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: 'Prizes' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('region', { name: 'Prize Manager' }).waitFor();
    await page.unroute('**/api/notice-builder/draft');
    // Back in the builder the server's draft shows (the unsaved edit was dropped).
    await page.getByRole('tab', { name: 'NOTICE Builder' }).click();
    await expect.poll(() => rowTitles(page)).toEqual(['Stable notice']);
  });

  it('follows notices published elsewhere while it has no draft, then keeps its draft and says it was overtaken', async () => {
    await seed([{ title: 'Before push' }]);
    const page = await openBuilder();
    await rows(page).first().waitFor();
    const otherAdminPublishes = async (title: string) => {
      const res = await suite.admin.request.post('/api/notice-builder/save', {
        data: {
          data: {
            sections: [
              { id: 'o-1', title },
              { id: 'o-2', title: `${title} too` },
            ],
          },
        },
      });
      expect(res.status()).toBe(200);
    };
    await otherAdminPublishes('Pushed one');
    await expect.poll(() => rowTitles(page)).toEqual(['Pushed one', 'Pushed one too']);

    await page.getByRole('button', { name: 'Move Announcement notice “Pushed one” down' }).click();
    await page.getByText(DRAFT_SAVED).waitFor();
    await otherAdminPublishes('Pushed two');
    await page
      .getByText('The notice page was published by someone else after this draft was started')
      .waitFor();
    expect(await rowTitles(page)).toEqual(['Pushed one too', 'Pushed one']);
  });

  it('refuses an animation speed of 40 in the settings, and switching notices off makes /notice a Notice Center', async () => {
    await seed([{ title: 'Visible until switched off', type: 'announcement' }]);
    const page = await openBuilder();
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notice settings' });
    expect(await field(dialog, 'Site name').inputValue()).toBe('NOTICE SYSTEM');
    expect(await dialog.getByLabel('Primary colour hex').inputValue()).toBe('#F59E0B');
    expect(await dialog.getByLabel('Secondary colour hex').inputValue()).toBe('#10B981');
    const speed = dialog.getByLabel('Animation speed (seconds)');
    expect(await speed.inputValue()).toBe('15');

    await speed.fill('40');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'animationSpeed must be from 5 to 30 seconds' })
      .waitFor();
    expect(await speed.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'notice-builder-settings-desktop');

    await speed.fill('20');
    await field(dialog, 'Site name').fill('PROMO NEWS');
    await dialog.getByLabel('Scrolling preview position').selectOption('bottom');
    await dialog.getByRole('switch', { name: 'Show notices' }).click();
    await apply(dialog);
    await page.getByText('notices are switched off').waitFor();
    await publish(page, { notes: ['Settings changed'] });
    expect((await loaded()).globalSettings).toEqual({
      siteName: 'PROMO NEWS',
      primaryColor: '#F59E0B',
      secondaryColor: '#10B981',
      showNotices: false,
      noticePosition: 'bottom',
      animationSpeed: 20,
    });

    const visitor = await suite.open(PHONE);
    await visitor.page.goto('/notice');
    await visitor.page.getByRole('heading', { name: 'Notice Center' }).waitFor();
    expect(await visitor.page.getByText('Visible until switched off').count()).toBe(0);
  });

  it('lists the published versions as the HOME builder does: publish twice, restore the first into the draft', async () => {
    await seed([{ title: 'Version One', type: 'announcement', priority: 'high' }]);
    await seed([
      { title: 'Version Two', type: 'announcement', priority: 'high' },
      { title: 'Version Two promotion', type: 'promotion', priority: 'low' },
    ]);
    const page = await openBuilder();
    expect(await rowTitles(page)).toEqual(['Version Two', 'Version Two promotion']);

    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: 'Published versions' });
    const list = versions.getByRole('list', { name: 'Published versions' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('2 notices');
    const older = list.getByRole('listitem').filter({ hasText: '1 notice ·' }).first();
    await screenshot(page, 'notice-builder-versions');
    await expectNoSeriousAxeIssues(page, 'NOTICE builder versions');
    await older.getByRole('button', { name: /^Restore version from / }).click();
    await versions.waitFor({ state: 'detached' });

    await expect.poll(() => rowTitles(page)).toEqual(['Version One']);
    await page.getByText(DRAFT_SAVED).waitFor();
    // Into the draft: /notice keeps the published page until the draft is published.
    expect(await visitorTitles()).toEqual(['Version Two', 'Version Two promotion']);
  });

  it('fits a phone: rows, the editor, the settings and the preview stay within 390 px', async () => {
    await seed([
      {
        title: 'A rather long notice title that has to wrap or be cut on a phone screen',
        type: 'promotion',
        priority: 'high',
        startDate: iso(Date.now() - DAY_MS),
        endDate: iso(Date.now() + 5 * DAY_MS),
      },
      { title: 'Later', type: 'info', startDate: iso(Date.now() + DAY_MS) },
      { title: 'Off', type: 'warning', enabled: false },
    ]);
    const page = await openBuilder(PHONE);
    await rows(page).first().waitFor();
    await expectNoSidewaysScroll(page, 'the notice list on a phone');
    await screenshot(page, 'notice-builder-list-phone');

    const dialog = await openEditor(page, 'Info notice “Later”');
    await dialog.getByRole('tab', { name: 'Schedule' }).click();
    await dialog.getByLabel('End (UTC+8)', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page, 'the schedule tab on a phone');
    await screenshot(page, 'notice-builder-schedule-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Notice settings' });
    await settings.getByLabel('Animation speed (seconds)').waitFor();
    await screenshot(page, 'notice-builder-settings-phone');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Preview' }).click();
    await page
      .frameLocator('iframe[title="Preview of /notice (draft)"]')
      .getByRole('heading', { name: /A rather long/ })
      .waitFor();
    await expectNoSidewaysScroll(page, 'the preview on a phone');
    await screenshot(page, 'notice-builder-preview-phone');
  });
});
