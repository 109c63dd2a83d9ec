// 中文：客户页面（一位客户的优惠码、存款、中奖和聊天）及其链接。

export const customers_back = '返回仪表板';
export const customers_title = (p: { name: string }) => `客户：${p.name}`;
export const customers_loading = '正在加载客户…';
export const customers_notFound = (p: { name: string }) => `没有优惠码、存款或聊天使用 ${p.name} 这个名字。`;
export const customers_codes = '优惠码';
export const customers_noCodes = '没有优惠码。';
export const customers_uses = (p: { used: number; limit: number }) => `已用 ${p.used} / ${p.limit} 次`;
export const customers_expires = (p: { at: string }) => `${p.at} 到期`;
export const customers_deposits = '存款';
export const customers_wins = '中奖与付款';
export const customers_noWins = '还没有中奖。';
export const customers_unpaid = '尚未付款';
export const customers_paid = (p: { amount: string; method: string; at: string }) =>
  `已于 ${p.at} 以${p.method}支付 ${p.amount}`;
export const customers_chats = '聊天';
export const customers_noChats = '没有以此客户命名的聊天。';
export const customers_contact = (p: { contact: string }) => `联系方式：${p.contact}`;
export const customers_resolved = '已解决';
export const customers_inPromoTable = (p: { code: string }) => `在优惠码表中查找 ${p.code}`;
export const customers_inClaims = (p: { code: string }) => `在领奖中打开 ${p.code} 的中奖`;
export const customers_inDepositSearch = '在存款搜索中打开';
export const customers_inLiveChat = (p: { visitor: string }) => `在在线客服中打开与 ${p.visitor} 的聊天`;
export const customers_alsoMatching = '其他相符的客户：';
