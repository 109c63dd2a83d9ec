// An uploaded image, checked by its content and re-encoded: PNG, JPEG, WebP or GIF in, WebP out (the
// original bytes are never kept or served). Turned upright, metadata dropped, the longest side at most
// 2000 px, animations kept; plus an 800 px variant for phones. Every refusal is an ImageRejected.
//
// Two steps, so the route can hold the cheap one outside its encode queue: checkImage reads only the
// header and refuses what would cost too much; encodeImage does the work the queue bounds.
import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Pixels of one still image (or one frame). */
export const MAX_PIXELS = 50_000_000;
/**
 * Pixels of an animation, all frames together. Encoding an animation costs per frame pixel (every frame
 * is decoded and encoded at up to full size), about 4 s of a core and 100+ MB per 25 MP measured, where
 * a 50 MP still image is decoded once and encoded at 2000 px at most.
 */
export const MAX_ANIMATION_PIXELS = 25_000_000;
export const MAX_FRAMES = 100;
/**
 * Longest side ÷ shortest side. A 49,000,000 × 1 PNG is under the pixel bound but costs seconds to decode
 * and resize row by row; a real banner is nowhere near 100:1 (2000 × 20 px).
 */
export const MAX_ASPECT_RATIO = 100;
export const FULL_SIDE = 2000;
export const PHONE_SIDE = 800;
/** libvips work per encode, in seconds: a pathological input fails instead of holding a thread. */
const ENCODE_TIMEOUT_SECONDS = 20;

/**
 * Encodes that may run at once in this process. Each holds one of libuv's threads (4 by default, shared
 * with fs, crypto and zlib) and about one core, and the event loop that answers every public read needs a
 * core of its own: so one on a 2-core machine, two from 3 cores up. More would only finish the same work
 * later while slowing every other request.
 */
export const ENCODE_SLOTS = Math.max(1, Math.min(2, availableParallelism() - 1));

// libvips threads per image: never more than the cores left beside the event loop. sharp's own default
// is 1 on glibc without jemalloc (to limit memory fragmentation); that choice is kept where it is lower.
sharp.concurrency(
  Math.min(sharp.concurrency(), Math.max(1, Math.floor((availableParallelism() - 1) / ENCODE_SLOTS))),
);
// Every upload is a new input, so libvips' operation cache never hits; it would only keep references
// (and their memory) to finished images.
sharp.cache(false);

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const MAY_ANIMATE = new Set(['image/webp', 'image/gif']);

export class ImageRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export const REJECT = {
  empty: () => new ImageRejected(400, 'The image is empty'),
  tooLarge: () => new ImageRejected(413, 'The image is larger than 5 MB'),
  wrongType: () => new ImageRejected(415, 'Only PNG, JPEG, WebP or GIF images are allowed'),
  tooManyPixels: () => new ImageRejected(400, 'The image has too many pixels (at most 50 megapixels)'),
  tooManyFramePixels: () =>
    new ImageRejected(
      400,
      `The animation has too many pixels (at most ${MAX_ANIMATION_PIXELS / 1e6} megapixels over all its frames, e.g. 100 frames of 500 × 500)`,
    ),
  tooManyFrames: () => new ImageRejected(400, `Animated images may have at most ${MAX_FRAMES} frames`),
  tooNarrow: () =>
    new ImageRejected(
      400,
      `The image is too long and narrow (its longer side may be at most ${MAX_ASPECT_RATIO} times its shorter side)`,
    ),
  unreadable: () => new ImageRejected(400, 'The file is not a readable image'),
} as const;

export interface EncodedImage {
  data: Buffer;
  mimeType: 'image/webp';
  /** Of one frame. */
  width: number;
  height: number;
}

export interface ReencodedImage {
  full: EncodedImage;
  phone: EncodedImage;
}

/** An input that passed checkImage: what encodeImage needs, and nothing decoded yet. */
export interface CheckedImage {
  input: Buffer;
  animated: boolean;
  frames: number;
}

/** Refuses, from the bytes and the header alone, anything it will not encode; decodes no pixel. */
export async function checkImage(input: Buffer): Promise<CheckedImage> {
  if (input.length === 0) throw REJECT.empty();
  if (input.length > MAX_UPLOAD_BYTES) throw REJECT.tooLarge();
  // By content only: the file name and the declared type are the sender's word.
  const type = await fileTypeFromBuffer(input).catch(() => undefined);
  if (!type || !ACCEPTED.has(type.mime)) throw REJECT.wrongType();
  const animated = MAY_ANIMATE.has(type.mime);

  // The header decides before anything is decoded (a small file may claim 15000² or 49,000,000 × 1).
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw REJECT.unreadable();
  }
  const width = meta.width;
  const frameHeight = meta.pageHeight ?? meta.height;
  const frames = animated ? (meta.pages ?? 1) : 1;
  if (!width || !frameHeight) throw REJECT.unreadable();
  if (width * frameHeight > MAX_PIXELS) throw REJECT.tooManyPixels();
  const [shorter, longer] = width < frameHeight ? [width, frameHeight] : [frameHeight, width];
  if (longer > MAX_ASPECT_RATIO * shorter) throw REJECT.tooNarrow();
  if (frames > MAX_FRAMES) throw REJECT.tooManyFrames();
  if (frames > 1 && width * frameHeight * frames > MAX_ANIMATION_PIXELS) throw REJECT.tooManyFramePixels();
  return { input, animated, frames };
}

/**
 * The full-size WebP, then the phone variant made from it (a ≤ 2000 px WebP is cheaper to decode than
 * a 50 MP original), or the full one itself when it is already within 800 px. One encode at a time, so a
 * job holds one libuv thread. Throws ImageRejected when the pixels do not decode.
 */
export async function encodeImage(image: CheckedImage): Promise<ReencodedImage> {
  const { animated } = image;
  // Checked again by libvips on the decoded image (all frames together), in case the header lied.
  const still = image.frames === 1;
  const pixelLimit = still ? MAX_PIXELS : MAX_ANIMATION_PIXELS;
  const overLimit = still ? REJECT.tooManyPixels : REJECT.tooManyFramePixels;
  const full = await encode(
    sharp(image.input, {
      animated,
      limitInputPixels: pixelLimit,
      // 'warning' would refuse common, viewable JPEGs (e.g. with extra bytes after the end marker).
      failOn: 'error',
      autoOrient: true,
    }),
    FULL_SIDE,
    overLimit,
  );
  if (full.width <= PHONE_SIDE && full.height <= PHONE_SIDE) return { full, phone: full };
  // Our own output: upright already, and never more pixels than the input.
  const phone = await encode(
    sharp(full.data, { animated, limitInputPixels: pixelLimit }),
    PHONE_SIDE,
    overLimit,
  );
  return { full, phone };
}

async function encode(source: Sharp, side: number, overLimit: () => ImageRejected): Promise<EncodedImage> {
  const pipeline = source
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    // No withMetadata(): sharp writes no EXIF, XMP, IPTC or ICC profile unless asked.
    .webp({ quality: 82, effort: 4 });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data,
      mimeType: 'image/webp',
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw overLimit();
    throw REJECT.unreadable();
  }
}
