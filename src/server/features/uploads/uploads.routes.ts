// Image uploads: POST /api/upload-image (admin, multipart field `image`) stores a re-encoded WebP and an
// 800 px variant; GET /uploads/<id>.webp and /uploads/<id>-800.webp (public) serve them from the database,
// so every instance serves every image.
//
// SPEC §7 words the upload's errors as plain text; they are JSON { message } here like every other error
// of the API (the global error handler and the route fuzz hold every route to that). Clients show `message`.
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#shared/api/errors';
import { uploadedImageSchema } from '#shared/api/uploads';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { ImageRejected, MAX_UPLOAD_BYTES, REJECT, reencodeImage } from './reencode';
import { findImage, insertImages } from './uploads.repository';

/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'image';

/** `<id>.webp` or `<id>-800.webp`, id = 128 random bits in base64url (22 characters). */
const IMAGE_FILE = /^([A-Za-z0-9_-]{22}(?:-800)?)\.webp$/;

export const imageFileParamsSchema = z.object({
  file: z.string().max(40).regex(IMAGE_FILE, 'file must be <id>.webp or <id>-800.webp'),
});

const newImageId = (): string => randomBytes(16).toString('base64url');

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

export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: a visitor's upload is refused without parsing a byte of it.
  app.addHook('onRequest', app.requireAdmin);
  // Multipart parsing exists in this plugin only; every other route still takes JSON alone.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    '/upload-image',
    {
      schema: {
        summary: 'Upload an image (PNG, JPEG, WebP or GIF, at most 5 MB) as multipart field "image"',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedImageSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const input = await readImagePart(request);
      let encoded;
      try {
        encoded = await reencodeImage(input);
      } catch (err) {
        if (err instanceof ImageRejected) throw new HttpError(err.statusCode, err.message);
        throw err;
      }
      const id = newImageId();
      const createdAt = app.now();
      const { full, phone } = encoded;
      await insertImages(app.db, [
        { id, ...full, byteSize: full.data.length, createdAt },
        { id: `${id}-800`, ...phone, byteSize: phone.data.length, createdAt },
      ]);
      await app.audit(request, 'image.upload', {
        target: id,
        details: { width: full.width, height: full.height, byteSize: full.data.length },
      });
      return { imageUrl: `/uploads/${id}.webp` };
    },
  );
};

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
      const id = IMAGE_FILE.exec(request.params.file)?.[1];
      const image = id === undefined ? null : await findImage(app.db, id);
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
