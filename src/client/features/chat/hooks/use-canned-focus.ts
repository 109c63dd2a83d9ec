// Where focus goes in the canned replies manager once the list has drawn a change: a moved row's button
// lost its focus as the row moved (and is disabled at the end of the list), a deleted row took its
// buttons with it, and a closed form leaves focus where it was opened from.
import { useEffect, useRef, useState } from 'react';
import type { CannedReplies } from '#client/api/chat-canned-replies';

/** A row's control (its buttons carry data-canned and data-control), or the Add button. */
export type CannedFocus = { id: string; control: 'up' | 'down' | 'edit' } | 'add';

/**
 * `bodyRef` goes on an element inside the dialog; `focusNext` names where focus goes after the next
 * drawing of the list (`data`, the list as loaded).
 */
export function useCannedFocus(data: CannedReplies | undefined) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<CannedFocus | null>(null);
  /** Draws again when a target is set, so that the effect runs even when the list has not changed. */
  const [focusCount, setFocusCount] = useState(0);
  const focusNext = (target: CannedFocus) => {
    focusRef.current = target;
    setFocusCount((n) => n + 1);
  };

  useEffect(() => {
    const target = focusRef.current;
    if (target === null) return;
    focusRef.current = null;
    const root = bodyRef.current?.closest('[role="dialog"]');
    const find = (selector: string) => {
      const button = root?.querySelector<HTMLButtonElement>(selector);
      return button && !button.disabled ? button : null;
    };
    const edit = (id: string) => find(`[data-canned="${id}"][data-control="edit"]`);
    if (target === 'add') {
      // A full list has no Add: the newest reply's Edit then.
      (find('[data-canned-add]') ?? edit(data?.replies.at(-1)?.id ?? ''))?.focus();
      return;
    }
    const { id, control } = target;
    const other = control === 'up' ? 'down' : 'up';
    (
      find(`[data-canned="${id}"][data-control="${control}"]`) ??
      (control === 'edit' ? null : find(`[data-canned="${id}"][data-control="${other}"]`)) ??
      edit(id)
    )?.focus();
  }, [focusCount, data]);

  return { bodyRef, focusNext };
}
