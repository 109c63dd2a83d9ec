import { describe, expect, it } from 'vitest';
import { BUILT_IN_PRIZE_NAMES } from './i18n/built-in-texts';
import { DEFAULT_PRIZE_NAMES } from './prizes';
import { nameIn, namedSlots, namesSavedIn, ownNamesIn, wheelNamesIn, type NamedSlot } from './prize-names';

const slots: NamedSlot[] = [
  { name: 'Gold', translations: { zh: { name: '金' } } },
  { name: 'Silver', translations: { ms: { name: 'Perak' } } },
  { name: 'Bronze' },
  { name: 'FREE 4' },
  { name: 'Five' },
  { name: 'Six', translations: { zh: { name: '六' }, ms: { name: 'Enam' } } },
];

describe('a prize name in a language', () => {
  it('is the default language’s name for its readers, the translation for the others, else the name', () => {
    expect(nameIn(slots[0] as NamedSlot, 'en', 'en')).toBe('Gold');
    expect(nameIn(slots[0] as NamedSlot, 'zh', 'en')).toBe('金');
    expect(nameIn(slots[0] as NamedSlot, 'ms', 'en')).toBe('Gold');
    // A translation of the default language itself is not read: the field is that language's.
    expect(nameIn({ name: 'Gold', translations: { en: { name: 'Other' } } }, 'en', 'en')).toBe('Gold');
    expect(wheelNamesIn(slots, 'ms', 'en')).toEqual(['Gold', 'Perak', 'Bronze', 'FREE 4', 'Five', 'Enam']);
  });

  it('as the operator edits it: the own names of a language, blank where a slot reads as the default’s', () => {
    expect(ownNamesIn(slots, 'en', 'en')).toEqual(['Gold', 'Silver', 'Bronze', 'FREE 4', 'Five', 'Six']);
    expect(ownNamesIn(slots, 'zh', 'en')).toEqual(['金', '', '', '', '', '六']);
  });

  it('as a save of one language stores it: the default names kept, the other languages kept, a copy of the default stored blank', () => {
    expect(namesSavedIn(slots, 'en', 'en', ['A', 'B', 'C', 'D', 'E', 'F'])).toEqual({
      names: ['A', 'B', 'C', 'D', 'E', 'F'],
    });
    expect(namesSavedIn(slots, 'zh', 'en', ['金', 'Silver', '铜', 'FREE 4', 'Five', '六'])).toEqual({
      names: ['Gold', 'Silver', 'Bronze', 'FREE 4', 'Five', 'Six'],
      translations: { zh: ['金', '', '铜', '', '', '六'], ms: ['', 'Perak', '', '', '', 'Enam'] },
    });
  });

  it('from storage: a built-in name reads in every language, the operator’s own translations first', () => {
    const stored = namedSlots(
      'normal',
      DEFAULT_PRIZE_NAMES.normal,
      { ms: ['Percuma', '', '', '', '', ''] },
      'en',
    );
    expect(wheelNamesIn(stored, 'en', 'en')).toEqual(BUILT_IN_PRIZE_NAMES.normal.en);
    expect(wheelNamesIn(stored, 'zh', 'en')).toEqual(BUILT_IN_PRIZE_NAMES.normal.zh);
    expect(wheelNamesIn(stored, 'ms', 'en')[0]).toBe('Percuma');
    expect(wheelNamesIn(stored, 'ms', 'en').slice(1)).toEqual(BUILT_IN_PRIZE_NAMES.normal.ms.slice(1));
  });
});
