// The built-in HOME and NOTICE texts in every language (docs/decisions/0025): a fresh install's default
// home page and notice title are served with their Chinese and Malay beside the English, so each reader
// sees them in their own language; an operator's own text still shows as typed where untranslated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeBuilderLoadResponse } from '#shared/api/home-builder';
import type { NoticeBuilderLoadResponse } from '#shared/api/notice-builder';
import { shownIn } from '#shared/i18n/content';
import type { Locale } from '#shared/i18n/locales';
import type { HomeBuilderData } from '#shared/home-page';
import { adminSession, setDefaultLanguage, publishHomePage, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

type LoadedHome = HomeBuilderLoadResponse['data'];
type LoadedNotice = NoticeBuilderLoadResponse['data'];

/** The default home page's texts as a reader sees them, section by section. */
const textsOf = (home: HomeBuilderData) => ({
  siteName: home.globalSettings.siteName,
  slogan: home.globalSettings.companySlogan,
  sections: home.sections.map((s) => ({
    title: s.title,
    subtitle: s.subtitle,
    content: s.content,
    buttonText: s.buttonText,
    items: s.logos.map((item) => item.name),
  })),
});

const HOME_IN: Record<Locale, ReturnType<typeof textsOf>> = {
  en: {
    siteName: 'Lucky Draw',
    slogan: 'Trusted & Terbukti',
    sections: [
      {
        title: 'Welcome to Lucky Draw',
        subtitle: 'Spin the wheel, win real prizes',
        content: 'Every promo code is one spin.\nEvery spin wins a prize.',
        buttonText: '',
        items: [],
      },
      {
        title: 'This week’s promotion',
        subtitle: 'Deposit, get a code, spin for up to the SUPER PRIZE',
        content: '',
        buttonText: '',
        items: ['Lucky Draw promotion\nSpin the wheel to win'],
      },
      {
        title: 'Got a promo code?',
        subtitle: 'Enter it and spin the wheel now.',
        content: '',
        buttonText: 'Spin Now',
        items: [],
      },
    ],
  },
  zh: {
    siteName: '幸运抽奖',
    slogan: '值得信赖 · 信誉可靠',
    sections: [
      {
        title: '欢迎来到幸运抽奖',
        subtitle: '转动轮盘，赢取真实奖品',
        content: '每个优惠码可转动一次。\n每次转动都能赢得奖品。',
        buttonText: '',
        items: [],
      },
      {
        title: '本周优惠',
        subtitle: '存款、领取优惠码，转动轮盘赢取超级奖品',
        content: '',
        buttonText: '',
        items: ['幸运抽奖优惠\n转动轮盘赢大奖'],
      },
      {
        title: '有优惠码吗？',
        subtitle: '立即输入，转动轮盘。',
        content: '',
        buttonText: '立即抽奖',
        items: [],
      },
    ],
  },
  ms: {
    siteName: 'Cabutan Bertuah',
    slogan: 'Dipercayai & Terbukti',
    sections: [
      {
        title: 'Selamat Datang ke Cabutan Bertuah',
        subtitle: 'Putar roda, menangi hadiah sebenar',
        content: 'Setiap kod promosi ialah satu putaran.\nSetiap putaran memenangi hadiah.',
        buttonText: '',
        items: [],
      },
      {
        title: 'Promosi minggu ini',
        subtitle: 'Buat deposit, dapatkan kod, putar untuk memenangi sehingga HADIAH SUPER',
        content: '',
        buttonText: '',
        items: ['Promosi Cabutan Bertuah\nPutar roda untuk menang'],
      },
      {
        title: 'Ada kod promosi?',
        subtitle: 'Masukkan kod dan putar roda sekarang.',
        content: '',
        buttonText: 'Putar Sekarang',
        items: [],
      },
    ],
  },
};

const NOTICE_TITLE: Record<Locale, string> = { en: 'NOTICE SYSTEM', zh: '公告系统', ms: 'SISTEM NOTIS' };

describe('the built-in HOME and NOTICE texts in three languages', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const home = async () =>
    (await t.app.inject('/api/home-builder/load')).json<{ data: LoadedHome; language: Locale }>();
  const notice = async () =>
    (await t.app.inject('/api/notice-builder/load')).json<{ data: LoadedNotice; language: Locale }>();

  it('a fresh install serves the default home page in every language, written in the default one', async () => {
    const loaded = await home();
    expect(loaded.language).toBe('en');
    expect(textsOf(loaded.data)).toEqual(HOME_IN.en);
    for (const locale of ['en', 'zh', 'ms'] as const) {
      expect(textsOf(shownIn(loaded.data, locale, loaded.language)), locale).toEqual(HOME_IN[locale]);
    }
    await setDefaultLanguage(admin, 'zh');
    const zh = await home();
    expect(textsOf(zh.data)).toEqual(HOME_IN.zh);
    expect(textsOf(shownIn(zh.data, 'en', 'zh'))).toEqual(HOME_IN.en);
    expect(textsOf(shownIn(zh.data, 'ms', 'zh'))).toEqual(HOME_IN.ms);
    await setDefaultLanguage(admin, 'en');
  });

  it('the HOME builder starts from the page as stored: no built-in translation is baked into a draft', async () => {
    const draft = await t.app.inject({ url: '/api/home-builder/draft', headers: admin.headers });
    expect(draft.statusCode, draft.body).toBe(200);
    const { data } = draft.json<{ data: HomeBuilderData }>();
    // Baked in, a translation would outlive the operator's edit of the text it translates.
    expect(textsOf(shownIn(data, 'ms', 'en'))).toEqual(HOME_IN.en);
  });

  it("an operator's own text shows as typed in every language; a default text kept by a publish stays translated", async () => {
    await publishHomePage(admin, [
      { type: 'hero', title: 'Grand opening' },
      // The default hero kept, its colour changed: its texts are still the built-in ones.
      { type: 'hero', id: 'default-hero', title: 'Welcome to Lucky Draw', backgroundColor: '#000000' },
      { type: 'cta', title: 'Got a promo code?', buttonText: 'Spin Now', buttonUrl: '/promo' },
    ]);
    const loaded = await home();
    const zh = shownIn(loaded.data, 'zh', loaded.language);
    // Not a built-in section (its own id): the operator's words, in every language.
    expect(zh.sections[0]?.title).toBe('Grand opening');
    expect(zh.sections[1]?.title).toBe('欢迎来到幸运抽奖');
    expect(zh.sections[2]?.title).toBe('Got a promo code?');
    // The global settings left at their defaults are still the built-in ones.
    expect(zh.globalSettings.siteName).toBe('幸运抽奖');
    await publishHomePage(admin, []);
    expect(textsOf(shownIn((await home()).data, 'zh', 'en'))).toEqual(HOME_IN.zh);
  });

  it('the notice page title is NOTICE SYSTEM in English only', async () => {
    const loaded = await notice();
    expect(loaded.data.globalSettings.siteName).toBe('NOTICE SYSTEM');
    for (const locale of ['en', 'zh', 'ms'] as const) {
      expect(shownIn(loaded.data, locale, loaded.language).globalSettings.siteName, locale).toBe(
        NOTICE_TITLE[locale],
      );
    }
    const draft = await t.app.inject({ url: '/api/notice-builder/draft', headers: admin.headers });
    const { data } = draft.json<{ data: LoadedNotice }>();
    expect(data.globalSettings.translations ?? {}).toEqual({});
    // An operator's own title, typed over the built-in one in the builder's draft, is theirs in every
    // language: no built-in translation came along with the draft to shadow it.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/notice-builder/save',
      payload: { data: { sections: [], globalSettings: { ...data.globalSettings, siteName: 'NEWS' } } },
      headers: admin.headers,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(shownIn((await notice()).data, 'zh', 'en').globalSettings.siteName).toBe('NEWS');
  });
});
