import jsQR from 'jsqr';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

const PIXELS_PER_MODULE = 4;

/**
 * The path as a phone's camera would see it: an RGBA bitmap, white where no rectangle of the path lies.
 * Only the commands qrPath writes are understood (M, h, v, z), and each subpath must close into an
 * axis-aligned rectangle, so a path of another shape fails here rather than decoding by luck.
 */
function rasterize({ size, d }: { size: number; d: string }) {
  const width = size * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const dark = new Set<string>();
  const commands = d.match(/[MhvHVz][^MhvHVz]*/g) ?? [];
  expect(commands.join('')).toBe(d);
  let x = 0;
  let y = 0;
  let corners: [number, number][] = [];
  for (const command of commands) {
    const [op, ...args] = [command[0], ...command.slice(1).trim().split(/[ ,]+/).filter(Boolean).map(Number)];
    if (op === 'M') [x, y] = [args[0]!, args[1]!];
    else if (op === 'h') x += args[0]!;
    else if (op === 'v') y += args[0]!;
    else if (op === 'z') {
      const xs = corners.map(([cx]) => cx);
      const ys = corners.map(([, cy]) => cy);
      expect(corners).toHaveLength(4);
      expect(new Set(xs).size).toBe(2);
      expect(new Set(ys).size).toBe(2);
      for (let my = Math.min(...ys); my < Math.max(...ys); my++)
        for (let mx = Math.min(...xs); mx < Math.max(...xs); mx++) {
          expect(dark.has(`${mx},${my}`)).toBe(false); // no module drawn twice
          dark.add(`${mx},${my}`);
        }
      corners = [];
      continue;
    } else throw new Error(`qrPath wrote a command this test does not know: ${command}`);
    if (op === 'M') corners = [];
    corners.push([x, y]);
  }
  for (const key of dark) {
    const [mx, my] = key.split(',').map(Number) as [number, number];
    for (let py = my * PIXELS_PER_MODULE; py < (my + 1) * PIXELS_PER_MODULE; py++)
      for (let px = mx * PIXELS_PER_MODULE; px < (mx + 1) * PIXELS_PER_MODULE; px++)
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return { pixels, width, dark };
}

function decode(text: string) {
  const { pixels, width } = rasterize(qrPath(text));
  return jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

describe('qrPath', () => {
  it('draws a QR code a reader decodes back to the otpauth link', () => {
    const link =
      'otpauth://totp/Lucky%20Draw:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lucky%20Draw&algorithm=SHA1&digits=6&period=30';
    expect(decode(link)).toBe(link);
  });

  it('carries percent-encoded non-ASCII names and longer links as they are', () => {
    const link = `otpauth://totp/${encodeURIComponent('幸运 抽奖')}:${encodeURIComponent('mei.ling@例子.my')}?secret=${'A'.repeat(32)}&issuer=${encodeURIComponent('幸运 抽奖')}&algorithm=SHA1&digits=6&period=30`;
    expect(decode(link)).toBe(link);
  });

  it('leaves a quiet zone of four white modules on every side', () => {
    const drawn = qrPath('otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXP');
    const { dark } = rasterize(drawn);
    const coordinates = [...dark].flatMap((key) => key.split(',').map(Number));
    expect(Math.min(...coordinates)).toBe(4);
    expect(Math.max(...coordinates)).toBe(drawn.size - 5);
    // The top-left finder pattern's outer ring starts at the quiet zone's edge.
    expect(dark.has('4,4')).toBe(true);
  });
});

/** The SVG file an image of QrCode shows, from its data: URL. */
function svgOf(html: string): string {
  const src = /src="data:image\/svg\+xml,([^"]*)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  // The markup escapes & as &amp; in the attribute; the URL itself is percent-encoded.
  return decodeURIComponent(src!.replaceAll('&amp;', '&'));
}

/** What a phone's camera reads from the image drawn by an SVG renderer at its width on the page. */
async function scanned(html: string, pixels: number) {
  const svg = svgOf(html);
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * pixels) / size })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(Math.abs(info.width - pixels)).toBeLessThanOrEqual(1);
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('QrCode', () => {
  it('renders an image named by its label, its picture an SVG file in the page: no request and no canvas', () => {
    const text = 'otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXP';
    const html = renderToStaticMarkup(createElement(QrCode, { text, label: 'Scan me', size: 200 }));
    expect(html).toMatch(/^<img [^>]*src="data:image\/svg\+xml,/);
    expect(html).toContain('alt="Scan me"');
    expect(html).toContain('width="200" height="200"');
    const svg = svgOf(html);
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).toContain(`d="${qrPath(text).d}"`);
    expect(svg).toContain('fill="#fff"');
    expect(svg).not.toMatch(/<(image|img|canvas|use)\b|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
  });

  it('reads back as the authenticator link when drawn at its 200 px', async () => {
    const link =
      'otpauth://totp/Lucky%20Draw:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lucky%20Draw';
    const html = renderToStaticMarkup(createElement(QrCode, { text: link, label: 'QR', size: 200 }));
    expect(await scanned(html, 200)).toBe(link);
  });

  it("reads back as a promo code's link, ?code= and all, when drawn at the share actions' 176 px", async () => {
    for (const link of [
      'https://lucky.example.my/promo?code=H3PR2RSJ',
      'http://192.168.1.20:3000/promo?code=ABCDEFGHJKLMNPQR',
    ]) {
      const html = renderToStaticMarkup(createElement(QrCode, { text: link, label: 'QR', size: 176 }));
      expect(await scanned(html, 176)).toBe(link);
    }
  });
});
