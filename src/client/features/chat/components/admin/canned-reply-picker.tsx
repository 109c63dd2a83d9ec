// The reply box's '/' (issue 26 point 3): typing '/' at the start of the box or after a space opens the
// operator's canned replies, narrowed by what follows it; Up and Down choose, Enter or a click puts the
// chosen reply's text in place of '/name' for editing (it sends nothing), Escape closes the list. The box
// is an ARIA combobox: it names the list it opens (aria-expanded, aria-controls) and the reply chosen
// (aria-activedescendant), so a screen reader follows the choice while focus stays in the box.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as m from '#messages';
import type { CannedReply } from '#client/api/chat-canned-replies';
import { Listbox } from '#client/components/ui/listbox.tsx';
import { useId } from '#client/lib/use-id';
import { useCannedReplies } from '../../hooks/use-canned-replies';
import { matchingReplies, slashQuery, withInserted, type SlashQuery } from '../../lib/canned-replies';
import { NoCannedReplies } from './no-canned-replies';

const sameQuery = (a: SlashQuery | null, b: SlashQuery | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.query === b.query);

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
  /** The list, placed after the box in a `relative` frame (it opens above the box). */
  popup: ReactNode;
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
  /** Opens the canned replies manager (the empty list points there). */
  onManage: () => void;
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

  let body: ReactNode = null;
  /** The keys, for the eye: a screen reader hears them from the live line below. */
  let keys: ReactNode = null;
  if (open) {
    if (listed) {
      body = (
        <Listbox
          id={listboxId}
          label={m.chat_cannedReplies}
          className="max-h-60 overflow-y-auto py-1"
          options={matches}
          active={chosenIndex}
          optionId={optionId}
          optionClassName={(isChosen) =>
            `cursor-pointer px-3 py-2 ${isChosen ? 'bg-slate-900 text-white' : 'text-slate-900 hover:bg-slate-100'}`
          }
          onActive={setActive}
          onPick={insert}
        >
          {(reply, isChosen) => (
            <>
              <span className="block truncate text-sm font-semibold">{reply.title}</span>
              <span className={`block truncate text-xs ${isChosen ? 'text-slate-200' : 'text-slate-600'}`}>
                {reply.text}
              </span>
            </>
          )}
        </Listbox>
      );
      keys = (
        <p aria-hidden="true" className="border-t border-slate-200 px-3 py-1 text-xs text-slate-600">
          {m.chat_cannedKeys}
        </p>
      );
    } else if (query.isPending) {
      body = <p className="px-3 py-2 text-sm text-slate-600">{m.chat_cannedLoading}</p>;
    } else if (query.error && replies.length === 0) {
      body = (
        <p className="px-3 py-2 text-sm text-red-700">
          {m.chat_cannedLoadFailed({ reason: query.error.message })}
        </p>
      );
    } else if (replies.length === 0) {
      body = (
        <NoCannedReplies className="px-3 py-2 text-sm">
          <button
            type="button"
            className="mt-2 min-h-9 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100"
            onClick={() => {
              setFocused(false);
              onManage();
            }}
            onBlur={(event) => {
              if (leaves(event.relatedTarget)) setFocused(false);
            }}
          >
            {m.chat_cannedManage}
          </button>
        </NoCannedReplies>
      );
    } else {
      body = (
        <p className="px-3 py-2 text-sm text-slate-700">
          {m.chat_cannedNoMatch({ query: slash.query.trim() })} {m.chat_cannedEscape}
        </p>
      );
    }
  }

  let said = '';
  if (open && listed) said = m.chat_cannedPickerHelp({ count: matches.length });
  else if (open && !query.isPending && replies.length === 0) said = m.chat_cannedNoneSaid;
  else if (open && replies.length > 0) said = m.chat_cannedNoMatch({ query: slash.query.trim() });

  const popup = (
    <>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {body && (
        <div
          ref={popupRef}
          data-testid="canned-picker"
          // A press on the list must not take focus from the box (the box would close the list first).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 bottom-full z-20 mb-1 overflow-hidden rounded-lg border border-slate-300 bg-white shadow-lg"
        >
          {body}
          {keys}
        </div>
      )}
    </>
  );

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
    popup,
  };
}
