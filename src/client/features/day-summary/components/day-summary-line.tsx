// Today's figures on one line: what the dashboard shows above its tabs while the summary is folded.
import * as m from '#messages';
import { useDaySummary } from '#client/api/day-summary';
import { FigureLine } from '#client/components/ui/figure-line.tsx';
import { rmText } from '#client/i18n/money-text';
import { percent } from '../lib/percent';

export function DaySummaryLine() {
  const summary = useDaySummary();
  const data = summary.data;
  return (
    <FigureLine
      busy={summary.isPending}
      figures={[
        { label: m.admin_lineCodes, value: data ? String(data.codesGenerated) : '–' },
        {
          label: m.admin_lineRedeemed,
          value: data ? `${data.codesRedeemed} (${percent(data.redemptionRate)})` : '–',
        },
        { label: m.admin_deposits, value: data ? rmText(data.depositsTotal) : '–' },
        { label: m.admin_foc, value: data ? rmText(data.focTotal) : '–' },
      ]}
    />
  );
}
