// Customer Name/ID with suggestions of existing customers (up to 8): a combobox whose list closes 200 ms
// after blur, so a click on an option lands before the list goes away.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { useCustomers } from '#client/api/promo-codes';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { Listbox } from '#client/components/ui/listbox.tsx';

const CLOSE_DELAY_MS = 200;
const TYPING_DEBOUNCE_MS = 200;

export function CustomerNameInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Why the name was refused, said under it. */
  error?: string | undefined;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const query = useDebouncedValue(value.trim(), TYPING_DEBOUNCE_MS);
  const customers = useCustomers(query, open);
  const items = open ? (customers.data?.items ?? []) : [];
  const activeIndex = active < items.length ? active : -1;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (name: string) => {
    onChange(name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      // Picks the highlighted name instead of submitting the form.
      event.preventDefault();
      const item = items[activeIndex];
      if (item) choose(item.name);
    } else if (event.key === 'Escape' && items.length > 0) {
      event.preventDefault();
      close();
    }
  };

  // The list lies over what follows, just under the input (before the field's message, if any).
  return (
    <div className="relative">
      <LabelledField label={m.promo_customerLabel} error={error}>
        {(input) => (
          <>
            <input
              {...input}
              type="text"
              required
              maxLength={100}
              autoComplete="off"
              role="combobox"
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              placeholder={m.promo_customerPlaceholder}
              value={value}
              onChange={(e) => {
                onChange(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onFocus={() => {
                window.clearTimeout(closeTimer.current);
                setOpen(true);
              }}
              onBlur={() => {
                closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
              }}
              onKeyDown={onKeyDown}
            />
            {items.length > 0 && (
              <Listbox
                id={listId}
                label={m.promo_existingCustomers}
                className="absolute z-20 mt-1 max-h-40 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
                options={items}
                active={activeIndex}
                optionId={(_, i) => optionId(i)}
                optionClassName={(isActive) =>
                  `flex cursor-pointer items-baseline gap-1 px-3 py-2 text-sm ${isActive ? 'bg-slate-100' : ''}`
                }
                onActive={setActive}
                onPick={(item) => choose(item.name)}
              >
                {(item) => (
                  <>
                    <span className="truncate font-medium text-slate-900">{item.name}</span>
                    <span className="shrink-0 text-xs text-slate-500">
                      {m.promo_customerCodes({ count: item.count })}
                    </span>
                  </>
                )}
              </Listbox>
            )}
          </>
        )}
      </LabelledField>
    </div>
  );
}
