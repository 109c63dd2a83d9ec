// The submit of a FormDialog that changes one record ({ id, body }: a claim's payment and void, a
// deposit's void): the shared rule checks the typed body before it is sent, and its refusal or the
// server's is kept as the dialog's error, shown next to what the operator typed.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import * as m from '#messages';
import { issueText } from '#client/i18n/issue-text';

export function useDialogSubmit<Body, Answer>(
  change: UseMutationResult<Answer, Error, { id: number; body: Body }>,
  rule: z.ZodType,
  id: number,
  onDone: (answer: Answer) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const submit = (body: Body) => {
    const checked = rule.safeParse(body);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      setError(issue ? issueText(issue) : m.errors_requestInvalid);
      return;
    }
    setError(null);
    change.mutate({ id, body }, { onSuccess: onDone, onError: (refused) => setError(refused.message) });
  };
  return { error, submit };
}
