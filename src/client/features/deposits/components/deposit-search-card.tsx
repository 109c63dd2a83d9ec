// Search Deposit Records: a customer's deposits in a date range with the FOC / prize summary, searched
// as the operator types (debounced), each record correctable, the search exportable as CSV, and a
// deposit recordable on its own (without a code), shown in the list once saved.
import { useEffect, useId, useMemo, useState } from 'react';
import type { DepositRecord } from '#shared/api/deposits';
import { DEPOSIT_SEARCH_MIN_CHARS, depositSearchQuery, useDepositSearch } from '#client/api/deposits';
import { Button } from '#client/components/ui/button.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { Card } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { DepositList } from './deposit-list';
import { DepositDialogLoader, RecordDepositDialog } from './lazy-deposit-dialogs';

const SEARCH_DEBOUNCE_MS = 300;

export function DepositSearchCard() {
  const ids = useId();
  const [customerCode, setCustomerCode] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [recording, setRecording] = useState(false);
  // Memoised so the debounce sees a new value only when a field changes, not on every render.
  const typed = useMemo(
    () => ({ customerCode: customerCode.trim(), startDate, endDate }),
    [customerCode, startDate, endDate],
  );
  const params = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useDepositSearch(params);
  const searching = params.customerCode.length >= DEPOSIT_SEARCH_MIN_CHARS;
  const summary = searching ? search.data : undefined;
  // The export takes the filters of the search on screen (the debounced ones), not half-typed ones.
  const exportHref = `/api/admin/export/deposits.csv?${depositSearchQuery(params)}`;
  const voidCount = summary?.deposits.filter((d) => d.voidedAt !== null).length ?? 0;

  useEffect(() => {
    if (search.error) toast({ title: '搜索失败', description: search.error.message, variant: 'destructive' });
  }, [search.error]);

  let emptyText = `Enter a customer code (at least ${DEPOSIT_SEARCH_MIN_CHARS} characters) to see the summary.`;
  if (search.isError) emptyText = `No results: ${search.error.message}`;
  else if (searching) emptyText = 'Searching...';

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
      title="Search Deposit Records"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRecording(true)}>
            Record Deposit
          </Button>
          <ExportCsvButton href={exportHref} disabled={!searching} />
          <Button variant="outline" onClick={clear}>
            Clear
          </Button>
        </div>
      }
    >
      <div className="grid gap-3">
        <TextField
          label="Customer Code"
          type="search"
          autoComplete="off"
          placeholder={`At least ${DEPOSIT_SEARCH_MIN_CHARS} characters`}
          value={customerCode}
          onChange={setCustomerCode}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Start Date" type="date" value={startDate} onChange={setStartDate} />
          <TextField label="End Date" type="date" value={endDate} onChange={setEndDate} />
        </div>
      </div>

      <div className="mt-4" aria-live="polite">
        {summary ? (
          <>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {[
                { label: 'Total Deposit', value: summary.totalDeposit },
                { label: 'FOC 15%', value: summary.foc15Percent },
                { label: 'Total Prize Amount', value: summary.totalPrizeAmount },
                { label: 'Final Deduction', value: summary.finalDeduction },
              ].map((item) => (
                <div key={item.label} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-500">{item.label}</dt>
                  <dd className="font-mono font-semibold tabular-nums">{`RM ${item.value}`}</dd>
                </div>
              ))}
            </dl>
            <h4 id={`${ids}-records`} className="mt-4 mb-1 text-sm font-semibold">
              {`Deposits (${summary.deposits.length}${voidCount > 0 ? `, ${voidCount} void` : ''})`}
            </h4>
            {summary.deposits.length === 0 ? (
              <p className="text-sm text-slate-500">No deposit records</p>
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
