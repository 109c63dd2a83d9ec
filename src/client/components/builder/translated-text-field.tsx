// A text the operator writes in each language (docs/decisions/0017): the field with the three languages
// beside its label. The default language's button edits the text itself; another's edits its
// translation, shows the default's text as the placeholder, and says when its readers see that instead.
import { createContext, useContext, useState, type ComponentProps } from 'react';
import * as m from '#messages';
import type { Translatable } from '#shared/i18n/content';
import { isUntranslated, withTextIn } from '#shared/i18n/content-edit';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from '#shared/i18n/locales';
import { LanguageTabs, untranslatedNote } from '#client/components/ui/language-tabs.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';

/** The default language of the texts being edited: the builder tab provides the published document's. */
export const ContentLanguage = createContext<Locale>(DEFAULT_LOCALE);

type TextFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'beside' | 'lang'>;

/** useEditorForm's `text`: what ties a field to one of the form's texts, by its key. */
export type TextBinding<F extends string, T> = (field: F) => {
  item: T;
  field: F;
  onChange: (item: T) => void;
  invalid: boolean;
  describedBy: string | undefined;
};

/** One text of a form's declared list: its key and how its field is drawn (label, longest length...). */
export type TranslatedText<F extends string> = TextFieldProps & { field: F };

export function TranslatedTextField<F extends string, T extends Translatable<F>>({
  item,
  field,
  onChange,
  placeholder,
  hint,
  ...props
}: TextFieldProps & {
  /** What holds the text: a section, an item, the settings. */
  item: T;
  field: F;
  onChange: (item: T) => void;
}) {
  const base = useContext(ContentLanguage);
  const [language, setLanguage] = useState<Locale>(base);
  const own = language === base ? item[field] : (item.translations?.[language]?.[field] ?? '');
  const missing = isUntranslated(item, field, language, base);
  return (
    <TextField
      {...props}
      value={own}
      onChange={(text) => onChange(withTextIn(item, field, language, base, text))}
      lang={HTML_LANG[language]}
      placeholder={language === base ? placeholder : item[field] || placeholder}
      hint={missing ? untranslatedNote(language) : hint}
      beside={
        <LanguageTabs
          value={language}
          onChange={setLanguage}
          base={base}
          untranslated={(locale) => isUntranslated(item, field, locale, base)}
          label={`${props.label}: ${m.ui_languages}`}
        />
      }
    />
  );
}

/** A form's texts from a declared list, one field each, in the list's order. */
export function TranslatedTexts<F extends string, T extends Translatable<F>>({
  text,
  fields,
}: {
  text: TextBinding<F, T>;
  fields: readonly TranslatedText<F>[];
}) {
  return fields.map(({ field, ...props }) => <TranslatedTextField key={field} {...props} {...text(field)} />);
}
