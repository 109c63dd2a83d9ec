// An uploaded image, checked by its content and re-encoded: PNG, JPEG, WebP or GIF in, WebP out (the
// original bytes are never kept or served). Turned upright, metadata dropped, the longest side at most
// 2000 px, animations kept; plus an 800 px variant for phones. Every refusal is an ImageRejected.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Pixels of one frame; for an animation, of all frames together (what the decoder holds in memory). */
export const MAX_PIXELS = 50_000_000;
export const MAX_FRAMES = 100;
export const FULL_SIDE = 2000;
export const PHONE_SIDE = 800;
/** libvips work per encode, in seconds: a pathological input fails instead of holding a thread. */
const ENCODE_TIMEOUT_SECONDS = 20;

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
    new ImageRejected(400, 'The animation has too many pixels (at most 50 megapixels over all its frames)'),
  tooManyFrames: () => new ImageRejected(400, `Animated images may have at most ${MAX_FRAMES} frames`),
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

/** Checks `input` and re-encodes it; throws ImageRejected for anything it will not store. */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  if (input.length === 0) throw REJECT.empty();
  if (input.length > MAX_UPLOAD_BYTES) throw REJECT.tooLarge();
  // By content only: the file name and the declared type are the sender's word.
  const type = await fileTypeFromBuffer(input).catch(() => undefined);
  if (!type || !ACCEPTED.has(type.mime)) throw REJECT.wrongType();
  const animated = MAY_ANIMATE.has(type.mime);

  // The header first: its dimensions decide before anything is decoded (a small file may claim 15000²).
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw REJECT.unreadable();
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  const frames = animated ? (meta.pages ?? 1) : 1;
  if (!meta.width || !frameHeight) throw REJECT.unreadable();
  if (meta.width * frameHeight > MAX_PIXELS) throw REJECT.tooManyPixels();
  if (frames > MAX_FRAMES) throw REJECT.tooManyFrames();
  if (meta.width * frameHeight * frames > MAX_PIXELS) throw REJECT.tooManyFramePixels();

  const [full, phone] = await Promise.all([
    encode(input, animated, FULL_SIDE),
    encode(input, animated, PHONE_SIDE),
  ]);
  return { full, phone };
}

async function encode(input: Buffer, animated: boolean, side: number): Promise<EncodedImage> {
  const pipeline: Sharp = sharp(input, {
    animated,
    // Checked again by libvips on the decoded image (all frames of an animation).
    limitInputPixels: MAX_PIXELS,
    // 'warning' would refuse common, viewable JPEGs (e.g. with extra bytes after the end marker).
    failOn: 'error',
    autoOrient: true,
  })
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
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw REJECT.tooManyPixels();
    throw REJECT.unreadable();
  }
}
