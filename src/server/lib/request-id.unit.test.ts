import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const idOf = (value: string | string[] | undefined) => requestIdOf({ headers: { 'x-request-id': value } });

describe('requestIdOf', () => {
  it("keeps a balancer's well-formed id, up to 128 characters", () => {
    expect(idOf('a1B2.c3_d4-e5')).toBe('a1B2.c3_d4-e5');
    expect(idOf('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('makes a new id for none, an empty one, one too long or one with other characters', () => {
    for (const bad of [undefined, '', 'x'.repeat(129), 'a b', 'a\nb', 'ä', 'a/b', '<script>', ['a', 'b']]) {
      expect(idOf(bad)).toMatch(uuid);
    }
  });

  it('makes a different id for each request without one', () => {
    expect(idOf(undefined)).not.toBe(idOf(undefined));
  });
});
