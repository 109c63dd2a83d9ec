// The Global settings dialog: tabs Branding, Contact Info, Games Log and Notice. The first three edit a
// copy of the document's globalSettings, checked with the server's rule on Apply and put in the draft
// (Publish makes them live). Notice is the spinning-notice form the dashboard passes in, which saves its
// own setting: this feature may not import it (features stay apart).
import type { ReactNode } from 'react';
import * as m from '#messages';
import { homeGlobalSettingsSchema } from '#shared/api/home-builder';

import { HOME_LIMITS, type HomeGlobalSettings } from '#shared/home-page';
import { HEX_COLOR_6 } from '#shared/urls';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { QUICK_ADD_NAMES, quickAddContact, type QuickAddKind } from './draft-model';
import {
  EditorDialog,
  type EditorHandlers,
  EditorTab,
  useEditorForm,
} from '#client/components/builder/editor-form.tsx';
import { ColourField, tidyColours } from '#client/components/ui/colour-field.tsx';
import { SwitchRow } from '#client/components/ui/switch.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { TranslatedTextField, TranslatedTexts } from '#client/components/builder/translated-text-field.tsx';
import { ItemListEditor, itemProblemOf } from './item-list-editor';

/** The site's name and slogan, over its colours on the Branding tab. */
const SITE_TEXTS = [
  { field: 'siteName', label: m.builder_siteName, maxLength: HOME_LIMITS.siteName },
  { field: 'companySlogan', label: m.builder_companySlogan, maxLength: HOME_LIMITS.slogan },
] as const;

const QUICK_ADD: { kind: QuickAddKind; icon: ReactNode }[] = [
  {
    kind: 'WhatsApp',
    icon: (
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm4.4 12.6c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1a11 11 0 0 1-4.7-4.1c-.4-.6-.9-1.6-.9-2.5 0-.9.5-1.4.7-1.6.2-.2.4-.2.5-.2h.4c.1 0 .3 0 .5.4l.7 1.6c.1.1.1.3 0 .4l-.3.5-.4.4c-.1.1-.2.3-.1.5.4.7.9 1.3 1.4 1.8.6.5 1.3.9 2 1.2.2.1.4.1.5-.1l.7-.8c.2-.2.3-.2.5-.1l1.5.7c.2.1.4.2.4.3.1.1.1.6-.1 1.1Z" />
    ),
  },
  {
    kind: 'Telegram',
    icon: (
      <path d="M21.5 4.3 2.9 11.5c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.8-1.4-1.4ZM9.6 14.3l-.4 4-1.3-4.4 10-6.3-8.3 6.7Z" />
    ),
  },
  {
    kind: 'Phone',
    icon: (
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z" />
    ),
  },
];

export function GlobalSettingsDialog({
  settings,
  noticeSettings,
  onApply,
  onClose,
}: {
  settings: HomeGlobalSettings;
  /** The Notice tab: the spinning notice form, which saves on its own. */
  noticeSettings: ReactNode;
} & EditorHandlers<HomeGlobalSettings>) {
  const editor = useEditorForm(settings, {
    label: m.builder_globalSettings,
    tabs: {
      branding: { label: m.builder_tabBranding },
      contact: {
        label: m.builder_tabContact,
        fields: ['contactPhone', 'contactWhatsapp', 'contactTelegram', 'showContactInfo'],
      },
      games: { label: m.builder_tabGames, fields: ['gamesLogText', 'showGamesLog'] },
      notice: { label: m.builder_tabNotice },
    },
  });
  const { form, edit, problem, messageId, field, text, apply } = editor;

  const applySettings = () =>
    apply(
      homeGlobalSettingsSchema,
      tidyColours(form, ['primaryColor', 'secondaryColor']),
      onApply,
      (found) => {
        const [field, index] = found.path;
        return field === 'logos' && typeof index === 'number'
          ? {
              ...found,
              message: m.builder_itemProblem({
                item: m.builder_contactLogoN({ n: index + 1 }),
                problem: found.message,
              }),
            }
          : found;
      },
    );

  const quickAdd = (kind: QuickAddKind) => {
    const result = quickAddContact(form, kind);
    if (!result.ok) {
      toast({ title: result.title, description: result.description, variant: 'destructive' });
      return;
    }
    edit({ logos: result.logos });
    toast({
      title: m.builder_logoAdded,
      description: m.builder_logoAddedText({ name: QUICK_ADD_NAMES[kind], reused: result.reused }),
    });
  };

  return (
    <EditorDialog
      title={m.builder_globalSettings}
      description={m.builder_globalSettingsText}
      editor={editor}
      onApply={applySettings}
      onClose={onClose}
    >
      <EditorTab value="branding" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TranslatedTexts text={text} fields={SITE_TEXTS} />
          <ColourField label={m.builder_primaryColour} rule={HEX_COLOR_6} {...field('primaryColor')} />
          <ColourField label={m.builder_secondaryColour} rule={HEX_COLOR_6} {...field('secondaryColor')} />
        </div>
        <ItemListEditor
          items={form.logos}
          onChange={(logos) => edit({ logos })}
          copy={{
            title: m.builder_contactLogos,
            item: m.builder_contactLogoN,
            addLabel: m.builder_addLogo,
            full: m.builder_contactLogosFull,
            nameLabel: m.builder_name,
            uploadFailure: m.builder_uploadLogoFailed,
          }}
          max={HOME_LIMITS.logos}
          problem={itemProblemOf(problem, messageId)}
        />
      </EditorTab>

      <EditorTab value="contact" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={m.builder_phone}
            {...field('contactPhone')}
            inputMode="tel"
            maxLength={HOME_LIMITS.phone}
          />
          <TextField
            label="WhatsApp"
            {...field('contactWhatsapp')}
            inputMode="tel"
            maxLength={HOME_LIMITS.phone}
          />
          <TextField
            label="Telegram"
            {...field('contactTelegram')}
            maxLength={HOME_LIMITS.telegram}
            placeholder={m.builder_telegramPlaceholder}
          />
        </div>
        <SwitchRow
          label={m.builder_showContactInfo}
          checked={form.showContactInfo}
          onChange={(showContactInfo) => edit({ showContactInfo })}
        />
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-700">
            {m.builder_quickAddTitle({ used: form.logos.length, max: HOME_LIMITS.logos })}
          </p>
          <div className="flex flex-wrap gap-2">
            {QUICK_ADD.map(({ kind, icon }) => (
              <Button
                key={kind}
                variant="outline"
                aria-label={m.builder_quickAddLogo({ name: QUICK_ADD_NAMES[kind] })}
                onClick={() => quickAdd(kind)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
                  {icon}
                </svg>
                {QUICK_ADD_NAMES[kind]}
              </Button>
            ))}
          </div>
          <p className="text-xs text-slate-600">{m.builder_quickAddHint}</p>
        </div>
      </EditorTab>

      <EditorTab value="games" className="grid gap-4">
        <TranslatedTextField
          label={m.builder_gamesLogText}
          multiline
          rows={6}
          {...text('gamesLogText')}
          maxLength={HOME_LIMITS.gamesLogText}
        />
        <SwitchRow
          label={m.builder_showGamesLog}
          checked={form.showGamesLog}
          onChange={(showGamesLog) => edit({ showGamesLog })}
        />
      </EditorTab>

      <EditorTab value="notice" className="grid gap-3">
        <p className="text-sm text-slate-600">{m.builder_noticeTabText}</p>
        {noticeSettings}
      </EditorTab>
    </EditorDialog>
  );
}
