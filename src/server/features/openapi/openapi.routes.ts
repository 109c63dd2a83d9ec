// GET /api/openapi.json: the API as the routes declare it, generated from their zod schemas (never
// written by hand). Public: it describes the API and grants nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const openapiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/openapi.json',
    { schema: { summary: 'This document', response: { 200: openapiDocumentSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return openapiDocumentSchema.parse(app.swagger());
    },
  );
};

export default openapiRoutes;
