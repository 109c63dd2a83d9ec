// Image uploads: POST /api/upload-image (admin, multipart field `image`) stores a re-encoded WebP and an
// 800 px variant; GET /uploads/<id>.webp and /uploads/<id>-800.webp (public) serve them from the database,
// so every instance serves every image.
//
// SPEC §7 words the upload's errors as plain text; they are JSON { message } here like every other error
// of the API (the global error handler and the route fuzz hold every route to that). Clients show `message`.
//
// Re-encoding is CPU work an upload can make expensive, so it runs in a bounded queue of this process
// (each instance bounds its own CPU; the database holds nothing of it): ENCODE_SLOTS encodes at a time,
// UPLOAD_PLACES uploads in flight at most, and one more is refused with 503 and Retry-After at once.
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#shared/api/errors';
import { uploadedImageSchema } from '#shared/api/uploads';
import { adminOnly } from '../../lib/admin-only';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { EncodeQueue } from './encode-queue';
import { checkImage, ENCODE_SLOTS, encodeImage, ImageRejected, MAX_UPLOAD_BYTES, REJECT } from './reencode';
import { findImage, insertImages } from './uploads.repository';

/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'image';

/** `<id>.webp` or `<id>-800.webp`, id = 128 random bits in base64url (22 characters). */
const IMAGE_FILE = /^(([A-Za-z0-9_-]{22})(?:-800)?)\.webp$/;

export const imageFileParamsSchema = z.object({
  file: z.string().max(40).regex(IMAGE_FILE, 'file must be <id>.webp or <id>-800.webp'),
});

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

/** Messages for the multipart plugin's own refusals (its defaults read like internals). */
const MULTIPART_ERRORS: Record<string, HttpError> = {
  FST_FILES_LIMIT: badRequest('Send one image per upload'),
  FST_PARTS_LIMIT: badRequest('The upload has too many form fields'),
  FST_FIELDS_LIMIT: badRequest('The upload has too many form fields'),
  FST_PROTO_VIOLATION: badRequest('The upload has a form field with a reserved name'),
};

/**
 * The bytes of the `image` file, reading the whole request: every other part is drained (an unread part
 * would stall the parser), and a file over the limit is cut short by busboy, never buffered past 5 MiB.
 */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the image as multipart/form-data in the field "${IMAGE_FIELD}"`);
  }
  let image: Buffer | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
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
  return image;
}

export const adminUploadRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  // Multipart parsing exists in this plugin only; every other route still takes JSON alone.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    '/upload-image',
    {
      schema: {
        summary: 'Upload an image (PNG, JPEG, WebP or GIF, at most 5 MB) as multipart field "image"',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedImageSchema, ...errorResponses(400, 413, 415, 503) },
      },
    },
    async (request) => {
      // The place is taken before a byte of the body is read: a burst cannot pass a check together and
      // then pile in, and a refused upload costs neither the body's memory nor a decode.
      const place = uploadQueue.reserve();
      if (!place) throw busy(uploadQueue);
      let encoded;
      try {
        const input = await readImagePart(request);
        // The header check runs outside the line: an image it refuses never waits behind others.
        const checked = await checkImage(input);
        encoded = await place.run(() => encodeImage(checked));
      } catch (err) {
        if (err instanceof ImageRejected) {
          throw new HttpError(err.statusCode, err.message, { code: 'upload.rejected' });
        }
        throw err;
      } finally {
        place.release();
      }
      const id = newImageId();
      const createdAt = app.now();
      const { full, phone } = encoded;
      const rows = [{ id, ...full, byteSize: full.data.length, createdAt }];
      // A phone variant that is the full image itself is stored once: GET <id>-800.webp falls back to
      // <id>, and the insert (on the embedded database, work on the event loop) is half the bytes.
      if (phone !== full) rows.push({ id: `${id}-800`, ...phone, byteSize: phone.data.length, createdAt });
      await insertImages(app.db, rows);
      await app.audit(request, 'image.upload', {
        target: id,
        details: { width: full.width, height: full.height, byteSize: full.data.length },
      });
      return { imageUrl: `/uploads/${id}.webp` };
    },
  );
});

export const publicUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:file',
    {
      schema: {
        summary: 'An uploaded image (image/webp); <id>-800.webp is the phone-sized variant',
        params: imageFileParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, typedReply) => {
      // The schema types the error answers; the image itself is bytes, sent as they are (no 200 schema).
      const reply = typedReply as unknown as FastifyReply;
      const [, id, uploadId] = IMAGE_FILE.exec(request.params.file) ?? [];
      const image = id === undefined || uploadId === undefined ? null : await findImage(app.db, id, uploadId);
      if (!id || !image) throw notFound('No such image');
      // An id is never reused, so the bytes behind a URL never change.
      const etag = `"${id}"`;
      reply.headers({
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
        'x-content-type-options': 'nosniff',
        // Opened on its own, the image may load nothing and run nothing.
        'content-security-policy': "default-src 'none'",
      });
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(image.mimeType).send(image.data);
    },
  );
};
