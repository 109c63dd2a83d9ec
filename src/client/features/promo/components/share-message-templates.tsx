// The operator's template of the message a code goes out with, in the three languages: blank uses the
// built-in text (shown as the placeholder); {code} {prize} {expiry} {link} are filled in; the server
// refuses anything else, naming the language.
import { useState } from 'react';
import * as m from '#messages';
import {
  usePromoShareMessages,
  useSavePromoShareMessages,
  type ShareTemplates,
} from '#client/api/promo-share';
import { Button } from '#client/components/ui/button.tsx';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { LANGUAGE_NAMES, LOCALES } from '#shared/i18n/locales';
import { DEFAULT_SHARE_MESSAGES, SHARE_MESSAGE_MAX } from '#shared/promo-share';

export function ShareMessageTemplates() {
  const saved = usePromoShareMessages();
  const save = useSavePromoShareMessages();
  const [draft, setDraft] = useState<ShareTemplates | null>(null);
  const shown = draft ?? saved.data ?? { en: '', zh: '', ms: '' };
  const submit = () =>
    save.mutate(shown, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: m.promo_shareTemplates, description: m.promo_shareTemplatesSaved });
      },
      onError: (error) => toast({ title: m.promo_error, description: error.message, variant: 'destructive' }),
    });
  return (
    <details className="w-full text-left text-sm">
      <summary className="cursor-pointer font-medium text-slate-700">{m.promo_shareTemplates}</summary>
      <div className="mt-2 grid gap-3">
        <p className="text-slate-600">{m.promo_shareTemplatesIntro}</p>
        {LOCALES.map((language) => (
          <LabelledField key={language} label={LANGUAGE_NAMES[language]}>
            {(input) => (
              <textarea
                {...input}
                lang={language}
                rows={3}
                maxLength={SHARE_MESSAGE_MAX}
                value={shown[language]}
                placeholder={DEFAULT_SHARE_MESSAGES[language]}
                onChange={(e) => setDraft({ ...shown, [language]: e.target.value })}
                className={`${input.className} text-sm`}
              />
            )}
          </LabelledField>
        ))}
        <div>
          <Button variant="outline" disabled={draft === null || save.isPending} onClick={submit}>
            {m.promo_shareTemplatesSave}
          </Button>
        </div>
      </div>
    </details>
  );
}
