// Hot public reads from memory (docs/architecture.md, point 7): the serialized body of each view and its
// ETag, built on the first read after a change and dropped by the change itself (on every instance, through
// the realtime events). A visit costs no database query; a poll with a matching ETag costs no body.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { ContractOf, Endpoint } from '#shared/endpoints/endpoint';

interface CachedView {
  body: string;
  etag: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    views: {
      /**
       * Answers with the cached body of `view` (a URL such as '/api/prizes'), building it with `load`
       * when it is missing; 304 when the client's ETag matches.
       */
      send: (
        request: FastifyRequest,
        reply: FastifyReply,
        view: string,
        load: () => Promise<unknown>,
      ) => Promise<FastifyReply>;
      /** Drops the cached bodies of these views (a view also covers its '?query' variants). */
      invalidate: (views: readonly string[]) => void;
    };
  }
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Sends a JSON body with its ETag, or 304 when the client already has it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: CachedView,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A public GET entry of the endpoint table: its path is also the view's name in the cache. */
type ViewEntry = Endpoint<'GET', `/api/${string}`>;

/** The answer's schema a view must document: its entry's, when the entry has a contract. */
type ViewResponse<E> = E extends ViewEntry
  ? ContractOf<E> extends { answer: infer A }
    ? A
    : z.ZodType
  : z.ZodType;

/**
 * Declares GET `entry` (public) on `app`, answered through the cache: `load` builds the body on the first
 * read after a change, in the form `response` documents (checked when it compiles: the cached body is sent
 * as it was built).
 */
export function cachedViewRoute<E extends ViewEntry, S extends z.ZodType & ViewResponse<E>>(
  app: FastifyInstance,
  entry: E,
  { summary, response }: { summary: string; response: S },
  load: () => z.input<S>,
): void {
  const view = entry.path;
  if (entry.access !== 'public') {
    throw new Error(`${view}: a cached view is public, its entry says ${entry.access}`);
  }
  const schema: FastifySchema = { summary, response: { 200: response } };
  app.get(view, { schema, config: { endpoint: view } }, async (request, reply) =>
    app.views.send(request, reply, view, async () => load()),
  );
}

export default fp(
  async (app) => {
    const cache = new Map<string, CachedView>();
    // Bumped by every invalidation: a body built from data read before a change is not kept after it.
    let generation = 0;

    app.decorate('views', {
      async send(request: FastifyRequest, reply: FastifyReply, view: string, load: () => Promise<unknown>) {
        let cached = cache.get(view);
        if (!cached) {
          const started = generation;
          const body = JSON.stringify(await load());
          cached = { body, etag: etagOf(body) };
          if (generation === started) cache.set(view, cached);
        }
        return sendCached(request, reply, cached);
      },
      invalidate(views: readonly string[]) {
        generation += 1;
        for (const key of cache.keys()) {
          if (views.some((view) => key === view || key.startsWith(`${view}?`))) cache.delete(key);
        }
      },
    });
  },
  { name: 'view-cache' },
);
