// The Statistics tab.
export const stats_title = 'Statistik';
export const stats_from = 'Dari';
export const stats_to = 'Hingga';
export const stats_zone = 'Tarikh perniagaan dalam UTC+8; 30 hari terakhir melainkan anda memilih yang lain.';
export const stats_pickRange = 'Pilih tarikh pertama dan terakhir.';
export const stats_loading = 'Memuatkan statistik…';
export const stats_loadFailed = (p: { reason: string }) => `Statistik tidak dapat dimuatkan: ${p.reason}`;
export const stats_codesGenerated = 'Kod dijana';
export const stats_codesRedeemed = 'Kod ditebus';
export const stats_rate = 'Kadar tebusan';
export const stats_median = 'Masa median hingga putaran';
export const stats_minutes = (p: { n: number }) => `${p.n} min`;
export const stats_deposits = 'Deposit';
export const stats_foc = 'FOC 15%';
export const stats_codesChart = 'Kod setiap hari';
export const stats_winsChart = 'Kemenangan setiap slot hadiah setiap hari';
export const stats_date = 'Tarikh';
export const stats_slot = (p: { wheel: string; slot: number; name: string }) =>
  `${p.wheel} ${p.slot}${p.name ? ` · ${p.name}` : ''}`;
export const stats_perDay = 'Hari demi hari';
export const stats_normal = 'Biasa';
export const stats_super = 'Super';
export const stats_valueWon = 'Nilai dimenangi';
export const stats_valuePaid = 'Nilai dibayar';
export const stats_unknownWins = (p: { count: number }) => `${p.count} kemenangan tanpa nilai, tidak dikira`;
