// The form of an operator's routes: every route of the plugin refuses a request without a live admin
// session (401, app.requireAdmin, before the body is read) and documents that refusal, so neither is
// spelled out route by route. The OpenAPI document marks an operation as needing the session by that
// documented 401 (features/openapi/openapi-transform.ts), which tests/api/openapi.test.ts holds to the
// server's real answers.
import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/api/errors';

export const adminOnly =
  <
    Options extends FastifyPluginOptions = FastifyPluginOptions,
    Provider extends FastifyTypeProvider = ZodTypeProvider,
  >(
    routes: FastifyPluginAsync<Options, RawServerDefault, Provider>,
  ): FastifyPluginAsync<Options, RawServerDefault, Provider> =>
  async (app, options) => {
    app.addHook('onRequest', app.requireAdmin);
    app.addHook('onRoute', (route) => {
      const response: unknown = route.schema?.response;
      route.schema = {
        ...route.schema,
        response: { ...(typeof response === 'object' ? response : {}), 401: errorBodySchema },
      };
    });
    await routes(app, options);
  };
