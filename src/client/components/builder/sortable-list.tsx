// A vertical list whose rows are reordered by dragging a handle (pointer) or from the keyboard: focus the
// handle, Space picks the row up, the arrows move it, Space drops it, Escape cancels. What happens is
// read out through dnd-kit's live region. Generic: the HOME and NOTICE builders both list sections with it.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as m from '#messages';

/** Spread onto the row's drag handle: a `<button>`, which gets the keyboard and screen-reader wiring. */
export type DragHandleProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: Ref<HTMLButtonElement>;
  'aria-label': string;
};

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The ids in their new order, after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, handleProps: DragHandleProps) => ReactNode;
  /** How a row is named to screen readers ("Hero: Welcome"). */
  itemLabel: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  className?: string;
}

// Only up and down make sense in a vertical list; @dnd-kit/modifiers would add a package for this line.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS = { draggable: m.builder_dragInstructions };

export function SortableList<T extends { id: string }>({
  items,
  onReorder,
  renderItem,
  itemLabel,
  label,
  className = '',
}: SortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a plain click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? itemLabel(item) : String(id);
  };
  /** The row's name and where a place is, as the announcements say them. */
  const at = (id: UniqueIdentifier, place: UniqueIdentifier) => ({
    name: nameOf(id),
    position: ids.indexOf(String(place)) + 1,
    total: ids.length,
  });

  const announcements: Announcements = {
    onDragStart: ({ active }) => m.builder_dragStart(at(active.id, active.id)),
    onDragOver: ({ active, over }) =>
      over ? m.builder_dragOver(at(active.id, over.id)) : m.builder_dragOutside({ name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? m.builder_dropAt(at(active.id, over.id)) : m.builder_dropped({ name: nameOf(active.id) }),
    onDragCancel: ({ active }) => m.builder_dragCancel({ name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={itemLabel(item)}>
              {(handleProps) => renderItem(item, handleProps)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handleProps: DragHandleProps) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handleProps: DragHandleProps = {
    ...attributes,
    ...listeners,
    ref: setActivatorNodeRef,
    type: 'button',
    'aria-label': m.builder_reorder({ name: label }),
    // The drag listeners want the whole touch gesture; the page must not scroll under the finger.
    style: { touchAction: 'none' },
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 shadow-lg' : undefined}
    >
      {children(handleProps)}
    </li>
  );
}

/** The grip button most rows use as their handle. */
export function DragHandle({ className = '', ...props }: DragHandleProps) {
  return (
    <button
      {...props}
      className={`inline-flex h-10 w-8 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900 active:cursor-grabbing ${className}`}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
}
