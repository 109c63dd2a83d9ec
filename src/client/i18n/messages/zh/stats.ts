// The Statistics tab.
export const stats_title = '统计';
export const stats_from = '开始日期';
export const stats_to = '结束日期';
export const stats_zone = '营业日期按 UTC+8 计算；未选择时显示最近 30 天。';
export const stats_pickRange = '请选择开始和结束日期。';
export const stats_loading = '正在加载统计…';
export const stats_loadFailed = (p: { reason: string }) => `无法加载统计：${p.reason}`;
export const stats_codesGenerated = '已生成优惠码';
export const stats_codesRedeemed = '已兑换优惠码';
export const stats_rate = '兑换率';
export const stats_median = '到转动的中位时间';
export const stats_minutes = (p: { n: number }) => `${p.n} 分钟`;
export const stats_deposits = '存款';
export const stats_foc = 'FOC 15%';
export const stats_codesChart = '每日优惠码';
export const stats_winsChart = '每日各奖项中奖次数';
export const stats_date = '日期';
export const stats_slot = (p: { wheel: string; slot: number; name: string }) =>
  `${p.wheel} ${p.slot}${p.name ? ` · ${p.name}` : ''}`;
export const stats_perDay = '逐日明细';
export const stats_normal = '普通';
export const stats_super = '超级';
export const stats_valueWon = '中奖价值';
export const stats_valuePaid = '已支付价值';
export const stats_unknownWins = (p: { count: number }) => `${p.count} 次中奖未设价值，未计入`;
