// A code's and a batch's void (with its reason) and new expiry (typed in UTC+8), each asked in a dialog
// that shows the server's refusal next to what was typed (docs/decisions/0046-void-and-extend-codes.md).
// Loaded when one first opens (lazy-promo-dialogs.tsx), not with the dashboard.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import * as m from '#messages';
import {
  extendPromoBodySchema,
  EXTEND_MAX_HOURS,
  voidPromoBodySchema,
  type ExtendPromoBody,
  type PromoCodeItem,
} from '#shared/api/promo';
import { fromUtc8Input, toUtc8Input } from '#shared/business-input';
import { useExtendBatch, useExtendCode, useVoidBatch, useVoidCode } from '#client/api/promo-lifecycle';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { useDialogSubmit } from '#client/components/ui/use-dialog-submit';
import { VoidDialog } from '#client/components/ui/void-dialog.tsx';
import { dateTime } from '#client/i18n/format';

const HOUR_MS = 60 * 60 * 1000;

export function VoidCodeDialog({ item, onClose }: { item: PromoCodeItem; onClose: () => void }) {
  return (
    <VoidDialog
      change={useVoidCode()}
      rule={voidPromoBodySchema}
      id={item.id}
      onVoided={() =>
        toast({ title: m.promo_voidedTitle, description: m.promo_voidedText({ code: item.code }) })
      }
      onClose={onClose}
      title={m.promo_voidTitle}
      description={m.promo_voidText({ code: item.code, customer: item.customerName })}
      reasonLabel={m.promo_reason}
      submitLabel={m.promo_voidSubmit}
      pendingLabel={m.promo_voiding}
    />
  );
}

export function VoidBatchDialog({ batchId, onClose }: { batchId: number; onClose: () => void }) {
  return (
    <VoidDialog
      change={useVoidBatch()}
      rule={voidPromoBodySchema}
      id={batchId}
      onVoided={(answer) => sayBatchResult(m.promo_voidedTitle, answer)}
      onClose={onClose}
      title={m.promo_batchVoidTitle({ id: batchId })}
      description={m.promo_batchVoidText({ id: batchId })}
      reasonLabel={m.promo_reason}
      submitLabel={m.promo_batchVoidSubmit}
      pendingLabel={m.promo_voiding}
    />
  );
}

/** The batch's answer, said in a toast: what changed and what was left as it was. */
export const sayBatchResult = (
  title: string,
  r: { changed: number; skippedUsedUp: number; skippedVoided: number },
) =>
  toast({
    title,
    description: m.promo_batchResult({
      changed: r.changed,
      usedUp: r.skippedUsedUp,
      voided: r.skippedVoided,
    }),
  });

/** A new expiry, typed in UTC+8: a day from now to begin with (the Generate form's default hours). */
function ExpiryDialog<Answer>({
  change,
  id,
  title,
  description,
  onDone,
  onClose,
}: {
  change: UseMutationResult<Answer, Error, { id: number; body: ExtendPromoBody }>;
  id: number;
  title: string;
  description: string;
  onDone: (answer: Answer) => void;
  onClose: () => void;
}) {
  // The moment the dialog opened: its default and its input's bounds (the server checks against its own).
  const [now] = useState(() => Date.now());
  const [value, setValue] = useState(() => toUtc8Input(new Date(now + 24 * HOUR_MS).toISOString()));
  const { error, issues, submit } = useDialogSubmit(change, extendPromoBodySchema, id, (answer) => {
    onDone(answer);
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      description={description}
      submitLabel={change.isPending ? m.promo_extending : m.promo_extendSubmit}
      submitDisabled={change.isPending || value === ''}
      error={error}
      onSubmit={() => submit({ expiresAt: fromUtc8Input(value) })}
    >
      <TextField
        label={m.promo_newExpiry}
        error={issues.expiresAt}
        type="datetime-local"
        required
        min={toUtc8Input(new Date(now).toISOString())}
        max={toUtc8Input(new Date(now + EXTEND_MAX_HOURS * HOUR_MS).toISOString())}
        value={value}
        onChange={setValue}
      />
    </FormDialog>
  );
}

export function ExtendCodeDialog({ item, onClose }: { item: PromoCodeItem; onClose: () => void }) {
  return (
    <ExpiryDialog
      change={useExtendCode()}
      id={item.id}
      title={m.promo_extendTitle}
      description={m.promo_extendText({ code: item.code, expires: dateTime(item.expiresAt) })}
      onDone={(answer) =>
        toast({
          title: m.promo_extendedTitle,
          description: m.promo_extendedText({ code: answer.code, expires: dateTime(answer.expiresAt) }),
        })
      }
      onClose={onClose}
    />
  );
}

export function ExtendBatchDialog({ batchId, onClose }: { batchId: number; onClose: () => void }) {
  return (
    <ExpiryDialog
      change={useExtendBatch()}
      id={batchId}
      title={m.promo_batchExtendTitle({ id: batchId })}
      description={m.promo_batchExtendText}
      onDone={(answer) => sayBatchResult(m.promo_extendedTitle, answer)}
      onClose={onClose}
    />
  );
}
