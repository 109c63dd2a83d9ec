// The live preview under the deposit field: what the customer's totals become with this code.
import * as m from '#messages';
import { parseMoneyToCents } from '#shared/money';
import { DEPOSIT_SEARCH_MIN_CHARS, useDepositSearch } from '#client/api/deposits';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { depositPreview, enteredDepositCents, rm, signedRm } from '../preview';

const LOOKUP_DEBOUNCE_MS = 300;

export function DepositPreview({
  customerName,
  depositText,
  prizeName,
  slotValue,
  usesText,
  isDemo,
}: {
  customerName: string;
  depositText: string;
  prizeName: string;
  slotValue: string | null;
  usesText: string;
  isDemo: boolean;
}) {
  const customerCode = useDebouncedValue(customerName, LOOKUP_DEBOUNCE_MS);
  const existing = useDepositSearch({ customerCode, startDate: '', endDate: '' });
  // Totals from a lookup for another (earlier typed) name must not leak into this preview.
  const summary = customerCode === customerName ? existing.data : undefined;
  const preview = depositPreview({
    existingDepositCents: parseMoneyToCents(summary?.totalDeposit ?? '0') ?? 0,
    newDepositCents: enteredDepositCents(depositText),
    existingPrizeCents: parseMoneyToCents(summary?.totalPrizeAmount ?? '0') ?? 0,
    existingPrizeUnknown: summary?.prizeAmountUnknown ?? 0,
    prizeName,
    slotValue,
    uses: Number(usesText),
    isDemo,
  });

  let note = m.deposits_previewNote;
  if (customerName.length < DEPOSIT_SEARCH_MIN_CHARS) {
    note = m.deposits_previewFrom({ min: DEPOSIT_SEARCH_MIN_CHARS });
  } else if (existing.isError) {
    note = m.deposits_previewLoadFailed;
  } else if (!summary) {
    note = m.deposits_previewLoading;
  }

  const rows = [
    { label: m.deposits_previewTotalDeposit, value: rm(preview.totalDepositCents) },
    { label: m.deposits_previewFoc, value: rm(preview.focCents) },
    { label: m.deposits_previewPrizeAmount, value: rm(preview.prizeCents) },
  ];
  const negative = preview.finalDeductionCents < 0;
  return (
    <section
      aria-label={m.deposits_preview}
      className="rounded-lg border border-brand-300 bg-brand-50 p-3 text-sm text-slate-800"
    >
      <dl className="grid gap-1">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-mono font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-brand-300 pt-2">
          <dt className="font-semibold">{m.deposits_previewFinalDeduction}</dt>
          <dd className={`font-mono font-bold tabular-nums ${negative ? 'text-red-600' : 'text-green-700'}`}>
            {signedRm(preview.finalDeductionCents)}
          </dd>
        </div>
      </dl>
      {preview.prizeUnknown > 0 && (
        <p className="mt-2 text-xs font-medium text-amber-800">
          {m.deposits_prizeUnknown({ count: preview.prizeUnknown })}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-700">{note}</p>
    </section>
  );
}
