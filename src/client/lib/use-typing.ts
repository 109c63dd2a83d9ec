// Whether the visitor is typing: the floating buttons (contact, chat) step aside on phones while a text
// field has focus.
import { useEffect, useState } from 'react';

/** The input types that bring up no keyboard. */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/**
 * A field that brings up a phone's keyboard, outside a modal <dialog> (the chat's): a dialog already
 * covers the floating buttons, and the chat launcher must be there to take the focus back when it closes.
 */
const isTextField = (el: Element | null): boolean =>
  (el instanceof HTMLInputElement
    ? !NOT_TYPED.has(el.type)
    : el instanceof HTMLTextAreaElement || (el instanceof HTMLElement && el.isContentEditable)) &&
  el?.closest('dialog') === null;

/**
 * True while a text field has focus. A phone's keyboard shrinks the viewport, which would lift the
 * buttons onto the field and its submit button (the promo code's Start Lucky Draw).
 */
export function useTyping(): boolean {
  // The buttons may arrive after the visitor has started typing.
  const [typing, setTyping] = useState(() => isTextField(document.activeElement));
  useEffect(() => {
    const update = () => setTyping(isTextField(document.activeElement));
    // On focusout the next element has no focus yet: look once the move is over.
    let timer: number | undefined;
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(update);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}
