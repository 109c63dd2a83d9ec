// The operator's default language: what a visitor sees when neither their own choice (the header's
// switcher) nor their browser names English, 中文 or Bahasa Melayu. Saved as soon as it is chosen.
import * as m from '#messages';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales';
import { useDefaultLanguage, useSaveDefaultLanguage } from '#client/api/language';
import { Card } from '#client/components/ui/card.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { SelectField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

export function DefaultLanguageCard() {
  const current = useDefaultLanguage();
  const save = useSaveDefaultLanguage();
  const choose = (defaultLanguage: Locale) =>
    save.mutate(
      { defaultLanguage },
      {
        onSuccess: () =>
          toast({
            title: m.admin_success,
            description: m.admin_defaultLanguageSaved(LANGUAGE_NAMES[defaultLanguage]),
          }),
        onError: (error) =>
          toast({ title: m.admin_error, description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <Card title={m.admin_defaultLanguageTitle}>
      {current.isError ? (
        <LoadError what={m.admin_defaultLanguageWhat} query={current} />
      ) : (
        <div className="grid gap-2">
          <SelectField
            label={m.admin_defaultLanguageLabel}
            value={current.data?.defaultLanguage ?? 'en'}
            options={OPTIONS}
            onChange={choose}
          />
          <p className="text-sm text-slate-600">{m.admin_defaultLanguageHint}</p>
          <p className="text-sm text-slate-600">{m.admin_defaultLanguageTexts}</p>
        </div>
      )}
    </Card>
  );
}
