// The three languages over a text the operator writes in each (docs/decisions/0017): one button each, in
// the language's own name, the default language marked, and a language whose readers would see the
// default's text marked untranslated (a dot, and the word for screen readers).
import * as m from '#messages';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales';

export function LanguageTabs({
  value,
  onChange,
  base,
  untranslated,
  label = m.ui_languages,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The default language: the one the text's own field is in. */
  base: Locale;
  untranslated: (locale: Locale) => boolean;
  label?: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {LOCALES.map((locale) => {
        const missing = untranslated(locale);
        return (
          <button
            key={locale}
            type="button"
            aria-pressed={value === locale}
            data-locale={locale}
            data-untranslated={missing || undefined}
            onClick={() => onChange(locale)}
            className={`inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold ${
              value === locale
                ? 'bg-slate-900 text-white'
                : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
            }`}
          >
            <span lang={HTML_LANG[locale]}>{LANGUAGE_NAMES[locale]}</span>
            {locale === base && <span className="font-normal opacity-80">({m.ui_languageDefault})</span>}
            {missing && (
              <>
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-500" />
                <span className="sr-only">{m.ui_untranslated}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** What an untranslated text says under its field, in the reader's language's name. */
export const untranslatedNote = (locale: Locale): string =>
  m.ui_untranslatedNote({ language: LANGUAGE_NAMES[locale] });
