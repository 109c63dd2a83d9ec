// The fields of a deposit form, for recording a deposit and for correcting one: each input labelled, with
// the refusal of the shared rules (src/shared/api/deposits.ts) under it in the label's words.
import type { z } from 'zod';
import * as m from '#messages';
import { issueText } from '#client/i18n/issue-text';
import { TextField } from '#client/components/ui/text-fields.tsx';

/** The shared rules name the API field ("depositAmount must be..."); under its input the label reads better. */
const FIELD_LABEL = {
  customerCode: m.deposits_fieldCustomerCode,
  customerName: m.deposits_fieldCustomerName,
  depositAmount: m.deposits_fieldAmount,
  depositDate: m.deposits_fieldDate,
  notes: m.deposits_fieldNotes,
} as const;

export type DepositField = keyof typeof FIELD_LABEL;
export type DepositFieldErrors = Partial<Record<DepositField, string>>;

const isDepositField = (key: unknown): key is DepositField => typeof key === 'string' && key in FIELD_LABEL;

/** Why a deposit form was refused: a message under each field concerned, and one for the form as a whole. */
export interface DepositRefusal {
  fields: DepositFieldErrors;
  form: string | null;
}

export const NO_REFUSAL: DepositRefusal = { fields: {}, form: null };

/**
 * The schema's refusal: the first message of each field, in its label's words, and a message for the
 * form as a whole only when no field has one (a rule over several fields, or one that has no input here).
 */
export function depositFormErrors(issues: readonly z.core.$ZodIssue[]): DepositRefusal {
  const fields: DepositFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    const message = issueText(issue);
    if (!isDepositField(field)) continue;
    fields[field] ??= message.startsWith(`${field} `)
      ? `${FIELD_LABEL[field]}${message.slice(field.length)}`
      : message;
  }
  const form = Object.keys(fields).length === 0 && issues[0] ? issueText(issues[0]) : null;
  return { fields, form };
}

export interface DepositAmountDateNotes {
  /** As typed; the form turns it into a number. */
  amountText: string;
  /** yyyy-mm-dd. */
  date: string;
  notes: string;
}

/** The amount, the date and the notes of a deposit, each refusal under its field. */
export function DepositFields({
  values,
  onChange,
  errors,
}: {
  values: DepositAmountDateNotes;
  onChange: (values: DepositAmountDateNotes) => void;
  errors: DepositFieldErrors;
}) {
  const field = (key: keyof DepositAmountDateNotes, error: string | undefined) => ({
    value: values[key],
    onChange: (typed: string) => onChange({ ...values, [key]: typed }),
    error,
  });
  return (
    <>
      <TextField
        label={m.deposits_amountLabel}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        {...field('amountText', errors.depositAmount)}
      />
      <TextField label={m.deposits_fieldDate} type="date" {...field('date', errors.depositDate)} />
      <TextField
        label={m.deposits_fieldNotes}
        multiline
        rows={3}
        maxLength={500}
        {...field('notes', errors.notes)}
      />
    </>
  );
}

/** An amount as typed, as the number the schema checks: an empty field is not 0 ("must be greater than 0"). */
export const typedAmount = (amountText: string): number =>
  amountText.trim() === '' ? Number.NaN : Number(amountText);
