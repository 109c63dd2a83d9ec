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
export const promo_depositFailed = '添加存款记录失败';
export const promo_depositAdded = '已添加客户存款记录';
export const promo_generated = (p: { code: string }) => `优惠码 ${p.code} 已生成`;
export const promo_generateFailed = '生成优惠码失败';

// 已生成的优惠码
export const promo_generatedTitle = '已生成的优惠码';
export const promo_copy = '复制优惠码';
export const promo_copiedText = '优惠码已复制到剪贴板';
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
export const promo_colStatus = '状态 · 使用次数';
export const promo_colCreated = '创建时间 (UTC+8)';
export const promo_colActions = '操作';
export const promo_demoBadge = '演示';
export const promo_onlyCustomer = (p: { customer: string }) => `只显示 ${p.customer} 的优惠码`;
export const promo_void = '已作废';
export const promo_prizeAmount = (p: { amount: string }) => `奖金：${p.amount}`;
export const promo_prizeNoValue = '奖金：未设价值';
export const promo_prizeAmountUses = (p: { amount: string; uses: number }) =>
  `奖金：${p.amount} × ${p.uses} 次`;
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
  '粘贴从电子表格复制的多行或上传 CSV 文件，列为 customerName、depositAmount、prizeSlot（1-6）、wheel（normal 或 super）、usageLimit 和 expirationHours，按此顺序或在标题行中命名。单元格可用制表符、逗号或分号分隔；金额可写为 1000、1,000.00 或 RM 1,000.00。只有 customerName 必填；空白单元格采用生成表单的默认值。';
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
export const promo_batchLine = (p: { line: number; cell: number | null; message: string }) =>
  p.line > 0 ? `第 ${p.line} 行${p.cell === null ? '' : `第 ${p.cell} 格`}：${p.message}` : p.message;
export const promo_batchMore = (p: { count: number }) => `……还有 ${p.count} 个`;
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
export const promo_issuesUnknown = '此奖品没有价值（奖品页未设置，名称中也没有 FREE 金额）：发放价值未知';

// 优惠码表格：筛选、每页行数、列，以及每个优惠码的作废与延期。
export const promo_filterStatus = '状态';
export const promo_statusAll = '全部';
export const promo_filterBatch = '批次';
export const promo_batchAny = '全部批次';
export const promo_batchOption = (p: { id: number; count: number }) => `批次 ${p.id}（${p.count} 个优惠码）`;
export const promo_pageSize = '每页行数';
export const promo_colExpires = '到期时间（UTC+8）';
export const promo_usesOf = (p: { used: number; limit: number }) => `已用 ${p.used} 次，共 ${p.limit} 次`;
export const promo_spinsLeft = (p: { count: number }) => `剩余 ${p.count} 次`;
export const promo_batchLabel = (p: { id: number }) => `批次 ${p.id}`;
export const promo_madeAlone = '单个';
export const promo_madeBy = (p: { name: string }) => `${p.name} 生成`;
export const promo_copyCode = (p: { code: string }) => `复制优惠码 ${p.code}`;
export const promo_voidedBecause = (p: { reason: string }) => `已作废：${p.reason}`;
export const promo_voidAction = '作废';
export const promo_extendAction = '延期';
export const promo_voidCode = (p: { code: string }) => `作废优惠码 ${p.code}`;
export const promo_extendCode = (p: { code: string }) => `为优惠码 ${p.code} 设置新的到期时间`;
export const promo_usedUpKept = '已用完：其抽奖即为记录，不能作废或延期';
export const promo_voidFinal = '已作废：作废不可撤销';
export const promo_voidTitle = '作废此优惠码？';
export const promo_voidText = (p: { code: string; customer: string }) =>
  `从现在起，${p.code}（${p.customer}）将被拒绝，并显示“此优惠码已失效”。其记录和抽奖保留。此操作不可撤销。`;
export const promo_reason = '原因（必填）';
export const promo_voidSubmit = '作废优惠码';
export const promo_voiding = '正在作废…';
export const promo_voidedTitle = '优惠码已作废';
export const promo_voidedText = (p: { code: string }) => `${p.code} 已失效。`;
export const promo_extendTitle = '新的到期时间';
export const promo_extendText = (p: { code: string; expires: string }) =>
  `${p.code} 的到期时间为 ${p.expires}。请选择新的到期时间（UTC+8），最多为现在起 168 小时。`;
export const promo_newExpiry = '新的到期时间（UTC+8）';
export const promo_extendSubmit = '保存新的到期时间';
export const promo_extending = '正在保存…';
export const promo_extendedTitle = '到期时间已更改';
export const promo_extendedText = (p: { code: string; expires: string }) =>
  `${p.code} 现在于 ${p.expires} 到期。`;
export const promo_batchVoid = '作废批次';
export const promo_batchExtend = '批次延期';
export const promo_batchVoidLabel = (p: { id: number }) => `作废批次 ${p.id}`;
export const promo_batchExtendLabel = (p: { id: number }) => `为批次 ${p.id} 设置新的到期时间`;
export const promo_batchVoidTitle = (p: { id: number }) => `作废批次 ${p.id}？`;
export const promo_batchVoidText = (p: { id: number }) =>
  `批次 ${p.id} 中所有未用完的优惠码从现在起将被拒绝。已用完的优惠码、记录和抽奖保留。此操作不可撤销。`;
export const promo_batchVoidSubmit = '作废此批次';
export const promo_batchExtendTitle = (p: { id: number }) => `批次 ${p.id} 的新到期时间`;
export const promo_batchExtendText =
  '此批次中所有未用完且未作废的优惠码都将使用此到期时间（UTC+8），最多为现在起 168 小时。';
export const promo_batchResult = (p: { changed: number; usedUp: number; voided: number }) =>
  `已更改 ${p.changed} 个优惠码；${p.usedUp} 个已用完、${p.voided} 个此前已作废的保持不变。`;

// 一键发送优惠码
export const promo_shareCode = (p: { code: string }) => `将 ${p.code} 发送给客户`;
export const promo_shareCopyLink = '复制链接';
export const promo_shareLinkCopied = '优惠码链接已复制到剪贴板。';
export const promo_shareQr = '二维码';
export const promo_shareHideQr = '隐藏二维码';
export const promo_shareQrAlt = (p: { code: string }) => `${p.code} 链接的二维码`;
export const promo_shareLanguage = '客户的语言';
export const promo_shareCopyMessage = '复制消息';
export const promo_messagesIn = '复制消息的语言';
export const promo_shareMessageCopied = '消息已复制到剪贴板：粘贴到 WhatsApp 或 Telegram。';
export const promo_shareTemplates = '消息模板';
export const promo_shareTemplatesIntro =
  '“复制消息”按语言写出的内容。{code}、{prize}、{expiry}（UTC+8）和 {link} 会被填入；留空的语言使用所示文字。';
export const promo_shareTemplatesSave = '保存模板';
export const promo_shareTemplatesSaved = '模板已保存。';
