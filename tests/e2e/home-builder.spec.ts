// The admin's HOME Builder in the browser: building a page in the draft that /home shows only once it is
// published, switching sections off, the logo limit, the preview frame at phone and desktop widths,
// keyboard reordering, an autosave that fails, restoring a version into the draft, a draft overtaken by
// another publish, the link rule, and an image's preview with Replace and Remove, as an operator does them.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SECTION_TYPES,
  type HomeBuilderData,
  type HomeGlobalSettings,
  type HomeSection,
} from '#shared/home-page';
import {
  box,
  closeTrackedPage,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  type TrackedPage,
  useBrowser,
} from './fixtures';
import {
  DRAFT_SAVED,
  expectPublishChanges,
  field,
  moveUpByKeyboard,
  publishDraft,
  PUBLISHED,
  selectedText,
  toast,
  type PublishChanges,
} from './builder-helpers';

const rows = (page: Page) => page.getByTestId('section-row');
const rowTitles = (page: Page) =>
  rows(page).evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

type SeedSection = Pick<HomeSection, 'type' | 'title'> & Partial<HomeSection>;

describe('HOME Builder in the browser', () => {
  const suite = useBrowser({ admin: true });
  let t: (TrackedPage & { context: BrowserContext }) | undefined;
  let png: Buffer;

  /** The current document as the server gives it to visitors. */
  const loaded = async () =>
    ((await (await suite.admin.request.get('/api/home-builder/load')).json()) as { data: HomeBuilderData })
      .data;

  /**
   * Publishes a page through the API (the original app's save and publish, faster than the form), each
   * section numbered in the given order, and drops any draft a test before left: the builder opens on this
   * page.
   */
  async function seed(sections: SeedSection[], globalSettings?: Partial<HomeGlobalSettings>): Promise<void> {
    expect((await suite.admin.request.delete('/api/home-builder/draft')).status()).toBe(200);
    const res = await suite.admin.request.post('/api/home-builder/save', {
      data: {
        data: {
          sections: sections.map((s, i) => ({ id: `seed-${i + 1}`, order: i + 1, ...s })),
          userEdited: true,
          ...(globalSettings ? { globalSettings } : {}),
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const publish = (page: Page, changes: PublishChanges) =>
    publishDraft(page, { pageName: 'home page', changes, toastText: 'The home page is saved' });

  async function openBuilder(viewport = DESKTOP): Promise<Page> {
    t = await suite.open(viewport);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'HOME Builder' }).click();
    await t.page.getByRole('list', { name: 'Sections' }).waitFor();
    return t.page;
  }

  async function openEditor(page: Page, label: string) {
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit .* section$/ });
    await dialog.waitFor();
    return dialog;
  }

  /** + Type: the new section's editor opens by itself. */
  async function addSection(page: Page, type: string) {
    await page.getByRole('button', { name: `Add ${type} section` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${type} section` });
    await dialog.waitFor();
    return dialog;
  }

  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#F5A800' } })
      .png()
      .toBuffer();
  });

  it('builds a hero with 2 logos, a gallery with an uploaded image and a cta that /home then shows in order', async () => {
    await seed([
      { type: 'hero', title: 'Old hero' },
      { type: 'text', title: 'Old text' },
    ]);
    const page = await openBuilder();
    expect(await rowTitles(page)).toEqual(['Old hero', 'Old text']);

    // Deleting asks first, then saves the draft at once.
    const isFocused = (name: string) =>
      page.getByRole('button', { name }).evaluate((el) => el === document.activeElement);
    for (const label of ['Hero section “Old hero”', 'Text section “Old text”']) {
      await page.getByRole('button', { name: `Delete ${label}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete section?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.waitFor({ state: 'detached' });
      if (label.startsWith('Hero')) {
        // The keyboard lands on the next row, not on the page's start.
        await expect.poll(() => isFocused('Edit Text section “Old text”')).toBe(true);
      }
    }
    await page.getByText('No sections yet').waitFor();

    const { imageUrl: logoUrl } = (await (
      await suite.admin.request.post('/api/upload-image', {
        multipart: { image: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
      })
    ).json()) as { imageUrl: string };

    // The hero, with two logos: its editor opens at once.
    let dialog = await addSection(page, 'Hero');
    await field(dialog, 'Title').fill('Big Welcome');
    await field(dialog, 'Subtitle').fill('Spin every week');
    await field(dialog, 'Content').fill('First line\nSecond line');
    // The games heading is a CTA's own.
    expect(await field(dialog, 'Games title').count()).toBe(0);
    for (const [i, name] of ['Alpha Games', 'Beta\nSlots'].entries()) {
      await dialog.getByRole('button', { name: 'Add Logo' }).click();
      const logo = dialog.getByRole('group', { name: `Logo ${i + 1}` });
      await field(logo, 'Name').fill(name);
      await field(logo, 'Image').fill(logoUrl);
    }
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The gallery, its image uploaded through the file chooser; after the hero, the row the editor left.
    dialog = await addSection(page, 'Gallery');
    await field(dialog, 'Title').fill('Gallery Time');
    await dialog.getByRole('button', { name: 'Add Image' }).click();
    const image = dialog.getByRole('group', { name: 'Image 1' });
    await field(image, 'Caption').fill('Prize photo');
    const chooser = page.waitForEvent('filechooser');
    await image.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles({ name: 'prize.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => field(image, 'Image').inputValue()).toMatch(/^\/uploads\/.+\.webp$/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await addSection(page, 'CTA');
    await field(dialog, 'Title').fill('Join Now');
    await field(dialog, 'Button text').fill('Spin');
    await field(dialog, 'Button link').fill('/promo');
    await field(dialog, 'Games title').fill('Our games');
    await field(dialog, 'Games subtitle').fill('Pick one');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await rowTitles(page)).toEqual(['Big Welcome', 'Gallery Time', 'Join Now']);
    await page.getByText(DRAFT_SAVED).waitFor();
    await screenshot(page, 'home-builder-desktop');
    // A draft is a draft: visitors still get the page as it was published.
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Old hero', 'Old text']);
    // It lives on the server: a reload, or another device, opens it.
    await page.reload();
    await page.getByRole('tab', { name: 'HOME Builder' }).click();
    await expect.poll(() => rowTitles(page)).toEqual(['Big Welcome', 'Gallery Time', 'Join Now']);
    await page.getByText(DRAFT_SAVED).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish the home page?' }).waitFor();
    await expectNoSeriousAxeIssues(page, 'the publish confirmation');
    await screenshot(page, 'home-builder-publish-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await publish(page, {
      added: [
        'Hero section “Big Welcome” · position 1',
        'Gallery section “Gallery Time” · position 2',
        'CTA section “Join Now” · position 3',
      ],
      removed: ['Hero section “Old hero” · was position 1', 'Text section “Old text” · was position 2'],
    });

    const saved = await loaded();
    expect(saved.userEdited).toBe(true);
    expect(saved.sections.map((s) => [s.type, s.title, s.order])).toEqual([
      ['hero', 'Big Welcome', 1],
      ['gallery', 'Gallery Time', 2],
      ['cta', 'Join Now', 3],
    ]);
    expect(saved.sections[0]?.logos.map((l) => l.name)).toEqual(['Alpha Games', 'Beta\nSlots']);
    expect([saved.sections[2]?.gamesTitle, saved.sections[2]?.gamesSubtitle]).toEqual([
      'Our games',
      'Pick one',
    ]);

    // A visitor, in a browser of their own.
    const visitor = await suite.open(PHONE);
    await visitor.page.goto('/home');
    const headings = visitor.page.getByTestId('home-page').getByRole('heading', { level: 2 });
    await headings.first().waitFor();
    expect(await headings.allTextContents()).toEqual(['Big Welcome', 'Gallery Time', 'Join Now']);
    await visitor.page.getByText('Alpha Games').waitFor();
    await visitor.page.getByText('Second line').waitFor();
    const gallery = visitor.page.getByRole('region', { name: 'Gallery Time' });
    expect(await gallery.locator('img').first().getAttribute('src')).toMatch(/^\/uploads\//);
    await visitor.page.getByTestId('home-page').getByRole('link', { name: 'Spin', exact: true }).waitFor();
  });

  it('the publish confirmation names the sections added, changed and removed', async () => {
    await seed([
      { type: 'hero', title: 'Welcome' },
      { type: 'text', title: 'About us' },
      { type: 'cta', title: 'Join today' },
    ]);
    const page = await openBuilder();
    await page.getByRole('button', { name: 'Delete CTA section “Join today”' }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete section?' });
    await deleting.getByRole('button', { name: 'Delete' }).click();
    await deleting.waitFor({ state: 'detached' });
    const dialog = await openEditor(page, 'Text section “About us”');
    // Operator text is shown as text: markup in a title is not markup in the list.
    await field(dialog, 'Title').fill('About <b>our</b> draws');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Placed after the row whose editor was open last, the text section; its editor opens, left as it is.
    await page.getByRole('button', { name: 'Add Gallery section' }).click();
    const added = page.getByRole('dialog', { name: /^Edit .* section$/ });
    await added.getByRole('button', { name: 'Cancel' }).click();
    await added.waitFor({ state: 'detached' });
    await expect
      .poll(() => rowTitles(page))
      .toEqual(['Welcome', 'About <b>our</b> draws', 'New gallery section']);
    await page.getByText(DRAFT_SAVED).waitFor();

    // Each by the name its row goes by and its place, the removed one where it was on the page.
    const changes = {
      added: ['Gallery section “New gallery section” · position 3'],
      changed: ['Text section “About <b>our</b> draws” · position 2'],
      removed: ['CTA section “Join today” · was position 3'],
    };
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish the home page?' });
    await expectPublishChanges(confirm, changes);
    expect(await confirm.locator('b').count()).toBe(0);
    await expectNoSeriousAxeIssues(page, 'the publish confirmation');
    await screenshot(page, 'home-builder-publish-names-1280');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await publish(page, changes);
    expect((await loaded()).sections.map((s) => s.title)).toEqual([
      'Welcome',
      'About <b>our</b> draws',
      'New gallery section',
    ]);
  });

  it('lists 8 names a group and counts the rest, the confirmation scrolling inside a phone in each language', async () => {
    await seed(Array.from({ length: 12 }, (_, i) => ({ type: 'text' as const, title: `Old ${i + 1}` })));
    // A draft that keeps 2 sections (the first with a new title, the second untitled: only its type and
    // place name it) and replaces 10 with 10 new ones, written through the API.
    const state = (await (await suite.admin.request.get('/api/home-builder/draft')).json()) as {
      data: HomeBuilderData;
      revision: number;
      baseVersionId: number | null;
    };
    const [first, second] = state.data.sections;
    if (!first || !second) throw new Error('the seeded sections');
    const sections = [
      { ...first, title: 'Old 1 renamed' },
      { ...second, title: '' },
      ...Array.from({ length: 10 }, (_, i) => ({
        ...first,
        id: `new-${i + 1}`,
        title: `New ${i + 1}`,
        order: i + 3,
      })),
    ];
    const put = await suite.admin.request.put('/api/home-builder/draft', {
      data: {
        data: { ...state.data, sections },
        revision: state.revision,
        baseVersionId: state.baseVersionId,
      },
    });
    expect(put.status(), await put.text()).toBe(200);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openBuilder(viewport);
      for (const [lang, tab, publishName] of [
        ['en', 'HOME Builder', 'Publish'],
        ['zh', '首页编辑器', '发布'],
        ['ms', 'Pembina Halaman Utama', 'Terbitkan'],
      ] as const) {
        if (lang !== 'en') {
          await t?.context.addCookies([{ name: 'lang', value: lang, url: page.url() }]);
          await page.reload();
          await page.getByRole('tab', { name: tab }).click();
        }
        await page.getByRole('button', { name: publishName, exact: true }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByRole('list').first().waitFor();
        if (lang === 'en') {
          await expectPublishChanges(confirm, {
            added: Array.from({ length: 8 }, (_, i) => `Text section “New ${i + 1}” · position ${i + 3}`),
            changed: ['Text section “Old 1 renamed” · position 1', 'Text section “Untitled” · position 2'],
            totals: { added: 10, removed: 10 },
            removed: Array.from(
              { length: 8 },
              (_, i) => `Text section “Old ${i + 3}” · was position ${i + 3}`,
            ),
          });
          expect(await confirm.getByText(/^and 2 more$/).count()).toBe(2);
        }
        // The dialog stays on the screen; its list scrolls between the title and the buttons.
        const box = await confirm.boundingBox();
        expect(
          box && box.y >= 0 && box.y + box.height <= viewport.height,
          `${lang} at ${viewport.width}`,
        ).toBe(true);
        expect(
          await confirm.getByRole('button', { name: publishName, exact: true }).evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.bottom <= window.innerHeight && r.top >= 0;
          }),
        ).toBe(true);
        await expectNoSeriousAxeIssues(page, `the long publish confirmation, ${lang} at ${viewport.width}`);
        await screenshot(page, `home-builder-publish-list-${lang}-${viewport.width}`);
        await page.keyboard.press('Escape');
        await confirm.waitFor({ state: 'detached' });
      }
      await closeTrackedPage(t);
      t = undefined;
    }
  });

  it('+ Hero opens the editor of a section placed after the selected one', async () => {
    await seed(
      [
        { type: 'hero', title: 'Welcome' },
        { type: 'text', title: 'Middle' },
        { type: 'cta', title: 'Last' },
      ],
      { secondaryColor: '#0E4D64' },
    );
    const page = await openBuilder();
    const addBar = page.getByRole('region', { name: 'Add section' });
    const isFocused = (name: string) =>
      page.getByRole('button', { name }).evaluate((el) => el === document.activeElement);
    // Nothing selected yet: new sections go at the end, as the lead says.
    await addBar.getByText('Add section:', { exact: true }).waitFor();
    expect(await rows(page).and(page.locator('[aria-current="true"]')).count()).toBe(0);

    // A click on the row's text selects it: marked, and named where new sections go.
    await row(page, 'Welcome').getByText('Welcome', { exact: true }).click();
    expect(await row(page, 'Welcome').getAttribute('aria-current')).toBe('true');
    await addBar.getByText('Add after Hero section “Welcome”:').waitFor();

    await page.getByRole('button', { name: 'Add Hero section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Hero section' });
    await dialog.waitFor();
    // The placeholder title has the keyboard, all of it selected: typing replaces it.
    const title = field(dialog, 'Title');
    await expect.poll(() => selectedText(title)).toBe('New hero section');
    await screenshot(page, 'home-builder-new-hero-editor');
    await page.keyboard.type('Big news');
    expect(await title.inputValue()).toBe('Big news');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Second in the list, the keyboard on its Edit button, and now the selected row.
    await expect.poll(() => rowTitles(page)).toEqual(['Welcome', 'Big news', 'Middle', 'Last']);
    await expect.poll(() => isFocused('Edit Hero section “Big news”')).toBe(true);
    expect(await row(page, 'Big news').getAttribute('aria-current')).toBe('true');
    expect(await row(page, 'Welcome').getAttribute('aria-current')).toBeNull();
    await page.getByText(DRAFT_SAVED).waitFor();
    const draft = async () =>
      ((await (await suite.admin.request.get('/api/home-builder/draft')).json()) as { data: HomeBuilderData })
        .data;
    const added = (await draft()).sections.find((s) => s.title === 'Big news');
    // The site's secondary colour, with text that reads on it, numbered second.
    expect(added).toMatchObject({ backgroundColor: '#0E4D64', textColor: '#FFFFFF', order: 2 });

    // A second add goes after the first; Cancel keeps the placeholder and the keyboard on its row too.
    await addBar.getByText('Add after Hero section “Big news”:').waitFor();
    await page.getByRole('button', { name: 'Add Text section' }).click();
    const second = page.getByRole('dialog', { name: 'Edit Text section' });
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.waitFor({ state: 'detached' });
    await expect
      .poll(() => rowTitles(page))
      .toEqual(['Welcome', 'Big news', 'New text section', 'Middle', 'Last']);
    await expect.poll(() => isFocused('Edit Text section “New text section”')).toBe(true);
    await page.getByText(DRAFT_SAVED).waitFor();
    expect(
      (await draft()).sections.toSorted((a, b) => a.order - b.order).map((s) => [s.title, s.order]),
    ).toEqual([
      ['Welcome', 1],
      ['Big news', 2],
      ['New text section', 3],
      ['Middle', 4],
      ['Last', 5],
    ]);
  });

  it('marks the selected row and names it in the add bar in every language, at both sizes', async () => {
    await seed([
      { type: 'hero', title: 'Welcome' },
      { type: 'gallery', title: 'Prizes of the week' },
    ]);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openBuilder(viewport);
      for (const [lang, tab, lead] of [
        ['en', 'HOME Builder', 'Add after Hero section “Welcome”:'],
        ['zh', '首页编辑器', '在主横幅版块“Welcome”之后添加：'],
        ['ms', 'Pembina Halaman Utama', 'Tambah selepas Bahagian Sepanduk “Welcome”:'],
      ] as const) {
        await t?.context.addCookies([{ name: 'lang', value: lang, url: page.url() }]);
        await page.reload();
        await page.getByRole('tab', { name: tab }).click();
        await row(page, 'Welcome').getByText('Welcome', { exact: true }).click();
        const leadText = page.getByText(lead, { exact: true });
        await leadText.waitFor();
        await expectNoSeriousAxeIssues(
          page,
          `the builder with a selected row (${lang}, ${viewport.width} px)`,
        );
        await expectNoSidewaysScroll(page, `the builder with a selected row (${lang})`);
        // The add bar and the list under it, in view on a phone too.
        await leadText.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await screenshot(page, `home-builder-selected-${lang}-${viewport.width}`);
      }
      await closeTrackedPage(t);
      t = undefined;
    }
  });

  it('fits each section type badge in its box in every language, Malay included, at both sizes', async () => {
    await seed(SECTION_TYPES.map((type) => ({ type, title: `A ${type} section` })));
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openBuilder(viewport);
      for (const [lang, tab] of [
        ['ms', 'Pembina Halaman Utama'],
        ['zh', '首页编辑器'],
        ['en', 'HOME Builder'],
      ] as const) {
        await t?.context.addCookies([{ name: 'lang', value: lang, url: page.url() }]);
        await page.reload();
        await page.getByRole('tab', { name: tab }).click();
        await rows(page)
          .nth(SECTION_TYPES.length - 1)
          .waitFor();
        // The badge is the row's first text: its box holds all its text, and the row holds the box.
        const misfits = await rows(page).evaluateAll((all) =>
          all.flatMap((row) => {
            const badge = row.querySelector('span');
            if (!badge) return ['no badge'];
            const box = badge.getBoundingClientRect();
            const around = row.getBoundingClientRect();
            const text = document.createRange();
            text.selectNodeContents(badge);
            const ink = text.getBoundingClientRect();
            const inside = (inner: DOMRect, outer: DOMRect) =>
              inner.left >= outer.left - 0.5 &&
              inner.right <= outer.right + 0.5 &&
              inner.top >= outer.top - 0.5 &&
              inner.bottom <= outer.bottom + 0.5;
            const fits =
              badge.scrollWidth <= badge.clientWidth &&
              getComputedStyle(badge).textOverflow !== 'ellipsis' &&
              inside(ink, box) &&
              inside(box, around);
            return fits
              ? []
              : [`${badge.textContent} (${Math.round(ink.width)} px of text in ${Math.round(box.width)} px)`];
          }),
        );
        expect(misfits, `${lang} at ${viewport.width} px`).toEqual([]);
        await rows(page)
          .first()
          .evaluate((row) => row.scrollIntoView({ block: 'start' }));
        await screenshot(page, `home-builder-badges-${lang}-${viewport.width}`);
      }
      await closeTrackedPage(t);
      t = undefined;
    }
  });

  it('switches a section off at once: faded in the builder, left out of the preview and of /home', async () => {
    await seed([
      { type: 'hero', title: 'S-Hero' },
      { type: 'gallery', title: 'S-Gallery' },
      { type: 'cta', title: 'S-CTA', buttonText: 'Go spin', buttonUrl: '/promo' },
    ]);
    const page = await openBuilder();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/home-builder/draft') && r.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'Show Gallery section “S-Gallery”' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(DRAFT_SAVED).waitFor();

    const opacity = await row(page, 'S-Gallery').evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(opacity).toBeLessThan(1);
    expect(await row(page, 'S-Hero').evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    // Only in the draft so far.
    expect((await loaded()).sections.find((s) => s.title === 'S-Gallery')?.enabled).toBe(true);

    // The preview is the public page in a frame, showing the draft, at a phone's width first.
    await page.getByRole('button', { name: 'Preview' }).click();
    const frameBox = page.getByTitle('Preview of /home (draft)');
    const preview = page.frameLocator('iframe[title="Preview of /home (draft)"]');
    await preview.getByRole('heading', { name: 'S-Hero' }).waitFor();
    const homeHeadings = preview.getByTestId('home-page').getByRole('heading', { level: 2 });
    expect(await homeHeadings.allTextContents()).toEqual(['S-Hero', 'S-CTA']);
    // The page inside is laid out at the phone's width (the frame may be drawn smaller).
    const frameWidth = () => preview.locator('html').evaluate(() => window.innerWidth);
    expect(await frameWidth()).toBe(390);
    expect((await frameBox.boundingBox())?.width).toBe(390);
    // A phone's layout inside it: the header's menu button.
    await preview.getByRole('button', { name: /menu/i }).waitFor();
    await screenshot(page, 'home-builder-preview-phone');
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await expect.poll(frameWidth).toBe(1280);
    // Drawn at the box's width: 1280 px do not fit the dashboard at 1280 × 800.
    expect((await frameBox.boundingBox())?.width).toBeLessThan(1280);
    await preview.getByRole('heading', { name: 'S-CTA' }).waitFor();
    await screenshot(page, 'home-builder-preview-desktop');
    // The page itself never grows sideways: the frame scrolls inside its box.
    await expectNoSidewaysScroll(page, 'the builder with its preview');

    await publish(page, { changed: ['Gallery section “S-Gallery” · position 2'] });

    const visitor = await suite.open(DESKTOP);
    await visitor.page.goto('/home');
    const headings = visitor.page.getByTestId('home-page').getByRole('heading', { level: 2 });
    await headings.first().waitFor();
    expect(await headings.allTextContents()).toEqual(['S-Hero', 'S-CTA']);
  });

  it('writes a text per language: a button per language beside it, the untranslated marked, /home in each', async () => {
    await seed([{ type: 'hero', title: 'L-Hero', subtitle: 'L-Sub' }]);
    const page = await openBuilder();
    const dialog = await openEditor(page, 'Hero section “L-Hero”');
    const languages = dialog.getByRole('group', { name: 'Title: Language of the text', exact: true });
    const chinese = languages.getByRole('button', { name: /中文/ });
    // Nothing is translated: each other language is marked, in words for screen readers too.
    expect(await chinese.textContent()).toContain('untranslated');
    expect(await languages.getByRole('button', { name: /English/ }).textContent()).toContain('(default)');
    await chinese.click();
    const title = field(dialog, 'Title');
    // Its own text is empty; the default's shows as the placeholder and the note says what readers see.
    expect(await title.inputValue()).toBe('');
    expect(await title.getAttribute('placeholder')).toBe('L-Hero');
    await dialog.getByText("Not translated: readers of 中文 see the default language's text.").waitFor();
    await title.fill('你好英雄');
    expect(await chinese.textContent()).not.toContain('untranslated');
    // The subtitle keeps its own languages: still untranslated.
    const subtitleChinese = dialog
      .getByRole('group', { name: 'Subtitle: Language of the text' })
      .getByRole('button', { name: /中文/ });
    expect(await subtitleChinese.textContent()).toContain('untranslated');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(DRAFT_SAVED).waitFor();
    await publish(page, { changed: ['Hero section “L-Hero” · position 1'] });
    expect((await loaded()).sections[0]).toMatchObject({
      title: 'L-Hero',
      translations: { zh: { title: '你好英雄' } },
    });

    for (const [acceptLanguage, heading] of [
      ['zh-CN', '你好英雄'],
      ['ms-MY', 'L-Hero'],
    ] as const) {
      const visitor = await suite.open(PHONE, { acceptLanguage });
      await visitor.page.goto('/home');
      await visitor.page.getByRole('heading', { name: heading }).waitFor();
      await visitor.page.getByText('L-Sub').waitFor();
    }
  });

  it('stops a hero at 6 logos, and shows an upload refusal in the server’s words', async () => {
    await seed([
      {
        type: 'hero',
        title: 'Logo hero',
        logos: Array.from({ length: 5 }, (_, i) => ({
          id: `logo-${i}`,
          name: `Logo ${i}`,
          url: '',
          enabled: true,
          phone: '',
          textAlign: 'center' as const,
        })),
      },
    ]);
    const page = await openBuilder(PHONE);
    const dialog = await openEditor(page, 'Hero section “Logo hero”');
    const add = dialog.getByRole('button', { name: 'Add Logo' });
    await add.click();
    await dialog.getByRole('group', { name: 'Logo 6' }).waitFor();
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByText('At most 6 logos').waitFor();
    expect(await dialog.getByRole('group', { name: 'Logo 7' }).count()).toBe(0);
    await screenshot(page, 'home-builder-editor-phone');
    await expectNoSidewaysScroll(page, 'the builder on a phone');

    await page.route('**/api/upload-image', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: '{"message":"The image is larger than 5 MB"}',
      }),
    );
    const logo = dialog.getByRole('group', { name: 'Logo 6' });
    const chooser = page.waitForEvent('filechooser');
    await logo.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'The image is larger than 5 MB').waitFor();
    await toast(page, 'Upload Error').waitFor();
    expect(await field(logo, 'Image').inputValue()).toBe('');
    await page.unroute('**/api/upload-image');
  });

  it('reorders from the keyboard (Space, ArrowUp, Space) and Publish keeps the order', async () => {
    await seed([
      { type: 'hero', title: 'First' },
      { type: 'text', title: 'Second' },
      { type: 'cta', title: 'Third' },
    ]);
    const page = await openBuilder();
    await moveUpByKeyboard(page, 'Reorder CTA section “Third”');
    await expect.poll(() => rowTitles(page)).toEqual(['First', 'Third', 'Second']);
    await page.getByText(DRAFT_SAVED).waitFor();

    // The buttons move too.
    await page.getByRole('button', { name: 'Move Hero section “First” down' }).click();
    expect(await rowTitles(page)).toEqual(['Third', 'First', 'Second']);

    await publish(page, { notes: ['The order changed'] });
    const saved = await loaded();
    expect(saved.sections.map((s) => [s.title, s.order])).toEqual([
      ['Third', 1],
      ['First', 2],
      ['Second', 3],
    ]);
  });

  it('says when the draft cannot be saved, keeps the edit in the tab and saves it once the server answers', async () => {
    await seed([
      { type: 'hero', title: 'Stable hero' },
      { type: 'cta', title: 'Stable cta' },
    ]);
    const page = await openBuilder();
    await page.route('**/api/home-builder/draft', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    const dialog = await openEditor(page, 'Hero section “Stable hero”');
    await field(dialog, 'Title').fill('Edited offline');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Draft not saved: boom. Kept in this tab; trying again.').waitFor();
    expect(await rowTitles(page)).toEqual(['Edited offline', 'Stable cta']);
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Stable hero', 'Stable cta']);
    // Nothing to publish while the draft is not on the server: Publish says why.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast(page, 'boom').waitFor();
    expect(await page.getByRole('dialog', { name: 'Publish the home page?' }).count()).toBe(0);

    // Leaving the tab with an edit not yet saved asks first; Cancel stays.
    await page.getByRole('tab', { name: 'Prizes' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the HOME Builder?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: 'HOME Builder' }).getAttribute('aria-selected')).toBe('true');

    // The server answers again: the retry saves it by itself.
    await page.unroute('**/api/home-builder/draft');
    await page.getByText(DRAFT_SAVED).waitFor({ timeout: 10_000 });
    const draft = (await (await suite.admin.request.get('/api/home-builder/draft')).json()) as {
      data: HomeBuilderData;
    };
    expect(draft.data.sections.map((s) => s.title)).toEqual(['Edited offline', 'Stable cta']);
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Stable hero', 'Stable cta']);
  });

  it('asks before a header link or Logout leaves the dashboard while an edit is not saved', async () => {
    await seed([
      { type: 'hero', title: 'Nav hero' },
      { type: 'cta', title: 'Nav cta' },
    ]);
    const page = await openBuilder();
    // The server is unreachable for drafts: the edit stays unsaved in the tab.
    await page.route('**/api/home-builder/draft', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Move Hero section “Nav hero” down' }).click();
    await page.getByText(/^Draft not saved:/).waitFor();

    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    expect(asked).toEqual([expect.stringContaining('unsaved changes')]);
    expect(new URL(page.url()).pathname).toBe('/admin');

    // Logout would drop the edit too: it asks, and Cancel keeps the dashboard.
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(asked).toHaveLength(2);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/home');
  });

  it('restores an earlier version into the draft, asking first when the draft has changes', async () => {
    await seed([{ type: 'hero', title: 'Version One' }]);
    await seed([
      { type: 'hero', title: 'Version Two' },
      { type: 'cta', title: 'Version Two cta' },
    ]);
    const page = await openBuilder();
    expect(await rowTitles(page)).toEqual(['Version Two', 'Version Two cta']);
    await page.getByRole('button', { name: 'Move Hero section “Version Two” down' }).click();
    await page.getByText(DRAFT_SAVED).waitFor();

    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: 'Published versions' });
    const list = versions.getByRole('list', { name: 'Published versions' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('2 sections');
    await list.getByText('1 section ·').first().waitFor();
    await screenshot(page, 'home-builder-versions');
    const older = list.getByRole('listitem').filter({ hasText: '1 section ·' }).first();
    const countBefore = await list.getByRole('listitem').count();
    await older.getByRole('button', { name: /^Restore version from / }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace the draft?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Version restored into the draft').waitFor();
    await versions.waitFor({ state: 'detached' });

    await expect.poll(() => rowTitles(page)).toEqual(['Version One']);
    await page.getByText(DRAFT_SAVED).waitFor();
    // Not live until published, and no version was made by the restore.
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Version Two', 'Version Two cta']);
    await publish(page, {
      changed: ['Hero section “Version One” · position 1'],
      removed: ['CTA section “Version Two cta” · was position 2'],
    });
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Version One']);
    await page.getByRole('button', { name: 'Versions' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(Math.min(10, countBefore + 1));
  });

  it('follows pages published elsewhere while it has no draft; a draft another publish overtook is refused with 409', async () => {
    await seed([{ type: 'hero', title: 'Before push' }]);
    const page = await openBuilder();
    const otherAdminPublishes = async (title: string) => {
      const res = await suite.admin.request.post('/api/home-builder/save', {
        data: {
          data: {
            sections: [
              { id: 'o-1', type: 'hero', title, order: 1 },
              { id: 'o-2', type: 'cta', title: `${title} cta`, order: 2 },
            ],
            userEdited: true,
          },
        },
      });
      expect(res.status()).toBe(200);
    };
    await otherAdminPublishes('Pushed one');
    await expect.poll(() => rowTitles(page)).toEqual(['Pushed one', 'Pushed one cta']);

    await page.getByRole('button', { name: 'Move Hero section “Pushed one” down' }).click();
    await page.getByText(DRAFT_SAVED).waitFor();
    await otherAdminPublishes('Pushed two');
    // The draft stays, and says it was overtaken.
    await page
      .getByText('The home page was published by someone else after this draft was started')
      .waitFor();
    expect(await rowTitles(page)).toEqual(['Pushed one cta', 'Pushed one']);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish the home page?' });
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await confirm
      .getByRole('alert')
      .getByText('Someone else published the home page after this draft was started.', { exact: false })
      .waitFor();
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Pushed two', 'Pushed two cta']);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Discard starts again from what is published now.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: 'Discard the draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await toast(page, 'Draft discarded').waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(['Pushed two', 'Pushed two cta']);
    await page.getByText(PUBLISHED).waitFor();
  });

  it('an uploaded image shows a preview with Replace and Remove', async () => {
    await seed([{ type: 'hero', title: 'Picture hero' }]);
    const page = await openBuilder();
    let dialog = await openEditor(page, 'Hero section “Picture hero”');
    const image = field(dialog, 'Image');
    const preview = () => dialog.getByRole('img', { name: 'Preview of Image' });
    // The width the browser decoded: 0 until the image has loaded (or when it failed to).
    const shownWidth = () =>
      preview().evaluate((img) =>
        (img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0,
      );
    const draftImage = async () =>
      (
        (await (await suite.admin.request.get('/api/home-builder/draft')).json()) as {
          data: HomeBuilderData;
        }
      ).data.sections[0]?.imageUrl;
    const applied = async () => {
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/home-builder/draft') && r.request().method() === 'PUT',
      );
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await saved).status()).toBe(200);
    };
    expect(await preview().count()).toBe(0);

    let chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Image', exact: true }).click();
    await (await chooser).setFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => image.inputValue()).toMatch(/^\/uploads\/.+\.webp$/);
    const first = await image.inputValue();
    expect(await preview().count()).toBe(1);
    await expect.poll(shownWidth).toBe(64);
    expect(await preview().getAttribute('src')).toBe(first);
    // An image in place: Replace and Remove stand for the Upload button, and the keyboard is on Replace.
    expect(await dialog.getByRole('button', { name: 'Upload Image', exact: true }).count()).toBe(0);
    const replace = dialog.getByRole('button', { name: 'Replace Image', exact: true });
    await expect.poll(() => replace.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'home-builder-image-preview');

    const tall = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#1E6FD9' } })
      .png()
      .toBuffer();
    chooser = page.waitForEvent('filechooser');
    await replace.click();
    await (await chooser).setFiles({ name: 'tall.png', mimeType: 'image/png', buffer: tall });
    await expect.poll(shownWidth).toBe(40);
    const second = await image.inputValue();
    expect(second).toMatch(/^\/uploads\/.+\.webp$/);
    expect(second).not.toBe(first);
    await applied();
    expect(await draftImage()).toBe(second);

    // Opened again, the editor shows the image it has.
    dialog = await openEditor(page, 'Hero section “Picture hero”');
    await expect.poll(shownWidth).toBe(40);
    // An address that names no image says so in the preview's place.
    await image.fill('/uploads/no-such-image.webp');
    await dialog.getByText('This image could not be loaded').waitFor();
    await screenshot(page, 'home-builder-image-not-loaded');
    expect(await preview().count()).toBe(0);
    await image.fill(second);
    await expect.poll(shownWidth).toBe(40);

    await dialog.getByRole('button', { name: 'Remove Image', exact: true }).click();
    expect(await image.inputValue()).toBe('');
    expect(await preview().count()).toBe(0);
    // The keyboard is not lost with the button: it lands on Upload, which is back.
    const upload = dialog.getByRole('button', { name: 'Upload Image', exact: true });
    expect(await upload.evaluate((el) => el === document.activeElement)).toBe(true);
    await applied();
    expect(await draftImage()).toBe('');
  });

  it('shows an image editor with its preview in every language, on a phone and a desk', async () => {
    // Half transparent, as many logos are: the backdrop shows through.
    const logo = await sharp({
      create: { width: 160, height: 80, channels: 4, background: { r: 245, g: 168, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { imageUrl } = (await (
      await suite.admin.request.post('/api/upload-image', {
        multipart: { image: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
      })
    ).json()) as { imageUrl: string };
    await seed([
      {
        type: 'hero',
        title: 'Shown hero',
        imageUrl,
        logos: [
          { id: 'logo-1', name: 'Shown logo', url: imageUrl, enabled: true, phone: '', textAlign: 'center' },
        ],
      },
    ]);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openBuilder(viewport);
      for (const [lang, tab, previewName] of [
        ['en', 'HOME Builder', 'Preview of Image'],
        ['zh', '首页编辑器', '图片预览'],
        ['ms', 'Pembina Halaman Utama', 'Pratonton Imej'],
      ] as const) {
        await t?.context.addCookies([{ name: 'lang', value: lang, url: page.url() }]);
        await page.reload();
        await page.getByRole('tab', { name: tab }).click();
        await row(page, 'Shown hero')
          .getByRole('button', { name: /^(Edit |编辑|Sunting )/ })
          .click();
        const dialog = page.getByRole('dialog');
        // The section's image, then its logo's.
        const previews = dialog.getByRole('img', { name: previewName });
        expect(await previews.count()).toBe(2);
        const preview = previews.first();
        expect(await preview.getAttribute('src')).toBe(imageUrl);
        await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
        // Large enough to judge: the image at its own size (the box is up to 160 px tall).
        expect((await box(preview)).height).toBe(80);
        await preview.evaluate((img) => img.scrollIntoView({ block: 'center' }));
        await expectNoSeriousAxeIssues(
          page,
          `the section editor with an image (${lang}, ${viewport.width} px)`,
        );
        await expectNoSidewaysScroll(page, `the section editor with an image (${lang})`);
        // Nothing of the field sticks out of the dialog.
        const outside = await dialog.evaluate((frame) => {
          const edge = frame.getBoundingClientRect();
          return [...frame.querySelectorAll('img, button, input')]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0 && (r.left < edge.left - 0.5 || r.right > edge.right + 0.5)).length;
        });
        expect(outside, `${lang} at ${viewport.width} px`).toBe(0);
        await screenshot(page, `home-builder-image-${lang}-${viewport.width}`);
        await previews.last().evaluate((img) => img.scrollIntoView({ block: 'center' }));
        await screenshot(page, `home-builder-image-logo-${lang}-${viewport.width}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      await closeTrackedPage(t);
      t = undefined;
    }
  });

  it('refuses a javascript: button link in the editor and keeps the dialog open', async () => {
    await seed([{ type: 'cta', title: 'Link cta', buttonText: 'Go', buttonUrl: '/promo' }]);
    const page = await openBuilder();
    const dialog = await openEditor(page, 'CTA section “Link cta”');
    const link = field(dialog, 'Button link');
    await link.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('buttonUrl must be an http(s) address');
    expect(await link.getAttribute('aria-invalid')).toBe('true');

    // A bad colour opens the Design tab with its message.
    await link.fill('https://example.com/offer');
    await dialog.getByRole('tab', { name: 'Design' }).click();
    await dialog.getByLabel('Text colour hex').fill('#12345');
    await dialog.getByRole('tab', { name: 'Content' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'textColor must be a colour' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Design' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await loaded()).sections[0]?.buttonUrl).toBe('/promo');
    await page.getByText(PUBLISHED).waitFor();
  });
});
