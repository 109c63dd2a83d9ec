// The wheel's looks on the visitor's page (docs/decisions/0061-wheel-themes-rendering.md): each theme on
// both wheels at a phone's, a phone on its side's and a computer's size, visibly different from the
// others; a slot's picture on the wheel and in the celebration; the lights, the pointer's ticks and the
// celebration animating transforms and opacity only; reduced motion showing the result at once.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import type { PrizeType } from '#shared/prizes';
import { WHEEL_THEMES, type WheelTheme } from '#shared/wheel-themes';
import { slotAtRotation } from '#shared/wheel';
import { createPromoCode } from '../support/factories';
import {
  DESKTOP,
  enterPromoCode,
  expectNoSeriousAxeIssues,
  LANDSCAPE,
  PHONE,
  screenshot,
  useBrowser,
  type ContextOptions,
} from './fixtures';

const SIZES = [
  { name: 'phone', viewport: PHONE, options: {} },
  { name: 'landscape', viewport: LANDSCAPE, options: { phone: true } },
  { name: 'desktop', viewport: DESKTOP, options: {} },
] as const;

/** The CSS properties an animation may change and stay on the compositor. */
const COMPOSITED = new Set(['transform', 'opacity', 'translate', 'rotate', 'scale']);

describe('the wheel in each theme', () => {
  const suite = useBrowser({ admin: true });
  let picture = '';

  /** Sets one wheel's theme (and, given, pictures and values), keeping its names. */
  async function dress(
    type: PrizeType,
    theme: WheelTheme,
    extra: { images?: string[]; values?: (number | null)[] } = {},
  ): Promise<void> {
    const lists = (await (await suite.admin.request.get('/api/prizes')).json()) as PrizeLists;
    const res = await suite.admin.request.post('/api/prizes', {
      data: { type, names: lists[type].map((slot) => slot.name), theme, ...extra },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** A visitor on /spin with a code for `type`'s slot `prizeId`, the wheel in `theme` drawn. */
  async function openWheel(
    type: PrizeType,
    theme: WheelTheme,
    viewport: { width: number; height: number },
    options: ContextOptions & { reduced?: boolean; prizeId?: number } = {},
  ): Promise<Page> {
    const { reduced = true, prizeId = 1, ...context } = options;
    const { code } = await createPromoCode(suite.admin.request, { prizeType: type, prizeId });
    const t = await suite.open(viewport, context);
    // Reduced motion holds the lights still, so that a screenshot shows them all lit.
    if (reduced) await t.page.emulateMedia({ reducedMotion: 'reduce' });
    if (context.acceptLanguage) {
      // The form in the page's language: its field by id, sent with Enter.
      await t.page.goto('/promo');
      await t.page.locator('#promo-code').fill(code);
      await t.page.keyboard.press('Enter');
    } else await enterPromoCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.locator(`[data-testid="wheel-frame"][data-theme="${theme}"]`).waitFor();
    // The neon and festive drawings come in their own file, fetched when the look is worn.
    if (theme !== 'classic') await t.page.locator(`[data-decor="${theme}"]`).waitFor({ state: 'attached' });
    return t.page;
  }

  /** The wheel's square as raw RGBA pixels, at the same size whatever the theme. */
  async function wheelPixels(page: Page): Promise<Buffer> {
    const png = await page.getByTestId('wheel-frame').screenshot({ animations: 'disabled' });
    return sharp(png).resize(160, 160, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  }

  /** The share of pixels (0..1) that differ clearly between two same-sized captures. */
  function differing(a: Buffer, b: Buffer): number {
    let count = 0;
    for (let i = 0; i < a.length; i += 4) {
      const d =
        Math.abs((a[i] ?? 0) - (b[i] ?? 0)) +
        Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) +
        Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0));
      if (d > 60) count += 1;
    }
    return count / (a.length / 4);
  }

  beforeAll(async () => {
    // A picture no slot colour has: bright green with a white ring, to see on the wheel and in the win.
    const png = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#16A34A' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="400" height="400"><circle cx="200" cy="200" r="120" fill="none" stroke="#fff" stroke-width="40"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const res = await suite.admin.request.post('/api/upload-image', {
      multipart: { image: { name: 'prize.png', mimeType: 'image/png', buffer: png } },
    });
    expect(res.status(), await res.text()).toBe(200);
    picture = ((await res.json()) as { imageUrl: string }).imageUrl;
  });

  it('draws each theme on both wheels at 390x844, 844x390 and 1280x800, each visibly its own, with no serious axe finding', async () => {
    const captures = new Map<string, Buffer>();
    for (const theme of WHEEL_THEMES) {
      await dress('normal', theme);
      await dress('super', theme);
      for (const type of ['normal', 'super'] as const) {
        for (const size of SIZES) {
          const page = await openWheel(type, theme, size.viewport, size.options);
          // The wheel is whole on the screen, beside or above its button.
          const box = await page.getByTestId('wheel-frame').boundingBox();
          expect(box).not.toBeNull();
          if (!box) continue;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width + 1);
          // The super wheel keeps its lightning: its title, and in neon and festive a bolt on the hub.
          if (type === 'super') {
            await page.getByRole('heading', { name: 'SUPER LIGHTNING WHEEL' }).waitFor();
            expect(await page.getByTestId('wheel-bolt').count()).toBe(theme === 'classic' ? 0 : 1);
          }
          captures.set(`${theme}/${type}/${size.name}`, await wheelPixels(page));
          await screenshot(page, `wheel-${theme}-${type}-${size.name}`);
          // Every look on each wheel, read by axe once (the phone's size): no serious finding.
          if (size.name === 'phone') await expectNoSeriousAxeIssues(page, `the ${theme} ${type} wheel`);
          await page.context().close();
        }
      }
    }
    // Any two themes differ over a good part of the wheel, on each wheel at each size.
    for (const type of ['normal', 'super'] as const)
      for (const size of SIZES)
        for (const [i, a] of WHEEL_THEMES.entries())
          for (const b of WHEEL_THEMES.slice(i + 1)) {
            const share = differing(
              captures.get(`${a}/${type}/${size.name}`) ?? Buffer.alloc(0),
              captures.get(`${b}/${type}/${size.name}`) ?? Buffer.alloc(1),
            );
            expect(share, `${a} against ${b}, ${type} wheel, ${size.name}`).toBeGreaterThan(0.25);
          }
  }, 240_000);

  it('draws the theme in Chinese and Malay too, and changes look on an open page when the operator saves', async () => {
    await dress('super', 'festive');
    for (const language of ['zh-CN', 'ms-MY']) {
      const page = await openWheel('super', 'festive', PHONE, { acceptLanguage: language });
      await expectNoSeriousAxeIssues(page, `festive super wheel in ${language}`);
      await screenshot(page, `wheel-festive-super-phone-${language}`);
      await page.context().close();
    }
    // Live: the operator picks neon while a visitor has the wheel open.
    const page = await openWheel('super', 'festive', DESKTOP);
    await dress('super', 'neon');
    await page.locator('[data-testid="wheel-frame"][data-theme="neon"]').waitFor({ timeout: 10_000 });
    await page.locator('[data-decor="neon"]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-decor="festive"]').count()).toBe(0);
  });

  it("shows a slot's picture on the wheel and, with its value in RM, in the celebration", async () => {
    await dress('normal', 'festive', {
      images: ['', picture, '', '', '', ''],
      values: [null, 25, null, null, null, null],
    });
    const page = await openWheel('normal', 'festive', PHONE, { reduced: false, prizeId: 2 });
    // On the wheel: slot 2 only, its phone-sized variant, drawn (the browser fetched it).
    const slotPicture = page.locator('[data-slot="2"] [data-testid="wheel-slot-picture"] image');
    expect(await slotPicture.getAttribute('href')).toBe(picture.replace('.webp', '-800.webp'));
    expect(await page.getByTestId('wheel-slot-picture').count()).toBe(1);
    // The name stays, under the picture.
    expect(await page.locator('[data-slot="2"] text').first().textContent()).toBeTruthy();
    await screenshot(page, 'wheel-picture-festive-phone');
    // On the narrowest phone the name beside the picture is still drawn at a readable size.
    const narrow = await openWheel('normal', 'festive', { width: 320, height: 640 }, { prizeId: 2 });
    const nameHeight = await narrow
      .locator('[data-slot="2"] text')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(nameHeight).toBeGreaterThanOrEqual(9);
    await screenshot(narrow, 'wheel-picture-festive-320');
    await narrow.context().close();

    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
    const winPicture = dialog.getByTestId('win-picture');
    await expect
      .poll(() => winPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await dialog.getByTestId('win-value').textContent()).toMatch(/^Worth RM\s25\.00$/);
    // The dialog's words stay (the screenshot line, the button), and the celebration fills the screen.
    expect(await dialog.getByText('Screenshot this for verification').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Awesome!' }).isVisible()).toBe(true);
    const box = await page.getByTestId('win-celebration').boundingBox();
    expect([box?.width, box?.height]).toEqual([PHONE.width, PHONE.height]);
    // The confetti flies behind the receipt: at the receipt's middle the receipt is what is on top.
    await page.getByTestId('confetti').waitFor({ state: 'attached' });
    const onTop = await page.getByTestId('win-receipt').evaluate((receipt) => {
      const r = receipt.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && receipt.contains(top);
    });
    expect(onTop).toBe(true);
    // Focus is in the dialog, as Radix keeps it.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.waitForTimeout(600);
    await screenshot(page, 'win-picture-festive-phone');
    await expectNoSeriousAxeIssues(page, 'the festive celebration with a picture');
  });

  it('chases the lights, ticks the pointer with each slot edge, and animates only transforms and opacity', async () => {
    await dress('normal', 'neon', {
      images: ['', '', '', '', '', ''],
      values: [null, null, null, null, null, null],
    });
    await dress('super', 'neon');
    const page = await openWheel('super', 'neon', DESKTOP, { reduced: false, prizeId: 5 });
    const chase = () =>
      page
        .locator('.wheel-bulb')
        .first()
        .evaluate((el) => getComputedStyle(el).animationDuration);
    expect(await chase()).toBe('1.6s');
    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    // Faster while the wheel turns.
    await expect.poll(chase).toBe('0.5s');
    const seen = await page.evaluate(() => {
      const pointer = document.querySelector('[data-testid="wheel-pointer-tick"]');
      const all = document.getAnimations();
      const properties = new Set<string>();
      for (const a of all)
        if (a.effect instanceof KeyframeEffect)
          for (const frame of a.effect.getKeyframes())
            for (const key of Object.keys(frame))
              if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key)) properties.add(key);
      return {
        // One animation holds every tick (Chromium runs it on the compositor only alone on its element).
        pointerAnimations: all.filter(
          (a) => a.effect instanceof KeyframeEffect && a.effect.target === pointer,
        ).length,
        ticks: all
          .flatMap((a) =>
            a.effect instanceof KeyframeEffect && a.effect.target === pointer ? a.effect.getKeyframes() : [],
          )
          .filter((frame) => frame.transform !== 'rotate(0deg)').length,
        properties: [...properties],
        rotation: Number(document.querySelector('[data-testid="wheel"]')?.getAttribute('data-rotation')),
      };
    });
    // One tick per slot edge crossed: at least 1800° is thirty edges.
    expect(seen.pointerAnimations).toBe(1);
    expect(seen.ticks).toBeGreaterThanOrEqual(30);
    for (const property of seen.properties) expect(COMPOSITED.has(property), property).toBe(true);
    expect(slotAtRotation(seen.rotation)).toBe(5);
    await page.waitForTimeout(2000);
    await screenshot(page, 'spin-mid-neon-super-desktop');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
    // The super wheel's own celebration: lightning over the confetti.
    await page.getByTestId('lightning').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    await screenshot(page, 'win-neon-super-desktop');
    const celebrating = await page.evaluate(() => {
      const properties = new Set<string>();
      for (const a of document.getAnimations())
        if (a.effect instanceof KeyframeEffect)
          for (const frame of a.effect.getKeyframes())
            for (const key of Object.keys(frame))
              if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key)) properties.add(key);
      return [...properties];
    });
    for (const property of celebrating) expect(COMPOSITED.has(property), property).toBe(true);
  });

  it('under reduced motion: no chasing, no ticks, no confetti; the result at once', async () => {
    await dress('super', 'festive');
    const page = await openWheel('super', 'festive', PHONE, { reduced: true, prizeId: 3 });
    expect(
      await page
        .locator('.wheel-bulb')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await page.getByRole('dialog').waitFor({ timeout: 1500 });
    expect(
      await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
    ).toBe(0);
    expect(await page.getByTestId('confetti').count()).toBe(0);
    expect(await page.getByTestId('lightning').count()).toBe(0);
    await screenshot(page, 'win-festive-super-phone-reduced');
  });

  it('a win in Chinese and Malay keeps its words on the celebration', async () => {
    await dress('normal', 'classic', {
      images: ['', picture, '', '', '', ''],
      values: [null, 25, null, null, null, null],
    });
    for (const language of ['zh-CN', 'ms-MY']) {
      const page = await openWheel('normal', 'classic', PHONE, { acceptLanguage: language, prizeId: 2 });
      await page.getByRole('button', { name: language === 'zh-CN' ? '转动轮盘' : 'Putar Roda' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 5000 });
      expect(await dialog.getByTestId('win-value').textContent()).toContain('25.00');
      await screenshot(page, `win-classic-normal-phone-${language}`);
      await page.context().close();
    }
    // A phone on its side: the picture beside the words, the receipt and its button on screen unscrolled.
    const page = await openWheel('normal', 'classic', LANDSCAPE, { phone: true, prizeId: 2 });
    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 5000 });
    for (const part of [
      dialog.getByTestId('win-picture'),
      dialog.getByTestId('win-prize'),
      dialog.getByTestId('win-code'),
      dialog.getByRole('button', { name: 'Awesome!' }),
    ]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= LANDSCAPE.height).toBe(true);
    }
    await screenshot(page, 'win-classic-normal-landscape-picture');
  });
});
