// The backstop behind the shared rules: before any route sees a request, every string of its body,
// query and path (keys included) must be storable text, and JSON nesting stays shallow. A route whose
// schema forgets a field still cannot pass a NUL byte or a lone surrogate to the database, nor a
// text-direction override to a page.
import fp from 'fastify-plugin';
import { findUnstorableJson } from '#shared/input-rules';
import { badRequest } from '../http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads a text body (text/csv) cell by cell with the text rule and names the line and
     * column of each bad cell, checking the rest (features/promo/promo-batches.routes.ts): the guard
     * leaves that body to it instead of refusing the whole text. Its query and path are still guarded.
     */
    textBodyCheckedByRoute?: boolean;
  }
}

export default fp(
  async (app) => {
    // Bodies are JSON (or, where a route says so, multipart). Fastify's default text/plain parser would
    // hand a route's schema a bare string, refused as "expected object"; without it a text body gets the
    // 415 every other non-JSON type gets, with a message saying to send JSON (plugins/errors).
    app.removeContentTypeParser('text/plain');

    app.addHook('preValidation', (request, _reply, done) => {
      for (const [where, value] of [
        ['body', request.body],
        ['query', request.query],
        ['path', request.params],
      ] as const) {
        if (
          where === 'body' &&
          typeof value === 'string' &&
          request.routeOptions.config.textBodyCheckedByRoute
        )
          continue;
        const bad = findUnstorableJson(value);
        if (bad) {
          const field = bad.path || where;
          done(badRequest(`${field} ${bad.problem}`, { code: 'validation.field', params: { field } }));
          return;
        }
      }
      done();
    });
  },
  { name: 'input-guard' },
);
