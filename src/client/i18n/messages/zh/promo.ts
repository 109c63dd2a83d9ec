// 简体中文: the original app's Chinese texts are these, word for word.
// The dashboard's promo codes: the Generate Promo Code form, the generated code and the codes table.
export const promo_error = '错误';
export const promo_success = '成功';

// 生成优惠码
export const promo_generateTitle = '生成优惠码';
export const promo_customerLabel = '客户名称/ID';
export const promo_customerPlaceholder = '输入客户名称或 ID';
export const promo_existingCustomers = '已有客户';
export const promo_customerCodes = (p: { count: number }) => `· ${p.count} 个优惠码`;
export const promo_depositLabel = '客户存款记录';
export const promo_depositPlaceholder = '0.00（可选）';
export const promo_prizeType = '奖品类型';
export const promo_normalPrize = '普通奖品';
export const promo_superPrize = '超级奖品';
export const promo_selectPrize = '选择奖品';
export const promo_expirationHours = '有效时间（小时）';
export const promo_usageLimit = '使用次数上限';
export const promo_demo = '演示码（仅播放动画，无奖品）';
export const promo_generate = '生成优惠码';
export const promo_generating = '生成中...';
export const promo_customerRequired = '请填写客户名称/ID';
export const promo_checkForm = '请检查表单';
export const promo_depositFailed = '添加存款记录失败';
export const promo_depositAdded = '已添加客户存款记录';
export const promo_generated = (p: { code: string }) => `优惠码 ${p.code} 已生成`;
export const promo_generateFailed = '生成优惠码失败';

// 已生成的优惠码
export const promo_generatedTitle = '已生成的优惠码';
export const promo_copy = '复制优惠码';
export const promo_copied = '已复制';
export const promo_copiedText = '优惠码已复制到剪贴板';
export const promo_copyFailed = '无法复制';
export const promo_generatedOk = '优惠码生成成功！';
export const promo_noCodeYet = '尚未生成优惠码';

// 优惠码列表
export const promo_tableTitle = '优惠码列表';
export const promo_search = '搜索';
export const promo_searchPlaceholder = '优惠码、姓名或电话';
export const promo_customerFilter = (p: { customer: string }) => `客户：${p.customer}`;
export const promo_clearCustomer = '清除客户筛选';
export const promo_createdOn = '创建日期';
export const promo_clearDate = '清除日期筛选';
export const promo_what = '优惠码';
export const promo_pages = '优惠码分页';
export const promo_noneFound = '未找到优惠码';
export const promo_noneYet = '尚未生成优惠码';
export const promo_noneLike = (p: { code: string; filtered: boolean }) =>
  `${p.filtered ? '在这些筛选条件下，' : ''}没有与 ${p.code} 相符的优惠码、客户或电话。`;
export const promo_colCode = '优惠码';
export const promo_colCustomer = '客户';
export const promo_colDeposit = '存款';
export const promo_colPrize = '奖品';
export const promo_colStatus = '状态';
export const promo_colCreated = '创建时间 (UTC+8)';
export const promo_colActions = '操作';
export const promo_demoBadge = '演示';
export const promo_onlyCustomer = (p: { customer: string }) => `只显示 ${p.customer} 的优惠码`;
export const promo_void = '已作废';
export const promo_prizeAmount = (p: { amount: string }) => `奖金：${p.amount}`;
export const promo_typeNormal = '普通';
export const promo_typeSuper = '超级';
export const promo_wonAs = (p: { names: readonly string[] }) => `抽中时的名称：${p.names.join('、')}`;
export const promo_statusActive = '有效';
export const promo_statusUsed = '已使用';
export const promo_statusExpired = '已过期';
export const promo_notAvailable = '无';
export const promo_deleteCode = (p: { code: string }) => `删除 ${p.code}`;
export const promo_usedCodeKept = '此优惠码已使用；它的抽奖记录必须保留';
export const promo_cannotDelete = '无法删除';
export const promo_deleted = '已删除';
export const promo_deletedText = (p: { code: string }) => `优惠码 ${p.code} 已删除`;

// 删除优惠码？
export const promo_deleteTitle = '删除优惠码？';
export const promo_deleteText = (p: { code: string; customer: string }) =>
  `${p.customer} 的优惠码 ${p.code} 将被删除，之后无法再使用。此操作无法撤销。`;
export const promo_delete = '删除';
export const promo_deleting = '删除中...';

// 批量优惠码
export const promo_batchTitle = '批量生成优惠码';
export const promo_batchIntro =
  '粘贴多行或上传 CSV 文件，列为 customerName、depositAmount、prizeSlot（1-6）、wheel（normal 或 super）、usageLimit 和 expirationHours，按此顺序或在标题行中命名。只有 customerName 必填；空白单元格采用生成表单的默认值。';
export const promo_batchOpen = '批量生成优惠码';
export const promo_batchLoadFailed = '批量生成器';
export const promo_batchRows = '多行（CSV）';
export const promo_batchFile = '或上传 CSV 文件';
export const promo_batchPreview = '预览';
export const promo_batchPreviewing = '正在读取...';
export const promo_batchGenerate = (p: { count: number }) => `生成 ${p.count} 个优惠码`;
export const promo_batchGenerating = '生成中...';
export const promo_batchSummary = '本批次将生成';
export const promo_batchCodes = '优惠码';
export const promo_batchWheel = '轮盘';
export const promo_batchSlot = '格位';
export const promo_batchPrize = '奖品';
export const promo_batchDeposits = '总存款';
export const promo_batchFoc = 'FOC 15%';
export const promo_batchPrizeValue = '奖品价值';
export const promo_batchValueUnknown = '未知（格位尚无价值）';
export const promo_batchProblems = (p: { count: number }) =>
  `${p.count} 行有问题；在所有行正确之前不会生成任何优惠码：`;
export const promo_batchLine = (p: { line: number; message: string }) =>
  p.line > 0 ? `第 ${p.line} 行：${p.message}` : p.message;
export const promo_batchChanged = '预览后内容已更改：请重新预览。';
export const promo_batchDone = (p: { count: number; id: number }) =>
  `批次 ${p.id}：已生成 ${p.count} 个优惠码。`;
export const promo_batchFailed = '批次未生成';
export const promo_batchDownload = '下载优惠码（CSV）';
export const promo_batchList = '最近的批次';
export const promo_batchListItem = (p: { id: number; count: number; at: string }) =>
  `批次 ${p.id} · ${p.count} 个优惠码 · ${p.at}`;
export const promo_batchNone = '尚无批次。';
export const promo_statusScheduled = '已排期';
export const promo_startsAt = (p: { time: string }) => `${p.time} 开始`;
export const promo_validFrom = '开始时间 (UTC+8)';
export const promo_validFromHint = '可选。开始前此优惠码会被拒绝（尚未生效）；有效小时数从开始时间起算。';
export const promo_issuesValue = (p: { total: string; uses: number; each: string }) =>
  `此优惠码发放价值 ${p.total}（${p.uses} 次 × ${p.each}）`;
export const promo_issuesUnknown = '此奖品未设置价值（奖品页）：发放价值未知';
