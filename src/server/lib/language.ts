// Which language a request's page is served in (docs/architecture.md, point 10), in order: the person's own
// choice (the `lang` cookie the switcher sets), their browser's Accept-Language matched best-fit (zh-CN,
// zh-TW, zh-Hans-MY -> zh; ms-MY, id-ID -> ms; en-GB -> en), then the operator's default.
import { match } from '@formatjs/intl-localematcher';
import { isLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '#shared/i18n/locales';

/** The header's tags, best first by their q value (ties keep the header's order); q=0 and '*' dropped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of header.split(',').slice(0, 20).entries()) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (tag === '' || tag === '*' || !Number.isFinite(q) || q <= 0) continue;
    try {
      // Only well-formed tags reach the matcher, which throws on anything else.
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) tags.push({ tag: canonical, q, at });
    } catch {
      // A malformed tag is passed over, as browsers never send one.
    }
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

// Traditional Chinese readers are served Simplified Chinese rather than English: listed apart, because
// best fit keeps zh-Hant away from zh (zh-Hans).
const MATCHABLE = [...LOCALES, 'zh-Hant'];
const NO_MATCH = '';

/** The language Accept-Language asks for, or null when it names none of ours. */
export function languageOfHeader(header: string | undefined): Locale | null {
  const wanted = acceptedLanguages(header);
  if (wanted.length === 0) return null;
  const found = match(wanted, MATCHABLE, NO_MATCH, { algorithm: 'best fit' });
  if (found === 'zh-Hant') return 'zh';
  return isLocale(found) ? found : null;
}

export function chooseLanguage(request: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  operatorDefault: Locale;
}): Locale {
  if (isLocale(request.cookie)) return request.cookie;
  return languageOfHeader(request.acceptLanguage) ?? request.operatorDefault;
}

/** The language a request's person sees: the one the page was served in, by the same rule. */
export const languageOfRequest = (
  request: { cookies: Partial<Record<string, string>>; headers: { 'accept-language'?: string } },
  operatorDefault: Locale,
): Locale =>
  chooseLanguage({
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
    operatorDefault,
  });
