// A widget field under its label with its buttons beside it (the message and its Send, the offline
// contact and its Save): the field, with the `id` given here, and the buttons are the caller's.
import type { ReactNode } from 'react';
import { labelClass } from '#client/components/ui/field-classes';

export function FieldRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-end gap-2">{children}</div>
    </>
  );
}
