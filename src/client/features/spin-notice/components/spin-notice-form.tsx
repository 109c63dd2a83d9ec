// The Spinning Wheel Notice settings. The form follows the server (and pushes from other admins) until
// the admin edits it; then it keeps the edits until they are saved.
import { useState } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { textIn } from '#shared/i18n/content';
import { isUntranslated, withTextIn } from '#shared/i18n/content-edit';
import { HTML_LANG, type Locale } from '#shared/i18n/locales';
import { HEX_COLOR, SPIN_NOTICE_TEXT_MAX, type SpinNoticeSettings } from '#shared/spin-notice';
import { useSpinNotice } from '#client/api/spin-notice';
import { useSaveSpinNotice } from '#client/api/spin-notice-admin';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { ColourField, normalizeHex } from '#client/components/ui/colour-field.tsx';
import { ContrastNote } from '#client/components/ui/contrast-note.tsx';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { LanguageTabs, untranslatedNote } from '#client/components/ui/language-tabs.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { toast } from '#client/components/ui/use-toast';

const COLOUR_FIELDS = [
  { key: 'spinNoticeColor', label: m.spinNotice_textColour },
  { key: 'spinNoticeBg', label: m.spinNotice_backgroundColour },
] as const;

export function SpinNoticeForm() {
  const counterId = useId();
  const notice = useSpinNotice();
  const save = useSaveSpinNotice();
  // null = not dirty: show the server's values, refreshed by pushes. Set by the first edit.
  const [draft, setDraft] = useState<SpinNoticeSettings | null>(null);
  const [chosenLanguage, setLanguage] = useState<Locale | null>(null);
  const form = draft ?? notice.data?.settings;

  if (!form) {
    return (
      <Card title={m.spinNotice_title}>
        {notice.isError ? (
          <LoadError what={m.spinNotice_loadWhat} query={notice} />
        ) : (
          // No form on stand-in defaults: saving those would wipe the real notice.
          <p className="py-8 text-center text-sm text-slate-500">{m.spinNotice_loading}</p>
        )}
      </Card>
    );
  }

  const edit = (patch: Partial<SpinNoticeSettings>) => setDraft({ ...form, ...patch });
  const base = notice.data?.language ?? 'en';
  const language = chosenLanguage ?? base;
  // The text field edits the chosen language's own text: the field itself for the default language.
  const ownText =
    language === base ? form.spinNoticeText : (form.translations?.[language]?.spinNoticeText ?? '');
  const shownText = textIn(form, 'spinNoticeText', language, base);

  const submit = (formElement: HTMLFormElement) => {
    const settings = {
      ...form,
      spinNoticeColor: normalizeHex(form.spinNoticeColor, { keepShort: true }),
      spinNoticeBg: normalizeHex(form.spinNoticeBg, { keepShort: true }),
    };
    if (!HEX_COLOR.test(settings.spinNoticeColor) || !HEX_COLOR.test(settings.spinNoticeBg)) {
      // The colour field marks itself wrong as it is typed: the focus goes to it.
      focusFirstWrong(formElement);
      toast({
        title: m.spinNotice_toastError,
        description: m.spinNotice_badColour,
        variant: 'destructive',
      });
      return;
    }
    save.mutate(settings, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: m.spinNotice_savedTitle, description: m.spinNotice_savedText });
      },
      onError: () =>
        toast({
          title: m.spinNotice_toastError,
          description: m.spinNotice_saveFailed,
          variant: 'destructive',
        }),
    });
  };

  const previewColor = HEX_COLOR.test(form.spinNoticeColor) ? form.spinNoticeColor : undefined;
  const previewBg = HEX_COLOR.test(form.spinNoticeBg) ? form.spinNoticeBg : undefined;

  return (
    <Card title={m.spinNotice_title}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit(e.currentTarget);
        }}
      >
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-medium text-slate-700">{m.spinNotice_showLabel}</span>
          <Switch
            label={m.spinNotice_showSwitch}
            checked={form.showSpinNotice}
            onChange={(showSpinNotice) => edit({ showSpinNotice })}
          />
        </div>
        <div>
          <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
            <label htmlFor="spin-notice-text" className={labelClass}>
              {m.spinNotice_textLabel}
            </label>
            <LanguageTabs
              value={language}
              onChange={setLanguage}
              base={base}
              untranslated={(locale) => isUntranslated(form, 'spinNoticeText', locale, base)}
            />
          </div>
          <textarea
            id="spin-notice-text"
            lang={HTML_LANG[language]}
            rows={3}
            maxLength={SPIN_NOTICE_TEXT_MAX}
            aria-describedby={counterId}
            value={ownText}
            onChange={(e) => setDraft(withTextIn(form, 'spinNoticeText', language, base, e.target.value))}
            placeholder={language === base ? m.spinNotice_textPlaceholder : form.spinNoticeText}
            className={inputClass}
          />
          {/* UTF-16 units, as the maxLength above and the server's limit count them (an emoji is 2). */}
          <p id={counterId} className="mt-1 flex justify-between gap-2 text-xs text-slate-500">
            <span>
              {isUntranslated(form, 'spinNoticeText', language, base) ? untranslatedNote(language) : ''}
            </span>
            <span>
              {ownText.length}/{SPIN_NOTICE_TEXT_MAX}
            </span>
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {COLOUR_FIELDS.map(({ key, label }) => (
            <ColourField
              key={key}
              label={label}
              rule={HEX_COLOR}
              value={form[key]}
              onChange={(v) => edit({ [key]: v })}
            />
          ))}
        </div>
        <figure aria-label={m.spinNotice_preview} className="grid gap-1">
          <figcaption className="text-xs font-medium text-slate-500">
            {m.spinNotice_previewCaption}
          </figcaption>
          {/* Wrapped, not scrolled: the admin checks the whole text against the colours here. */}
          <div
            className="rounded-lg px-4 py-2.5 text-sm font-semibold break-words"
            style={{ color: previewColor, backgroundColor: previewBg }}
          >
            {shownText || m.spinNotice_previewEmpty}
          </div>
          <ContrastNote text={form.spinNoticeColor} background={form.spinNoticeBg} />
        </figure>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? m.spinNotice_saving : m.spinNotice_save}
        </Button>
      </form>
    </Card>
  );
}
