// Serves the built client: hashed assets with a year of immutable caching, and the app shell for page
// routes. Unknown paths get the same shell with status 404; the client renders its 404 page.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HTML_LANG, LOCALES, type Locale } from '#shared/i18n/locales';
import { PAGE_ROUTES } from '#shared/routes';
import { languageOfRequest } from '../lib/language';

export interface ClientPluginOptions {
  clientDir: string;
  historyViewCode: string;
}

export default fp<ClientPluginOptions>(
  async (app, { clientDir, historyViewCode }) => {
    // The client learns the history-view code from the shell, so entering it needs no server call.
    // env.ts allows only letters and digits, so it is safe inside an attribute.
    const withHistoryCode = (html: string) =>
      html.replace(
        '<meta name="ld-history-code" content="HISTORY" />',
        `<meta name="ld-history-code" content="${historyViewCode}" />`,
      );
    // Each language is a build of its own (docs/decisions/0016): index.html is English, index.<lang>.html
    // the others, each with its <html lang> and its messages compiled in, so the first paint is in the
    // right language. A build without them (tests that write one shell) serves index.html for all.
    const english = withHistoryCode(await readFile(path.join(clientDir, 'index.html'), 'utf8'));
    const shells = Object.fromEntries(
      await Promise.all(
        LOCALES.map(async (locale) => {
          const file = path.join(clientDir, `index.${locale}.html`);
          const html =
            locale !== 'en' && existsSync(file) ? withHistoryCode(await readFile(file, 'utf8')) : english;
          return [locale, html] as const;
        }),
      ),
    ) as Record<Locale, string>;

    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: false,
      // build.mjs writes .br and .gz beside every asset; they are sent as they are to clients that accept them.
      preCompressed: true,
      // setHeaders below decides cache-control; send's own default would be applied after it and win.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The built-in images (the default promotion) change only with a release: a day, then revalidated.
        const image = filePath.includes(`${path.sep}images${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed
            ? 'public, max-age=31536000, immutable'
            : image
              ? 'public, max-age=86400'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });

    const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number) => {
      const language = languageOfRequest(request, app.settings.get('defaultLanguage'));
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .header('content-language', HTML_LANG[language])
        .type('text/html; charset=utf-8')
        .send(shells[language]);
    };

    // Pages, not API: kept out of the OpenAPI document.
    for (const route of PAGE_ROUTES) {
      app.get(route, { schema: { hide: true } }, (request, reply) => sendShell(request, reply, 200));
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isPage || pathname === '/api' || pathname.startsWith('/api/') || pathname === '/ws') {
        return reply
          .status(404)
          .send({ message: `Not found: ${request.method} ${pathname}`, code: 'not_found' });
      }
      return sendShell(request, reply, 404);
    });
  },
  { name: 'client', dependencies: ['settings'] },
);
