import { describe, expect, it } from 'vitest';
import { isReservedChatName } from './chat';
import { confusableSkeleton } from './confusables';

describe('the confusable skeleton', () => {
  it.each([
    ['Ѕupport', 'Cyrillic DZE'],
    ['Suppοrt', 'Greek omicron'],
    ['Ѕսррοrt', 'Cyrillic, Armenian and Greek together'],
    ['Ｓｕｐｐｏｒｔ', 'fullwidth'],
    ['𝐒𝐮𝐩𝐩𝐨𝐫𝐭', 'mathematical bold'],
    ['SUPPORT', 'capitals'],
    ['SUPPORΤ', 'a Greek capital tau, whose small letter looks like no t'],
    ['Supp0rt', 'the digit 0, which TR39 maps to O'],
    ['Sup\u00ADport', 'a soft hyphen (default-ignorable)'],
    ['S\u200Dupport', 'a zero-width joiner'],
  ])('gives %j (%s) the skeleton of "support"', (text) => {
    expect(confusableSkeleton(text)).toBe(confusableSkeleton('support'));
  });

  it('keeps apart what looks different', () => {
    expect(confusableSkeleton('Supporter')).not.toBe(confusableSkeleton('support'));
    expect(confusableSkeleton('Süpport')).not.toBe(confusableSkeleton('support'));
    expect(confusableSkeleton('张伟')).toBe('张伟');
  });

  it('maps the look-alikes TR39 lists, m to rn included', () => {
    expect(confusableSkeleton('rn')).toBe(confusableSkeleton('m'));
    expect(confusableSkeleton('I1|')).toBe('lll');
    expect(confusableSkeleton('раураl')).toBe(confusableSkeleton('paypal'));
  });
});

describe('the name Support', () => {
  it.each([
    'Support',
    ' support ',
    'SUPPORT',
    'Ѕupport',
    'Suppοrt',
    'Ｓupport',
    'Supp0rt',
    'S u p p o r t',
    '[Support]',
    'Support ✓',
    'Support.',
  ])('is reserved as %j', (name) => {
    expect(isReservedChatName(name)).toBe(true);
  });

  it.each(['Supporter', 'Support Team', 'Suporte', 'Visitor', '张伟', 'Siti Nurhaliza', '👩‍💻 Dev', 'Süpport'])(
    'leaves %j free',
    (name) => {
      expect(isReservedChatName(name)).toBe(false);
    },
  );
});
