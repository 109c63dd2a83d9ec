// How each route becomes an operation of /api/openapi.json: its zod schemas as JSON Schema, and the
// admin session's security requirement on every operation that needs it, decided in one place rather than
// on each of the routes. tests/api/openapi.test.ts checks the rule against the server's real answers: an
// operation is marked exactly when a request without the session gets 401.
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { loginBodySchema } from '#shared/admin-auth';

/** The name of the security scheme (components.securitySchemes) of the admin session cookie. */
export const ADMIN_SECURITY_SCHEME = 'adminSession';

/**
 * Admin routes refuse without the session through a hook of their plugin (requireAdmin), which the
 * route's own options never show; what every one of them does show is the refusal it documents, 401.
 * The login form documents a 401 too, for a wrong password, and is the one operation that needs no
 * session to be called.
 */
const needsAdminSession = (schema: FastifySchema | undefined): boolean =>
  typeof schema?.response === 'object' &&
  schema.response !== null &&
  '401' in schema.response &&
  schema.body !== loginBodySchema;

/** `transform` with the admin session's security requirement added where it applies. */
export const withAdminSecurity =
  <S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> =>
  (document) => {
    const transformed = transform(document);
    if (!needsAdminSession(document.schema)) return transformed;
    return { ...transformed, schema: { ...transformed.schema, security: [{ [ADMIN_SECURITY_SCHEME]: [] }] } };
  };
