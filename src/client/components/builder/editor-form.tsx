// The builders' edit dialogs work on a copy of what they edit; Apply checks the copy with the server's
// own rule and hands it on, or names the first problem, marks its field and keeps the dialog open.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFrame } from '#client/components/ui/dialog-frame.tsx';

export interface FormProblem {
  message: string;
  /** The top-level field, and for an entry of a list its index and field. */
  path: (string | number)[];
}

/** The schema's first complaint, or null when it gave none. */
export function firstProblem(error: {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
}): FormProblem | null {
  const issue = error.issues[0];
  if (!issue) return null;
  const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number');
  return { message: issue.message, path };
}

export function useEditorForm<F>(initial: F | (() => F)) {
  const messageId = useId();
  const [form, setForm] = useState<F>(initial);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // An entry's problem marks the entry's own field, not the whole list.
  const bad = (field: string) => problem?.path[0] === field && problem.path.length === 1;
  const check = (field: string) => ({ invalid: bad(field), describedBy: bad(field) ? messageId : undefined });
  return {
    form,
    setForm,
    edit: (patch: Partial<F>) => setForm({ ...form, ...patch }),
    problem,
    setProblem,
    messageId,
    /** Spread onto a field: marks it while the problem is about it and ties the message to it. */
    check,
    /** Spread onto a field that edits one property as it is: its value, its changes and `check`. */
    field: <K extends keyof F & string>(key: K) => ({
      value: form[key],
      onChange: (value: F[K]) => setForm({ ...form, [key]: value }),
      ...check(key),
    }),
  };
}

/** The dialog frame with the problem, Cancel and Apply in its footer. */
export function EditorDialog({
  title,
  description,
  wide = true,
  problem,
  messageId,
  onApply,
  onClose,
  children,
}: {
  title: string;
  description: string;
  /** Wide for an editor with tabs and side-by-side fields; narrow for a short list of settings. */
  wide?: boolean;
  problem: FormProblem | null;
  messageId: string;
  onApply: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
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
            Cancel
          </Button>
          <Button variant="secondary" onClick={onApply}>
            Apply
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

/** A tab of an editor's tab list. */
export const editorTabClass =
  'shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow';
