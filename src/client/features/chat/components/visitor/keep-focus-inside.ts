// A modal <dialog> makes the page behind it inert, but Tab past its last control would leave for the
// browser's own UI; the focus goes round inside instead.
import type { KeyboardEvent } from 'react';

export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, input, textarea')].filter(
    (el) => !el.hasAttribute('disabled'),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
