// Every error answer is JSON { message, code, params? } (#shared/api/errors): 4xx for client mistakes
// with a message they can act on, 500 with a generic message (the details go to the log, never to the
// client). Every route with an input schema documents the 400 its refusal answers.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/api/errors';
import { codeOfStatus, fieldMessage, HttpError } from '../http-errors';

export default fp(
  async (app) => {
    // A body, query or path that breaks its schema is refused here with 400, whatever the route: so the
    // refusal is documented here too, on every route that has one of them, not spelled out route by route
    // (as lib/admin-only.ts documents the 401). A route that can refuse with 400 without an input schema
    // (a multipart upload, a file without filters) documents it itself. The WebSocket's only answer over
    // HTTP is its 426.
    app.addHook('onRoute', (route) => {
      const { schema } = route;
      if (!schema || route.wsHandler || !(schema.body || schema.querystring || schema.params)) return;
      const response: unknown = schema.response;
      const documented = typeof response === 'object' && response !== null ? response : {};
      if (!('400' in documented))
        route.schema = { ...schema, response: { ...documented, 400: errorBodySchema } };
    });

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
