// Requests that change data, and /ws upgrades, must come from this site's own pages (or an origin the
// operator allowed with ALLOWED_ORIGINS). SameSite=Strict alone does not stop a sibling subdomain,
// which is the same site, nor a cross-site WebSocket, which sends the cookie of the site it opens.
//
// Browsers say where a request comes from in Origin (every POST, PUT, PATCH, DELETE and WebSocket)
// and, without it, in Sec-Fetch-Site. A request with neither is not a browser's (curl, a script, a
// server) and cannot carry a victim's cookie, so it passes.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors';

const CHANGES_DATA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginCheckOptions {
  /** Origins (scheme://host[:port]) besides the site's own. */
  allowedOrigins: readonly string[];
}

/** Why a request is refused, or null when its origin is this site or an allowed one. */
export function foreignOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): string | null {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Sec-Fetch-Site 'same-site' is a sibling subdomain: another origin, as foreign as any.
    const site = request.headers['sec-fetch-site'];
    return site === 'cross-site' || site === 'same-site' ? `a ${site} page` : null;
  }
  if (allowed.has(origin)) return null;
  // The host the browser asked for (request.host follows X-Forwarded-Host only from a trusted proxy).
  // The scheme is not compared: behind a proxy that ends TLS, the server itself sees plain http.
  const host = hostOf(origin);
  if (host !== null && host === request.host) return null;
  // Echoed in the refusal as JSON text; bounded so a long header does not make a long answer.
  return origin === 'null' ? 'a page with no origin' : origin.slice(0, 200);
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export default fp<OriginCheckOptions>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    app.addHook('onRequest', (request, _reply, done) => {
      const upgrade = request.method === 'GET' && request.headers.upgrade?.toLowerCase() === 'websocket';
      if (!upgrade && !CHANGES_DATA.has(request.method)) {
        done();
        return;
      }
      const from = foreignOrigin(request, allowed);
      if (from === null) {
        done();
        return;
      }
      request.log.info(
        { origin: request.headers.origin, url: request.url },
        'refused a request from another site',
      );
      done(
        new HttpError(
          403,
          `Refused: this request came from ${from}, not from this site. Changes are accepted from this site's own pages only (ALLOWED_ORIGINS names others).`,
        ),
      );
    });
  },
  { name: 'origin-check' },
);
