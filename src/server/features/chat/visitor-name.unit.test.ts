// The reserved name against Unicode's own list: every character TR39's confusables.txt gives as a
// look-alike of S, u, p, o, r or t, put in its place in "Support", reads as Support or mixes scripts.
import { describe, expect, it } from 'vitest';
import {
  confusableSkeleton,
  isReservedChatName,
  mixesScripts,
  PROTOTYPES as table,
  visitorNameProblem,
} from './visitor-name';
const WORD = 'Support';

/** "Support" with each TR39 look-alike of one of its letters in that letter's place. */
const substitutions = (): string[] => {
  const names: string[] = [];
  for (const [char, prototype] of Object.entries(table)) {
    Array.from(WORD, (letter, at) => {
      if (prototype.toLowerCase() === letter.toLowerCase()) {
        names.push(WORD.slice(0, at) + char + WORD.slice(at + 1));
      }
    });
  }
  return names;
};

describe("TR39's look-alikes of Support", () => {
  it('has the full table (thousands of entries, not a hand-picked few)', () => {
    expect(Object.keys(table).length).toBeGreaterThan(6000);
    expect(substitutions().length).toBeGreaterThan(300);
  });

  it('refuses every one of them, as reserved or as mixing scripts', () => {
    const taken = substitutions().filter((name) => visitorNameProblem(name) === null);
    expect(taken).toEqual([]);
  });

  it('gives look-alikes one skeleton, and keeps what looks different apart', () => {
    expect(confusableSkeleton('Ѕuppοrt')).toBe(confusableSkeleton('support'));
    expect(confusableSkeleton('rn')).toBe(confusableSkeleton('m'));
    expect(confusableSkeleton('раураl')).toBe(confusableSkeleton('paypal'));
    expect(confusableSkeleton('Supporter')).not.toBe(confusableSkeleton('support'));
    expect(isReservedChatName('Support Team')).toBe(false);
  });

  it('counts Han with Latin, kana or Hangul as one name, and other mixes as two scripts', () => {
    expect(mixesScripts('Tan Mei Ling 陈美玲')).toBe(false);
    expect(mixesScripts('山田 さくら')).toBe(false);
    expect(mixesScripts('김민준 金')).toBe(false);
    expect(mixesScripts('முருகன்')).toBe(false);
    expect(mixesScripts('Ali 123 😀')).toBe(false);
    expect(mixesScripts('Ali Сергей')).toBe(true);
    expect(mixesScripts('ราม Ram')).toBe(true);
  });
});
