// POST /api/upload-image and GET /uploads/:file: what is accepted (by content), how it is re-encoded, what
// is refused (and that a refusal stores nothing), what an upload may cost (its pixels, and its place in the
// encode queue), and the headers the images are served with.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSession, type ApiAdmin } from '#tests/support/factories';
import { multipart, type Part } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { countImages } from './images.repository';
import { UPLOAD_PLACES, uploadQueue } from '../../lib/images/receive-image';

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

/** An animated GIF of `frames` solid frames of width × height: cheap to make at any size. */
function solidFramesGif(frames: number, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3 * frames);
  for (let f = 0; f < frames; f++) pixels.fill(f * 9, f * width * height * 3, (f + 1) * width * height * 3);
  return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ colours: 2, effort: 1, dither: 0 })
    .toBuffer();
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A complete, valid grey PNG of width × 1 (every pixel there, 47 KB for 49,000,000 of them). */
function oneRowPng(width: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth; colour type 0 (grey), compression, filter, interlace all 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // One row: its filter byte, then the pixels.
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A promise the test opens when it chooses. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

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
    expect(res.json()).toEqual({ message: 'Admin login required', code: 'auth.required' });
    expect(await countImages(t.app.db)).toBe(before);
  });

  it('stores a PNG as WebP with a phone variant, and serves it with immutable, locked-down headers', async () => {
    const before = await countImages(t.app.db);
    const { imageUrl, full, phone, fullMeta, phoneMeta } = await uploadAndFetch(
      await solid(40, 30).png().toBuffer(),
    );
    // Within 800 px the phone variant is the image itself: stored once, served under both names.
    expect(await countImages(t.app.db)).toBe(before + 1);
    expect(phone.rawPayload.equals(full.rawPayload)).toBe(true);
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
    const before = await countImages(t.app.db);
    const { fullMeta, phoneMeta } = await uploadAndFetch(await solid(3000, 1000).png().toBuffer());
    expect(await countImages(t.app.db)).toBe(before + 2);
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
        // The image checks' refusals share one code; the multipart form's carry their status's.
        expect(res.json()).toEqual({ message: c.message, code: expect.any(String) });
        expect(['upload.rejected', 'request.invalid', 'request.too_large', 'request.media_type']).toContain(
          res.json<{ code: string }>().code,
        );
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
      expect(broken.json()).toEqual({
        message: 'The upload is not a valid multipart form',
        code: 'request.invalid',
      });
      expect(await countImages(t.app.db)).toBe(before);
    });

    it('still answers after all that', async () => {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('what an upload may cost', () => {
    const idle = { places: 0, running: 0, waiting: 0 };
    const busyMessage = (seconds: number) =>
      `The server is busy processing other images; try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

    /**
     * Takes every running slot of the process's encode queue with a job that ends only when the returned
     * function is called: until then no upload can be encoded, so whatever answers meanwhile was decided
     * before encoding (and the uploads that pass their checks stay in line, countable).
     */
    function holdEncodeSlots(): () => Promise<void> {
      expect(uploadQueue.stats).toEqual(idle);
      const held = gate();
      const jobs = Array.from({ length: uploadQueue.limits.running }, () => {
        const place = uploadQueue.reserve();
        if (!place) throw new Error('no place in the upload queue');
        return place.run(() => held.promise);
      });
      return async () => {
        held.open();
        await Promise.all(jobs);
      };
    }

    it('answers a seventh upload while six are in flight with 503, Retry-After and a message, and takes it once one is done', async () => {
      expect(UPLOAD_PLACES).toBe(6);
      const releaseSlots = holdEncodeSlots();
      const before = await countImages(t.app.db);
      // Real uploads through the route, behind the held slots: they are read, checked, and wait in line.
      const inLine = UPLOAD_PLACES - uploadQueue.limits.running;
      const images = await Promise.all(
        Array.from({ length: inLine }, (_, i) =>
          solid(300 + i, 200)
            .png()
            .toBuffer(),
        ),
      );
      const waiting = images.map((png) => upload([imagePart(png)]));
      try {
        await vi.waitFor(() => expect(uploadQueue.stats.waiting).toBe(inLine), {
          timeout: 20_000,
          interval: 10,
        });
        expect(uploadQueue.stats.places).toBe(UPLOAD_PLACES);

        const seventh = await upload([imagePart(await solid(50, 50).png().toBuffer())]);
        expect(seventh.statusCode, seventh.body).toBe(503);
        expect(seventh.headers['content-type']).toMatch(/^application\/json/);
        const seconds = Number(seventh.headers['retry-after']);
        expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
        expect(seventh.json()).toEqual({
          message: busyMessage(seconds),
          code: 'server.busy',
          params: { seconds },
        });
      } finally {
        await releaseSlots();
      }
      const answers = await Promise.all(waiting);
      expect(answers.map((res) => res.statusCode)).toEqual(images.map(() => 200));
      // Each stored upload is one row (within 800 px); the refused one stored nothing.
      expect(await countImages(t.app.db)).toBe(before + inLine);
      expect(uploadQueue.stats).toEqual(idle);

      const after = await upload([imagePart(await solid(50, 50).png().toBuffer())]);
      expect(after.statusCode, after.body).toBe(200);
    });

    it('gives the place back after a header refusal, a failed decode and a success', async () => {
      // All places but one taken: each upload below needs that one, so a place kept would refuse the next.
      const taken = Array.from({ length: UPLOAD_PLACES - 1 }, () => uploadQueue.reserve());
      try {
        const halfPng = await solid(200, 200, '#123456').png({ compressionLevel: 0 }).toBuffer();
        const steps: { part: Part; status: number }[] = [
          { part: imagePart(await pngClaiming(15000, 15000)), status: 400 },
          { part: imagePart(halfPng.subarray(0, Math.floor(halfPng.length / 2))), status: 400 },
          { part: imagePart(await solid(40, 40).png().toBuffer()), status: 200 },
          { part: imagePart(await solid(3000, 100).png().toBuffer()), status: 200 },
          { part: imagePart(Buffer.alloc(0)), status: 400 },
          { part: imagePart(await solid(40, 40).png().toBuffer()), status: 200 },
        ];
        for (const [i, step] of steps.entries()) {
          const res = await upload([step.part]);
          expect(res.statusCode, `step ${i}: ${res.body}`).toBe(step.status);
          expect(uploadQueue.stats).toEqual({ places: UPLOAD_PLACES - 1, running: 0, waiting: 0 });
        }
        // And none was given back twice: with the last place taken, the bound holds.
        const last = uploadQueue.reserve();
        expect(last).not.toBeNull();
        taken.push(last);
        const refused = await upload([imagePart(await solid(40, 40).png().toBuffer())]);
        expect(refused.statusCode, refused.body).toBe(503);
      } finally {
        for (const place of taken) place?.release();
      }
      expect(uploadQueue.stats).toEqual(idle);
    });

    it('refuses a 49,000,000 × 1 PNG at the header check, without an encode slot', async () => {
      const wide = oneRowPng(49_000_000);
      const releaseSlots = holdEncodeSlots();
      try {
        const before = await countImages(t.app.db);
        // Answered while nothing can be encoded: the refusal came before the queue's line.
        for (const data of [wide, await solid(10, 2000).png().toBuffer()]) {
          const res = await upload([imagePart(data)]);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json()).toEqual({
            message:
              'The image is too long and narrow (its longer side may be at most 100 times its shorter side)',
            code: 'upload.rejected',
          });
        }
        expect(await countImages(t.app.db)).toBe(before);
      } finally {
        await releaseSlots();
      }
      // 100:1 exactly is a banner, and is taken.
      const { fullMeta, phoneMeta } = await uploadAndFetch(await solid(2000, 20).png().toBuffer());
      expect([fullMeta.width, fullMeta.height]).toEqual([2000, 20]);
      expect([phoneMeta.width, phoneMeta.height]).toEqual([800, 8]);
    });

    it('refuses an animation of more than 25 megapixels over all its frames at the header check', async () => {
      // 26 frames of 1000 × 1000: every frame is small, and under the 50 MP a still image may have.
      const gif = await solidFramesGif(26, 1000, 1000);
      const releaseSlots = holdEncodeSlots();
      try {
        const before = await countImages(t.app.db);
        const res = await upload([imagePart(gif, 'long.gif', 'image/gif')]);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({
          message:
            'The animation has too many pixels (at most 25 megapixels over all its frames, e.g. 100 frames of 500 × 500)',
          code: 'upload.rejected',
        });
        expect(await countImages(t.app.db)).toBe(before);
      } finally {
        await releaseSlots();
      }
      // 25 frames of 1000 × 1000 is within the budget, and stays animated (one encode: the phone
      // variant is made from the 2000 px result, not from the original again).
      const { fullMeta, phoneMeta } = await uploadAndFetch(await solidFramesGif(25, 1000, 1000), 'ok.gif');
      expect([fullMeta.pages, fullMeta.width, fullMeta.pageHeight]).toEqual([25, 1000, 1000]);
      expect([phoneMeta.pages, phoneMeta.width, phoneMeta.pageHeight]).toEqual([25, 800, 800]);
    });
  });

  describe('GET /uploads/:file', () => {
    it('answers 404 JSON for an unknown image and 400 for a name that is not an image file', async () => {
      for (const file of ['', '-800'].map((s) => `${randomBytes(16).toString('base64url')}${s}.webp`)) {
        const unknown = await t.app.inject({ url: `/uploads/${file}` });
        expect(unknown.statusCode, file).toBe(404);
        expect(unknown.json()).toEqual({ message: 'No such image', code: 'not_found' });
      }
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
