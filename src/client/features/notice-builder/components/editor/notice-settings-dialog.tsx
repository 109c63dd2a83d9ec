// The notice page's global settings: site name, colours, the master switch, where the scrolling preview
// sits and how fast it runs. Checked with the server's rule on Apply and put in the draft (Publish
// makes them live); an animation speed outside 5-30 s is refused here rather than quietly read as 15.
import * as m from '#messages';
import { noticeGlobalSettingsSchema } from '#shared/api/notice-builder';
import {
  ANIMATION_SPEED,
  NOTICE_LIMITS,
  NOTICE_POSITIONS,
  type NoticeGlobalSettings,
  type NoticePosition,
} from '#shared/notice-page';
import { HEX_COLOR_6 } from '#shared/urls';
import { EditorDialog, useEditorForm, type EditorHandlers } from '#client/components/builder/editor-form.tsx';
import { ColourField, tidyColours } from '#client/components/ui/colour-field.tsx';
import { SwitchRow } from '#client/components/ui/switch.tsx';
import { SelectField, TextField } from '#client/components/ui/text-fields.tsx';
import { TranslatedTextField } from '#client/components/builder/translated-text-field.tsx';

const POSITION_OPTIONS = NOTICE_POSITIONS.map((value) => ({
  value,
  label: value === 'top' ? m.builder_positionTop : m.builder_positionBottom,
}));

/** The form holds the speed as typed, so a half-typed or empty number can be corrected, not lost. */
type SettingsForm = Omit<NoticeGlobalSettings, 'animationSpeed'> & { animationSpeed: string };

export function NoticeSettingsDialog({
  settings,
  onApply,
  onClose,
}: { settings: NoticeGlobalSettings } & EditorHandlers<NoticeGlobalSettings>) {
  const editor = useEditorForm<SettingsForm>(() => ({
    ...settings,
    animationSpeed: String(settings.animationSpeed),
  }));
  const { form, edit, field, text, apply } = editor;

  const applySettings = () => {
    const speed = form.animationSpeed.trim();
    apply(
      noticeGlobalSettingsSchema,
      {
        ...tidyColours(form, ['primaryColor', 'secondaryColor']),
        // Empty is no number at all (Number('') would be 0, refused for the wrong reason).
        animationSpeed: speed === '' ? null : Number(speed),
      },
      onApply,
      (found) => ({ message: found.message, path: [String(found.path[0] ?? '')] }),
    );
  };

  return (
    <EditorDialog
      title={m.builder_noticeSettings}
      description={m.builder_noticeSettingsText}
      wide={false}
      editor={editor}
      onApply={applySettings}
      onClose={onClose}
    >
      <div className="grid gap-4">
        <SwitchRow
          label={m.builder_showNotices}
          checked={form.showNotices}
          onChange={(showNotices) => edit({ showNotices })}
        />
        <p className="-mt-2 text-xs text-slate-600">{m.builder_showNoticesHint}</p>
        <TranslatedTextField
          label={m.builder_siteName}
          {...text('siteName')}
          maxLength={NOTICE_LIMITS.siteName}
        />
        <ColourField label={m.builder_primaryColour} rule={HEX_COLOR_6} {...field('primaryColor')} />
        <ColourField label={m.builder_secondaryColour} rule={HEX_COLOR_6} {...field('secondaryColor')} />
        <SelectField<NoticePosition>
          label={m.builder_previewPosition}
          {...field('noticePosition')}
          options={POSITION_OPTIONS}
        />
        <TextField
          label={m.builder_animationSpeed}
          type="number"
          inputMode="decimal"
          {...field('animationSpeed')}
          min={ANIMATION_SPEED.min}
          max={ANIMATION_SPEED.max}
          step={1}
          hint={m.builder_animationSpeedHint(ANIMATION_SPEED)}
        />
      </div>
    </EditorDialog>
  );
}
