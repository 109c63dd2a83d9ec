// Every error answer is JSON { message, code, params? } (#shared/api/errors): 4xx for client mistakes
// with a message they can act on, 500 with a generic message (the details go to the log, never to the
// client).
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfStatus, fieldMessage, HttpError } from '../http-errors';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        const { code, params } = error;
        return reply
          .status(error.statusCode)
          .headers(error.headers)
          .send({ message: error.message, code, ...(params ? { params } : {}) });
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .status(413)
          .send({ message: 'Request body is too large (the limit is 1 MB)', code: 'request.too_large' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        // JSON unless the route declares another format (the image upload: multipart/form-data).
        const consumes = request.routeOptions.schema?.consumes ?? [];
        const message =
          consumes.length > 0
            ? `Send the body as ${consumes.join(' or ')}`
            : 'Send the body as JSON (Content-Type: application/json)';
        return reply.status(415).send({ message, code: 'request.media_type' });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The first problem, as the shared rules word it, naming the field.
        const first = error.validation[0];
        const path = first ? first.instancePath.split('/').filter(Boolean) : [];
        return reply.status(400).send({
          message: fieldMessage(path, first?.message ?? 'Invalid request'),
          code: 'validation.field',
          params: { field: path.join('.') },
        });
      }
      if (error.validation) {
        return reply.status(400).send({ message: error.message, code: 'validation.field' });
      }
      if (status >= 400 && status < 500) {
        const badJson = error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
        return reply.status(status).send({
          message: badJson ? 'Request body is not valid JSON' : error.message,
          code: badJson ? 'request.json' : codeOfStatus(status),
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal server error', code: 'server.error' });
    });
  },
  { name: 'errors' },
);
