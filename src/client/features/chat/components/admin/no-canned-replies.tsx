// What the canned replies manager and the reply box's '/' list say while the operator has no canned
// replies yet: the same words in both, each in its own frame (and the list's way to the manager).
import type { ReactNode } from 'react';
import * as m from '#messages';

export function NoCannedReplies({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div className={className}>
      <p className="font-semibold text-slate-900">{m.chat_cannedNone}</p>
      <p className="mt-1 text-sm text-slate-600">{m.chat_cannedNoneHint}</p>
      {children}
    </div>
  );
}
