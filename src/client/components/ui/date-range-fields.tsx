// A filter's range of business dates: From and To date fields whose pickers offer only days that keep
// the range in order, each the height of the select or button beside it (the calendar icon makes a date
// field taller otherwise, and the labels would not line up).
import { useId } from '#client/lib/use-id';
import { inputClass, labelClass } from './field-classes';

export interface DateRange {
  from: string;
  to: string;
}

export function DateRangeFields({
  value,
  labels,
  onChange,
}: {
  value: DateRange;
  labels: Record<keyof DateRange, string>;
  onChange: (name: keyof DateRange, date: string) => void;
}) {
  const id = useId();
  return (['from', 'to'] as const).map((name) => (
    <div key={name} className="min-w-0 sm:w-44">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {labels[name]}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        value={value[name]}
        min={name === 'to' ? value.from || undefined : undefined}
        max={name === 'from' ? value.to || undefined : undefined}
        onChange={(e) => onChange(name, e.target.value)}
        className={`${inputClass} h-10`}
      />
    </div>
  ));
}
