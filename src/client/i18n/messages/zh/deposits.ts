// 简体中文: the original app's Chinese texts are these, word for word.
// Deposits: the live preview under the Generate form, Search Deposit Records, and the record, edit and
// void dialogs.

/** The original app's way of writing a negative amount: '负 RM 3.50'. */
export const deposits_negative = (p: { amount: string }) => `负 ${p.amount}`;

// 实时预览
export const deposits_preview = '存款预览';
export const deposits_previewTotalDeposit = '总存款';
export const deposits_previewFoc = 'FOC 15%';
export const deposits_previewPrizeAmount = '奖金';
export const deposits_previewFinalDeduction = '最终扣除';
export const deposits_prizeUnknown = (p: { count: number }) => `${p.count} 个代码的奖品没有价值，未计入`;
export const deposits_previewNote = '已包括该客户已记录的存款和之前的奖品。';
export const deposits_previewFrom = (p: { min: number }) => `输入至少 ${p.min} 个字符后才会查找之前的记录。`;
export const deposits_previewLoadFailed = '无法加载之前的记录：只计算这一笔。';
export const deposits_previewLoading = '正在加载之前的记录...';

// 搜索存款记录
export const deposits_searchTitle = '搜索存款记录';
export const deposits_searchFailed = '搜索失败';
export const deposits_searchHint = (p: { min: number }) =>
  `输入优惠码、姓名的一部分或电话号码（至少 ${p.min} 个字符）以查看汇总。`;
export const deposits_noResults = (p: { reason: string }) => `没有结果：${p.reason}`;
export const deposits_searching = '搜索中...';
export const deposits_recordDeposit = '记录存款';
export const deposits_clear = '清除';
export const deposits_customerCode = '客户：优惠码、姓名或电话';
export const deposits_atLeast = (p: { min: number }) => `至少 ${p.min} 个字符`;
export const deposits_startDate = '开始日期';
export const deposits_endDate = '结束日期';
export const deposits_totalDeposit = '总存款';
export const deposits_foc = 'FOC 15%';
export const deposits_totalPrizeAmount = '总奖金';
export const deposits_finalDeduction = '最终扣除';
export const deposits_count = (p: { count: number; voided: number }) =>
  `存款（${p.count} 笔${p.voided > 0 ? `，${p.voided} 笔已作废` : ''}）`;
export const deposits_none = '没有存款记录';

// 列表中的一笔记录
export const deposits_amountOn = (p: { amount: string; date: string }) => `${p.date} 的 ${p.amount}`;
export const deposits_corrected = '已更正';
export const deposits_correctedAt = (p: { at: string }) => `更正于 ${p.at}`;
export const deposits_void = '已作废';
export const deposits_voidReason = (p: { reason: string }) => `作废原因：${p.reason}`;
export const deposits_edit = '编辑';
export const deposits_voidAction = '作废';
export const deposits_editLabel = (p: { what: string }) => `编辑存款 ${p.what}`;
export const deposits_voidLabel = (p: { what: string }) => `作废存款 ${p.what}`;

// 对话框中的字段
export const deposits_fieldCustomerCode = '客户代码';
export const deposits_fieldCustomerName = '客户名称';
export const deposits_fieldAmount = '金额';
export const deposits_fieldDate = '存款日期';
export const deposits_fieldNotes = '备注';
export const deposits_amountLabel = '金额 (RM)';
export const deposits_customerNameLabel = '客户名称（可选，留空则使用客户代码）';
export const deposits_formLoadFailed = '无法加载此表单。';
export const deposits_save = '保存';
export const deposits_saving = '保存中...';

// 记录存款
export const deposits_recordTitle = '记录存款';
export const deposits_recordText = '单独记录一笔存款，不生成优惠码。它会立即计入该客户的总额。';
export const deposits_customerCodeRequired = '请填写客户代码';
export const deposits_recorded = '存款已记录';
export const deposits_recordedText = (p: { amount: string; customer: string; date: string }) =>
  `${p.customer} 于 ${p.date} 的 ${p.amount}`;
export const deposits_notRecorded = '存款未记录';

// 编辑存款
export const deposits_editTitle = '编辑存款';
export const deposits_editText = (p: { customer: string }) => `${p.customer}：旧值会保留在审计日志中。`;
export const deposits_reasonOptional = '更正原因（可选，会保存在审计日志中）';
export const deposits_nothingChanged = '没有任何更改：请先更正金额、日期或备注。';
export const deposits_correctedToast = '存款已更正';

// 作废存款
export const deposits_voidTitle = '作废存款？';
export const deposits_voidText = (p: { amount: string; date: string; customer: string }) =>
  `${p.customer} 于 ${p.date} 的 ${p.amount} 会继续列出并加上删除线，但不再计入总额。此操作无法撤销。`;
export const deposits_reasonRequired = '原因（必填）';
export const deposits_voidSubmit = '作废存款';
export const deposits_voiding = '作废中...';
export const deposits_voided = '存款已作废';
