// Copying a text for the operator to paste elsewhere. A success is said in a toast or beside the button; a
// refusal always in a toast, red, as every failure on the dashboard is. navigator.clipboard is missing where
// the page is not a secure context (an http:// address other than localhost) and a browser may refuse it:
// then the person is told, never left believing it worked.
import { useState } from 'react';
import * as m from '#messages';
import { toast } from './use-toast';

/** `text` onto the clipboard, then `done`; when it did not get there, a toast says `failed`. */
function copy(text: string, done: () => void, failed: string) {
  const refused = () => toast({ title: m.ui_error, description: failed, variant: 'destructive' });
  try {
    navigator.clipboard.writeText(text).then(done, refused);
  } catch {
    // No navigator.clipboard to call: the page is not a secure context.
    refused();
  }
}

/** Copies `text`, then a toast: 'Copied' with `done` (what went), or that it could not. */
export const copyWithToast = (text: string, done: string) =>
  copy(text, () => toast({ title: m.ui_copied, description: done }), m.ui_copyFailed);

/**
 * Copies, and `copied` is true for two seconds: for 'Copied' beside the button, in a role="status" element
 * so that a screen reader hears it too. Gone again, the next copy is said (and heard) afresh.
 */
export function useCopy(failed: string): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false);
  return [
    copied,
    (text) =>
      copy(
        text,
        () => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        },
        failed,
      ),
  ];
}
