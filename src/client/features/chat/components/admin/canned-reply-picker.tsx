// The reply box's '/' list, as useCannedPicker holds it: the replies that match what follows the '/'
// (Up, Down and Enter or a click choose), or why there are none, with the keys below for the eye. A
// screen reader hears the same from the live line, since focus stays in the box.
import type { ReactNode } from 'react';
import * as m from '#messages';
import { Listbox } from '#client/components/ui/listbox.tsx';
import type { CannedPickerList } from '../../hooks/use-canned-picker';
import { NoCannedReplies } from './no-canned-replies';

export function CannedReplyPicker({
  popupRef,
  listboxId,
  typed,
  replies,
  loading,
  loadError,
  matches,
  chosenIndex,
  optionId,
  onActive,
  onPick,
  onManage,
  onManageBlur,
}: CannedPickerList) {
  const listed = matches.length > 0;
  let body: ReactNode = null;
  /** The keys, for the eye: a screen reader hears them from the live line below. */
  let keys: ReactNode = null;
  if (typed !== null) {
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
          onActive={onActive}
          onPick={onPick}
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
    } else if (loading) {
      body = <p className="px-3 py-2 text-sm text-slate-600">{m.chat_cannedLoading}</p>;
    } else if (loadError && replies.length === 0) {
      body = (
        <p className="px-3 py-2 text-sm text-red-700">
          {m.chat_cannedLoadFailed({ reason: loadError.message })}
        </p>
      );
    } else if (replies.length === 0) {
      body = (
        <NoCannedReplies className="px-3 py-2 text-sm">
          {onManage && (
            <button
              type="button"
              className="mt-2 min-h-9 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100"
              onClick={onManage}
              onBlur={onManageBlur}
            >
              {m.chat_cannedManage}
            </button>
          )}
        </NoCannedReplies>
      );
    } else {
      body = (
        <p className="px-3 py-2 text-sm text-slate-700">
          {m.chat_cannedNoMatch({ query: typed.trim() })} {m.chat_cannedEscape}
        </p>
      );
    }
  }

  let said = '';
  if (typed !== null && listed) said = m.chat_cannedPickerHelp({ count: matches.length });
  else if (typed !== null && !loading && replies.length === 0) said = m.chat_cannedNoneSaid;
  else if (typed !== null && replies.length > 0) said = m.chat_cannedNoMatch({ query: typed.trim() });

  return (
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
}
