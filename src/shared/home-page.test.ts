import { describe, expect, it } from 'vitest';
import {
  contactLinks,
  DEFAULT_GLOBAL_SETTINGS,
  defaultHomeData,
  effectiveHomeData,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  phoneVariantOf,
  visibleItems,
  visibleSections,
  type HomeSection,
} from './home-page';

describe('isAllowedLinkUrl', () => {
  it.each([
    '',
    'https://example.com/a?b=c#d',
    'http://example.com',
    '/promo',
    '/',
    'tel:+60 12-345 6789',
    'mailto:support@example.com',
    'mailto:support@example.com?subject=Hi',
  ])('accepts %j', (url) => expect(isAllowedLinkUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/x',
    '/\\evil.example',
    'https://',
    'ftp://example.com',
    'promo',
    'tel:call-me',
    'mailto:nobody',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses %j', (url) => expect(isAllowedLinkUrl(url)).toBe(false));
});

describe('isAllowedImageUrl', () => {
  it('takes uploads, site paths and http(s) only', () => {
    expect(isAllowedImageUrl('/uploads/abc.webp')).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example/x.png')).toBe(true);
    expect(isAllowedImageUrl('tel:123456')).toBe(false);
    expect(isAllowedImageUrl('mailto:a@b.example')).toBe(false);
    expect(isAllowedImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedImageUrl('//evil.example/x.png')).toBe(false);
  });
});

describe('effectiveHomeData (the reset rule)', () => {
  it('shows the default sections for an empty page nobody saved that way', () => {
    const data = {
      ...defaultHomeData(),
      sections: [],
      globalSettings: { ...DEFAULT_GLOBAL_SETTINGS, siteName: 'Mine' },
    };
    const shown = effectiveHomeData(data);
    expect(shown.sections.map((s) => s.type)).toEqual(['hero', 'gallery', 'cta']);
    expect(shown.globalSettings.siteName).toBe('Mine');
  });

  it('keeps a page an operator emptied on purpose', () => {
    expect(effectiveHomeData({ ...defaultHomeData(), sections: [], userEdited: true }).sections).toEqual([]);
  });

  it('the defaults have a cta to /promo and a gallery image', () => {
    const { sections } = defaultHomeData();
    expect(sections.find((s) => s.type === 'cta')?.buttonUrl).toBe('/promo');
    expect(sections.find((s) => s.type === 'gallery')?.logos[0]?.url).toMatch(/^\/images\//);
    expect(defaultHomeData().globalSettings.companySlogan).toBe('Trusted & Terbukti');
  });
});

describe('visible sections and items', () => {
  const section = (id: string, order: number, enabled = true): HomeSection => ({
    ...defaultHomeData().sections[0]!,
    id,
    order,
    enabled,
  });

  it('keeps enabled sections by order, stable for equal orders', () => {
    const shown = visibleSections([
      section('c', 3),
      section('a', 1),
      section('off', 0, false),
      section('b', 1),
    ]);
    expect(shown.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('hides disabled items and items without an image', () => {
    const item = {
      id: 'x',
      name: '',
      url: '/a.webp',
      enabled: true,
      phone: '',
      textAlign: 'center' as const,
    };
    expect(
      visibleItems([item, { ...item, id: 'off', enabled: false }, { ...item, id: 'none', url: '' }]).map(
        (i) => i.id,
      ),
    ).toEqual(['x']);
  });
});

it('phoneVariantOf names an upload’s 800 px variant only', () => {
  expect(phoneVariantOf('/uploads/AbC_d-1.webp')).toBe('/uploads/AbC_d-1-800.webp');
  expect(phoneVariantOf('/images/promotion.webp')).toBe('/images/promotion-800.webp');
  expect(phoneVariantOf('https://cdn.example/uploads/a.webp')).toBeNull();
  expect(phoneVariantOf('/other/a.webp')).toBeNull();
});

describe('contactLinks', () => {
  it('turns the contact fields into links', () => {
    const links = contactLinks({
      ...DEFAULT_GLOBAL_SETTINGS,
      contactWhatsapp: '+60 12-345 6789',
      contactTelegram: '@lucky_support',
      contactPhone: '+60 3-1234 5678',
    });
    expect(links).toEqual([
      { kind: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/60123456789' },
      { kind: 'telegram', label: 'Telegram', href: 'https://t.me/lucky_support' },
      { kind: 'phone', label: 'Phone', href: 'tel:+60312345678' },
    ]);
  });

  it('gives none for empty fields', () => {
    expect(contactLinks(DEFAULT_GLOBAL_SETTINGS)).toEqual([]);
  });
});
