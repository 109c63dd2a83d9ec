// The admin's HOME Builder in the browser: building a page that /home then shows, switching sections
// off, the logo limit, preview, keyboard reordering, the partial-save path, restoring a version and the
// link rule, as an operator does them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HomeBuilderData, HomeSection } from '#shared/home-page';
import {
  adminApiContext,
  closeTrackedPage,
  DESKTOP,
  expectNoErrors,
  launchBrowser,
  loginAsAdmin,
  newPage,
  PHONE,
  screenshot,
  type TrackedPage,
} from './fixtures';
import { field, moveUpByKeyboard, toast } from './builder-helpers';

const rows = (page: Page) => page.getByTestId('section-row');
const rowTitles = (page: Page) =>
  rows(page).evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

type SeedSection = Pick<HomeSection, 'type' | 'title'> & Partial<HomeSection>;

describe('HOME Builder in the browser', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let t: (TrackedPage & { context: BrowserContext }) | undefined;
  let png: Buffer;

  /** The current document as the server gives it to visitors. */
  const loaded = async () =>
    ((await (await admin.request.get('/api/home-builder/load')).json()) as { data: HomeBuilderData }).data;

  /** Saves a page through the API (faster than the form), each section numbered in the given order. */
  async function seed(sections: SeedSection[]): Promise<void> {
    const res = await admin.request.post('/api/home-builder/save', {
      data: {
        data: {
          sections: sections.map((s, i) => ({ id: `seed-${i + 1}`, order: i + 1, ...s })),
          userEdited: true,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  async function openBuilder(viewport = DESKTOP): Promise<Page> {
    t = await newPage(browser, viewport);
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

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminApiContext(browser);
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#F5A800' } })
      .png()
      .toBuffer();
  });
  afterEach(async () => {
    const current = t;
    t = undefined;
    await closeTrackedPage(current);
  });
  afterAll(async () => {
    // Other spec files expect the built-in page: an empty document nobody edited is SPEC §4's reset.
    await admin.request.post('/api/home-builder/save', {
      data: { data: { sections: [], userEdited: false } },
    });
    await admin.close();
    await browser.close();
  });

  it('builds a hero with 2 logos, a gallery with an uploaded image and a cta that /home then shows in order', async () => {
    await seed([
      { type: 'hero', title: 'Old hero' },
      { type: 'text', title: 'Old text' },
    ]);
    const page = await openBuilder();
    expect(await rowTitles(page)).toEqual(['Old hero', 'Old text']);

    // Deleting asks first, then saves at once.
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
      await admin.request.post('/api/upload-image', {
        multipart: { image: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
      })
    ).json()) as { imageUrl: string };

    // The hero, with two logos.
    await page.getByRole('button', { name: 'Add Hero section' }).click();
    await expect.poll(() => isFocused('Edit Hero section “New hero section”')).toBe(true);
    let dialog = await openEditor(page, 'Hero section “New hero section”');
    await field(dialog, 'Title').fill('Big Welcome');
    await field(dialog, 'Subtitle').fill('Spin every week');
    await field(dialog, 'Content').fill('First line\nSecond line');
    for (const [i, name] of ['Alpha Games', 'Beta\nSlots'].entries()) {
      await dialog.getByRole('button', { name: 'Add Logo' }).click();
      const logo = dialog.getByRole('group', { name: `Logo ${i + 1}` });
      await field(logo, 'Name').fill(name);
      await field(logo, 'Image').fill(logoUrl);
    }
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The gallery, its image uploaded through the file chooser.
    await page.getByRole('button', { name: 'Add Gallery section' }).click();
    dialog = await openEditor(page, 'Gallery section “New gallery section”');
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

    await page.getByRole('button', { name: 'Add CTA section' }).click();
    dialog = await openEditor(page, 'CTA section “New cta section”');
    await field(dialog, 'Title').fill('Join Now');
    await field(dialog, 'Button text').fill('Spin');
    await field(dialog, 'Button link').fill('/promo');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await rowTitles(page)).toEqual(['Big Welcome', 'Gallery Time', 'Join Now']);
    await page.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'home-builder-desktop');
    await page.getByRole('button', { name: 'Save All' }).click();
    await toast(page, 'The home page is saved').waitFor();
    await page.getByText('All changes saved').waitFor();

    const saved = await loaded();
    expect(saved.userEdited).toBe(true);
    expect(saved.sections.map((s) => [s.type, s.title, s.order])).toEqual([
      ['hero', 'Big Welcome', 1],
      ['gallery', 'Gallery Time', 2],
      ['cta', 'Join Now', 3],
    ]);
    expect(saved.sections[0]?.logos.map((l) => l.name)).toEqual(['Alpha Games', 'Beta\nSlots']);

    // A visitor, in a browser of their own.
    const visitor = await newPage(browser, PHONE);
    await visitor.page.goto('/home');
    const headings = visitor.page.getByTestId('home-page').getByRole('heading', { level: 2 });
    await headings.first().waitFor();
    expect(await headings.allTextContents()).toEqual(['Big Welcome', 'Gallery Time', 'Join Now']);
    await visitor.page.getByText('Alpha Games').waitFor();
    await visitor.page.getByText('Second line').waitFor();
    const gallery = visitor.page.getByRole('region', { name: 'Gallery Time' });
    expect(await gallery.locator('img').first().getAttribute('src')).toMatch(/^\/uploads\//);
    await visitor.page.getByTestId('home-page').getByRole('link', { name: 'Spin', exact: true }).waitFor();
    expectNoErrors(visitor);
    await visitor.context.close();
  });

  it('switches a section off at once: faded in the builder, left out of the preview and of /home', async () => {
    await seed([
      { type: 'hero', title: 'S-Hero' },
      { type: 'gallery', title: 'S-Gallery' },
      { type: 'cta', title: 'S-CTA', buttonText: 'Go spin', buttonUrl: '/promo' },
    ]);
    const page = await openBuilder();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/home-builder/save'));
    await page.getByRole('switch', { name: 'Show Gallery section “S-Gallery”' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('All changes saved').waitFor();

    const opacity = await row(page, 'S-Gallery').evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(opacity).toBeLessThan(1);
    expect(await row(page, 'S-Hero').evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    expect((await loaded()).sections.find((s) => s.title === 'S-Gallery')?.enabled).toBe(false);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'S-Hero' }).waitFor();
    expect(await preview.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['S-Hero', 'S-CTA']);
    await screenshot(page, 'home-builder-preview');
    // The preview's links stay put: following one would leave the admin.
    await preview.getByRole('link', { name: 'Go spin' }).click();
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/admin');

    const visitor = await newPage(browser, DESKTOP);
    await visitor.page.goto('/home');
    const headings = visitor.page.getByTestId('home-page').getByRole('heading', { level: 2 });
    await headings.first().waitFor();
    expect(await headings.allTextContents()).toEqual(['S-Hero', 'S-CTA']);
    expectNoErrors(visitor);
    await visitor.context.close();
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

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

  it('reorders from the keyboard (Space, ArrowUp, Space) and Save All keeps the order', async () => {
    await seed([
      { type: 'hero', title: 'First' },
      { type: 'text', title: 'Second' },
      { type: 'cta', title: 'Third' },
    ]);
    const page = await openBuilder();
    await moveUpByKeyboard(page, 'Reorder CTA section “Third”');
    await expect.poll(() => rowTitles(page)).toEqual(['First', 'Third', 'Second']);
    await page.getByText('Unsaved changes').waitFor();

    // The buttons move too.
    await page.getByRole('button', { name: 'Move Hero section “First” down' }).click();
    expect(await rowTitles(page)).toEqual(['Third', 'First', 'Second']);

    await page.getByRole('button', { name: 'Save All' }).click();
    await toast(page, 'The home page is saved').waitFor();
    const saved = await loaded();
    expect(saved.sections.map((s) => [s.title, s.order])).toEqual([
      ['Third', 1],
      ['First', 2],
      ['Second', 3],
    ]);
  });

  it('keeps the page on this device when the server save fails (部分保存成功), and asks before leaving the tab', async () => {
    await seed([
      { type: 'hero', title: 'Stable hero' },
      { type: 'cta', title: 'Stable cta' },
    ]);
    const page = await openBuilder();
    const dialog = await openEditor(page, 'Hero section “Stable hero”');
    await field(dialog, 'Title').fill('Edited offline');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.route('**/api/home-builder/save', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Save All' }).click();
    await toast(page, '部分保存成功').waitFor();
    await toast(page, 'saved locally').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('homeBuilder'));
    const local = JSON.parse(stored ?? 'null') as HomeBuilderData;
    expect(local.sections.map((s) => s.title)).toContain('Edited offline');
    expect(local.userEdited).toBe(true);
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Stable hero', 'Stable cta']);
    await page.getByText('Unsaved changes').waitFor();

    // A failed immediate save (switching a section) warns and asks for Save All.
    await page.getByRole('switch', { name: 'Show CTA section “Stable cta”' }).click();
    await toast(page, 'save manually with Save All').waitFor();
    await page.unroute('**/api/home-builder/save');

    // Leaving the tab with unsaved changes asks first; Cancel stays.
    await page.getByRole('tab', { name: 'Prizes' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the HOME Builder?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: 'HOME Builder' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Prizes' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('region', { name: 'Prize Manager' }).waitFor();
    // Back in the builder the server's page shows again (the unsaved draft was dropped).
    await page.getByRole('tab', { name: 'HOME Builder' }).click();
    await expect.poll(() => rowTitles(page)).toEqual(['Stable hero', 'Stable cta']);
  });

  it('asks before a header link or Logout leaves the dashboard with unsaved changes', async () => {
    await seed([
      { type: 'hero', title: 'Nav hero' },
      { type: 'cta', title: 'Nav cta' },
    ]);
    const page = await openBuilder();
    await page.getByRole('button', { name: 'Move Hero section “Nav hero” down' }).click();
    await page.getByText('Unsaved changes').waitFor();

    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    expect(asked).toEqual([expect.stringContaining('unsaved changes')]);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByText('Unsaved changes').waitFor();

    // Logout would drop the draft too: it asks, and Cancel keeps the dashboard.
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(asked).toHaveLength(2);
    await page.getByText('Unsaved changes').waitFor();

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/home');
  });

  it('restores an earlier version, asking first when the draft has unsaved changes', async () => {
    await seed([{ type: 'hero', title: 'Version One' }]);
    await seed([
      { type: 'hero', title: 'Version Two' },
      { type: 'cta', title: 'Version Two cta' },
    ]);
    const page = await openBuilder();
    expect(await rowTitles(page)).toEqual(['Version Two', 'Version Two cta']);
    await page.getByRole('button', { name: 'Move Hero section “Version Two” down' }).click();
    await page.getByText('Unsaved changes').waitFor();

    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: 'Saved versions' });
    const list = versions.getByRole('list', { name: 'Saved versions' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('2 sections');
    await list.getByText('1 section ·').first().waitFor();
    await screenshot(page, 'home-builder-versions');
    const older = list.getByRole('listitem').filter({ hasText: '1 section ·' }).first();
    await older.getByRole('button', { name: /^Restore version from / }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Version restored').waitFor();
    await versions.waitFor({ state: 'detached' });

    await expect.poll(() => rowTitles(page)).toEqual(['Version One']);
    await page.getByText('All changes saved').waitFor();
    expect((await loaded()).sections.map((s) => s.title)).toEqual(['Version One']);
  });

  it('follows pages saved elsewhere while nothing is unsaved, then keeps the unsaved draft', async () => {
    await seed([{ type: 'hero', title: 'Before push' }]);
    const page = await openBuilder();
    const otherAdminSaves = async (title: string) => {
      const refetched = page.waitForResponse((r) => r.url().endsWith('/api/home-builder/load'));
      await seed([
        { type: 'hero', title },
        { type: 'cta', title: `${title} cta` },
      ]);
      await refetched;
    };
    await otherAdminSaves('Pushed one');
    await expect.poll(() => rowTitles(page)).toEqual(['Pushed one', 'Pushed one cta']);

    await page.getByRole('button', { name: 'Move Hero section “Pushed one” down' }).click();
    await otherAdminSaves('Pushed two');
    await page.waitForTimeout(200);
    expect(await rowTitles(page)).toEqual(['Pushed one cta', 'Pushed one']);
    await page.getByText('Unsaved changes').waitFor();
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
    await page.getByText('All changes saved').waitFor();
  });
});
