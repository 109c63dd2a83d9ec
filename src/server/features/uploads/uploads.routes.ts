// Image uploads: POST /api/upload-image (admin, multipart field `image`) stores a re-encoded WebP and an
// 800 px variant; GET /uploads/<id>.webp and /uploads/<id>-800.webp (public) serve them from the database,
// so every instance serves every image.
//
// The original app worded the upload's errors as plain text; they are JSON { message } here like every other
// error of the API (the global error handler and the route fuzz hold every route to that). Clients show
// `message`.
//
// Reading, checking, re-encoding and storing are lib/images' (chat images go the same way).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { urlOf } from '#shared/endpoints/endpoint';
import { uploadedImageSchema } from '#shared/api/uploads';
import * as uploads from '#shared/endpoints/uploads';
import { endpointRoute } from '../../lib/endpoint-route';
import { notFound } from '../../http-errors';
import {
  imageFileIds,
  imageFileParamsSchema,
  receiveImage,
  registerMultipart,
  sendImage,
} from '../../lib/images/receive-image';
import { findImage, storeImage } from './images.repository';

export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.route({
    ...endpointRoute(app, uploads.uploadImage, {
      summary: 'Upload an image (PNG, JPEG, WebP or GIF, at most 5 MB) as multipart field "image"',
      consumes: ['multipart/form-data'],
      response: { 200: uploadedImageSchema, ...errorResponses(400, 408, 413, 415, 503) },
    }),
    handler: async (request) => {
      const { encoded } = await receiveImage(request);
      const id = await storeImage(app.db, encoded, app.now());
      const { full } = encoded;
      await app.audit(request, 'image.upload', {
        target: id,
        details: { width: full.width, height: full.height, byteSize: full.data.length },
      });
      return { imageUrl: urlOf(uploads.image, { file: `${id}.webp` }) };
    },
  });
};

export const publicUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, uploads.image, {
      summary: 'An uploaded image (image/webp); <id>-800.webp is the phone-sized variant',
      params: imageFileParamsSchema,
      response: errorResponses(400, 404),
    }),
    handler: async (request, typedReply) => {
      // The schema types the error answers; the image itself is bytes, sent as they are (no 200 schema).
      const reply = typedReply as unknown as FastifyReply;
      const ids = imageFileIds(request.params.file);
      const image = ids && (await findImage(app.db, ids.variantId, ids.id));
      if (!ids || !image) throw notFound('No such image');
      return sendImage(
        request,
        reply,
        { ...image, variantId: ids.variantId },
        { 'cache-control': 'public, max-age=31536000, immutable' },
      );
    },
  });
};
