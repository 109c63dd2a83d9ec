// The submit of a FormDialog that changes one record ({ id, body }: a claim's payment and void, a
// deposit's void): the shared rule checks the typed body before it is sent; its refusals are kept by
// field, for each field to say under it, and the server's (or one about no field) as the dialog's error.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { issuesByField } from '#client/i18n/issues-by-field';
import { focusFirstWrong } from './focus-first-wrong';

export function useDialogSubmit<Body, Answer>(
  change: UseMutationResult<Answer, Error, { id: number; body: Body }>,
  rule: z.ZodType,
  id: number,
  onDone: (answer: Answer) => void,
) {
  const [error, setError] = useState<string | null>(null);
  /** The rule's refusal of each field of the body, by its name. */
  const [issues, setIssues] = useState<Record<string, string>>({});
  const submit = (body: Body) => {
    const checked = rule.safeParse(body);
    const said = checked.success ? {} : issuesByField(checked.error.issues);
    setIssues(said);
    // Every key of a body is a field of its dialog: only a refusal of the whole body lacks one.
    setError(checked.success ? null : (said[''] ?? null));
    // The dialog's form is where the submit came from (its button, or Enter in a field).
    if (!checked.success) focusFirstWrong(document.activeElement?.closest('form'));
    if (checked.success) {
      change.mutate({ id, body }, { onSuccess: onDone, onError: (refused) => setError(refused.message) });
    }
  };
  return { error, issues, submit };
}
