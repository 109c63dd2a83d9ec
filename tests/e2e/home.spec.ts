// The public /home page and the floating contact buttons in the browser: the built-in page, a saved page
// (order, layouts, hidden entries, text kept as text, images without layout shift), the fallback to this
// device's copy when the server fails, and the contact buttons on every page but /admin, clear of the
// promo and spin buttons on a phone.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultHomeData, type HomeGlobalSettings, type HomeItem, type HomeSection } from '#shared/home-page';
import { DEFAULT_SPIN_NOTICE } from '#shared/spin-notice';
import { createPromoCode } from '../support/factories';
import {
  box,
  DESKTOP,
  enterPromoCode,
  intersects,
  PHONE,
  screenshot,
  type TrackedPage,
  useBrowser,
} from './fixtures';

type SectionInput = Pick<HomeSection, 'id' | 'type'> &
  Partial<Omit<HomeSection, 'logos'>> & { logos?: (Pick<HomeItem, 'id'> & Partial<HomeItem>)[] };

const homeSections = (page: Page) => page.getByTestId('home-page').locator('section[data-section-type]');
const textAlign = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).textAlign);
const loadResponse = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/home-builder/load');

describe('the home page and the contact buttons', () => {
  const suite = useBrowser({ admin: true });
  let current: (TrackedPage & { context: BrowserContext }) | undefined;
  let uploadUrl: string;

  async function save(data: {
    sections: SectionInput[];
    userEdited: boolean;
    globalSettings?: Partial<HomeGlobalSettings>;
  }): Promise<void> {
    const res = await suite.admin.request.post('/api/home-builder/save', { data: { data } });
    expect(res.status(), await res.text()).toBe(200);
  }
  /** The reset (docs/architecture.md, Product rules: Pages): no sections, and nobody edited the page. */
  const publishReset = () => save({ sections: [], userEdited: false });

  async function open(viewport = DESKTOP): Promise<Page> {
    current = await suite.open(viewport);
    return current.page;
  }

  beforeAll(async () => {
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2563EB' } })
      .png()
      .toBuffer();
    const res = await suite.admin.request.post('/api/upload-image', {
      multipart: { image: { name: 'banner.png', mimeType: 'image/png', buffer: png } },
    });
    expect(res.status(), await res.text()).toBe(200);
    uploadUrl = ((await res.json()) as { imageUrl: string }).imageUrl;
  });

  it('shows a Loading status, then the built-in page: a hero, the promotion image and a cta to /promo', async () => {
    const page = await open();
    // Held back until the Loading screen has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/home-builder/load', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home');
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    release();

    await page.getByRole('heading', { level: 2, name: 'Welcome to Lucky Draw' }).waitFor();
    expect(await homeSections(page).evaluateAll((els) => els.map((el) => el.dataset.sectionType))).toEqual([
      'hero',
      'gallery',
      'cta',
    ]);
    const promotion = page.getByRole('region', { name: 'This week’s promotion' }).locator('img');
    expect(await promotion.getAttribute('src')).toBe('/images/promotion.webp');
    expect(await promotion.getAttribute('srcset')).toBe(
      '/images/promotion-800.webp 800w, /images/promotion.webp 1600w',
    );
    expect(await promotion.getAttribute('width')).toBe('1600');
    expect(await promotion.getAttribute('height')).toBe('900');
    expect(await promotion.getAttribute('alt')).toBe('Lucky Draw promotion Spin the wheel to win');
    await expect
      .poll(() => promotion.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'home-defaults-desktop');

    // The cta button is a link that opens the promo page in the app.
    const spin = page.getByRole('link', { name: 'Spin Now' });
    expect(await spin.getAttribute('href')).toBe('/promo');
    await spin.click();
    await page.waitForURL('**/promo');
    await page.getByRole('heading', { name: 'Enter Your Promo Code' }).waitFor();
  });

  it('shows a saved page: enabled sections by order, each layout, hidden entries left out, text as text', async () => {
    await save({
      userEdited: true,
      sections: [
        {
          id: 'cta',
          type: 'cta',
          order: 30,
          title: 'Join the draw',
          buttonText: 'Go spin',
          buttonUrl: '/promo',
          logos: [{ id: 'game', name: 'Joker\n123', url: uploadUrl }],
        },
        {
          id: 'hero',
          type: 'hero',
          order: 10,
          layout: 'left',
          title: '<b>x</b>',
          subtitle: 'Hero subtitle',
          content: 'First line\nSecond line',
          imageUrl: uploadUrl,
          logos: [
            { id: 'alpha', name: 'Alpha\nGames', url: uploadUrl },
            { id: 'beta', name: 'Beta Hidden', url: uploadUrl, enabled: false },
            { id: 'gamma', name: 'Gamma Slots', url: '/images/promotion.webp' },
            { id: 'empty', name: 'No Image', url: '' },
          ],
        },
        { id: 'off', type: 'text', order: 15, title: 'Switched off', enabled: false },
        {
          id: 'gallery',
          type: 'gallery',
          order: 20,
          layout: 'right',
          title: 'Gallery right',
          buttonText: 'Button without address',
          logos: [
            {
              id: 'photo',
              name: 'Prize photo\nline two',
              url: uploadUrl,
              textAlign: 'left',
              phone: '+60 11-222 3333',
            },
          ],
        },
      ],
    });
    const page = await open();
    await page.goto('/home');
    await page.getByRole('heading', { level: 2, name: 'Join the draw' }).waitFor();

    const sections = homeSections(page);
    expect(
      await sections.evaluateAll((els) => els.map((el) => [el.dataset.sectionType, el.dataset.layout])),
    ).toEqual([
      ['hero', 'left'],
      ['gallery', 'right'],
      ['cta', 'center'],
    ]);
    expect(await page.getByText('Switched off').count()).toBe(0);

    // The hero: its title is the characters typed, image on the left of left-aligned text.
    const hero = sections.nth(0);
    const title = hero.getByRole('heading', { level: 2 });
    expect(await title.textContent()).toBe('<b>x</b>');
    expect(await hero.locator('b').count()).toBe(0);
    expect(await textAlign(title)).toBe('left');
    await hero.getByText('Second line').waitFor();
    const heroImage = hero.locator('img').first();
    expect(await heroImage.getAttribute('fetchpriority')).toBe('high');
    expect(await heroImage.getAttribute('loading')).toBe('eager');
    const variant = uploadUrl.replace(/\.webp$/, '-800.webp');
    expect(await heroImage.getAttribute('srcset')).toBe(`${variant} 800w, ${uploadUrl} 1600w`);
    expect(await heroImage.getAttribute('sizes')).toBeTruthy();
    const [imageBox, titleBox] = [await box(heroImage), await box(title)];
    expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(titleBox.x);
    // Enabled logos with an image only; names keep their lines.
    expect(
      await hero.locator('li img').evaluateAll((els) => els.map((el) => el.getAttribute('alt'))),
    ).toEqual(['Alpha Games', 'Gamma Slots']);
    expect(await hero.getByText('Beta Hidden').count()).toBe(0);
    expect(await hero.getByText('No Image').count()).toBe(0);
    expect(await hero.locator('li').first().innerText()).toBe('Alpha\nGames');

    // The gallery: image right of right-aligned text, its caption aligned as the item says, no button.
    const gallery = sections.nth(1);
    expect(await textAlign(gallery.getByRole('heading', { level: 2 }))).toBe('right');
    const caption = gallery.locator('figcaption');
    expect(await textAlign(caption)).toBe('left');
    expect(await caption.innerText()).toContain('Prize photo\nline two');
    expect(await caption.getByRole('link', { name: '+60 11-222 3333' }).getAttribute('href')).toBe(
      'tel:+60112223333',
    );
    expect(await page.getByRole('link', { name: 'Button without address' }).count()).toBe(0);
    expect(await page.getByText('Button without address').count()).toBe(0);

    // Images after the first section wait until scrolled near; every image has its size.
    const galleryImage = gallery.locator('img');
    expect(await galleryImage.getAttribute('loading')).toBe('lazy');
    expect(await galleryImage.getAttribute('decoding')).toBe('async');
    const sizes = await page
      .getByTestId('home-page')
      .locator('img')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('width'), el.getAttribute('height')]));
    expect(sizes.length).toBe(5);
    for (const [width, height] of sizes) expect(Number(width) > 0 && Number(height) > 0).toBe(true);

    // The cta: its button is a link, its game a logo with a two-line name.
    const cta = sections.nth(2);
    expect(await cta.getByRole('link', { name: 'Go spin' }).getAttribute('href')).toBe('/promo');
    expect(await cta.locator('li').innerText()).toBe('Joker\n123');
  });

  it('shows the built-in page again after a reset (no sections, not edited)', async () => {
    await save({ userEdited: true, sections: [{ id: 'only', type: 'text', title: 'Before the reset' }] });
    await publishReset();
    const page = await open();
    await page.goto('/home');
    await page.getByRole('heading', { level: 2, name: 'Welcome to Lucky Draw' }).waitFor();
    expect(await page.getByText('Before the reset').count()).toBe(0);
    expect(await homeSections(page).count()).toBe(3);
  });

  it("shows this device's copy from an earlier visit when the server fails", async () => {
    await save({ userEdited: true, sections: [{ id: 'kept', type: 'hero', title: 'Kept on this device' }] });
    const page = await open();
    await page.goto('/home');
    await page.getByRole('heading', { level: 2, name: 'Kept on this device' }).waitFor();

    // The server fails from now on (before the reset, whose push would otherwise refresh the copy).
    await page.route('**/api/home-builder/load', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await publishReset();
    const failed = loadResponse(page);
    await page.reload();
    expect((await failed).status()).toBe(500);
    await page.getByRole('heading', { level: 2, name: 'Kept on this device' }).waitFor();
    expect(await page.getByText('Welcome to Lucky Draw').count()).toBe(0);
  });

  it.each([
    ['390x844', PHONE],
    ['1280x800', DESKTOP],
  ])(
    'has no serious axe violations at %s with every section type, the Games Log and the contact buttons open',
    async (_size, viewport) => {
      await save({
        userEdited: true,
        globalSettings: {
          contactWhatsapp: '+60 12-345 6789',
          contactTelegram: '@luckydraw',
          showContactInfo: true,
          showGamesLog: true,
          gamesLogText: '12:01 A***b won FREE 10\n12:05 C***d won SUPER PRIZE',
        },
        sections: [
          { id: 'h', type: 'hero', title: 'Hero', logos: [{ id: 'l', name: 'Logo', url: uploadUrl }] },
          {
            id: 'g',
            type: 'gallery',
            order: 2,
            title: 'Gallery',
            logos: [{ id: 'p', name: 'Photo', url: uploadUrl, phone: '+60 1' }],
          },
          {
            id: 'f',
            type: 'feature',
            order: 3,
            title: 'Feature',
            logos: [{ id: 'a', name: 'Agent', url: uploadUrl }],
          },
          {
            id: 'c',
            type: 'cta',
            order: 4,
            title: 'Cta',
            buttonText: 'Go',
            buttonUrl: '/promo',
            backgroundColor: '#F5A800',
            textColor: '#1E1036',
          },
          { id: 't', type: 'text', order: 5, title: 'Text', content: 'Words' },
        ],
      });
      const page = await open(viewport);
      await page.goto('/home');
      await page.getByRole('heading', { name: 'Games Log' }).waitFor();
      const toggle = page.getByRole('button', { name: 'Contact support' });
      if (viewport === PHONE) await toggle.click();
      await page.getByRole('link', { name: 'Contact us on Telegram' }).waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    },
  );

  describe('contact buttons', () => {
    const WHATSAPP = 'https://wa.me/60123456789';

    it('shows the WhatsApp link on /home and /promo, not on /admin', async () => {
      await save({
        userEdited: false,
        sections: [],
        globalSettings: { contactWhatsapp: '+60 12-345 6789', showContactInfo: true },
      });
      const page = await open();
      await page.goto('/home');
      const whatsapp = page.getByRole('link', { name: 'Contact us on WhatsApp' });
      await whatsapp.waitFor();
      expect(await whatsapp.getAttribute('href')).toBe(WHATSAPP);
      expect(await whatsapp.getAttribute('target')).toBe('_blank');
      expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Spin' }).click();
      await page.waitForURL('**/promo');
      expect(await whatsapp.isVisible()).toBe(true);

      // /admin neither shows them nor loads the home document for them.
      const loads: string[] = [];
      const { page: adminPage, context } = await suite.open(DESKTOP);
      adminPage.on('request', (req) => {
        if (req.url().includes('/api/home-builder/load')) loads.push(req.url());
      });
      await adminPage.goto('/admin');
      await adminPage.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await adminPage.waitForTimeout(500);
      expect(await adminPage.getByTestId('contact-buttons').count()).toBe(0);
      expect(loads).toEqual([]);
      await context.close();
    });

    it('shows none when showContactInfo is false', async () => {
      await save({
        userEdited: false,
        sections: [],
        globalSettings: { contactWhatsapp: '+60 12-345 6789', showContactInfo: false },
      });
      const page = await open();
      const loaded = loadResponse(page);
      await page.goto('/promo');
      await loaded;
      await page.getByRole('heading', { name: 'Enter Your Promo Code' }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByTestId('contact-buttons').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Contact us on WhatsApp' }).count()).toBe(0);
    });

    it('keeps clear of Start Lucky Draw and Spin the Wheel on a phone, open or folded', async () => {
      await save({
        userEdited: false,
        sections: [],
        globalSettings: {
          contactWhatsapp: '+60 12-345 6789',
          contactTelegram: '@luckydraw',
          contactPhone: '+60 3-1234 5678',
          showContactInfo: true,
        },
      });
      const page = await open(PHONE);
      await page.goto('/promo');
      const group = page.getByTestId('contact-buttons');
      const toggle = group.getByRole('button', { name: 'Contact support' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('link', { name: 'Contact us on WhatsApp' }).isVisible()).toBe(false);
      const startBox = await box(page.getByRole('button', { name: 'Start Lucky Draw' }));
      expect(intersects(await box(group), startBox)).toBe(false);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      for (const [name, href] of [
        ['Contact us on WhatsApp', WHATSAPP],
        ['Contact us on Telegram', 'https://t.me/luckydraw'],
        ['Contact us by phone', 'tel:+60312345678'],
      ] as const) {
        const link = page.getByRole('link', { name });
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute('href')).toBe(href);
      }
      expect(intersects(await box(group), startBox)).toBe(false);
      await screenshot(page, 'contact-buttons-promo-phone');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      // While the visitor types a code, the keyboard's smaller viewport would lift them onto the form.
      await page.getByRole('textbox', { name: 'Promo code' }).focus();
      await expect.poll(() => group.isVisible()).toBe(false);

      const { code } = await createPromoCode(suite.admin.request, { isDemo: true });
      await enterPromoCode(page, code);
      await page.waitForURL('**/spin');
      const spin = page.getByRole('button', { name: 'Spin the Wheel' });
      await spin.waitFor();
      await toggle.click();
      expect(intersects(await box(group), await box(spin))).toBe(false);
    });

    describe("on this device's copy alone", () => {
      // A server of its own, on which no contact link was ever published.
      const fresh = useBrowser();

      it("follows this device's copy when another tab changes it (the storage event)", async () => {
        const { page, context } = await fresh.open();
        // The server is down for this visitor: the buttons come from the local copy alone.
        await context.route('**/api/home-builder/load', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
        );
        await page.goto('/promo');
        await page.getByRole('heading', { name: 'Enter Your Promo Code' }).waitFor();
        expect(await page.getByTestId('contact-buttons').count()).toBe(0);

        const other = await context.newPage();
        await other.goto('/notice');
        // A whole document, as the pages keep it: one that breaks the rule is ignored (home-page.ts).
        const doc = defaultHomeData();
        doc.globalSettings = {
          ...doc.globalSettings,
          ...DEFAULT_SPIN_NOTICE,
          contactWhatsapp: '60123456789',
        };
        await other.evaluate((copy) => localStorage.setItem('homeBuilder', JSON.stringify(copy)), doc);
        await page.getByRole('link', { name: 'Contact us on WhatsApp' }).waitFor();
      });
    });
  });
});
