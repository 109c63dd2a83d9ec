// The small controls the builder's dialogs share: a switch, a colour picker with its hex text, the
// left/center/right choice, labelled text, select, date-time and number inputs, and the dialog frame.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { HEX_COLOR_6, LAYOUTS, type Layout } from '#shared/home-page';
import { inputClass, labelClass } from '#client/components/ui/field-classes';

// A field marked aria-invalid turns red by the attribute itself: a red border class added beside
// inputClass's grey one loses to it (Tailwind orders the two by its own rules, not the class list).
export const fieldClass = `${inputClass} aria-[invalid=true]:border-red-600`;

export function Switch({
  checked,
  onChange,
  label,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-60 ${
        checked ? 'bg-emerald-600' : 'bg-slate-500'
      }`}
    >
      <span
        className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${
          checked ? 'translate-x-5' : ''
        }`}
      />
    </button>
  );
}

/** A switch with its visible text beside it (the text is also its accessible name). */
export function SwitchRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <Switch label={label} checked={checked} onChange={onChange} />
    </div>
  );
}

/**
 * What an admin typed, tidied towards the stored #RRGGBB: trimmed, '#' added to bare digits ('ff6b35'
 * pasted from a design tool), #abc spelled out, upper-cased like the picker's values. Anything else
 * comes back trimmed, for the schema to refuse with its message.
 */
export function normalizeHex6(input: string): string {
  const value = input.trim();
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  const digits = match?.[1];
  if (!digits) return value;
  const six = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return `#${six.toUpperCase()}`;
}

export function ColourField({
  label,
  value,
  onChange,
  invalid = false,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const valid = HEX_COLOR_6.test(value);
  const bad = invalid || !valid;
  return (
    <div className="min-w-0">
      <span className={labelClass}>{label}</span>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={label}
          // The picker cannot show an unfinished hex; black stands in until the text is valid again.
          value={valid ? value.toUpperCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-1"
        />
        <input
          aria-label={`${label} hex`}
          aria-invalid={bad || undefined}
          aria-describedby={describedBy}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="characters"
          placeholder="#RRGGBB"
          onChange={(e) => onChange(e.target.value.trim())}
          onBlur={() => {
            const tidy = normalizeHex6(value);
            if (tidy !== value) onChange(tidy);
          }}
          className={`${fieldClass} font-mono`}
        />
      </div>
    </div>
  );
}

const LAYOUT_LABELS: Record<Layout, string> = { left: 'Left', center: 'Center', right: 'Right' };

/** left / center / right as a radio group drawn as a segmented control. */
export function LayoutChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Layout;
  onChange: (layout: Layout) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={labelClass}>{legend}</legend>
      <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        {LAYOUTS.map((layout) => (
          <label
            key={layout}
            className={`cursor-pointer rounded px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-slate-900 ${
              value === layout ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={layout}
              checked={value === layout}
              onChange={() => onChange(layout)}
              className="sr-only"
            />
            {LAYOUT_LABELS[layout]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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

/** What is written in the chosen colours, so a hard-to-read pair shows before it is published. */
export function ColourSample({
  label,
  backgroundColor,
  textColor,
  children,
}: {
  /** The figure's accessible name. */
  label: string;
  backgroundColor: string;
  textColor: string;
  children: ReactNode;
}) {
  return (
    <figure aria-label={label} className="grid gap-1">
      <figcaption className="text-xs font-medium text-slate-600">Sample</figcaption>
      <div
        className="rounded-lg border border-slate-200 px-4 py-5 break-words"
        style={{
          // An unfinished hex is left out rather than handed to the browser.
          backgroundColor: HEX_COLOR_6.test(backgroundColor) ? backgroundColor : undefined,
          color: HEX_COLOR_6.test(textColor) ? textColor : undefined,
        }}
      >
        {children}
      </div>
    </figure>
  );
}

/** The modal frame of the builder's dialogs: title, optional description, scrolling body, footer. */
export function BuilderDialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  wide = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  footer?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/50" />
        <Dialog.Content
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-[100] flex max-h-[92dvh] ${wide ? 'w-[min(96vw,760px)]' : 'w-[min(96vw,440px)]'} -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white text-slate-900 shadow-2xl`}
        >
          <div className="border-b border-slate-200 px-4 pt-4 pb-3 sm:px-6">
            <Dialog.Title className="pr-8 text-lg font-bold">{title}</Dialog.Title>
            {description && (
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            )}
            <Dialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
