// A code goes out in one tap (README, "A code goes out in one tap"): after Generate and on its row of the
// table, Copy link puts /promo?code=… on the clipboard (the visitor's page fills its field from it), the QR
// of that link is drawn on the page, and Copy message writes the operator's template in the customer's
// language with the prize, the expiry in UTC+8 and the link.
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSeriousAxeIssues, loginAsAdmin, PHONE, useBrowser } from './fixtures';

/** What a QR reader makes of a screenshot of the QR as the page shows it. */
async function scanned(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('a code handed over in one tap', () => {
  const suite = useBrowser();

  it('copies the link, draws its QR, copies the message in the chosen language, and the link fills the visitor page', async () => {
    const t = await suite.open(DESKTOP);
    await t.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsAdmin(t.page);
    const clipboard = () => t.page.evaluate(() => navigator.clipboard.readText());
    const form = t.page.getByRole('region', { name: 'Generate Promo Code' });
    const generated = t.page.getByRole('region', { name: 'Generated Code' });
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill('Sharing Sam');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    const code = (await generated.locator('p.font-mono').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    const link = `${new URL(t.page.url()).origin}/promo?code=${code}`;

    // Copy link.
    await generated.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(clipboard).toBe(link);

    // The QR: drawn here, as an image with a drawing in it, that a phone's camera reads back as the link.
    await generated.getByRole('button', { name: 'QR code' }).click();
    const qr = generated.getByRole('img', { name: `QR code of the link to ${code}` });
    await qr.waitFor();
    const drawn = await qr.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      src: decodeURIComponent(img.src),
    }));
    expect(drawn.width).toBeGreaterThan(0);
    expect(drawn.src).toMatch(/^data:image\/svg\+xml/);
    expect(drawn.src).toMatch(/<path[^>]+d="M[^"]{200,}"/);
    expect(await scanned(await qr.screenshot())).toBe(link);
    await expectNoSeriousAxeIssues(t.page, 'the generated code with its share actions and QR');

    // Copy message, in Malay: the built-in text with the code, the prize, the expiry in UTC+8 and the link.
    await generated.getByLabel("Customer's language").selectOption('ms');
    await generated.getByRole('button', { name: 'Copy message' }).click();
    await expect
      .poll(clipboard)
      .toMatch(
        new RegExp(
          `^Kod Cabutan Bertuah anda ialah ${code}\\. Hadiah: .+\\. Sah sehingga \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(UTC\\+8\\)\\. .+: ${link.replace(/[.?]/g, '\\$&')}$`,
        ),
      );

    // The operator's own template, in English; an unknown placeholder is refused, naming the language.
    await generated.getByText('Message templates').click();
    const english = generated.getByRole('textbox', { name: 'English' });
    await english.fill('Hi {customer}');
    await generated.getByRole('button', { name: 'Save templates' }).click();
    await t.page
      .getByRole('status')
      .filter({ hasText: 'en has an unknown placeholder {customer}' })
      .waitFor();
    await english.fill('{code} until {expiry}: {link}');
    await generated.getByRole('button', { name: 'Save templates' }).click();
    await t.page.getByRole('status').filter({ hasText: 'The templates were saved.' }).waitFor();
    await generated.getByLabel("Customer's language").selectOption('en');
    await generated.getByRole('button', { name: 'Copy message' }).click();
    await expect.poll(clipboard).toMatch(new RegExp(`^${code} until .+ \\(UTC\\+8\\): `));

    // The row of the table has the same actions.
    const row = t.page.getByRole('row').filter({ hasText: code });
    await t.page.evaluate(() => navigator.clipboard.writeText(''));
    await row.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(clipboard).toBe(link);
    await row.getByRole('button', { name: 'QR code' }).click();
    const rowQr = row.getByRole('img', { name: `QR code of the link to ${code}` });
    await rowQr.waitFor();
    expect(await scanned(await rowQr.screenshot())).toBe(link);

    // The link opens the visitor's page with the code in its field.
    const visitor = await suite.open(PHONE);
    await visitor.page.goto(link);
    await expect
      .poll(() => visitor.page.getByRole('textbox', { name: 'Promo code' }).inputValue())
      .toBe(code);
  });

  it('says a copy could not be made where the browser refuses it or has no clipboard (an http:// address)', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const form = t.page.getByRole('region', { name: 'Generate Promo Code' });
    const generated = t.page.getByRole('region', { name: 'Generated Code' });
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill('Refused Rita');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    const code = (await generated.locator('p.font-mono').textContent()) ?? '';
    const refusal = t.page.getByRole('status').filter({ hasText: 'Could not copy' });

    // The browser refuses.
    await t.page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await generated.getByRole('button', { name: 'Copy Code' }).click();
    await refusal.waitFor();
    expect(await t.page.getByText('Promo code copied to clipboard').count()).toBe(0);

    // No clipboard at all, as on a page that is not a secure context: the row's copy says so, not 'Copied'.
    await t.page.evaluate(() =>
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }),
    );
    await t.page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => refusal.count()).toBe(0);
    const row = t.page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: `Copy code ${code}` }).click();
    await refusal.waitFor();
    expect(await row.getByText('Copied', { exact: true }).count()).toBe(0);
  });
});
