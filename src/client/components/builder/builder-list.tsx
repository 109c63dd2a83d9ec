// A builder's entries in their order, one row each: drag handle, what the builder shows of the entry,
// the enable switch, move up/down, Edit and Delete. A disabled entry stays listed, faded, so
// the operator can switch it back on. One row may be selected (clicked, or anything in it focused): new
// entries go after it.
import { useRef, type CSSProperties, type ReactNode } from 'react';
import * as m from '#messages';
import { StrokeIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { DragHandle, SortableList } from './sortable-list';

const rowButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** What a row's controls ask the builder for. */
export interface BuilderListActions {
  onReorder: (ids: string[]) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onToggle: (id: string, enabled: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onSelect: (id: string) => void;
}

export interface BuilderListProps<T extends { id: string; enabled: boolean }> extends BuilderListActions {
  /** In list order. */
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** How an entry is named in its buttons' names and to screen readers. */
  itemLabel: (item: T) => string;
  /** The selected row's entry, marked (aria-current and a ring): where new entries go. */
  selectedId: string | null;
  /** Said when there is nothing to list. */
  emptyText: string;
  /** The row's data-testid. */
  rowTestId: string;
  /** Extra classes and style for a row's frame. */
  rowClassName?: string;
  rowStyle?: (item: T) => CSSProperties;
  /** What stands between the drag handle and the controls. */
  renderContent: (item: T, index: number) => ReactNode;
}

export function BuilderList<T extends { id: string; enabled: boolean }>({
  items,
  label,
  itemLabel,
  selectedId,
  emptyText,
  rowTestId,
  rowClassName = '',
  rowStyle,
  renderContent,
  onReorder,
  onMove,
  onToggle,
  onEdit,
  onDelete,
  onSelect,
}: BuilderListProps<T>) {
  // A press selects its row on the click, not on the focus that comes first: the add bar's lead then
  // names the row and may grow a line, and a list that moved between press and release would take the
  // click from the button pressed (on a phone, Edit opened nothing).
  const pressed = useRef(false);
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
        {emptyText}
      </p>
    );
  }
  return (
    <SortableList
      {...{ items, label, itemLabel, onReorder }}
      className="flex flex-col gap-2"
      renderItem={(item, handleProps) => {
        const index = items.indexOf(item);
        const name = itemLabel(item);
        // A faded row's text turns black so that it still reads at 4.5:1 (slate greys at 60% opacity
        // fall below that).
        const ink = item.enabled ? 'text-slate-700' : 'text-black';
        const selected = item.id === selectedId;
        return (
          <div
            data-testid={rowTestId}
            data-enabled={item.enabled}
            aria-current={selected ? 'true' : undefined}
            className={`flex flex-wrap items-center gap-2 rounded-lg border p-2 shadow-sm sm:flex-nowrap sm:p-3 ${rowClassName} ${
              selected ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-500' : 'border-slate-200 bg-white'
            } ${item.enabled ? '' : 'opacity-60'}`}
            style={rowStyle?.(item)}
            onPointerDown={() => (pressed.current = true)}
            onFocus={() => {
              if (!pressed.current) onSelect(item.id);
              pressed.current = false;
            }}
            onClick={() => {
              pressed.current = false;
              onSelect(item.id);
            }}
          >
            <DragHandle {...handleProps} />
            {renderContent(item, index)}
            <div className="ml-auto flex shrink-0 items-center gap-1.5">
              <Switch
                label={m.builder_showEntry({ name })}
                checked={item.enabled}
                onChange={(enabled) => onToggle(item.id, enabled)}
              />
              <button
                type="button"
                className={`${rowButton} w-10 ${ink}`}
                aria-label={m.builder_moveUp({ name })}
                disabled={index === 0}
                onClick={() => onMove(item.id, -1)}
              >
                <StrokeIcon d="M12 19V5M5 12l7-7 7 7" />
              </button>
              <button
                type="button"
                className={`${rowButton} w-10 ${ink}`}
                aria-label={m.builder_moveDown({ name })}
                disabled={index === items.length - 1}
                onClick={() => onMove(item.id, 1)}
              >
                <StrokeIcon d="M12 5v14M19 12l-7 7-7-7" />
              </button>
              <button
                type="button"
                data-edit={item.id}
                className={`${rowButton} px-3 text-sm font-semibold ${ink}`}
                aria-label={m.builder_editEntry({ name })}
                onClick={() => onEdit(item.id)}
              >
                {m.builder_edit}
              </button>
              <button
                type="button"
                className={`${rowButton} w-10 text-red-700`}
                aria-label={m.builder_deleteEntry({ name })}
                onClick={() => onDelete(item.id)}
              >
                <TrashIcon />
              </button>
            </div>
          </div>
        );
      }}
    />
  );
}
