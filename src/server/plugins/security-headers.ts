// The security headers of every answer (what helmet's defaults send, with our CSP), computed once.
// helmet rebuilt its CSP string on every request, a fifth of a cached read's time; these never change.
import fp from 'fastify-plugin';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React and Radix set inline style attributes (positions, animations).
  "style-src 'self' 'unsafe-inline'",
  // Operators may put http(s) images on the home and notice pages (their documents' URL rule); an image
  // cannot run code.
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  // CSP Level 3's 'self' also matches ws: and wss: on the page's own host (Chromium 71+, Firefox, Safari
  // 16+), which is all /ws needs; ws: and wss: alone would let a script reach any host's socket.
  "connect-src 'self'",
  // No page starts a worker (the win's confetti is CSS); a script injected anyway could not start one
  // from a blob of its own making.
  "worker-src 'self'",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(';');

/**
 * Powerful features no page of the site uses, switched off for the page and any frame in it, so that an
 * injected script cannot even prompt the visitor for them.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export interface SecurityHeadersOptions {
  /** Sends HSTS: only behind HTTPS (NODE_ENV=production). */
  hsts: boolean;
}

export default fp<SecurityHeadersOptions>(
  async (app, { hsts }) => {
    const headers: Record<string, string> = {
      'content-security-policy': CSP,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'permissions-policy': PERMISSIONS_POLICY,
      'referrer-policy': 'no-referrer',
      ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
