// The notice editor: tabs Content, Design, Layout and Schedule over a copy of one notice. Apply checks the
// copy with the server's own rule (noticeSectionSchema) and hands the result to the draft; a refusal
// names the first problem, opens its tab and keeps the dialog open.
import { useMemo } from 'react';
import * as m from '#messages';
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
  useEditorForm,
} from '#client/components/builder/editor-form.tsx';
import { ENTRY_TABS, EntryColourFields, EntryTextFields } from '#client/components/builder/entry-fields.tsx';
import { LayoutChoice } from '#client/components/builder/layout-choice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { normalizeHex, tidyColours } from '#client/components/ui/colour-field.tsx';
import { SelectField, TextField, type FieldProps } from '#client/components/ui/text-fields.tsx';
import { useNowAtBoundaries } from '../page/use-now-at-boundaries';
import { fromUtc8Input, toUtc8Input } from '#shared/business-input';
import { NOTICE_TYPE_LABELS, PRIORITY_LABELS, retypeNotice } from './draft-model';
import { ScheduleBadge } from './notice-list';

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
  fresh,
  onCloseAutoFocus,
}: { notice: NoticeSection } & EditorHandlers<NoticeSection>) {
  const editor = useEditorForm(notice, {
    label: m.builder_noticeEditor,
    tabs: {
      ...ENTRY_TABS,
      layout: { label: m.builder_tabLayout, fields: ['titleAlignment', 'subtitleAlignment', 'layout'] },
      schedule: { label: m.builder_tabSchedule, fields: ['startDate', 'endDate'] },
    },
  });
  const { form, setForm, edit, refuse, check, field, text, apply } = editor;
  const defaults = defaultNoticeColors(form.type);
  const typeColours =
    normalizeHex(form.backgroundColor) === defaults.backgroundColor &&
    normalizeHex(form.textColor) === defaults.textColor;
  const now = useNowAtBoundaries(useMemo(() => [form], [form]));

  const applyNotice = () => {
    // Said in the form's words first; the schema says the same about its field names.
    if (form.startDate && form.endDate && Date.parse(form.endDate) <= Date.parse(form.startDate)) {
      refuse({ message: m.builder_endAfterStart, path: ['endDate'] });
      return;
    }
    // The problem marks its top-level field (showOnPages for one of its pages).
    apply(noticeSectionSchema, tidyColours(form, ['backgroundColor', 'textColor']), onApply, (found) => ({
      message: found.message,
      path: [String(found.path[0] ?? '')],
    }));
  };

  return (
    <EditorDialog
      title={m.builder_editNotice({ type: NOTICE_TYPE_LABELS[notice.type] })}
      editor={editor}
      fresh={fresh}
      onCloseAutoFocus={onCloseAutoFocus}
      onApply={applyNotice}
      onClose={onClose}
    >
      <EditorTab value="content" className="grid gap-4">
        <EntryTextFields
          field={field}
          text={text}
          limits={NOTICE_LIMITS}
          contentRows={5}
          contentPlaceholder={m.builder_noticeContentHint}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={m.builder_priority} {...field('priority')} options={PRIORITY_OPTIONS} />
          <SelectField
            label={m.builder_type}
            value={form.type}
            options={TYPE_OPTIONS}
            {...check('type')}
            onChange={(type) => setForm(retypeNotice(form, type))}
          />
        </div>
        <p className="-mt-2 text-xs text-slate-600">{m.builder_noticeOrderHint}</p>
      </EditorTab>

      <EditorTab value="design" className="grid gap-4">
        <EntryColourFields field={field} />
        {!typeColours && (
          <Button variant="outline" className="justify-self-start" onClick={() => edit(defaults)}>
            {m.builder_useTypeColours({ type: NOTICE_TYPE_LABELS[form.type] })}
          </Button>
        )}
        <NoticeSample notice={form} />
      </EditorTab>

      <EditorTab value="layout" className="grid gap-4">
        <LayoutChoice
          legend={m.builder_titleAlignment}
          value={form.titleAlignment}
          onChange={(titleAlignment) => edit({ titleAlignment })}
        />
        <LayoutChoice
          legend={m.builder_subtitleAlignment}
          value={form.subtitleAlignment}
          onChange={(subtitleAlignment) => edit({ subtitleAlignment })}
        />
        <LayoutChoice
          legend={m.builder_textAlignment}
          value={form.layout}
          onChange={(layout) => edit({ layout })}
        />
        <NoticeSample notice={form} />
      </EditorTab>

      <EditorTab value="schedule" className="grid gap-4">
        <p className="text-sm text-slate-600">{m.builder_scheduleHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <DateTimeField label={m.builder_start} hint={m.builder_startHint} {...field('startDate')} />
          <DateTimeField label={m.builder_end} hint={m.builder_endHint} {...field('endDate')} />
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {m.builder_scheduleIs}
          <ScheduleBadge schedule={noticeSchedule(form, now)} />
        </p>
      </EditorTab>
    </EditorDialog>
  );
}

/**
 * A stored ISO date-time edited as UTC+8 wall time. The stored text changes only when the input does, so
 * opening and applying leaves a time saved in another offset as it was.
 */
function DateTimeField({ value, onChange, ...field }: FieldProps & { hint: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <TextField
        {...field}
        type="datetime-local"
        value={toUtc8Input(value)}
        min={DATE_MIN}
        max={DATE_MAX}
        onChange={(input) => onChange(fromUtc8Input(input))}
      />
      {value !== '' && (
        <Button
          variant="outline"
          className="justify-self-start px-3"
          aria-label={m.builder_clearField({ label: field.label })}
          onClick={() => onChange('')}
        >
          {m.builder_clear}
        </Button>
      )}
    </div>
  );
}

/** The notice in its colours and alignments. */
function NoticeSample({ notice }: { notice: NoticeSection }) {
  return (
    <ColourSample
      label={m.builder_sample}
      backgroundColor={notice.backgroundColor}
      textColor={notice.textColor}
    >
      <p className="text-lg font-bold" style={{ textAlign: notice.titleAlignment }}>
        {notice.title || m.builder_noticeTitleSample}
      </p>
      {notice.subtitle && (
        <p className="text-sm" style={{ textAlign: notice.subtitleAlignment }}>
          {notice.subtitle}
        </p>
      )}
      <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line" style={{ textAlign: notice.layout }}>
        {notice.content || m.builder_noticeTextSample}
      </p>
    </ColourSample>
  );
}
