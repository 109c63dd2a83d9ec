// The notice page's global settings: site name, colours, the master switch, where the scrolling preview
// sits and how fast it runs. Checked with the server's rule on Apply and put in the draft (Save All
// publishes them); an animation speed outside 5-30 s is refused here rather than quietly read as 15.
import { useId, useState } from 'react';
import { noticeGlobalSettingsSchema } from '#shared/api/notice-builder';
import {
  ANIMATION_SPEED,
  NOTICE_LIMITS,
  NOTICE_POSITIONS,
  type NoticeGlobalSettings,
  type NoticePosition,
} from '#shared/notice-page';
import {
  BuilderDialog,
  ColourField,
  normalizeHex6,
  SwitchRow,
  TextField,
} from '#client/components/builder/form-controls.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { InputField, SelectField } from './fields';

const POSITION_OPTIONS = NOTICE_POSITIONS.map((value) => ({
  value,
  label: value === 'top' ? 'Top of the page' : 'Bottom of the page',
}));

/** The form holds the speed as typed, so a half-typed or empty number can be corrected, not lost. */
type SettingsForm = Omit<NoticeGlobalSettings, 'animationSpeed'> & { animationSpeed: string };

export function NoticeSettingsDialog({
  settings,
  onApply,
  onClose,
}: {
  settings: NoticeGlobalSettings;
  onApply: (settings: NoticeGlobalSettings) => void;
  onClose: () => void;
}) {
  const messageId = useId();
  const [form, setForm] = useState<SettingsForm>({
    ...settings,
    animationSpeed: String(settings.animationSpeed),
  });
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);

  const edit = (patch: Partial<SettingsForm>) => setForm({ ...form, ...patch });
  const bad = (field: string) => problem?.field === field;
  const describedBy = (field: string) => (bad(field) ? messageId : undefined);

  const apply = () => {
    const speed = form.animationSpeed.trim();
    const parsed = noticeGlobalSettingsSchema.safeParse({
      ...form,
      primaryColor: normalizeHex6(form.primaryColor),
      secondaryColor: normalizeHex6(form.secondaryColor),
      // Empty is no number at all (Number('') would be 0, refused for the wrong reason).
      animationSpeed: speed === '' ? null : Number(speed),
    });
    if (parsed.success) {
      onApply(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0];
    if (issue) setProblem({ field: String(issue.path[0] ?? ''), message: issue.message });
  };

  return (
    <BuilderDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Notice settings"
      description="Apply puts the settings in the draft; Save All publishes them."
      wide={false}
      footer={
        <>
          {problem && (
            <p id={messageId} role="alert" className="mr-auto min-w-0 text-sm font-medium text-red-700">
              {problem.message}
            </p>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={apply}>
            Apply
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <SwitchRow
          label="Show notices"
          checked={form.showNotices}
          onChange={(showNotices) => edit({ showNotices })}
        />
        <p className="-mt-2 text-xs text-slate-600">
          When off, /notice shows “Notice Center” and says notices are temporarily disabled.
        </p>
        <TextField
          label="Site name"
          value={form.siteName}
          maxLength={NOTICE_LIMITS.siteName}
          invalid={bad('siteName')}
          describedBy={describedBy('siteName')}
          onChange={(siteName) => edit({ siteName })}
        />
        <ColourField
          label="Primary colour"
          value={form.primaryColor}
          invalid={bad('primaryColor')}
          describedBy={describedBy('primaryColor')}
          onChange={(primaryColor) => edit({ primaryColor })}
        />
        <ColourField
          label="Secondary colour"
          value={form.secondaryColor}
          invalid={bad('secondaryColor')}
          describedBy={describedBy('secondaryColor')}
          onChange={(secondaryColor) => edit({ secondaryColor })}
        />
        <SelectField<NoticePosition>
          label="Scrolling preview position"
          value={form.noticePosition}
          options={POSITION_OPTIONS}
          invalid={bad('noticePosition')}
          describedBy={describedBy('noticePosition')}
          onChange={(noticePosition) => edit({ noticePosition })}
        />
        <InputField
          label="Animation speed (seconds)"
          type="number"
          value={form.animationSpeed}
          min={ANIMATION_SPEED.min}
          max={ANIMATION_SPEED.max}
          step={1}
          hint={`How long one pass of the scrolling preview takes: ${ANIMATION_SPEED.min} to ${ANIMATION_SPEED.max} seconds.`}
          invalid={bad('animationSpeed')}
          describedBy={describedBy('animationSpeed')}
          onChange={(animationSpeed) => edit({ animationSpeed })}
        />
      </div>
    </BuilderDialog>
  );
}
