// The notice dialogs' own inputs, in the look of the shared builder controls: a labelled select, and a
// labelled date-time or number input with an optional hint under it.
import { useId } from 'react';
import { inputClass, labelClass } from '#client/components/ui/field-classes';

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
        className={`${inputClass} ${invalid ? 'border-red-600' : ''}`}
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
        className={`${inputClass} ${invalid ? 'border-red-600' : ''}`}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
