// The Prizes tab's card: the prize manager, with the visitor's wheel as its theme preview. A feature does
// not import another's, so the dashboard joins them; this module loads when the tab is first opened.
import { Wheel } from '../../features/draws/components/wheel';
import { PrizeManager } from '../../features/prizes/components/prize-manager';

export const PrizesCard = () => <PrizeManager Wheel={Wheel} />;
