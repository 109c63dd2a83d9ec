// What a browser or a proxy may keep of an answer, decided in one place: nothing, unless the route says
// otherwise. An operator's lists, a customer's chat, a code's result are never written to a shared
// computer's disk cache or a proxy. The routes that say otherwise are the public reads every visitor gets
// alike: the cached views and the draw history (no-cache: kept, revalidated by ETag), the builders'
// images (immutable), the site's own files (plugins/client.ts). tests/api/cache-policy.test.ts walks every
// route to hold this.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'cache-policy' },
);
