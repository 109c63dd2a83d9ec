// The notice editor: tabs Content, Design, Layout and Schedule over a copy of one notice. Apply checks the
// copy with the server's own rule (noticeSectionSchema) and hands the result to the draft; a refusal
// names the first problem, opens its tab and keeps the dialog open.
import * as Tabs from '@radix-ui/react-tabs';
import { useId, useMemo, useState } from 'react';
import { noticeSectionSchema } from '#shared/api/notice-builder';
import { HEX_COLOR_6 } from '#shared/urls';
import {
  NOTICE_LIMITS,
  NOTICE_PRIORITIES,
  NOTICE_TYPES,
  defaultNoticeColors,
  noticeSchedule,
  type NoticeSection,
} from '#shared/notice-page';
import {
  BuilderDialog,
  ColourField,
  LayoutChoice,
  normalizeHex6,
  TextField,
} from '#client/components/builder/form-controls.tsx';
import { ImageUploadField } from '#client/components/builder/image-upload-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { fromUtc8Input, NOTICE_TYPE_LABELS, PRIORITY_LABELS, retypeNotice, toUtc8Input } from './draft-model';
import { InputField, SelectField } from './fields';
import { ScheduleBadge } from './notice-list';
import { useNowAtBoundaries } from '../page/use-now-at-boundaries';

type EditorTab = 'content' | 'design' | 'layout' | 'schedule';

const TAB_OF_FIELD: Record<string, EditorTab> = {
  backgroundColor: 'design',
  textColor: 'design',
  titleAlignment: 'layout',
  subtitleAlignment: 'layout',
  layout: 'layout',
  startDate: 'schedule',
  endDate: 'schedule',
};

const TYPE_OPTIONS = NOTICE_TYPES.map((value) => ({ value, label: NOTICE_TYPE_LABELS[value] }));
// Highest first, as /notice ranks them.
const PRIORITY_OPTIONS = [...NOTICE_PRIORITIES].reverse().map((value) => ({
  value,
  label: PRIORITY_LABELS[value],
}));

// The schema's range, so the picker offers no date it would refuse.
const DATE_MIN = '2000-01-01T00:00';
const DATE_MAX = '2100-12-31T23:59';

interface Problem {
  message: string;
  field: string;
}

export function NoticeEditorDialog({
  notice,
  onApply,
  onClose,
}: {
  notice: NoticeSection;
  onApply: (notice: NoticeSection) => void;
  onClose: () => void;
}) {
  const messageId = useId();
  const [form, setForm] = useState<NoticeSection>(notice);
  const [tab, setTab] = useState<EditorTab>('content');
  const [problem, setProblem] = useState<Problem | null>(null);
  const defaults = defaultNoticeColors(form.type);
  const typeColours =
    normalizeHex6(form.backgroundColor) === defaults.backgroundColor &&
    normalizeHex6(form.textColor) === defaults.textColor;
  const now = useNowAtBoundaries(useMemo(() => [form], [form]));

  const edit = (patch: Partial<NoticeSection>) => setForm({ ...form, ...patch });
  const bad = (field: string) => problem?.field === field;
  const describedBy = (field: string) => (bad(field) ? messageId : undefined);

  const refuse = (field: string, message: string) => {
    setProblem({ field, message });
    setTab(TAB_OF_FIELD[field] ?? 'content');
  };

  const apply = () => {
    const tidy = {
      ...form,
      backgroundColor: normalizeHex6(form.backgroundColor),
      textColor: normalizeHex6(form.textColor),
    };
    // Said in the form's words first; the schema says the same about its field names.
    if (tidy.startDate && tidy.endDate && Date.parse(tidy.endDate) <= Date.parse(tidy.startDate)) {
      refuse('endDate', 'End must be after start');
      return;
    }
    const parsed = noticeSectionSchema.safeParse(tidy);
    if (parsed.success) {
      onApply(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0];
    if (issue) refuse(String(issue.path[0] ?? ''), issue.message);
  };

  const tabClass =
    'shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow';

  return (
    <BuilderDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Edit ${NOTICE_TYPE_LABELS[notice.type]} notice`}
      description="Apply puts the changes in the draft; Save All publishes them."
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
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as EditorTab)}>
        <Tabs.List
          aria-label="Notice editor"
          className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-slate-200 p-1 sm:flex"
        >
          <Tabs.Trigger value="content" className={tabClass}>
            Content
          </Tabs.Trigger>
          <Tabs.Trigger value="design" className={tabClass}>
            Design
          </Tabs.Trigger>
          <Tabs.Trigger value="layout" className={tabClass}>
            Layout
          </Tabs.Trigger>
          <Tabs.Trigger value="schedule" className={tabClass}>
            Schedule
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="content" className="grid gap-4">
          <TextField
            label="Title"
            value={form.title}
            maxLength={NOTICE_LIMITS.title}
            invalid={bad('title')}
            describedBy={describedBy('title')}
            onChange={(title) => edit({ title })}
          />
          <TextField
            label="Subtitle"
            value={form.subtitle}
            maxLength={NOTICE_LIMITS.subtitle}
            invalid={bad('subtitle')}
            describedBy={describedBy('subtitle')}
            onChange={(subtitle) => edit({ subtitle })}
          />
          <TextField
            label="Content"
            multiline
            rows={5}
            value={form.content}
            maxLength={NOTICE_LIMITS.content}
            invalid={bad('content')}
            describedBy={describedBy('content')}
            placeholder="Line breaks are kept on /notice"
            onChange={(content) => edit({ content })}
          />
          <ImageUploadField
            label="Image"
            value={form.imageUrl}
            failureText="Failed to upload image"
            invalid={bad('imageUrl')}
            describedBy={describedBy('imageUrl')}
            onChange={(imageUrl) => edit({ imageUrl })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Priority"
              value={form.priority}
              options={PRIORITY_OPTIONS}
              invalid={bad('priority')}
              describedBy={describedBy('priority')}
              onChange={(priority) => edit({ priority })}
            />
            <SelectField
              label="Type"
              value={form.type}
              options={TYPE_OPTIONS}
              invalid={bad('type')}
              describedBy={describedBy('type')}
              onChange={(type) => setForm(retypeNotice(form, type))}
            />
          </div>
          <p className="-mt-2 text-xs text-slate-600">
            /notice lists high priority first; within a priority, in this list’s order. Colours still at the
            type’s defaults follow a new type.
          </p>
        </Tabs.Content>

        <Tabs.Content value="design" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField
              label="Background colour"
              value={form.backgroundColor}
              invalid={bad('backgroundColor')}
              describedBy={describedBy('backgroundColor')}
              onChange={(backgroundColor) => edit({ backgroundColor })}
            />
            <ColourField
              label="Text colour"
              value={form.textColor}
              invalid={bad('textColor')}
              describedBy={describedBy('textColor')}
              onChange={(textColor) => edit({ textColor })}
            />
          </div>
          {!typeColours && (
            <Button variant="outline" className="justify-self-start" onClick={() => edit(defaults)}>
              Use the {NOTICE_TYPE_LABELS[form.type]} colours
            </Button>
          )}
          <NoticeSample notice={form} />
        </Tabs.Content>

        <Tabs.Content value="layout" className="grid gap-4">
          <LayoutChoice
            legend="Title alignment"
            value={form.titleAlignment}
            onChange={(titleAlignment) => edit({ titleAlignment })}
          />
          <LayoutChoice
            legend="Subtitle alignment"
            value={form.subtitleAlignment}
            onChange={(subtitleAlignment) => edit({ subtitleAlignment })}
          />
          <LayoutChoice legend="Text alignment" value={form.layout} onChange={(layout) => edit({ layout })} />
          <NoticeSample notice={form} />
        </Tabs.Content>

        <Tabs.Content value="schedule" className="grid gap-4">
          <p className="text-sm text-slate-600">
            Times are Malaysia time (UTC+8), whatever this computer’s clock is set to. Leave a time empty for
            no limit on that side.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateTimeField
              label="Start (UTC+8)"
              value={form.startDate}
              hint="Shown from this moment on."
              invalid={bad('startDate')}
              describedBy={describedBy('startDate')}
              onChange={(startDate) => edit({ startDate })}
            />
            <DateTimeField
              label="End (UTC+8)"
              value={form.endDate}
              hint="Gone from this moment on."
              invalid={bad('endDate')}
              describedBy={describedBy('endDate')}
              onChange={(endDate) => edit({ endDate })}
            />
          </div>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            With these times it is
            <ScheduleBadge schedule={noticeSchedule(form, now)} />
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </BuilderDialog>
  );
}

/**
 * A stored ISO date-time edited as UTC+8 wall time. The stored text changes only when the input does, so
 * opening and applying leaves a time saved in another offset as it was.
 */
function DateTimeField({
  label,
  value,
  hint,
  onChange,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  hint: string;
  onChange: (iso: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <InputField
        label={label}
        type="datetime-local"
        value={toUtc8Input(value)}
        min={DATE_MIN}
        max={DATE_MAX}
        hint={hint}
        invalid={invalid}
        describedBy={describedBy}
        onChange={(input) => onChange(fromUtc8Input(input))}
      />
      {value !== '' && (
        <Button
          variant="outline"
          className="justify-self-start px-3"
          aria-label={`Clear ${label}`}
          onClick={() => onChange('')}
        >
          Clear
        </Button>
      )}
    </div>
  );
}

/** The notice in the chosen colours and alignments, so a hard-to-read pair shows before it is published. */
function NoticeSample({ notice }: { notice: NoticeSection }) {
  return (
    <figure aria-label="Sample" className="grid gap-1">
      <figcaption className="text-xs font-medium text-slate-600">Sample</figcaption>
      <div
        className="rounded-lg border border-slate-200 px-4 py-5 break-words"
        style={{
          backgroundColor: HEX_COLOR_6.test(notice.backgroundColor) ? notice.backgroundColor : undefined,
          color: HEX_COLOR_6.test(notice.textColor) ? notice.textColor : undefined,
        }}
      >
        <p className="text-lg font-bold" style={{ textAlign: notice.titleAlignment }}>
          {notice.title || 'Notice title'}
        </p>
        {notice.subtitle && (
          <p className="text-sm" style={{ textAlign: notice.subtitleAlignment }}>
            {notice.subtitle}
          </p>
        )}
        <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line" style={{ textAlign: notice.layout }}>
          {notice.content || 'The notice’s text.'}
        </p>
      </div>
    </figure>
  );
}
