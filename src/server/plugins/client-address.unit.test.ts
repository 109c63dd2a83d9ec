import { describe, expect, it } from 'vitest';
import { addressKey, fastifyTrustProxy, isProxySpec } from './client-address';

describe('addressKey', () => {
  it('counts an IPv4 address as itself, and one mapped into IPv6 as the same address', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts every address of an IPv6 /64 as one, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0400',
      '2001:db8:1:2:a:b:192.0.2.1',
      '2001:db8:1:2::1%eth0',
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves a key that is not an address alone (a conversation id)', () => {
    expect(addressKey('c_9f8e7d6c5b4a')).toBe('c_9f8e7d6c5b4a');
    expect(addressKey('')).toBe('');
  });
});

describe('isProxySpec', () => {
  it('takes addresses, CIDR ranges and proxy-addr names', () => {
    for (const ok of [
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      '2001:db8::/128',
      'loopback',
      'uniquelocal',
    ]) {
      expect(isProxySpec(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'true',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/8/1',
      'proxy.internal',
      '10.0.0.0/-1',
      '1e3',
    ]) {
      expect(isProxySpec(bad), bad).toBe(false);
    }
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts exactly the named number of hops, counting the socket peer as the first', () => {
    const trust = fastifyTrustProxy({ hops: 1 });
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy({ proxies: ['10.0.0.0/8'] })).toEqual(['10.0.0.0/8']);
  });
});
