// A colour as a picker and its hex text side by side, and the tidying of what is typed into the text
// (when it is left, and by the forms before they check their colours).
import * as m from '#messages';
import { EXACT_TYPING } from '#client/lib/exact-typing';
import { HEX_COLOR } from '#shared/spin-notice';
import { labelClass } from './field-classes';
import { fieldClass, type FieldProps } from './text-fields';

/**
 * What an admin typed, tidied: trimmed, '#' added to bare digits ('ff6b35' pasted from a design tool),
 * upper-cased like the picker's values, and #abc spelled out as #AABBCC (the picker and the page
 * documents take only that form) unless `keepShort`. Anything else comes back trimmed, for the rule to
 * refuse with its own message.
 */
export function normalizeHex(input: string, { keepShort = false }: { keepShort?: boolean } = {}): string {
  const value = input.trim();
  const hex = value.startsWith('#') ? value : `#${value}`;
  if (!HEX_COLOR.test(hex)) return value;
  const digits = hex.slice(1);
  const spelled = digits.length === 3 && !keepShort ? digits.replace(/./g, '$&$&') : digits;
  return `#${spelled.toUpperCase()}`;
}

/** `value` with its colour fields tidied (normalizeHex, #RRGGBB), as a form hands it to its rule. */
export function tidyColours<T extends object>(value: T, keys: readonly (keyof T & string)[]): T {
  const tidy = { ...value };
  for (const key of keys) {
    const colour = tidy[key];
    if (typeof colour === 'string') tidy[key] = normalizeHex(colour) as T[typeof key];
  }
  return tidy;
}

export function ColourField({
  rule,
  ...field
}: Omit<FieldProps, 'error'> & {
  /**
   * The setting's own rule (HEX_COLOR_6 for the page documents, HEX_COLOR for the spinning notice): a
   * rule that takes #RGB keeps it as typed. Passed in because importing shared/urls.ts here splits it out
   * of the chunk the visitor's /home and /notice load with (one request more for each).
   */
  rule: RegExp;
}) {
  const { label, value, onChange, invalid = false, describedBy } = field;
  const valid = rule.test(value);
  const keepShort = rule.test('#FFF');
  return (
    <div className="min-w-0">
      <span className={labelClass}>{label}</span>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={label}
          // The picker takes only #rrggbb and cannot show an unfinished hex: black stands in meanwhile.
          value={valid ? normalizeHex(value) : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-1"
        />
        <input
          aria-label={m.ui_colourHex({ label })}
          aria-invalid={invalid || !valid || undefined}
          aria-describedby={describedBy}
          value={value}
          maxLength={7}
          {...EXACT_TYPING}
          placeholder="#RRGGBB"
          onChange={(e) => onChange(e.target.value.trim())}
          onBlur={() => {
            // Only a real change counts as an edit: a mere focus must not stop a form following pushes.
            const tidy = normalizeHex(value, { keepShort });
            if (tidy !== value) onChange(tidy);
          }}
          className={`${fieldClass} font-mono`}
        />
      </div>
    </div>
  );
}
