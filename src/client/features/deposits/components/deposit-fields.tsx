// The fields of a deposit form, for recording a deposit and for correcting one: each input labelled, with
// the refusal of the shared rules (src/shared/api/deposits.ts) under it in the label's words.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { inputClass, labelClass } from '#client/components/ui/field-classes';

/** The shared rules name the API field ("depositAmount must be..."); under its input the label reads better. */
const FIELD_LABEL = {
  customerCode: 'Customer code',
  customerName: 'Customer name',
  depositAmount: 'Amount',
  depositDate: 'Deposit date',
  notes: 'Notes',
} as const;

export type DepositField = keyof typeof FIELD_LABEL;
export type DepositFieldErrors = Partial<Record<DepositField, string>>;

const isDepositField = (key: unknown): key is DepositField => typeof key === 'string' && key in FIELD_LABEL;

/**
 * A refused form's messages: the first of each field under that field, in its label's words, and a
 * message for the form as a whole only when no field has one (a rule over several fields, or one that
 * has no input here).
 */
export function depositFormErrors(issues: readonly z.core.$ZodIssue[]): {
  fields: DepositFieldErrors;
  form: string | null;
} {
  const fields: DepositFieldErrors = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if (!isDepositField(field)) continue;
    fields[field] ??= message.startsWith(`${field} `)
      ? `${FIELD_LABEL[field]}${message.slice(field.length)}`
      : message;
  }
  const form = Object.keys(fields).length === 0 ? (issues[0]?.message ?? null) : null;
  return { fields, form };
}

/** What an input needs to be tied to its label and its refusal. */
interface InputAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** One labelled input (drawn by `children` with the attributes given) and its refusal under it. */
export function LabelledField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (input: InputAttributes) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm break-words text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export interface DepositAmountDateNotes {
  /** As typed; the form turns it into a number. */
  amountText: string;
  /** yyyy-mm-dd. */
  date: string;
  notes: string;
}

/** The amount, the date and the notes of a deposit. */
export function DepositFields({
  idPrefix,
  values,
  onChange,
  errors,
}: {
  idPrefix: string;
  values: DepositAmountDateNotes;
  onChange: (values: DepositAmountDateNotes) => void;
  errors: DepositFieldErrors;
}) {
  return (
    <>
      <LabelledField id={`${idPrefix}-amount`} label="Amount (RM)" error={errors.depositAmount}>
        {(input) => (
          <input
            {...input}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={values.amountText}
            onChange={(e) => onChange({ ...values, amountText: e.target.value })}
            className={inputClass}
          />
        )}
      </LabelledField>
      <LabelledField id={`${idPrefix}-date`} label="Deposit date" error={errors.depositDate}>
        {(input) => (
          <input
            {...input}
            type="date"
            value={values.date}
            onChange={(e) => onChange({ ...values, date: e.target.value })}
            className={inputClass}
          />
        )}
      </LabelledField>
      <LabelledField id={`${idPrefix}-notes`} label="Notes" error={errors.notes}>
        {(input) => (
          <textarea
            {...input}
            rows={3}
            maxLength={500}
            value={values.notes}
            onChange={(e) => onChange({ ...values, notes: e.target.value })}
            className={inputClass}
          />
        )}
      </LabelledField>
    </>
  );
}

/** An amount as typed, as the number the schema checks: an empty field is not 0 ("must be greater than 0"). */
export const typedAmount = (amountText: string): number =>
  amountText.trim() === '' ? Number.NaN : Number(amountText);
