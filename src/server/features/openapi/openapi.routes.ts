// GET /api/openapi.json: the API as the routes declare it, generated from their zod schemas (never
// written by hand). Public: it describes the API and grants nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openapiDocumentSchema } from '#shared/api/openapi';
import { openapi } from '#shared/endpoints/platform';
import { endpointRoute } from '../../lib/endpoint-route';

const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, openapi, { summary: 'This document', response: { 200: openapiDocumentSchema } }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return openapiDocumentSchema.parse(app.swagger());
    },
  });
};

export default openapiRoutes;
