// Labelled inputs whose label, problem message and hint are tied to them: text or textarea, a select
// over fixed values, and another input type (datetime-local, number).
import { useId } from 'react';
import { labelClass } from './field-classes';
import { fieldClass } from './invalid-field-class';

/** A labelled text input or textarea; `id` ties the label, and the error message when there is one. */
export function TextField({
  label,
  value,
  onChange,
  multiline = false,
  rows = 3,
  maxLength,
  required = false,
  invalid = false,
  describedBy,
  placeholder,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  /** Shows the asterisk only: SPEC §5 marks the section title required but enforces nothing. */
  required?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  placeholder?: string;
  inputMode?: 'text' | 'tel' | 'url';
}) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    className: fieldClass,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/** A labelled select over a fixed set of string values. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  invalid = false,
  describedBy,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={fieldClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A plain input of another type (datetime-local, number); the hint is tied to it as its description. */
export function InputField({
  label,
  type,
  value,
  onChange,
  hint,
  invalid = false,
  describedBy,
  min,
  max,
  step,
}: {
  label: string;
  type: 'datetime-local' | 'number';
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  min?: string | number;
  max?: string | number;
  step?: string | number;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        min={min}
        max={max}
        step={step}
        inputMode={type === 'number' ? 'decimal' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
