import { describe, expect, it } from 'vitest';
import { shownIn, textIn, type Translatable } from './content';
import { isUntranslated, withTextIn } from './content-edit';

type Section = Translatable<'title' | 'content'>;
const section: Section = {
  title: 'Welcome',
  content: 'Spin and win',
  translations: { zh: { title: '欢迎' } },
};

describe('operator texts in three languages', () => {
  it('reads the field in the default language, a translation in another, else the default', () => {
    expect(textIn(section, 'title', 'en', 'en')).toBe('Welcome');
    expect(textIn(section, 'title', 'zh', 'en')).toBe('欢迎');
    expect(textIn(section, 'title', 'ms', 'en')).toBe('Welcome');
    expect(textIn(section, 'content', 'zh', 'en')).toBe('Spin and win');
    // Stored data from before languages has no translations: every language reads the field.
    const old: Section = { title: 'Old', content: '' };
    expect(textIn(old, 'title', 'ms', 'en')).toBe('Old');
    // With zh the default, the field is the Chinese text and a stale zh translation is not shown.
    expect(textIn(section, 'title', 'zh', 'zh')).toBe('Welcome');
  });

  it('marks a text untranslated only where its readers would see the default', () => {
    expect(isUntranslated(section, 'title', 'zh', 'en')).toBe(false);
    expect(isUntranslated(section, 'title', 'ms', 'en')).toBe(true);
    expect(isUntranslated(section, 'title', 'en', 'en')).toBe(false);
    const empty: Section = { title: '', content: '' };
    expect(isUntranslated(empty, 'title', 'ms', 'en')).toBe(false);
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

describe('a whole document in one language', () => {
  const doc = {
    sections: [
      {
        id: 'a',
        title: 'Welcome',
        logos: [{ name: 'Logo', translations: { ms: { name: 'Logo MS' } } }],
        translations: { zh: { title: '欢迎' } },
      },
      { id: 'b', title: 'Old', order: 2 },
    ],
    globalSettings: { siteName: 'Site', translations: { zh: { siteName: '网站', unknown: 'x' } } },
  };

  it('takes each part’s translation where it has one and leaves the translations out', () => {
    expect(shownIn(doc, 'zh', 'en')).toEqual({
      sections: [
        { id: 'a', title: '欢迎', logos: [{ name: 'Logo' }] },
        { id: 'b', title: 'Old', order: 2 },
      ],
      globalSettings: { siteName: '网站' },
    });
    expect(shownIn(doc, 'ms', 'en').sections[0]?.logos?.[0]).toEqual({ name: 'Logo MS' });
    expect(shownIn(doc, 'en', 'en').sections[0]?.title).toBe('Welcome');
  });
});
