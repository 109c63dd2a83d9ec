// The list a combobox opens (a text box with suggestions): focus stays in the box, whose arrow keys move
// the active option and whose aria-activedescendant names it by the id given here; the pointer makes the
// option under it active and a click picks it. The box's keys and the list's placing are the caller's.
import type { ReactNode } from 'react';

export function Listbox<T>({
  id,
  label,
  className,
  options,
  active,
  optionId,
  optionClassName,
  onActive,
  onPick,
  children,
}: {
  /** The box's aria-controls. */
  id: string;
  label: string;
  className: string;
  options: readonly T[];
  /** The index of the option the box has reached; -1 for none. */
  active: number;
  /** The box's aria-activedescendant while this option is active (and the option's key). */
  optionId: (option: T, index: number) => string;
  optionClassName: (isActive: boolean) => string;
  onActive: (index: number) => void;
  onPick: (option: T) => void;
  /** An option's content. */
  children: (option: T, isActive: boolean) => ReactNode;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={className}>
      {options.map((option, index) => (
        <li
          key={optionId(option, index)}
          id={optionId(option, index)}
          role="option"
          aria-selected={index === active}
          className={optionClassName(index === active)}
          onMouseEnter={() => onActive(index)}
          onClick={() => onPick(option)}
        >
          {children(option, index === active)}
        </li>
      ))}
    </ul>
  );
}
