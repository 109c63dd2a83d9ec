// The records of a deposit search, each with Edit and Void. A voided record stays in the list, struck
// through, with the word "Void" and its reason as text (the strike alone says nothing to a screen reader).
import { useRef, useState } from 'react';
import * as m from '#messages';
import type { DepositRecord } from '#shared/api/deposits';
import * as depositEndpoints from '#shared/endpoints/deposits';
import { useMay } from '#client/api/admin-session';
import { Button } from '#client/components/ui/button.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { dateTime } from '#client/i18n/format';
import { rmText } from '#client/i18n/money-text';
import { DepositDialogLoader, EditDepositDialog, VoidDepositDialog } from './lazy-deposit-dialogs';

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

function DepositRow({
  deposit,
  onEdit,
  onVoid,
  mayCorrect,
}: {
  deposit: DepositRecord;
  onEdit: () => void;
  onVoid: () => void;
  /** Correcting and voiding are a manager's. */
  mayCorrect: boolean;
}) {
  const voided = deposit.voidedAt !== null;
  const strike = voided ? 'line-through decoration-2' : '';
  const amount = rmText(deposit.depositAmount);
  const what = m.deposits_amountOn({ amount, date: deposit.depositDate });
  return (
    // Buttons in a column of their own, so on a phone they do not wrap under the badges of one row only.
    <li className="flex items-start gap-3 py-2">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className={`text-slate-600 tabular-nums ${strike}`}>{deposit.depositDate}</span>
          <span className={`font-mono font-semibold tabular-nums ${strike}`}>{amount}</span>
          {deposit.updatedAt && (
            // Focusable, so the keyboard can show when it was corrected too.
            <Tooltip content={m.deposits_correctedAt({ at: dateTime(deposit.updatedAt) })}>
              <span className={`${badge} bg-amber-100 text-amber-800`} tabIndex={0}>
                {m.deposits_corrected}
              </span>
            </Tooltip>
          )}
          {voided && <span className={`${badge} bg-red-100 text-red-700`}>{m.deposits_void}</span>}
        </div>
        {deposit.notes && (
          <p className={`mt-1 break-words whitespace-pre-line text-slate-600 ${strike}`}>{deposit.notes}</p>
        )}
        {voided && (
          <p className="mt-1 break-words text-red-700">
            {m.deposits_voidReason({ reason: deposit.voidReason })}
          </p>
        )}
      </div>
      {!voided && mayCorrect && (
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" aria-label={m.deposits_editLabel({ what })} onClick={onEdit}>
            {m.deposits_edit}
          </Button>
          <Button variant="outline" aria-label={m.deposits_voidLabel({ what })} onClick={onVoid}>
            {m.deposits_voidAction}
          </Button>
        </div>
      )}
    </li>
  );
}

export function DepositList({ deposits, labelledBy }: { deposits: DepositRecord[]; labelledBy: string }) {
  const [editing, setEditing] = useState<DepositRecord | null>(null);
  const [voiding, setVoiding] = useState<DepositRecord | null>(null);
  const mayCorrect = useMay()(depositEndpoints.update);
  const list = useRef<HTMLDivElement>(null);
  return (
    <>
      {/* Scrolls on wider screens only; focusable so the keyboard can scroll it when no button is inside
          (every record void). */}
      <div
        ref={list}
        role="group"
        aria-labelledby={labelledBy}
        tabIndex={0}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-500 sm:max-h-80 sm:overflow-y-auto"
      >
        <ul className="divide-y divide-slate-100 text-sm">
          {deposits.map((deposit) => (
            <DepositRow
              key={deposit.id}
              deposit={deposit}
              onEdit={() => setEditing(deposit)}
              onVoid={() => setVoiding(deposit)}
              mayCorrect={mayCorrect}
            />
          ))}
        </ul>
      </div>
      {/* Mounted per record, so each opens with that record's values. */}
      {editing && (
        <DepositDialogLoader onClose={() => setEditing(null)}>
          <EditDepositDialog key={editing.id} deposit={editing} onClose={() => setEditing(null)} />
        </DepositDialogLoader>
      )}
      {voiding && (
        <DepositDialogLoader onClose={() => setVoiding(null)}>
          <VoidDepositDialog
            key={voiding.id}
            deposit={voiding}
            list={list}
            onClose={() => setVoiding(null)}
          />
        </DepositDialogLoader>
      )}
    </>
  );
}
