// The canned replies manager's list: each reply's title and text, with Move up, Move down, Edit and
// Delete. The buttons carry data-canned (the reply) and data-control, for focus to find them again
// after a change has moved or drawn them anew.
import * as m from '#messages';
import type { CannedReply } from '#client/api/chat-canned-replies';
import { StrokeIcon, TrashIcon } from '#client/components/ui/icons.tsx';

const rowButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Move up (-1) or Move down (1), named by the reply. */
function MoveButton({
  reply,
  step,
  disabled,
  onMove,
}: {
  reply: CannedReply;
  step: -1 | 1;
  disabled: boolean;
  onMove: (reply: CannedReply, step: -1 | 1) => void;
}) {
  return (
    <button
      type="button"
      data-canned={reply.id}
      data-control={step === -1 ? 'up' : 'down'}
      className={`${rowButton} w-10`}
      aria-label={step === -1 ? m.chat_cannedMoveUp(reply) : m.chat_cannedMoveDown(reply)}
      disabled={disabled}
      onClick={() => onMove(reply, step)}
    >
      <StrokeIcon d={step === -1 ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
    </button>
  );
}

export function CannedReplyRows({
  replies,
  onMove,
  onEdit,
  onDelete,
}: {
  replies: readonly CannedReply[];
  onMove: (reply: CannedReply, step: -1 | 1) => void;
  onEdit: (reply: CannedReply) => void;
  onDelete: (reply: CannedReply) => void;
}) {
  return (
    <ol aria-label={m.chat_cannedReplies} className="flex flex-col gap-2">
      {replies.map((reply, index) => (
        <li
          key={reply.id}
          data-testid="canned-reply"
          className="flex flex-wrap items-start gap-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:flex-nowrap sm:p-3"
        >
          <div className="min-w-0 flex-1 basis-full sm:basis-auto">
            <p className="font-semibold break-words text-slate-900">{reply.title}</p>
            <p className="mt-0.5 line-clamp-2 text-sm break-words whitespace-pre-wrap text-slate-600">
              {reply.text}
            </p>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-1.5">
            <MoveButton reply={reply} step={-1} disabled={index === 0} onMove={onMove} />
            <MoveButton reply={reply} step={1} disabled={index === replies.length - 1} onMove={onMove} />
            <button
              type="button"
              data-canned={reply.id}
              data-control="edit"
              className={`${rowButton} px-3 text-sm font-semibold`}
              aria-label={m.chat_cannedEditing(reply)}
              onClick={() => onEdit(reply)}
            >
              {m.chat_cannedEdit}
            </button>
            <button
              type="button"
              className={`${rowButton} w-10 text-red-700`}
              aria-label={m.chat_cannedDelete(reply)}
              onClick={() => onDelete(reply)}
            >
              <TrashIcon />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
