// An image arriving as multipart/form-data (field `image`), re-encoded and stored: the upload path of the
// builders' images (features/uploads) and of chat images (features/chat) alike, so both hold to the same
// rules: sniffed by content, at most 5 MB, re-encoded to WebP, stored in the database so every instance
// serves it at /uploads/<id>.webp (nosniff, default-src 'none').
//
// Re-encoding is CPU work an upload can make expensive, so it runs in a bounded queue of this process
// (each instance bounds its own CPU; the database holds nothing of it): ENCODE_SLOTS encodes at a time,
// UPLOAD_PLACES uploads in flight at most, and one more is refused with 503 and Retry-After at once.
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { badRequest, HttpError } from '../../http-errors';
import { EncodeQueue } from './encode-queue';
import { insertImages } from './images.repository';
import {
  checkImage,
  ENCODE_SLOTS,
  encodeImage,
  ImageRejected,
  MAX_UPLOAD_BYTES,
  REJECT,
  type ReencodedImage,
} from './reencode';

/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'image';

const newImageId = (): string => randomBytes(16).toString('base64url');

/**
 * Uploads in flight in this process, encoding or not. Six: the home builder's row of six hero or contact
 * logos may be dropped in at once and all be taken; a seventh at that moment waits for a retry, while
 * the bodies held stay within 6 × 5 MB.
 */
export const UPLOAD_PLACES = 6;

/** The process's queue (every app in it shares the cores); exported for the tests to fill. */
export const uploadQueue = new EncodeQueue({
  running: ENCODE_SLOTS,
  waiting: UPLOAD_PLACES - ENCODE_SLOTS,
});

function busy(queue: EncodeQueue): HttpError {
  const seconds = queue.retryAfterSeconds();
  return new HttpError(
    503,
    `The server is busy processing other images; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    { headers: { 'retry-after': String(seconds) }, params: { seconds } },
  );
}

const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 20,
};

/** Multipart parsing for the routes of `app`'s scope only; every other route still takes JSON alone. */
export const registerMultipart = (app: FastifyInstance) =>
  app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

/** Messages for the multipart plugin's own refusals (its defaults read like internals). */
const MULTIPART_ERRORS: Record<string, HttpError> = {
  FST_FILES_LIMIT: badRequest('Send one image per upload'),
  FST_PARTS_LIMIT: badRequest('The upload has too many form fields'),
  FST_FIELDS_LIMIT: badRequest('The upload has too many form fields'),
  FST_PROTO_VIOLATION: badRequest('The upload has a form field with a reserved name'),
};

/**
 * The bytes of the `image` file and the text fields, reading the whole request: every other part is
 * drained (an unread part would stall the parser), and a file over the limit is cut short by busboy,
 * never buffered past 5 MiB.
 */
async function readImageForm(
  request: FastifyRequest,
): Promise<{ image: Buffer; fields: Map<string, string> }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the image as multipart/form-data in the field "${IMAGE_FIELD}"`);
  }
  let image: Buffer | null = null;
  let tooLarge = false;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && !fields.has(part.fieldname))
          fields.set(part.fieldname, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== IMAGE_FIELD || image !== null) continue;
      if (part.file.truncated) tooLarge = true;
      else image = data;
    }
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    throw MULTIPART_ERRORS[code] ?? badRequest('The upload is not a valid multipart form');
  }
  if (tooLarge) throw REJECT.tooLarge();
  if (image === null) throw badRequest(`Choose an image to upload (the form field "${IMAGE_FIELD}")`);
  return { image, fields };
}

/**
 * Reads, checks and re-encodes an uploaded image. `accept` sees the form's text fields first and may
 * refuse the upload (a chat image for a conversation that does not exist) before any decoding; what it
 * accepted (that conversation) comes back with the image.
 */
export async function receiveImage(request: FastifyRequest): Promise<{ encoded: ReencodedImage }>;
export async function receiveImage<A>(
  request: FastifyRequest,
  accept: (fields: ReadonlyMap<string, string>) => Promise<A>,
): Promise<{ encoded: ReencodedImage; accepted: A }>;
export async function receiveImage<A>(
  request: FastifyRequest,
  accept?: (fields: ReadonlyMap<string, string>) => Promise<A>,
): Promise<{ encoded: ReencodedImage; accepted?: A }> {
  // The place is taken before a byte of the body is read: a burst cannot pass a check together and
  // then pile in, and a refused upload costs neither the body's memory nor a decode.
  const place = uploadQueue.reserve();
  if (!place) throw busy(uploadQueue);
  try {
    const { image, fields } = await readImageForm(request);
    const accepted = await accept?.(fields);
    // The header check runs outside the line: an image it refuses never waits behind others.
    const checked = await checkImage(image);
    return { encoded: await place.run(() => encodeImage(checked)), accepted };
  } catch (err) {
    if (err instanceof ImageRejected) {
      throw new HttpError(err.statusCode, err.message, { code: 'upload.rejected' });
    }
    throw err;
  } finally {
    place.release();
  }
}

/** Stores an encoded image (and its phone variant when it is smaller); its id, served as /uploads/<id>.webp. */
export async function storeImage(db: Db, encoded: ReencodedImage, createdAt: Date): Promise<string> {
  const id = newImageId();
  const { full, phone } = encoded;
  const rows = [{ id, ...full, byteSize: full.data.length, createdAt }];
  // A phone variant that is the full image itself is stored once: GET <id>-800.webp falls back to
  // <id>, and the insert (on the embedded database, work on the event loop) is half the bytes.
  if (phone !== full) rows.push({ id: `${id}-800`, ...phone, byteSize: phone.data.length, createdAt });
  await insertImages(db, rows);
  return id;
}
