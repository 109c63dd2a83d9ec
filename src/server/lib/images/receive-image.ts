// An image arriving as multipart/form-data (field `image`), re-encoded and stored: the upload path of the
// builders' images (features/uploads) and of chat images (features/chat) alike, so both hold to the same
// rules: sniffed by content, at most 5 MB, re-encoded to WebP. Where each is stored and served is its
// feature's: builders' images publicly at /uploads/<id>.webp, chat images privately
// (docs/decisions/0028-uploads-held-and-private-chat-images.md).
//
// Re-encoding is CPU work an upload can make expensive, so it runs in a bounded queue of this process
// (each instance bounds its own CPU; the database holds nothing of it): ENCODE_SLOTS encodes at a time,
// UPLOAD_PLACES uploads encoding or waiting to at most, and one more is refused with 503 and Retry-After
// at once. A place is taken only once the body has arrived and passed its checks: the body's pace is the
// sender's, and what a sender may hold meanwhile is plugins/upload-gate.ts's to bound.
import { randomBytes } from 'node:crypto';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError } from '../../http-errors';
import { EncodeQueue } from './encode-queue';
import {
  checkImage,
  ENCODE_SLOTS,
  encodeImage,
  ImageRejected,
  MAX_UPLOAD_BYTES,
  REJECT,
  type EncodedImage,
  type ReencodedImage,
} from './reencode';

/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'image';

const newImageId = (): string => randomBytes(16).toString('base64url');

/**
 * Uploads encoding or waiting to in this process. Six: the home builder's row of six hero or contact
 * logos may be dropped in at once and all be taken; a seventh at that moment waits for a retry, while
 * the bodies waiting stay within 6 × 5 MB.
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

/** Room for the form's other fields and part headers beside a 5 MB image. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Answers that end the connection: the rest of the body is not worth reading. */
const CLOSE = { connection: 'close' };

function stalled(idleMs: number): HttpError {
  const seconds = Math.max(1, Math.round(idleMs / 1000));
  return new HttpError(
    408,
    `The upload stalled: nothing arrived for ${seconds} second${seconds === 1 ? '' : 's'}. Please try again.`,
    { headers: CLOSE },
  );
}

/** Rejects once `body` has gone `idleMs` without a chunk; cleared when the reading is over. */
function idleDeadline(body: Readable, idleMs: number): { expired: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let expire: (err: HttpError) => void = () => undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    expire = reject;
  });
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => expire(stalled(idleMs)), idleMs);
  };
  body.on('data', arm);
  arm();
  return {
    expired,
    clear: () => {
      clearTimeout(timer);
      body.off('data', arm);
    },
  };
}

type FormParts = AsyncIterableIterator<Multipart>;

/**
 * The bytes of the `image` file and the text fields, reading the whole request: every other part is
 * drained (an unread part would stall the parser), and a file over the limit is cut short by busboy,
 * never buffered past 5 MiB. A body that goes `idleMs` without a byte is answered 408 and its
 * connection closed.
 */
async function readImageForm(
  request: FastifyRequest,
  idleMs: number,
): Promise<{ image: Buffer; fields: Map<string, string> }> {
  const parts: FormParts = request.parts({ limits: MULTIPART_LIMITS });
  // The first next() starts the parser, which pipes the body from here: the deadline watches the same
  // chunks.
  const first = parts.next();
  const deadline = idleDeadline(request.raw, idleMs);
  const reading = readParts(first, parts);
  // Once the deadline has answered, the reading ends with the closed connection: nothing to report.
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, deadline.expired]);
  } finally {
    deadline.clear();
  }
}

async function readParts(
  first: ReturnType<FormParts['next']>,
  parts: FormParts,
): Promise<{ image: Buffer; fields: Map<string, string> }> {
  let image: Buffer | null = null;
  let tooLarge = false;
  const fields = new Map<string, string>();
  try {
    for (let next = await first; !next.done; next = await parts.next()) {
      const part = next.value;
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

export interface ReceiveOptions<A> {
  /** A visitor's upload (not an operator's): counted against its address while in flight. */
  visitor?: boolean;
  /**
   * Sees the form's text fields once the body is read and may refuse the upload (a chat image for a
   * conversation that does not exist) before any decoding; what it accepted comes back with the image.
   */
  accept?: (fields: ReadonlyMap<string, string>) => Promise<A>;
}

function tooManyInFlight(): HttpError {
  return new HttpError(
    429,
    'Your previous upload is still being sent; wait for it to finish, then try again in a few seconds',
    { headers: { 'retry-after': '5', ...CLOSE }, params: { seconds: 5 } },
  );
}

/**
 * Reads, checks and re-encodes an uploaded image. Everything that can be refused from the request's
 * head is refused before the body is read; the encode queue's place is taken only for the re-encoding.
 */
export async function receiveImage(
  request: FastifyRequest,
  options?: ReceiveOptions<never>,
): Promise<{ encoded: ReencodedImage }>;
export async function receiveImage<A>(
  request: FastifyRequest,
  options: ReceiveOptions<A> & { accept: (fields: ReadonlyMap<string, string>) => Promise<A> },
): Promise<{ encoded: ReencodedImage; accepted: A }>;
export async function receiveImage<A>(
  request: FastifyRequest,
  options: ReceiveOptions<A> = {},
): Promise<{ encoded: ReencodedImage; accepted?: A }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the image as multipart/form-data in the field "${IMAGE_FIELD}"`);
  }
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, REJECT.tooLarge().message, { code: 'upload.rejected', headers: CLOSE });
  }
  const gate = request.server.uploadGate;
  const leave = options.visitor ? gate.enter(request.ip) : () => undefined;
  if (!leave) throw tooManyInFlight();
  try {
    const { image, fields } = await readImageForm(request, gate.idleMs);
    const accepted = await options.accept?.(fields);
    // The header check runs outside the line: an image it refuses never waits behind others.
    const checked = await checkImage(image);
    // Taken once there is something to encode: a sender that is slow, stalls or is refused holds none.
    const place = uploadQueue.reserve();
    if (!place) throw busy(uploadQueue);
    return { encoded: await place.run(() => encodeImage(checked)), accepted };
  } catch (err) {
    if (err instanceof ImageRejected) {
      throw new HttpError(err.statusCode, err.message, { code: 'upload.rejected' });
    }
    throw err;
  } finally {
    leave();
  }
}

/** An encoded image's rows under a new id: `<id>`, and `<id>-800` when the phone variant is smaller. */
export function imageRows(
  encoded: ReencodedImage,
  createdAt: Date,
): { id: string; rows: (EncodedImage & { id: string; byteSize: number; createdAt: Date })[] } {
  const id = newImageId();
  const { full, phone } = encoded;
  const rows = [{ id, ...full, byteSize: full.data.length, createdAt }];
  // A phone variant that is the full image itself is stored once: GET <id>-800.webp falls back to
  // <id>, and the insert (on the embedded database, work on the event loop) is half the bytes.
  if (phone !== full) rows.push({ id: `${id}-800`, ...phone, byteSize: phone.data.length, createdAt });
  return { id, rows };
}

/** `<id>.webp` or `<id>-800.webp`, id = 128 random bits in base64url (22 characters). */
export const IMAGE_FILE = /^(([A-Za-z0-9_-]{22})(?:-800)?)\.webp$/;

export const imageFileParamsSchema = z.object({
  file: z.string().max(40).regex(IMAGE_FILE, 'file must be <id>.webp or <id>-800.webp'),
});

/** The row asked for (`<id>` or `<id>-800`) and the full image's id, or null for a name that is neither. */
export function imageFileIds(file: string): { id: string; variantId: string } | null {
  const [, variantId, id] = IMAGE_FILE.exec(file) ?? [];
  return id === undefined || variantId === undefined ? null : { id, variantId };
}

/**
 * Sends a stored image (the variant `variantId`) with the headers every served image has, public or
 * private, answering 304 to a client that holds it: an id is never reused, so the bytes behind a URL
 * never change.
 */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { variantId: string; mimeType: string; data: Buffer },
  headers: { 'cache-control': string; vary?: string },
): FastifyReply {
  const etag = `"${image.variantId}"`;
  reply.headers({
    ...headers,
    etag,
    'x-content-type-options': 'nosniff',
    // Opened on its own, the image may load nothing and run nothing.
    'content-security-policy': "default-src 'none'",
  });
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(image.mimeType).send(image.data);
}
