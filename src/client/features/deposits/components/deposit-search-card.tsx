// Search Deposit Records: a customer's deposits in a date range with the FOC / prize summary, searched
// as the operator types (debounced) by the lists' search (a code, a part of a name, a phone's digits: the
// best match's summary, the other customers it matches to pick from), each record correctable, the
// search exportable as CSV, and a deposit recordable on its own (without a code), shown once saved.
import { useEffect, useMemo, useState } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import type { DepositRecord } from '#shared/api/deposits';
import { SEARCH_MAX } from '#shared/input-rules';
import { DEPOSIT_SEARCH_MIN_CHARS, useDepositSearch } from '#client/api/deposits';
import { urlOf } from '#shared/endpoints/endpoint';
import * as exports from '#shared/endpoints/exports';
import { useMay } from '#client/api/admin-session';
import { Button } from '#client/components/ui/button.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { Card } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { CustomerLink } from '#client/lib/admin-links.tsx';
import { DepositList } from './deposit-list';
import { DepositDialogLoader, RecordDepositDialog } from './lazy-deposit-dialogs';
import { rmText } from '#client/i18n/money-text';

const SEARCH_DEBOUNCE_MS = 300;

export function DepositSearchCard({ initialSearch = '' }: { initialSearch?: string | undefined }) {
  const ids = useId();
  const may = useMay();
  const [customerCode, setCustomerCode] = useState(initialSearch);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [recording, setRecording] = useState(false);
  // Memoised so the debounce sees a new value only when a field changes, not on every render.
  const typed = useMemo(
    () => ({ q: customerCode.trim(), startDate, endDate }),
    [customerCode, startDate, endDate],
  );
  const params = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useDepositSearch(params);
  const searching = params.q.length >= DEPOSIT_SEARCH_MIN_CHARS;
  const summary = searching ? search.data : undefined;
  // The export takes the filters of the search on screen (the debounced ones), not half-typed ones.
  // The file is of the customer whose summary is shown.
  const exportHref = urlOf(exports.deposits, undefined, {
    customerCode: summary?.customerCode ?? params.q,
    startDate: params.startDate,
    endDate: params.endDate,
  });
  const others = summary?.customers?.filter((name) => name !== summary.customerCode) ?? [];
  const voidCount = summary?.deposits.filter((d) => d.voidedAt !== null).length ?? 0;

  useEffect(() => {
    if (search.error) {
      toast({ title: m.deposits_searchFailed, description: search.error.message, variant: 'destructive' });
    }
  }, [search.error]);

  let emptyText = m.deposits_searchHint({ min: DEPOSIT_SEARCH_MIN_CHARS });
  if (search.isError) emptyText = m.deposits_noResults({ reason: search.error.message });
  else if (searching) emptyText = m.deposits_searching;

  /** Shows the new record: the search turns to its customer, and drops dates that would hide it. */
  const showRecorded = (deposit: DepositRecord) => {
    setCustomerCode(deposit.customerCode);
    if ((startDate && deposit.depositDate < startDate) || (endDate && deposit.depositDate > endDate)) {
      setStartDate('');
      setEndDate('');
    }
  };

  const clear = () => {
    setCustomerCode('');
    setStartDate('');
    setEndDate('');
  };

  return (
    <Card
      title={m.deposits_searchTitle}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRecording(true)}>
            {m.deposits_recordDeposit}
          </Button>
          {may(exports.deposits) && <ExportCsvButton href={exportHref} disabled={!searching} />}
          <Button variant="outline" onClick={clear}>
            {m.deposits_clear}
          </Button>
        </div>
      }
    >
      <div className="grid gap-3">
        <TextField
          label={m.deposits_customerCode}
          type="search"
          autoComplete="off"
          placeholder={m.deposits_atLeast({ min: DEPOSIT_SEARCH_MIN_CHARS })}
          maxLength={SEARCH_MAX}
          value={customerCode}
          onChange={setCustomerCode}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={m.deposits_startDate} type="date" value={startDate} onChange={setStartDate} />
          <TextField label={m.deposits_endDate} type="date" value={endDate} onChange={setEndDate} />
        </div>
      </div>

      <div className="mt-4" aria-live="polite">
        {summary ? (
          <>
            {summary.deposits.length > 0 || (summary.customers?.length ?? 0) > 0 ? (
              <p className="mb-2 text-sm">
                <CustomerLink name={summary.customerCode} />
              </p>
            ) : null}
            {others.length > 0 && (
              <p className="mb-2 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-600">
                <span>{m.customers_alsoMatching}</span>
                {others.map((name) => (
                  <button
                    key={name}
                    type="button"
                    onClick={() => setCustomerCode(name)}
                    className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800 hover:bg-slate-200"
                  >
                    {name}
                  </button>
                ))}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {[
                { label: m.deposits_totalDeposit, value: summary.totalDeposit },
                { label: m.deposits_foc, value: summary.foc15Percent },
                { label: m.deposits_totalPrizeAmount, value: summary.totalPrizeAmount },
                { label: m.deposits_finalDeduction, value: summary.finalDeduction },
              ].map((item) => (
                <div key={item.label} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-500">{item.label}</dt>
                  <dd className="font-mono font-semibold tabular-nums">{rmText(item.value)}</dd>
                </div>
              ))}
            </dl>
            {/* Codes whose prize has no value are left out of the amount, and said (docs/decisions/0044). */}
            {summary.prizeAmountUnknown > 0 && (
              <p className="mt-2 text-xs font-medium text-amber-800">
                {m.deposits_prizeUnknown({ count: summary.prizeAmountUnknown })}
              </p>
            )}
            <h4 id={`${ids}-records`} className="mt-4 mb-1 text-sm font-semibold">
              {m.deposits_count({ count: summary.deposits.length, voided: voidCount })}
            </h4>
            {summary.deposits.length === 0 ? (
              <p className="text-sm text-slate-500">{m.deposits_none}</p>
            ) : (
              <DepositList deposits={summary.deposits} labelledBy={`${ids}-records`} />
            )}
          </>
        ) : (
          <p className="text-sm text-slate-500">{emptyText}</p>
        )}
      </div>
      {recording && (
        <DepositDialogLoader onClose={() => setRecording(false)}>
          <RecordDepositDialog
            customerCode={customerCode.trim()}
            onClose={() => setRecording(false)}
            onRecorded={showRecorded}
          />
        </DepositDialogLoader>
      )}
    </Card>
  );
}
