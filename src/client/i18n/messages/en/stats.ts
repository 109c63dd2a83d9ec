// The Statistics tab.
export const stats_title = 'Statistics';
export const stats_from = 'From';
export const stats_to = 'To';
export const stats_zone = 'Business dates in UTC+8; the last 30 days unless you pick others.';
export const stats_pickRange = 'Pick the first and the last date.';
export const stats_loading = 'Loading the statistics…';
export const stats_loadFailed = (p: { reason: string }) => `Could not load the statistics: ${p.reason}`;
export const stats_codesGenerated = 'Codes generated';
export const stats_codesRedeemed = 'Codes redeemed';
export const stats_rate = 'Redemption rate';
export const stats_median = 'Median time to spin';
export const stats_minutes = (p: { n: number }) => `${p.n} min`;
export const stats_deposits = 'Deposits';
export const stats_foc = 'FOC 15%';
export const stats_codesChart = 'Codes per day';
export const stats_winsChart = 'Wins per prize slot per day';
export const stats_date = 'Date';
export const stats_slot = (p: { wheel: string; slot: number; name: string }) =>
  `${p.wheel} ${p.slot}${p.name ? ` · ${p.name}` : ''}`;
export const stats_perDay = 'Day by day';
export const stats_normal = 'Normal';
export const stats_super = 'Super';
export const stats_valueWon = 'Value won';
export const stats_valuePaid = 'Value paid';
export const stats_unknownWins = (p: { count: number }) =>
  `${p.count} ${p.count === 1 ? 'win' : 'wins'} without a value, not counted`;
