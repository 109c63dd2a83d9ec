import { describe, expect, it } from 'vitest';
import { contrast } from './contrast';
import { prizeNamesSchema, readPrizeNames } from './api/prizes';
import { DEFAULT_PRIZE_NAMES, freeAmountCents, wheelSlots } from './prizes';

describe('FREE amounts in prize names', () => {
  it.each([
    ['FREE 10', 1000],
    ['free6', 600],
    ['Free 2.5 credits', 250],
    ['FREE 0', 0],
    ['FREE', null],
    ['FREEDOM 5', null],
    ['钻石奖', null],
    ['SUPER PRIZE', null],
    ['RM 888 JACKPOT', null],
  ])('%s carries %s cents (null: none)', (name, cents) => {
    expect(freeAmountCents(name)).toBe(cents);
  });

  it('converts to cents without float error', () => {
    expect(freeAmountCents('FREE 0.1')).toBe(10);
    expect(freeAmountCents('FREE 19.99')).toBe(1999);
  });
});

describe('prize names', () => {
  it('accepts exactly six non-empty names of at most 40 characters, trimmed', () => {
    expect(prizeNamesSchema.parse([' a ', 'b', 'c', 'd', 'e', 'x'.repeat(40)])[0]).toBe('a');
    for (const bad of [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      ['a', 'b', 'c', 'd', 'e', '  '],
      ['a', 'b', 'c', 'd', 'e', 'x'.repeat(41)],
      ['a', 'b', 'c', 'd', 'e', 6],
      'abcdef',
    ]) {
      expect(prizeNamesSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads stored JSON, falling back to the defaults for anything invalid', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(readPrizeNames(JSON.stringify(names), 'normal')).toEqual(names);
    expect(readPrizeNames(names, 'super')).toEqual(names);
    expect(readPrizeNames('not json', 'normal')).toEqual(DEFAULT_PRIZE_NAMES.normal);
    expect(readPrizeNames(JSON.stringify(['A']), 'super')).toEqual(DEFAULT_PRIZE_NAMES.super);
    expect(readPrizeNames(undefined, 'super')).toEqual(DEFAULT_PRIZE_NAMES.super);
    expect(readPrizeNames([' A ', 'B', 'C', 'D', 'E', 'F'], 'normal')[0]).toBe('A');
  });

  it('hands out a copy of the defaults, so a caller cannot change them', () => {
    const names = readPrizeNames(null, 'normal');
    names[0] = 'changed';
    expect(DEFAULT_PRIZE_NAMES.normal[0]).toBe('免费游戏');
  });

  it('lays six slots of 60 degrees with colours', () => {
    const slots = wheelSlots('super', DEFAULT_PRIZE_NAMES.super);
    expect(slots.map((s) => [s.id, s.startAngle, s.endAngle])).toEqual([
      [1, 0, 60],
      [2, 60, 120],
      [3, 120, 180],
      [4, 180, 240],
      [5, 240, 300],
      [6, 300, 360],
    ]);
    expect(slots[0]?.name).toBe('FREE 6');
    for (const s of slots) expect(s.color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('fills slots missing a name with the default name', () => {
    expect(wheelSlots('normal', ['A']).map((s) => s.name)).toEqual([
      'A',
      ...DEFAULT_PRIZE_NAMES.normal.slice(1),
    ]);
  });

  it('colours the two wheels differently, with slot names readable on their slot (WCAG AA, 4.5:1)', () => {
    const normal = wheelSlots('normal', DEFAULT_PRIZE_NAMES.normal);
    const superSlots = wheelSlots('super', DEFAULT_PRIZE_NAMES.super);
    expect(normal.map((s) => s.color)).not.toEqual(superSlots.map((s) => s.color));
    // The names are 14-16 px on a wheel that shrinks on a phone: normal text, so 4.5:1, not large text's 3:1.
    const readable = [...normal, ...superSlots].map((s) => ({
      slot: s.color,
      text: s.textColor,
      enough: contrast(s.color, s.textColor) >= 4.5,
    }));
    expect(readable.filter((s) => !s.enough)).toEqual([]);
  });
});
