// The logo, game or gallery entries of a section (and the contact logos of the global settings): each
// a slot with a name, an image (typed or uploaded), a phone line and a switch; added, cleared, removed.
import { useEffect, useRef } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { HOME_LIMITS, type HomeItem } from '#shared/home-page';
import type { FormProblem } from '#client/components/builder/editor-form.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { clearedItem, newItem } from './draft-model';
import { LayoutChoice } from '#client/components/builder/layout-choice.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { TranslatedTextField } from '#client/components/builder/translated-text-field.tsx';
import { ImageUploadField } from '#client/components/builder/image-upload-field.tsx';

/** Where the form's first problem is, to mark that one field. */
export interface ItemProblem {
  index: number;
  field: string;
  messageId: string;
}

/** The form's problem as the entry list marks it, when it is about one of the entries (`logos`). */
export const itemProblemOf = (problem: FormProblem | null, messageId: string): ItemProblem | undefined =>
  problem?.path[0] === 'logos' && typeof problem.path[1] === 'number'
    ? { index: problem.path[1], field: String(problem.path[2] ?? ''), messageId }
    : undefined;

export interface ItemListCopy {
  /** The list's heading: 'Logos', 'Gallery images', 'Game logos', 'Contact logos'. */
  title: string;
  /** One entry, numbered, as its legend names it: 'Logo 1'. */
  item: (p: { n: number }) => string;
  addLabel: string;
  /** Said when a capped list is full: 'At most 6 logos: remove or clear one to add another.' */
  full?: (p: { max: number }) => string;
  /** 'Name', or 'Caption' for gallery images. */
  nameLabel: string;
  /** Said when an upload fails with no reason from the server ('Failed to upload logo'). */
  uploadFailure: string;
}

export function ItemListEditor({
  items,
  onChange,
  copy,
  max,
  showTextAlign = false,
  problem,
}: {
  items: readonly HomeItem[];
  onChange: (items: HomeItem[]) => void;
  copy: ItemListCopy;
  /** A cap (hero and contact logos: 6); none for CTA games and gallery images. */
  max?: number;
  showTextAlign?: boolean;
  problem?: ItemProblem | undefined;
}) {
  const headingId = useId();
  const hintId = useId();
  const entries = useRef<HTMLDivElement>(null);
  // A new entry takes the keyboard focus (its first field), which also scrolls it into view.
  const focusNew = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNew.current;
    if (id === null) return;
    focusNew.current = null;
    entries.current?.querySelector<HTMLElement>(`[data-item="${id}"] textarea`)?.focus();
  }, [items]);
  const add = () => {
    const item = newItem();
    focusNew.current = item.id;
    onChange([...items, item]);
  };
  const cap = max ?? HOME_LIMITS.itemsPerSection;
  const full = items.length >= cap;
  const update = (index: number, patch: Partial<HomeItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {copy.title}{' '}
          <span className="text-sm font-normal text-slate-600">
            {max !== undefined
              ? m.builder_itemsOf({ count: items.length, max })
              : m.builder_items({ count: items.length })}
          </span>
        </h3>
        <Button variant="outline" disabled={full} aria-describedby={full ? hintId : undefined} onClick={add}>
          {copy.addLabel}
        </Button>
      </div>
      {full && (
        <p id={hintId} className="text-sm text-amber-800">
          {max !== undefined && copy.full ? copy.full({ max }) : m.builder_entriesFull({ max: cap })}
        </p>
      )}
      {items.length === 0 && <p className="text-sm text-slate-600">{m.builder_noneYet}</p>}
      <div ref={entries} className="grid gap-3">
        {items.map((item, index) => {
          const bad = (field: string) => problem?.index === index && problem.field === field;
          const describedBy = (field: string) => (bad(field) ? problem?.messageId : undefined);
          const legend = copy.item({ n: index + 1 });
          return (
            <fieldset
              key={item.id}
              data-item={item.id}
              className={`grid min-w-0 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 ${
                item.enabled ? 'bg-slate-50' : 'bg-slate-100'
              }`}
            >
              <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
              <TranslatedTextField
                label={copy.nameLabel}
                multiline
                rows={2}
                item={item}
                field="name"
                maxLength={HOME_LIMITS.itemName}
                invalid={bad('name')}
                describedBy={describedBy('name')}
                onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
              />
              <div className="grid content-start gap-3">
                <ImageUploadField
                  label={m.builder_fieldImage}
                  value={item.url}
                  failureText={copy.uploadFailure}
                  invalid={bad('url')}
                  describedBy={describedBy('url')}
                  onChange={(url) => update(index, { url })}
                />
                <TextField
                  label={m.builder_phone}
                  value={item.phone}
                  inputMode="tel"
                  maxLength={HOME_LIMITS.phone}
                  invalid={bad('phone')}
                  describedBy={describedBy('phone')}
                  onChange={(phone) => update(index, { phone })}
                />
              </div>
              {showTextAlign && (
                <LayoutChoice
                  legend={m.builder_captionAlignment}
                  value={item.textAlign}
                  onChange={(textAlign) => update(index, { textAlign })}
                />
              )}
              <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                <span className="text-sm font-medium text-slate-700">{m.builder_shown}</span>
                <Switch
                  label={m.builder_showEntry({ name: legend })}
                  checked={item.enabled}
                  onChange={(enabled) => update(index, { enabled })}
                />
                <span className="flex-1" />
                <Button
                  variant="outline"
                  aria-label={m.builder_clearField({ label: legend })}
                  onClick={() => update(index, clearedItem(item))}
                >
                  {m.builder_clear}
                </Button>
                <Button
                  variant="outline"
                  aria-label={m.builder_removeItem({ label: legend })}
                  className="text-red-700"
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  {m.builder_remove}
                </Button>
              </div>
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
