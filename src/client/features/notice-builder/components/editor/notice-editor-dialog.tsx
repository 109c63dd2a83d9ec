// The notice editor: tabs Content, Design, Layout and Schedule over a copy of one notice. Apply checks the
// copy with the server's own rule (noticeSectionSchema) and hands the result to the draft; a refusal
// names the first problem, opens its tab and keeps the dialog open.
import { useMemo, useState } from 'react';
import { noticeSectionSchema } from '#shared/api/notice-builder';
import {
  NOTICE_LIMITS,
  NOTICE_PRIORITIES,
  NOTICE_TYPES,
  defaultNoticeColors,
  noticeSchedule,
  type NoticeSection,
} from '#shared/notice-page';
import { ColourSample } from '#client/components/builder/colour-sample.tsx';
import {
  EditorDialog,
  type EditorHandlers,
  EditorTab,
  EditorTabs,
  useEditorForm,
} from '#client/components/builder/editor-form.tsx';
import { EntryColourFields, EntryTextFields } from '#client/components/builder/entry-fields.tsx';
import { LayoutChoice } from '#client/components/builder/layout-choice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { normalizeHex, tidyColours } from '#client/components/ui/colour-field.tsx';
import { SelectField, TextField } from '#client/components/ui/text-fields.tsx';
import { useNowAtBoundaries } from '../page/use-now-at-boundaries';
import { fromUtc8Input, NOTICE_TYPE_LABELS, PRIORITY_LABELS, retypeNotice, toUtc8Input } from './draft-model';
import { ScheduleBadge } from './notice-list';

const TABS = { content: 'Content', design: 'Design', layout: 'Layout', schedule: 'Schedule' } as const;
type Tab = keyof typeof TABS;

const TAB_OF_FIELD: Record<string, Tab> = {
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

export function NoticeEditorDialog({
  notice,
  onApply,
  onClose,
}: { notice: NoticeSection } & EditorHandlers<NoticeSection>) {
  const editor = useEditorForm<NoticeSection>(notice);
  const { form, setForm, edit, setProblem, check, field, apply } = editor;
  const [tab, setTab] = useState<Tab>('content');
  const defaults = defaultNoticeColors(form.type);
  const typeColours =
    normalizeHex(form.backgroundColor) === defaults.backgroundColor &&
    normalizeHex(form.textColor) === defaults.textColor;
  const now = useNowAtBoundaries(useMemo(() => [form], [form]));

  /** The problem on its field's tab, marking the top-level field (showOnPages for one of its pages). */
  const placed = (field: string, message: string) => {
    setTab(TAB_OF_FIELD[field] ?? 'content');
    return { message, path: [field] };
  };

  const applyNotice = () => {
    // Said in the form's words first; the schema says the same about its field names.
    if (form.startDate && form.endDate && Date.parse(form.endDate) <= Date.parse(form.startDate)) {
      setProblem(placed('endDate', 'End must be after start'));
      return;
    }
    apply(noticeSectionSchema, tidyColours(form, ['backgroundColor', 'textColor']), onApply, (found) =>
      placed(String(found.path[0] ?? ''), found.message),
    );
  };

  return (
    <EditorDialog
      title={`Edit ${NOTICE_TYPE_LABELS[notice.type]} notice`}
      editor={editor}
      onApply={applyNotice}
      onClose={onClose}
    >
      <EditorTabs label="Notice editor" tabs={TABS} value={tab} onChange={setTab}>
        <EditorTab value="content" className="grid gap-4">
          <EntryTextFields
            field={field}
            limits={NOTICE_LIMITS}
            contentRows={5}
            contentPlaceholder="Line breaks are kept on /notice"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Priority" {...field('priority')} options={PRIORITY_OPTIONS} />
            <SelectField
              label="Type"
              value={form.type}
              options={TYPE_OPTIONS}
              {...check('type')}
              onChange={(type) => setForm(retypeNotice(form, type))}
            />
          </div>
          <p className="-mt-2 text-xs text-slate-600">
            /notice lists high priority first; within a priority, in this list’s order. Colours still at the
            type’s defaults follow a new type.
          </p>
        </EditorTab>

        <EditorTab value="design" className="grid gap-4">
          <EntryColourFields field={field} />
          {!typeColours && (
            <Button variant="outline" className="justify-self-start" onClick={() => edit(defaults)}>
              Use the {NOTICE_TYPE_LABELS[form.type]} colours
            </Button>
          )}
          <NoticeSample notice={form} />
        </EditorTab>

        <EditorTab value="layout" className="grid gap-4">
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
        </EditorTab>

        <EditorTab value="schedule" className="grid gap-4">
          <p className="text-sm text-slate-600">
            Times are Malaysia time (UTC+8), whatever this computer’s clock is set to. Leave a time empty for
            no limit on that side.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateTimeField
              label="Start (UTC+8)"
              value={form.startDate}
              hint="Shown from this moment on."
              {...check('startDate')}
              onChange={(startDate) => edit({ startDate })}
            />
            <DateTimeField
              label="End (UTC+8)"
              value={form.endDate}
              hint="Gone from this moment on."
              {...check('endDate')}
              onChange={(endDate) => edit({ endDate })}
            />
          </div>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            With these times it is
            <ScheduleBadge schedule={noticeSchedule(form, now)} />
          </p>
        </EditorTab>
      </EditorTabs>
    </EditorDialog>
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
      <TextField
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

/** The notice in its colours and alignments. */
function NoticeSample({ notice }: { notice: NoticeSection }) {
  return (
    <ColourSample label="Sample" backgroundColor={notice.backgroundColor} textColor={notice.textColor}>
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
    </ColourSample>
  );
}
