// The prize liability on one line: what the dashboard shows above its tabs while the summary is folded.
import * as m from '#messages';
import { useLiability } from '#client/api/claims';
import { FigureLine } from '#client/components/ui/figure-line.tsx';
import { rmText } from '#client/i18n/money-text';

export function LiabilityLine() {
  const liability = useLiability();
  const data = liability.data;
  return (
    <FigureLine
      busy={liability.isPending}
      figures={[
        { label: m.claims_lineUnpaid, value: data ? rmText(data.unpaid.amount) : '–' },
        { label: m.claims_paidTotal, value: data ? rmText(data.paid.amount) : '–' },
        { label: m.claims_possible, value: data ? rmText(data.possible.amount) : '–' },
      ]}
    />
  );
}
