// The builders' edit dialogs work on a copy of what they edit; Apply checks the copy with the server's
// own rule and hands it on, or names the first problem, marks its field, opens its tab and keeps the
// dialog open. Their frame, and the tabs of the longer ones.
import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { issueText, type RuleIssue } from '#client/i18n/issue-text';

export interface FormProblem {
  message: string;
  /** The top-level field, and for an entry of a list its index and field. */
  path: (string | number)[];
}

/** The schema's first complaint, or null when it gave none. */
export function firstProblem(error: { issues: readonly RuleIssue[] }): FormProblem | null {
  const issue = error.issues[0];
  if (!issue) return null;
  const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number');
  return { message: issueText(issue), path };
}

/** What an editor dialog is handed: its Apply (the checked value goes into the draft) and its Cancel. */
export interface EditorHandlers<V> {
  onApply: (value: V) => void;
  onClose: () => void;
  /** A new entry's editor: its placeholder title takes the keyboard, selected, so typing replaces it. */
  fresh?: boolean;
  /** Where the keyboard goes once the dialog has closed (default: where it was before). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** What Apply checks with: a zod schema of shared/api (only its safeParse is used). */
interface Rule<T> {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: Parameters<typeof firstProblem>[0] };
}

/**
 * A longer editor's tabs, in their order: each one's label and the fields it shows. A problem opens the
 * tab of its field; the first tab holds every field no tab names.
 */
export interface EditorTabList<F> {
  /** The tab list's accessible name. */
  label: string;
  tabs: Record<string, { label: string; fields?: readonly (keyof F & string)[] }>;
}

export function useEditorForm<F>(initial: F | (() => F), tabList?: EditorTabList<F>) {
  const messageId = useId();
  const [form, setForm] = useState<F>(initial);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const tabValues = Object.keys(tabList?.tabs ?? {});
  const firstTab = tabValues[0] ?? '';
  const [tab, setTab] = useState(firstTab);
  /** Shows the problem, on its field's tab. */
  const refuse = (found: FormProblem) => {
    const field = found.path[0];
    setTab(tabValues.find((value) => tabList?.tabs[value]?.fields?.some((f) => f === field)) ?? firstTab);
    setProblem(found);
  };
  // An entry's problem marks the entry's own field, not the whole list.
  const bad = (field: string) => problem?.path[0] === field && problem.path.length === 1;
  const check = (field: string) => ({ invalid: bad(field), describedBy: bad(field) ? messageId : undefined });
  return {
    form,
    setForm,
    edit: (patch: Partial<F>) => setForm({ ...form, ...patch }),
    problem,
    refuse,
    messageId,
    tabs: tabList ? { ...tabList, value: tab, onChange: setTab } : null,
    /** Spread onto a field: marks it while the problem is about it and ties the message to it. */
    check,
    /** Spread onto a field that edits one property as it is: its value, its changes and `check`. */
    field: <K extends keyof F & string>(key: K) => ({
      value: form[key],
      onChange: (value: F[K]) => setForm({ ...form, [key]: value }),
      ...check(key),
    }),
    /** Spread onto a TranslatedTextField: the form holds the text and its translations. */
    text: <K extends keyof F & string>(key: K) => ({
      item: form,
      field: key,
      onChange: (next: F) => setForm(next),
      ...check(key),
    }),
    /**
     * Apply: `value` (the form as the rule takes it) checked with the server's rule; what the rule gives is
     * handed on, or its first problem is shown (refuse), after `place` has put it in the form's words.
     */
    apply: <T,>(
      rule: Rule<T>,
      value: unknown,
      onApply: (checked: T) => void,
      place: (problem: FormProblem) => FormProblem = (found) => found,
    ) => {
      const parsed = rule.safeParse(value);
      if (parsed.success) {
        onApply(parsed.data);
        return;
      }
      const found = firstProblem(parsed.error);
      if (found) refuse(place(found));
    },
  };
}

/** The dialog frame with the form's problem, Cancel and Apply in its footer. */
export function EditorDialog({
  title,
  description = m.builder_editorText,
  wide = true,
  editor,
  fresh = false,
  onCloseAutoFocus,
  onApply,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  /** Wide for an editor with tabs and side-by-side fields; narrow for a short list of settings. */
  wide?: boolean;
  /** The form's state (useEditorForm): its problem is said in the footer; its tabs, if any, hold the body. */
  editor: { problem: FormProblem | null; messageId: string; tabs: EditorTabsProps | null };
  /** See EditorHandlers: the field named 'title' takes the keyboard on opening, its text selected. */
  fresh?: boolean;
  onCloseAutoFocus?: EditorHandlers<unknown>['onCloseAutoFocus'];
  onApply: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { problem, messageId, tabs } = editor;
  return (
    <DialogFrame
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      onOpenAutoFocus={
        fresh
          ? (event) => {
              const field = (event.currentTarget as Element).querySelector<HTMLInputElement>(
                '[name="title"]',
              );
              if (!field) return;
              event.preventDefault();
              field.focus();
              field.select();
            }
          : undefined
      }
      onCloseAutoFocus={onCloseAutoFocus}
      long
      width={wide ? 'xl' : 'md'}
      footer={
        <>
          {problem && (
            <p id={messageId} role="alert" className="mr-auto min-w-0 text-sm font-medium text-red-700">
              {problem.message}
            </p>
          )}
          <Button variant="outline" onClick={onClose}>
            {m.ui_cancel}
          </Button>
          <Button variant="secondary" onClick={onApply}>
            {m.builder_apply}
          </Button>
        </>
      }
    >
      {tabs ? <EditorTabs {...tabs}>{children}</EditorTabs> : children}
    </DialogFrame>
  );
}

// Any form's list: the tabs name fields only to find where a problem shows.
type EditorTabsProps = EditorTabList<Record<string, unknown>> & {
  value: string;
  onChange: (value: string) => void;
};

/** The tab list over the panels (EditorTab): in one row, or two by two on a phone when there are four. */
function EditorTabs({ label, tabs, value, onChange, children }: EditorTabsProps & { children: ReactNode }) {
  const values = Object.keys(tabs);
  return (
    <Tabs.Root value={value} onValueChange={onChange}>
      <Tabs.List
        aria-label={label}
        className={`mb-4 gap-1 rounded-lg bg-slate-200 p-1 ${values.length > 3 ? 'grid grid-cols-2 sm:flex' : 'flex'}`}
      >
        {values.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="flex-1 shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow sm:flex-none"
          >
            {tabs[tab]?.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}

/** One panel of an editor's tabs. */
export const EditorTab = Tabs.Content;
