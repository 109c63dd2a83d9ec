// POST /api/upload-image and GET /uploads/:file: what is accepted (by content), how it is re-encoded, what
// is refused (and that a refusal stores nothing), and the headers the images are served with.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { countImages } from './uploads.repository';

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body written by hand (light-my-request does not encode FormData). */
function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ld-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const imagePart = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});

const solid = (width: number, height: number, background = '#c03020') =>
  sharp({ create: { width, height, channels: 3, background } });

/** An animated GIF whose frames all differ (identical frames would be merged by the encoder). */
function animatedGif(frames: number, width = 8, height = 8): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * frames * 3);
  for (let f = 0; f < frames; f++) {
    for (let i = 0; i < width * height; i++) {
      const o = (f * width * height + i) * 3;
      pixels[o] = (f * 37) % 256;
      pixels[o + 1] = (f * 91 + i) % 256;
      pixels[o + 2] = (f * 13) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: Array.from({ length: frames }, () => 100) })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A valid small PNG whose IHDR (with a correct CRC) claims width × height. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8), then IHDR: length (4), type (4) at 12, width at 16, height at 20, …, CRC at 29.
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('image uploads', () => {
  let t: TestApp;
  let admin: ApiAdmin;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const upload = (parts: readonly Part[], cookie: string | null = admin.headers.cookie) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: cookie === null ? headers : { ...headers, cookie },
      payload,
    });
  };

  /** Uploads and fetches both stored variants. */
  async function uploadAndFetch(data: Buffer, filename = 'photo.png') {
    const res = await upload([imagePart(data, filename)]);
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    const full = await t.app.inject({ url: imageUrl });
    const phone = await t.app.inject({ url: imageUrl.replace('.webp', '-800.webp') });
    expect(full.statusCode).toBe(200);
    expect(phone.statusCode).toBe(200);
    return {
      imageUrl,
      full,
      phone,
      fullMeta: await sharp(full.rawPayload, { animated: true }).metadata(),
      phoneMeta: await sharp(phone.rawPayload, { animated: true }).metadata(),
    };
  }

  it('refuses a visitor with 401 and stores nothing', async () => {
    const before = await countImages(t.app.db);
    const res = await upload([imagePart(await solid(10, 10).png().toBuffer())], null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Admin login required' });
    expect(await countImages(t.app.db)).toBe(before);
  });

  it('stores a PNG as WebP with a phone variant, and serves it with immutable, locked-down headers', async () => {
    const before = await countImages(t.app.db);
    const { imageUrl, full, phone, fullMeta, phoneMeta } = await uploadAndFetch(
      await solid(40, 30).png().toBuffer(),
    );
    expect(await countImages(t.app.db)).toBe(before + 2);
    for (const res of [full, phone]) {
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    }
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['webp', 40, 30]);
    expect([phoneMeta.format, phoneMeta.width, phoneMeta.height]).toEqual(['webp', 40, 30]);

    const etag = full.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({ url: imageUrl, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('turns a JPEG upright and drops its EXIF (orientation, copyright)', async () => {
    const jpeg = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect([input.orientation, input.exif === undefined]).toEqual([6, false]);

    const { full, fullMeta, phoneMeta } = await uploadAndFetch(jpeg, 'photo.jpg');
    expect([fullMeta.width, fullMeta.height]).toEqual([20, 40]);
    expect([phoneMeta.width, phoneMeta.height]).toEqual([20, 40]);
    for (const meta of [fullMeta, phoneMeta]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(full.rawPayload.includes(Buffer.from('secret'))).toBe(false);
  });

  it('accepts a WebP, whatever the file is called', async () => {
    const { fullMeta } = await uploadAndFetch(await solid(24, 24).webp().toBuffer(), 'no-extension');
    expect([fullMeta.format, fullMeta.width]).toEqual(['webp', 24]);
  });

  it('keeps an animated GIF animated', async () => {
    const { fullMeta, phoneMeta } = await uploadAndFetch(await animatedGif(3), 'anim.gif');
    expect(fullMeta.format).toBe('webp');
    expect(fullMeta.pages).toBe(3);
    expect(phoneMeta.pages).toBe(3);
    expect([fullMeta.width, fullMeta.pageHeight ?? fullMeta.height]).toEqual([8, 8]);
  });

  it('scales a large image to 2000 px and the variant to 800 px on the longest side', async () => {
    const { fullMeta, phoneMeta } = await uploadAndFetch(await solid(3000, 1000).png().toBuffer());
    expect([fullMeta.width, fullMeta.height]).toEqual([2000, 667]);
    expect([phoneMeta.width, phoneMeta.height]).toEqual([800, 267]);
  });

  describe('refusals store nothing', () => {
    const cases: { name: string; parts: () => Promise<Part[]>; status: number; message: string }[] = [
      {
        name: 'an SVG',
        parts: async () => [
          imagePart(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
            'x.svg',
            'image/svg+xml',
          ),
        ],
        status: 415,
        message: 'Only PNG, JPEG, WebP or GIF images are allowed',
      },
      {
        name: 'an HTML page',
        parts: async () => [
          imagePart(
            '<!doctype html><html><body><script>alert(1)</script></body></html>',
            'x.html',
            'text/html',
          ),
        ],
        status: 415,
        message: 'Only PNG, JPEG, WebP or GIF images are allowed',
      },
      {
        name: 'a script named .png and declared image/png',
        parts: async () => [imagePart('#!/bin/sh\nrm -rf /\n', 'innocent.png', 'image/png')],
        status: 415,
        message: 'Only PNG, JPEG, WebP or GIF images are allowed',
      },
      {
        name: 'a TIFF (an image, but not one of the four)',
        parts: async () => [imagePart(await solid(4, 4).tiff().toBuffer(), 'x.png')],
        status: 415,
        message: 'Only PNG, JPEG, WebP or GIF images are allowed',
      },
      {
        name: 'an empty file',
        parts: async () => [imagePart(Buffer.alloc(0))],
        status: 400,
        message: 'The image is empty',
      },
      {
        name: 'a 12 MB file',
        parts: async () => {
          const big = Buffer.alloc(12 * 1024 * 1024, 7);
          (await solid(2, 2).png().toBuffer()).copy(big);
          return [imagePart(big)];
        },
        status: 413,
        message: 'The image is larger than 5 MB',
      },
      {
        name: 'a small PNG whose header claims 15000 × 15000',
        parts: async () => [imagePart(await pngClaiming(15000, 15000))],
        status: 400,
        message: 'The image has too many pixels (at most 50 megapixels)',
      },
      {
        name: 'an animated GIF of 101 frames',
        parts: async () => [imagePart(await animatedGif(101), 'long.gif')],
        status: 400,
        message: 'Animated images may have at most 100 frames',
      },
      {
        name: 'a PNG cut in half',
        parts: async () => {
          const png = await solid(200, 200, '#123456').png({ compressionLevel: 0 }).toBuffer();
          return [imagePart(png.subarray(0, Math.floor(png.length / 2)))];
        },
        status: 400,
        message: 'The file is not a readable image',
      },
      {
        name: 'no image field',
        parts: async () => [{ name: 'title', data: 'hello' }],
        status: 400,
        message: 'Choose an image to upload (the form field "image")',
      },
      {
        name: 'the image under another field name',
        parts: async () => [{ ...imagePart(await solid(4, 4).png().toBuffer()), name: 'picture' }],
        status: 400,
        message: 'Choose an image to upload (the form field "image")',
      },
      {
        name: 'two files',
        parts: async () => {
          const png = await solid(4, 4).png().toBuffer();
          return [imagePart(png), imagePart(png, 'second.png')];
        },
        status: 400,
        message: 'Send one image per upload',
      },
    ];

    for (const c of cases) {
      it(`refuses ${c.name}`, async () => {
        const before = await countImages(t.app.db);
        const res = await upload(await c.parts());
        expect(res.statusCode, res.body).toBe(c.status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ message: c.message });
        expect(await countImages(t.app.db)).toBe(before);
      });
    }

    it('refuses a JSON body and a broken multipart body', async () => {
      const before = await countImages(t.app.db);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/upload-image',
        headers: admin.headers,
        payload: { image: 'iVBORw0KGgo=' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json<{ message: string }>().message).toMatch(/multipart\/form-data/);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/upload-image',
        headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=zz' },
        payload: '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: 'The upload is not a valid multipart form' });
      expect(await countImages(t.app.db)).toBe(before);
    });

    it('still answers after all that', async () => {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('GET /uploads/:file', () => {
    it('answers 404 JSON for an unknown image and 400 for a name that is not an image file', async () => {
      const unknown = await t.app.inject({ url: `/uploads/${randomBytes(16).toString('base64url')}.webp` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'No such image' });
      for (const file of [
        'x.png',
        '..%2F..%2Fetc%2Fpasswd',
        `${randomBytes(16).toString('base64url')}-400.webp`,
      ]) {
        const res = await t.app.inject({ url: `/uploads/${file}` });
        expect(res.statusCode, file).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/file/);
      }
    });
  });
});
