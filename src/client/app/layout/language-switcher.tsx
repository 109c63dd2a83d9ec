// The language switcher of the header (every page, the dashboard too): a real select, each language
// in its own name. The choice is the `lang` cookie, which the server reads before anything else when it
// serves a page; the page then loads again in that language, keeping what was typed (i18n/kept-fields.ts).
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_NAMES,
  LOCALES,
  isLocale,
} from '#shared/i18n/locales';
import { confirmLeavingPage, forgetUnsavedChanges } from '../../lib/unsaved-changes';
import { keepTypedText } from '../../i18n/kept-fields';

export function chooseLanguage(locale: string): void {
  if (!isLocale(locale) || locale === m.LOCALE) return;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  keepTypedText();
  location.reload();
}

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {m.common_language}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="shrink-0 text-white/70">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <select
        id={id}
        value={m.LOCALE}
        onChange={(event) => {
          const next = event.currentTarget.value;
          // A builder with unsaved edits asks first, as it does before any other way off the page.
          if (!confirmLeavingPage()) {
            event.currentTarget.value = m.LOCALE;
            return;
          }
          forgetUnsavedChanges();
          chooseLanguage(next);
        }}
        className="rounded-md border border-white/20 bg-night-900 px-2 py-1.5 text-sm font-semibold text-white"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === 'zh' ? 'zh-Hans' : locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
