// 简体中文: SPEC's Chinese texts are these, word for word.
// The draw: /promo, /spin, the wheel, the win dialog and the drawing history.
export const draws_promoTitle = '输入您的优惠码';
export const draws_promoIntro = '输入您收到的优惠码，转动轮盘赢取奖品。';
export const draws_promoLabel = '优惠码';
export const draws_promoPlaceholder = '优惠码';
export const draws_start = '开始幸运抽奖';
export const draws_validating = '验证中...';
