// A code's or a batch's scheduled start, typed in business time (UTC+8) whatever the operator's computer
// says; '' for at once. The form sends fromUtc8Input(value).
import * as m from '#messages';
import { TextField } from '#client/components/ui/text-fields.tsx';

export function ValidFromField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={m.promo_validFrom}
      type="datetime-local"
      hint={m.promo_validFromHint}
      value={value}
      onChange={onChange}
    />
  );
}
