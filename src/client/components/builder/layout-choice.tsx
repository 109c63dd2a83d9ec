// The page documents' alignment (left, center, right) as a radio group drawn as a segmented control.
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { LAYOUTS, type Layout } from '#shared/home-page';
import { labelClass } from '#client/components/ui/field-classes';

const LAYOUT_LABELS: Record<Layout, string> = {
  left: m.builder_alignLeft,
  center: m.builder_alignCenter,
  right: m.builder_alignRight,
};

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
