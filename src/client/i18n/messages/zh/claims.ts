// 中文：领奖标签页：奖品负债数字、未领取和已支付的中奖列表，以及支付和作废对话框。
import type { ClaimMethod } from '#shared/api/claims';

export const claims_tab = '领奖';

// 奖品负债
export const claims_liabilityTitle = '奖品负债';
export const claims_liabilityNote =
  '当前数字。未支付的中奖和有效优惠码按各格价值计算（奖品标签页）；已支付按实际支付金额计算。';
export const claims_unpaid = '已中奖，未支付';
export const claims_paidTotal = '已支付';
export const claims_possible = '仍可能中奖';
export const claims_lineUnpaid = '未付奖品';
export const claims_wins = (p: { count: number }) => `${p.count} 次中奖`;
export const claims_payments = (p: { count: number }) => `${p.count} 笔支付`;
export const claims_spins = (p: { count: number }) => `有效优惠码剩余 ${p.count} 次抽奖`;
export const claims_unknown = (p: { count: number }) => `${p.count} 次没有价值，未计入`;

// 列表
export const claims_listTitle = '领奖';
export const claims_show = '显示';
export const claims_unclaimed = '未领取';
export const claims_paid = '已支付';
export const claims_customer = '优惠码、姓名、电话或参考编号';
export const claims_from = '中奖日期从';
export const claims_to = '中奖日期到';
export const claims_resetFilters = '重置筛选';
export const claims_what = '领奖记录';
export const claims_noneUnclaimed = '没有未领取的中奖：所有中奖均已支付。';
export const claims_nonePaid = '还没有已支付的中奖。';
export const claims_noneMatch = '没有符合筛选条件的领奖记录。';
export const claims_pages = '领奖记录页';
export const claims_checkFilters = '请检查筛选条件';

// 一次中奖
export const claims_wheelNormal = '普通';
export const claims_wheelSuper = '超级';
export const claims_slot = (p: { wheel: string; slot: number }) => `${p.wheel}轮盘第 ${p.slot} 格`;
export const claims_code = (p: { code: string }) => `优惠码 ${p.code}`;
export const claims_reference = (p: { reference: string }) => `参考编号 ${p.reference}`;
export const claims_wonAt = (p: { at: string }) => `中奖于 ${p.at}`;
export const claims_waitingDays = (p: { count: number }) => `已等待 ${p.count} 天`;
export const claims_waitingHours = (p: { count: number }) => `已等待 ${p.count} 小时`;
export const claims_waitingMinutes = (p: { count: number }) => `已等待 ${p.count} 分钟`;
export const claims_waitingNow = '刚刚';
export const claims_waitingLegend = (p: { hours: number }) => `橙色：已等待超过 ${p.hours} 小时`;
export const claims_value = (p: { value: string }) => `价值 ${p.value}`;
export const claims_noValue = '未设置价值';
export const claims_pay = '支付';
export const claims_payLabel = (p: { prize: string; customer: string }) => `向 ${p.customer} 支付 ${p.prize}`;
export const claims_methods: Record<ClaimMethod, string> = {
  cash: '现金',
  bank_transfer: '银行转账',
  credit: '游戏额度',
  other: '其他',
};
export const claims_paidAmount = (p: { amount: string; method: string }) => `${p.amount}，${p.method}`;
export const claims_paidAt = (p: { at: string; by: string }) => `${p.at} 由 ${p.by} 支付`;
export const claims_void = '作废';
export const claims_voidLabel = (p: { prize: string; customer: string }) =>
  `作废向 ${p.customer} 支付的 ${p.prize}`;

// 支付
export const claims_payTitle = '支付中奖';
export const claims_payText = (p: { prize: string; customer: string; code: string }) =>
  `${p.customer} 以优惠码 ${p.code} 赢得 ${p.prize}。每次中奖只支付一次：如有错误，先作废再重新支付。`;
export const claims_amount = '支付金额（RM）';
export const claims_amountHint = (p: { value: string }) => `该格价值为 ${p.value}。`;
export const claims_amountNoHint = '该格未设置价值：请输入实际支付金额。';
export const claims_method = '支付方式';
export const claims_note = '备注（可选）';
export const claims_paySubmit = '记录支付';
export const claims_saving = '保存中...';
export const claims_paidToast = '已记录支付';
export const claims_paidToastText = (p: { amount: string; customer: string }) =>
  `已向 ${p.customer} 支付 ${p.amount}`;

// 作废
export const claims_voidTitle = '作废这笔支付？';
export const claims_voidText = (p: { amount: string; customer: string }) =>
  `向 ${p.customer} 支付的 ${p.amount} 将连同原因保留在审计记录中；该中奖恢复为未领取，可以重新支付。`;
export const claims_reason = '原因（必填）';
export const claims_voidSubmit = '作废支付';
export const claims_voiding = '作废中...';
export const claims_voided = '支付已作废';
