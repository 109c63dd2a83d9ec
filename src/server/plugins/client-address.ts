// Whose request is this: the client address behind our own proxies (TRUST_PROXY), and the key a
// per-address limit counts it under. The address is read from the right of X-Forwarded-For, past the
// hops the operator named and no further: everything left of them is whatever the client wrote.
import { isIP, isIPv4, isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors';

/**
 * TRUST_PROXY as configured: off, the number of proxies in front of the server (1 = one load
 * balancer), or the addresses and CIDR ranges of the proxies (proxy-addr's syntax, with its names
 * `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | { hops: number } | { proxies: readonly string[] };

/** Fastify's `trustProxy` option for our setting. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  // A function, not the number: Fastify 5.12 takes a plain number to mean "trust nobody" (it cannot
  // check the immediate peer). Hop 0 is the socket's peer, hop 1 the right-most X-Forwarded-For entry.
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return [...trust.proxies];
}

/** `10.0.0.0/8`, `2001:db8::/32`, an address, or one of proxy-addr's names. */
export function isProxySpec(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail or `::` in it). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? address;
  let text = withoutZone;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a per-address limit counts an address under. An IPv6 client usually holds a whole /64 (one
 * home or phone gets one, and picks addresses in it at will), so the /64 is one address; an IPv4
 * address mapped into IPv6 is that IPv4 address. Anything that is not an address (a conversation id)
 * is its own key.
 */
export function addressKey(value: string): string {
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return value;
  const groups = ipv6Groups(value);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

export interface ClientAddressOptions {
  trustProxy: TrustProxy;
}

export default fp<ClientAddressOptions>(
  async (app, { trustProxy }) => {
    if (trustProxy === false) {
      // Behind a proxy without TRUST_PROXY every visitor has the proxy's address, so one visitor's
      // wrong codes count against all of them. Say so once, where the operator will look.
      let warned = false;
      app.addHook('onRequest', (request, _reply, done) => {
        if (!warned && request.headers['x-forwarded-for'] !== undefined) {
          warned = true;
          request.log.warn(
            'X-Forwarded-For seen but TRUST_PROXY is off: limits and the audit log see the proxy address for every visitor. Set TRUST_PROXY to the number of proxies in front of the server (1 behind one load balancer).',
          );
        }
        done();
      });
      return;
    }
    // The hop we stop at is written by our own proxy, so it is an address; unless the server is also
    // reachable around the proxy, where a client writes it. Then it is refused rather than recorded.
    app.addHook('onRequest', (request, _reply, done) => {
      if (isIP(request.ip) === 0) {
        done(
          badRequest('X-Forwarded-For must end with the addresses of the proxies the request came through'),
        );
        return;
      }
      done();
    });
  },
  { name: 'client-address' },
);
