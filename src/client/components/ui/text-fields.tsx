// The admin forms' labelled fields: a label tied to its input, a hint and a problem message tied to it as
// its description. A text input (or a date, a number, a search) or textarea, a select over fixed values,
// and the frame itself for an input of its own.
import { type InputHTMLAttributes, type ReactNode } from 'react';
import { useId } from '#client/lib/use-id';
import { inputClass, labelClass } from './field-classes';

/**
 * An admin field's class: field-classes.ts's input, turned red by aria-invalid. By the attribute itself,
 * since a red border class added beside inputClass's grey one loses to it (Tailwind orders the two by its
 * own rules, not the class list). Not in field-classes.ts: the visitor's pages load that one.
 */
export const fieldClass = `${inputClass} aria-[invalid=true]:border-red-600`;

/** What every field takes: its label, its value and its changes, and how a problem marks it. */
export interface FieldProps<V extends string = string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** The problem is about this field and said elsewhere (an editor's footer): the border turns red. */
  invalid?: boolean;
  /** The id of that message. */
  describedBy?: string | undefined;
  /**
   * The problem, said in red under the field. The border stays grey: the message beside it already
   * points at the field.
   */
  error?: string | undefined;
}

/** What ties an input to its label, hint and problem, with its class. */
export interface TiedInput {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** The label over the input `children` draws with the attributes given; the hint and the problem under it. */
export function LabelledField({
  label,
  asterisk = false,
  hint,
  invalid = false,
  describedBy,
  error,
  beside,
  children,
}: Omit<FieldProps, 'value' | 'onChange'> & {
  /** Shows the asterisk only: a section's title is marked required, yet an empty one is accepted. */
  asterisk?: boolean;
  hint?: string | undefined;
  /** Controls on the label's row, at its end (a text's languages). */
  beside?: ReactNode;
  children: (input: TiedInput) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, describedBy, error && errorId].filter(Boolean).join(' ');
  const labelled = (
    <label htmlFor={id} className={labelClass}>
      {label}
      {asterisk && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
  return (
    <div className="min-w-0">
      {beside ? (
        <div className="mb-1 flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
          {labelled}
          {beside}
        </div>
      ) : (
        labelled
      )}
      {children({
        id,
        'aria-invalid': invalid || Boolean(error) || undefined,
        'aria-describedby': described || undefined,
        className: error ? inputClass : fieldClass,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm break-words text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes a text field passes on to its input or textarea as they are. */
type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'name'
  | 'maxLength'
  | 'min'
  | 'max'
  | 'step'
  | 'inputMode'
  | 'placeholder'
  | 'autoComplete'
  | 'required'
  | 'lang'
>;

/** A labelled input (text unless `type` says otherwise) or textarea; the hint is tied to it. */
export function TextField({
  type,
  multiline = false,
  rows = 3,
  hint,
  asterisk,
  beside,
  ...props
}: FieldProps &
  InputAttributes & {
    type?: 'text' | 'search' | 'number' | 'date' | 'datetime-local';
    multiline?: boolean;
    rows?: number;
    hint?: string;
    /** Shows the asterisk only (see LabelledField). */
    asterisk?: boolean;
    beside?: ReactNode;
  }) {
  const { label, value, onChange, invalid, describedBy, error, ...attributes } = props;
  const common = {
    ...attributes,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <LabelledField {...{ label, hint, asterisk, invalid, describedBy, error, beside }}>
      {(input) =>
        multiline ? (
          <textarea {...input} {...common} rows={rows} />
        ) : (
          <input {...input} {...common} type={type} />
        )
      }
    </LabelledField>
  );
}

/** A labelled select over a fixed set of string values. */
export function SelectField<T extends string>({
  value,
  options,
  onChange,
  ...field
}: FieldProps<T> & { options: readonly { value: T; label: string }[] }) {
  return (
    <LabelledField {...field}>
      {(input) => (
        <select
          {...input}
          value={value}
          onChange={(e) => {
            const chosen = options.find((o) => o.value === e.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
