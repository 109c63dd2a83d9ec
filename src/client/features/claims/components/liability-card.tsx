// The prize liability: won and not yet paid, paid, and still possible on live codes,
// in RM, each saying how many records it sums and how many have no value (left out of the sum).
import * as m from '#messages';
import type { ValuedCount } from '#shared/api/claims';
import { useLiability } from '#client/api/claims';
import { Card } from '#client/components/ui/card.tsx';
import { rmText } from '#client/i18n/money-text';

function Figure({
  label,
  figure,
  counted,
}: {
  label: string;
  figure: ValuedCount | undefined;
  counted: (p: { count: number }) => string;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs leading-tight font-medium text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">
        {figure ? rmText(figure.amount) : '–'}
      </dd>
      {figure && (
        <dd className="text-xs leading-tight text-slate-600">
          {counted({ count: figure.count })}
          {figure.unknown > 0 && (
            <span className="block text-amber-800">{m.claims_unknown({ count: figure.unknown })}</span>
          )}
        </dd>
      )}
    </div>
  );
}

export function LiabilityCard() {
  const liability = useLiability();
  const data = liability.data;
  return (
    <Card title={m.claims_liabilityTitle}>
      <dl aria-busy={liability.isPending} className="grid gap-2 sm:grid-cols-3">
        <Figure label={m.claims_unpaid} figure={data?.unpaid} counted={m.claims_wins} />
        <Figure label={m.claims_paidTotal} figure={data?.paid} counted={m.claims_payments} />
        <Figure label={m.claims_possible} figure={data?.possible} counted={m.claims_spins} />
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {liability.isError && !data ? liability.error.message : m.claims_liabilityNote}
      </p>
    </Card>
  );
}
