// A route registered from its entry in the endpoint table (#shared/endpoints): the method and URL come
// from the entry, the zod schemas are joined to it here (and must be the contract's own), and an
// operator's entry gets the session and permission check before the body is read, with the 401 and 403
// it may answer documented and its permission named (the OpenAPI document marks such operations by the
// 401: features/openapi/openapi-transform.ts).
//
//   app.route({ ...endpointRoute(app, promo.deleteCode, { summary, params, response }), handler })
import type { FastifyInstance, FastifySchema } from 'fastify';
import { errorBodySchema } from '#shared/api/errors';
import type { Contract, ContractOf, Endpoint } from '#shared/endpoints/endpoint';

/** The schemas a route must give for its entry: exactly the contract's body, query and answer. */
export type SchemaFor<C extends Contract> = FastifySchema &
  (C extends { body: infer B } ? { body: B } : { body?: never }) &
  (C extends { query: infer Q } ? { querystring: Q } : { querystring?: never }) &
  (C extends { answer: infer A } ? { response: { 200: A } | { 201: A } } : unknown);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The entry's path, set only by a route registered from the table (tests/api/endpoints.test.ts). */
    endpoint?: string;
  }
}

interface AdminOptions {
  onRequest: ReturnType<FastifyInstance['requirePermission']>;
}

export function endpointRoute<E extends Endpoint, S extends SchemaFor<ContractOf<E>>>(
  app: Pick<FastifyInstance, 'requirePermission'>,
  entry: E,
  schema: S,
): { method: E['method']; url: E['path']; schema: S; config: { endpoint: string } } & Partial<AdminOptions> {
  const route = { method: entry.method, url: entry.path, schema, config: { endpoint: entry.path } };
  if (entry.access === 'public') return route;
  const response: unknown = schema.response;
  return {
    ...route,
    onRequest: app.requirePermission(entry.access),
    schema: {
      ...schema,
      // The OpenAPI document names each operation's permission (an x- key is copied to the operation).
      'x-permission': entry.access,
      response: {
        ...(typeof response === 'object' ? response : {}),
        401: errorBodySchema,
        403: errorBodySchema,
      },
    },
  };
}
