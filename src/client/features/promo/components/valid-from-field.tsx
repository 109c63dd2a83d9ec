// A code's or a batch's scheduled start, typed in business time (UTC+8) whatever the operator's computer
// says; '' for at once. The form sends fromUtc8Input(value).
import * as m from '#messages';
import { TextField } from '#client/components/ui/text-fields.tsx';

export function ValidFromField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label={m.promo_validFrom}
      name="validFrom"
      error={error}
      type="datetime-local"
      hint={m.promo_validFromHint}
      value={value}
      onChange={onChange}
    />
  );
}
