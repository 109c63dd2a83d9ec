// The void of a record with its reason (a claim's payment, a deposit): the record stays in the lists and
// the audit trail, marked void. The rule requires a reason: a void without one is refused under the field.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { FormDialog } from './form-dialog';
import { TextField } from './text-fields';
import { useDialogSubmit } from './use-dialog-submit';

export function VoidDialog<Answer>({
  change,
  rule,
  id,
  onVoided,
  onClose,
  title,
  description,
  reasonLabel,
  submitLabel,
  pendingLabel,
  onCloseAutoFocus,
}: {
  change: UseMutationResult<Answer, Error, { id: number; body: { reason: string } }>;
  /** The body's shared rule, checked before the void is sent. */
  rule: z.ZodType;
  id: number;
  /** Says the void is done (a toast), with the server's answer, before the dialog closes. */
  onVoided: (answer: Answer) => void;
  onClose: () => void;
  title: string;
  description: string;
  reasonLabel: string;
  submitLabel: string;
  /** The button's label while the void is on its way. */
  pendingLabel: string;
  /** Where focus goes on closing (default: back to the button that opened the dialog). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [reason, setReason] = useState('');
  const { error, issues, submit } = useDialogSubmit(change, rule, id, (answer) => {
    onVoided(answer);
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      description={description}
      submitLabel={change.isPending ? pendingLabel : submitLabel}
      submitDisabled={change.isPending}
      danger
      error={error}
      onSubmit={() => submit({ reason })}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      <TextField
        label={reasonLabel}
        error={issues.reason}
        autoComplete="off"
        required
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
    </FormDialog>
  );
}
