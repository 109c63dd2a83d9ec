// Every error answer is JSON { message }: 4xx for client mistakes with a message they can act on,
// 500 with a generic message (the details go to the log, never to the client).
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldMessage, HttpError } from '../http-errors';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ message: 'Request body is too large (the limit is 1 MB)' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        // JSON unless the route declares another format (the image upload: multipart/form-data).
        const consumes = request.routeOptions.schema?.consumes ?? [];
        const message =
          consumes.length > 0
            ? `Send the body as ${consumes.join(' or ')}`
            : 'Send the body as JSON (Content-Type: application/json)';
        return reply.status(415).send({ message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The first problem, as the shared rules word it, naming the field.
        const first = error.validation[0];
        const path = first ? first.instancePath.split('/').filter(Boolean) : [];
        return reply.status(400).send({ message: fieldMessage(path, first?.message ?? 'Invalid request') });
      }
      if (error.validation) {
        return reply.status(400).send({ message: error.message });
      }
      if (status >= 400 && status < 500) {
        const message =
          error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'Request body is not valid JSON'
            : error.message;
        return reply.status(status).send({ message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'errors' },
);
