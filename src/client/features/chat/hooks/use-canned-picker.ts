// The reply box's '/': typing '/' at the start of the box or after a space opens the operator's canned
// replies, narrowed by what follows it; Up and Down choose, Enter or a click puts the chosen reply's text
// in place of '/name' for editing (it sends nothing), Escape closes the list. The box is an ARIA
// combobox: it names the list it opens (aria-expanded, aria-controls) and the reply chosen
// (aria-activedescendant), so a screen reader follows the choice while focus stays in the box. This hook
// holds the list's state and keys; CannedReplyPicker draws it.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { CannedReply } from '#client/api/chat-canned-replies';
import { useId } from '#client/lib/use-id';
import { matchingReplies, slashQuery, withInserted, type SlashQuery } from '../lib/canned-replies';
import { useCannedReplies } from './use-canned-replies';

const sameQuery = (a: SlashQuery | null, b: SlashQuery | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.query === b.query);

/** What the list drawn after the box (CannedReplyPicker) shows, and what it does. */
export interface CannedPickerList {
  popupRef: RefObject<HTMLDivElement | null>;
  listboxId: string;
  /** What was typed after the '/' while the list is open; null while it is closed. */
  typed: string | null;
  replies: readonly CannedReply[];
  loading: boolean;
  loadError: Error | null;
  /** The replies listed (none while the list is closed), and the chosen one's place among them. */
  matches: readonly CannedReply[];
  chosenIndex: number;
  optionId: (reply: CannedReply) => string;
  onActive: (index: number) => void;
  onPick: (reply: CannedReply) => void;
  /** The empty list's way to the manager, and where its focus goes when it leaves that button. */
  onManage: (() => void) | undefined;
  onManageBlur: (event: FocusEvent<HTMLButtonElement>) => void;
}

export interface CannedPicker {
  /** Spread on the reply box: its combobox attributes and the events that follow its caret. */
  boxProps: {
    ref: (box: HTMLTextAreaElement | null) => void;
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    onKeyUp: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    onClick: (event: { currentTarget: HTMLTextAreaElement }) => void;
    onFocus: (event: FocusEvent<HTMLTextAreaElement>) => void;
    onBlur: (event: FocusEvent<HTMLTextAreaElement>) => void;
  };
  /** After the box's own change handling: the '/' may have been typed or removed. */
  follow: (box: HTMLTextAreaElement) => void;
  /** First in the box's keydown: true when the list took the key (then Enter must not send). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** For CannedReplyPicker, placed after the box in a `relative` frame (the list opens above the box). */
  list: CannedPickerList;
}

export function useCannedPicker({
  value,
  onInsert,
  onManage,
}: {
  /** The box's text. */
  value: string;
  /** The box's new text once a reply is put in. */
  onInsert: (text: string) => void;
  /** Opens the canned replies manager (the empty list points there); none for a role that may not edit them. */
  onManage: (() => void) | undefined;
}): CannedPicker {
  const query = useCannedReplies();
  const listboxId = useId();
  const boxRef = useRef<HTMLTextAreaElement | null>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [slash, setSlash] = useState<SlashQuery | null>(null);
  /** The '/' (its place) whose list Escape closed: it stays closed until that '/' goes. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  /** Where the caret goes once the box shows an inserted reply. */
  const caretRef = useRef<number | null>(null);

  const follow = (box: HTMLTextAreaElement) => {
    const collapsed = box.selectionStart === box.selectionEnd;
    const next = collapsed ? slashQuery(box.value, box.selectionStart) : null;
    if (sameQuery(slash, next)) return;
    setSlash(next);
    setActive(0);
    if (next?.start !== dismissed) setDismissed(null);
  };

  const replies = query.data?.replies ?? [];
  const open = focused && slash !== null && slash.start !== dismissed;
  const matches = open ? matchingReplies(replies, slash.query) : [];
  const listed = matches.length > 0;
  const chosenIndex = listed ? Math.min(active, matches.length - 1) : -1;
  const chosen = matches[chosenIndex];
  const optionId = (reply: CannedReply) => `${listboxId}-${reply.id}`;

  const insert = (reply: CannedReply) => {
    if (!slash) return;
    const next = withInserted(value, slash, reply.text);
    caretRef.current = next.caret;
    // A reply that ends in '/word' would open the list again at once.
    setDismissed(slashQuery(next.text, next.caret)?.start ?? null);
    setSlash(null);
    onInsert(next.text);
  };

  useLayoutEffect(() => {
    const caret = caretRef.current;
    const box = boxRef.current;
    if (caret === null || !box) return;
    caretRef.current = null;
    box.focus();
    box.setSelectionRange(caret, caret);
  }, [value]);

  const activeId = chosen && optionId(chosen);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && listed) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.min(active, matches.length - 1) + step + matches.length) % matches.length);
      return true;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      // Whatever the list shows, Enter never sends while it is open: it puts the chosen reply in.
      event.preventDefault();
      if (chosen) insert(chosen);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(slash.start);
      return true;
    }
    return false;
  };

  // Focus moving into the list (its Add button) keeps it open; anywhere else closes it.
  const leaves = (next: EventTarget | null) =>
    !(next instanceof Node && (popupRef.current?.contains(next) || boxRef.current === next));

  return {
    boxProps: {
      ref: (box) => {
        boxRef.current = box;
      },
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': listed,
      'aria-controls': listed ? listboxId : undefined,
      'aria-activedescendant': activeId,
      onKeyUp: (event) => follow(event.currentTarget),
      onClick: (event) => follow(event.currentTarget),
      onFocus: (event) => {
        setFocused(true);
        follow(event.currentTarget);
      },
      onBlur: (event) => {
        if (leaves(event.relatedTarget)) setFocused(false);
      },
    },
    follow,
    onKeyDown,
    list: {
      popupRef,
      listboxId,
      typed: open ? slash.query : null,
      replies,
      loading: query.isPending,
      loadError: query.error,
      matches,
      chosenIndex,
      optionId,
      onActive: setActive,
      onPick: insert,
      onManage: onManage
        ? () => {
            setFocused(false);
            onManage();
          }
        : undefined,
      onManageBlur: (event) => {
        if (leaves(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
