// The default HOME page's and the NOTICE title's texts in each language (docs/decisions/0025), served by
// the rule of ./built-in-texts.ts. Apart from the prize names so that no page that names a prize loads the
// pages' texts; only the server reads this file.
import type { HomeBuilderData, HomeGlobalText, HomeItemText, HomeSectionText } from '../home-page';
import { DEFAULT_GLOBAL_SETTINGS, DEFAULT_HOME_SECTIONS } from '../home-page';
import type { NoticeBuilderData } from '../notice-page';
import { DEFAULT_NOTICE_SETTINGS } from '../notice-page';
import type { Translatable } from './content';
import { withBuiltInText, type BuiltInText } from './built-in-texts';
import type { Locale } from './locales';

/** The language DEFAULT_HOME_SECTIONS, DEFAULT_GLOBAL_SETTINGS and DEFAULT_NOTICE_SETTINGS are written in. */
const PAGES_WRITTEN_IN = 'en' satisfies Locale;
type OtherThanPages = Exclude<Locale, typeof PAGES_WRITTEN_IN>;
type PageTranslations<F extends string> = Record<OtherThanPages, Partial<Record<F, string>>>;

/** The default HOME page's texts in the other languages, by the id of their section or item. */
const HOME_TRANSLATIONS: {
  sections: Record<string, PageTranslations<HomeSectionText>>;
  items: Record<string, PageTranslations<HomeItemText>>;
  globalSettings: PageTranslations<'siteName' | 'companySlogan'>;
} = {
  sections: {
    'default-hero': {
      zh: {
        title: '欢迎来到幸运抽奖',
        subtitle: '转动轮盘，赢取真实奖品',
        content: '每个优惠码可转动一次。\n每次转动都能赢得奖品。',
      },
      ms: {
        title: 'Selamat Datang ke Cabutan Bertuah',
        subtitle: 'Putar roda, menangi hadiah sebenar',
        content: 'Setiap kod promosi ialah satu putaran.\nSetiap putaran memenangi hadiah.',
      },
    },
    'default-gallery': {
      zh: {
        title: '本周优惠',
        subtitle: '存款、领取优惠码，转动轮盘赢取超级奖品',
      },
      ms: {
        title: 'Promosi minggu ini',
        subtitle: 'Buat deposit, dapatkan kod, putar untuk memenangi sehingga HADIAH SUPER',
      },
    },
    'default-cta': {
      zh: {
        title: '有优惠码吗？',
        subtitle: '立即输入，转动轮盘。',
        buttonText: '立即抽奖',
      },
      ms: {
        title: 'Ada kod promosi?',
        subtitle: 'Masukkan kod dan putar roda sekarang.',
        buttonText: 'Putar Sekarang',
      },
    },
  },
  items: {
    'default-promotion': {
      zh: { name: '幸运抽奖优惠\n转动轮盘赢大奖' },
      ms: { name: 'Promosi Cabutan Bertuah\nPutar roda untuk menang' },
    },
  },
  globalSettings: {
    zh: { siteName: '幸运抽奖', companySlogan: '值得信赖 · 信誉可靠' },
    ms: { siteName: 'Cabutan Bertuah', companySlogan: 'Dipercayai & Terbukti' },
  },
};

const NOTICE_TITLE: PageTranslations<'siteName'> = {
  zh: { siteName: '公告系统' },
  ms: { siteName: 'SISTEM NOTIS' },
};

/** A text of a default page in every language; none where the page has no such text. */
function pageText<F extends string>(
  written: string | undefined,
  others: PageTranslations<F> | undefined,
  field: F,
): BuiltInText | undefined {
  const zh = others?.zh[field];
  const ms = others?.ms[field];
  return written && zh && ms ? { [PAGES_WRITTEN_IN]: written, zh, ms } : undefined;
}

const applyAll = <F extends string, T extends Translatable<F>>(
  item: T,
  texts: (field: F) => BuiltInText | undefined,
  fields: readonly F[],
  base: Locale,
): T => fields.reduce((next, field) => withBuiltInText(next, field, texts(field), base), item);

const SECTION_TEXTS: readonly HomeSectionText[] = [
  'title',
  'subtitle',
  'content',
  'buttonText',
  'gamesTitle',
  'gamesSubtitle',
];
const GLOBAL_TEXTS = ['siteName', 'companySlogan'] as const satisfies readonly HomeGlobalText[];

/** A home page document with its built-in texts in every language (the default page's sections). */
export function homeWithBuiltIns(data: HomeBuilderData, base: Locale): HomeBuilderData {
  const sections = data.sections.map((section) => {
    const written = DEFAULT_HOME_SECTIONS.find((s) => s.id === section.id);
    const others = HOME_TRANSLATIONS.sections[section.id];
    const logos = section.logos.map((item) => {
      const writtenItem = written?.logos.find((i) => i.id === item.id);
      const text = pageText(writtenItem?.name, HOME_TRANSLATIONS.items[item.id], 'name');
      return withBuiltInText(item, 'name', text, base);
    });
    const texts = (field: HomeSectionText) => pageText(written?.[field], others, field);
    return applyAll({ ...section, logos }, texts, SECTION_TEXTS, base);
  });
  const globalText = (field: (typeof GLOBAL_TEXTS)[number]) =>
    pageText(DEFAULT_GLOBAL_SETTINGS[field], HOME_TRANSLATIONS.globalSettings, field);
  return { ...data, sections, globalSettings: applyAll(data.globalSettings, globalText, GLOBAL_TEXTS, base) };
}

/** A notice page document with its built-in title in every language. */
export function noticeWithBuiltIns(data: NoticeBuilderData, base: Locale): NoticeBuilderData {
  const title = pageText(DEFAULT_NOTICE_SETTINGS.siteName, NOTICE_TITLE, 'siteName');
  return { ...data, globalSettings: withBuiltInText(data.globalSettings, 'siteName', title, base) };
}
