// The choice of wheel, normal or super (the Prizes tab, the spin page's Edit Prize Names): one group
// named 'Wheel', its two buttons in each place's own words (NORMAL / SUPER in the tab, NORMAL PRIZE /
// SUPER PRIZE in the dialog).
import * as m from '#messages';
import { PRIZE_TYPES, type PrizeType } from '#shared/prizes';
import { SegmentedControl } from './segmented-control';

export function WheelChoice({
  value,
  onChange,
  labels,
}: {
  value: PrizeType;
  onChange: (value: PrizeType) => void;
  labels: Record<PrizeType, string>;
}) {
  return (
    <SegmentedControl
      label={m.ui_wheel}
      options={PRIZE_TYPES.map((type) => ({ value: type, label: labels[type] }))}
      value={value}
      onChange={onChange}
    />
  );
}
