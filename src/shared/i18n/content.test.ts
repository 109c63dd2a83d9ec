import { describe, expect, it } from 'vitest';
import { isUntranslated, textIn, withTextIn, type Translatable } from './content';

type Section = Translatable<'title' | 'content'>;
const section: Section = { title: 'Welcome', content: 'Spin and win', translations: { zh: { title: '欢迎' } } };

describe('operator texts in three languages', () => {
  it('reads the field in the default language, a translation in another, else the default', () => {
    expect(textIn(section, 'title', 'en', 'en')).toBe('Welcome');
    expect(textIn(section, 'title', 'zh', 'en')).toBe('欢迎');
    expect(textIn(section, 'title', 'ms', 'en')).toBe('Welcome');
    expect(textIn(section, 'content', 'zh', 'en')).toBe('Spin and win');
    // Stored data from before languages has no translations: every language reads the field.
    expect(textIn({ title: 'Old', content: '' }, 'title', 'ms', 'en')).toBe('Old');
    // With zh the default, the field is the Chinese text and a stale zh translation is not shown.
    expect(textIn(section, 'title', 'zh', 'zh')).toBe('Welcome');
  });

  it('marks a text untranslated only where its readers would see the default', () => {
    expect(isUntranslated(section, 'title', 'zh', 'en')).toBe(false);
    expect(isUntranslated(section, 'title', 'ms', 'en')).toBe(true);
    expect(isUntranslated(section, 'title', 'en', 'en')).toBe(false);
    expect(isUntranslated({ title: '', content: '' }, 'title', 'ms', 'en')).toBe(false);
  });

  it('writes the field for the default language and a translation for another; an empty one is dropped', () => {
    expect(withTextIn(section, 'title', 'en', 'en', 'Hello')).toEqual({ ...section, title: 'Hello' });
    const ms = withTextIn(section, 'content', 'ms', 'en', 'Putar dan menang');
    expect(ms.translations).toEqual({ zh: { title: '欢迎' }, ms: { content: 'Putar dan menang' } });
    expect(withTextIn(ms, 'content', 'ms', 'en', '').translations).toEqual({ zh: { title: '欢迎' } });
    const none = withTextIn(section, 'title', 'zh', 'en', '');
    expect(none).toEqual({ title: 'Welcome', content: 'Spin and win' });
    expect('translations' in none).toBe(false);
  });
});
