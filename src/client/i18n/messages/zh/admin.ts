// 简体中文: the original app's Chinese texts are these, word for word.
// The dashboard's shell and tabs, the admin login, today at a glance, the audit log and the prize manager.
import type { PrizeType } from '#shared/prizes';
import type { AuditVocabulary } from '#shared/audit-words';

const WHEEL: Record<PrizeType, string> = { normal: '普通', super: '超级' };

export const admin_loading = '加载中...';
export const admin_error = '错误';
export const admin_success = '成功';
export const admin_save = '保存';
export const admin_saving = '保存中...';
export const admin_cancel = '取消';
export const admin_edit = '编辑';

// 管理后台与标签页
export const admin_checkingSession = '正在验证登录状态...';
export const admin_title = '管理后台';
export const admin_sections = '管理后台分区';
export const admin_tabPromo = '优惠码与存款';
export const admin_tabChat = '在线客服';
export const admin_tabHomeBuilder = '首页编辑器';
export const admin_tabNoticeBuilder = '公告编辑器';
export const admin_tabPrizes = '奖品';
export const admin_tabAudit = '审计';
export const admin_tabStats = '统计';
export const admin_unsavedHome =
  '首页草稿还有正在保存的修改。现在离开，这些修改就会丢失；请稍等片刻以保留它们。';
export const admin_unsavedNotice =
  '公告页草稿还有正在保存的修改。现在离开，这些修改就会丢失；请稍等片刻以保留它们。';
export const admin_leaveTitle = (p: { tab: string }) => `离开「${p.tab}」？`;
export const admin_leaveConfirm = '不保存并离开';

// 登录与退出
export const admin_loginTitle = '管理员登录';
export const admin_loginIntro = '输入密码以进入管理后台';
export const admin_loginName = '登录名';
export const admin_loginNameHint = '留空则以所有者身份登录。';
export const admin_password = '密码';
export const admin_passwordPlaceholder = '输入管理员密码';
export const admin_login = '登录';
export const admin_loggingIn = '登录中...';
export const admin_loginFailed = '登录失败';
export const admin_logout = '退出登录';
export const admin_signOutEverywhere = '在所有设备上退出';
export const admin_signOutEverywhereTitle = '在所有设备上退出？';
export const admin_signOutEverywhereText =
  '将结束所有管理员会话：包括此浏览器和所有已登录管理后台的其他设备。所有人都需要重新输入密码登录。';

// 今日概览
export const admin_summaryTitle = '今日概览';
export const admin_summaryLoadFailed = '无法加载数据';
export const admin_codesGenerated = '已生成优惠码';
export const admin_codesGeneratedHint = '不含演示码';
export const admin_codesRedeemed = '已兑换优惠码';
export const admin_redemptionRate = '兑换率';
export const admin_redemptionRateHint = '今日优惠码的使用比例';
export const admin_deposits = '存款';
export const admin_foc = 'FOC 15%';
export const admin_summaryShow = '显示详情';
export const admin_summaryHide = '隐藏详情';
export const admin_lineCodes = '优惠码';
export const admin_lineRedeemed = '已兑换';
export const admin_prizesWon = '已抽中的奖品（按轮盘显示的名称）';
export const admin_wheelNormal = '普通';
export const admin_wheelSuper = '超级';
export const admin_noPrizesToday = '今天还没有抽中的奖品。';
export const admin_valueWonToday = (p: { amount: string; unknown: number }) =>
  `中奖价值：${p.amount}${p.unknown > 0 ? `（${p.unknown} 次中奖未设价值，未计入）` : ''}`;
export const admin_wonOnWheel = (p: { type: PrizeType }) => ` 次，在${WHEEL[p.type]}轮盘上抽中`;

// 审计日志
export const admin_auditTitle = '审计日志';
export const admin_auditAction = '操作';
export const admin_auditAllActions = '全部操作';
export const admin_auditPerson = '人员';
export const admin_auditEveryone = '所有人';
export const admin_auditFrom = '开始日期 (UTC+8)';
export const admin_auditTo = '结束日期 (UTC+8)';
export const admin_auditCheckFilters = '请检查筛选条件';
export const admin_auditResetFilters = '重置筛选';
export const admin_auditWhat = '审计记录';
export const admin_auditNoneMatch = '没有符合这些筛选条件的审计记录';
export const admin_auditNone = '暂无审计记录';
export const admin_auditPages = '审计记录分页';
export const admin_auditEntries = '审计记录';
export const admin_auditEntriesScrollable = '审计记录（可滚动）';
export const admin_auditTime = '时间 (UTC+8)';
export const admin_auditWhatHappened = '事件';
export const admin_auditTarget = '对象';
export const admin_auditWho = '操作者';
export const admin_auditDetails = '详情';
/** 审计“对象”列中按键名显示的设置名称（键名本身在“详情”中）。 */
export const admin_auditSettingNames: Record<string, string> = {
  customPrizeNames: '奖品名称（普通轮盘）',
  customSuperPrizeNames: '奖品名称（超级轮盘）',
  prizeNameTranslations: '奖品名称翻译',
  prizeValues: '奖品价值',
  wheelThemes: '轮盘主题',
  prizeImages: '奖品图片',
  spinNoticeSettings: '抽奖页公告',
  landingPageBuilder: '首页',
  noticeBuilder: '公告页',
  gamesLogBuilder: '游戏记录设置',
  defaultLanguage: '默认语言',
  chatHours: '聊天时间',
  chatCannedReplies: '快捷回复',
  promoShareMessages: '优惠码消息模板',
};
export const admin_actorAdmin = '管理员';
export const admin_actorVisitor = '访客';
export const admin_actorSystem = '系统';

// 奖品管理
export const admin_prizeManager = '奖品管理';
export const admin_prizeTypeNormal = '普通';
export const admin_prizeTypeSuper = '超级';
export const admin_loadingPrizes = '正在加载奖品...';
export const admin_thePrizes = '奖品';
export const admin_prizeList = (p: { type: PrizeType }) => `${WHEEL[p.type]}奖品`;
export const admin_prizeNameLabel = (p: { slot: number }) => `奖品 ${p.slot} 名称`;
export const admin_editPrize = (p: { slot: number }) => `编辑奖品 ${p.slot}`;
export const admin_prizeValueLabel = (p: { slot: number }) => `奖品 ${p.slot} 价值（RM）`;
export const admin_prizeNoValue = '无价值';
export const admin_prizeValueInvalid = '价值必须是 RM 金额，例如 10 或 10.50；留空表示没有价值';
export const admin_prizeNameEmpty = '奖品名称不能为空';
export const admin_prizeSaveFailed = '保存失败，请重试';
export const admin_prizeRenamed = (p: { slot: number; name: string }) => `奖品 ${p.slot} 已更新为 ${p.name}`;
export const admin_prizeNamesReset = '奖品名称已恢复默认';
export const admin_resetToDefaults = '恢复默认';
export const admin_resetTitle = '恢复默认奖品名称？';
export const admin_resetText = (p: { type: PrizeType }) =>
  `六个${WHEEL[p.type]}奖品名称将恢复为默认值，所有轮盘同步生效。`;
export const admin_reset = '恢复';

// 访客的默认语言
export const admin_defaultLanguageTitle = '默认语言';
export const admin_defaultLanguageLabel = '访客语言';
export const admin_defaultLanguageHint =
  '浏览器未要求 English、中文 或 Bahasa Melayu 的访客会看到此语言，直到他们在页头选择语言。';
export const admin_defaultLanguageTexts =
  '您自己的文字（奖品名称、滚动公告、HOME 和 NOTICE 页面）以此语言书写，其他语言为其翻译。更改它不会改写任何文字：未翻译的文字将被视为新的默认语言。';
export const admin_defaultLanguageWhat = '默认语言';
export const admin_defaultLanguageSaved = (language: string) => `访客现在默认看到${language}。`;

// 审计记录的措辞（#shared/audit-words 的 AuditVocabulary）。
export const admin_auditWords: AuditVocabulary = {
  actions: {
    'admin.login': '已登录',
    'admin.login_failed': '登录被拒绝（密码错误）',
    'admin.logout': '已退出登录',
    'admin.sign_out_everywhere': '已在所有设备上退出',
    'admin.password_changed': '密码已更改',
    'admin.session_ended': '已退出一个会话',
    'staff.add': '已添加人员',
    'staff.change': '人员已更改',
    'staff.invite': '新的邀请链接',
    'staff.accept': '邀请已接受',
    'admin.two_factor_on': '已开启两步验证',
    'admin.two_factor_off': '已关闭两步验证',
    'staff.two_factor_reset': '已重置两步验证',
    'security.save': '安全设置已更改',
    'backup.create': '已创建备份',
    'backup.delete': '已删除备份',
    'backup.download': '已下载备份',
    'promo.generate': '已生成优惠码',
    'promo.batch_generate': '批量生成优惠码',
    'promo.redeem': '优惠码已兑换',
    'promo.delete': '已删除优惠码',
    'promo.void': '优惠码已作废',
    'promo.extend': '优惠码已延期',
    'promo.batch_void': '优惠码批次已作废',
    'promo.batch_extend': '优惠码批次已延期',
    'deposit.create': '已记录存款',
    'deposit.update': '存款已更正',
    'deposit.void': '存款已作废',
    'deposit.recorded_from_codes': '已为优惠码补记存款',
    'claim.pay': '奖品已支付',
    'claim.void': '支付已作废',
    'draws.clear': '抽奖记录已清除',
    'image.upload': '已上传图片',
    'builder.draft_discarded': '草稿已放弃',
    'settings.save': '设置已保存',
    'export.promo-codes': '已导出优惠码（CSV）',
    'export.draws': '已导出抽奖记录（CSV）',
    'export.deposits': '已导出存款（CSV）',
    'export.audit': '已导出审计日志（CSV）',
    'export.stats': '已导出统计（CSV）',
    'export.claims': '已导出领奖记录（CSV）',
    'export.chat': '已导出在线客服对话',
  },
  settings: {
    customPrizeNames: { saved: '奖品名称已更改' },
    customSuperPrizeNames: { saved: '奖品名称已更改' },
    prizeNameTranslations: { saved: '奖品名称翻译已更改' },
    prizeValues: { saved: '奖品价值已更改' },
    wheelThemes: { saved: '轮盘主题已更改' },
    prizeImages: { saved: '奖品图片已更改' },
    spinNoticeSettings: { saved: '抽奖页公告已更改' },
    landingPageBuilder: { saved: '首页已发布', draftDiscarded: '首页草稿已放弃' },
    noticeBuilder: { saved: '公告页已发布', draftDiscarded: '公告页草稿已放弃' },
    gamesLogBuilder: { saved: '游戏记录设置已保存' },
    defaultLanguage: { saved: '默认语言已更改' },
    chatHours: { saved: '聊天时间已更改' },
    chatCannedReplies: { saved: '快捷回复已更改' },
    promoShareMessages: { saved: '优惠码消息模板已更改' },
  },
  documentChanges: ({ added, changed, removed, reordered, settingsChanged }, setting) => {
    const unit =
      setting === 'noticeBuilder' ? '条公告' : setting === 'chatCannedReplies' ? '条快捷回复' : '个版块';
    const parts = [
      added > 0 ? `新增 ${added} ${unit}` : '',
      changed > 0 ? `更改 ${changed} ${unit}` : '',
      removed > 0 ? `删除 ${removed} ${unit}` : '',
      reordered ? '顺序已更改' : '',
      settingsChanged ? '设置已更改' : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join('；') : '没有更改';
  },
  wheel: (type) => (type === 'super' ? '超级轮盘' : '普通轮盘'),
  slotRenamed: ({ slot, from, to }) => `第 ${slot} 格 ${from} → ${to}`,
  noNameChanged: '没有名称更改',
  translationChanged: ({ wheel, slot, language, from, to }) =>
    `${wheel} 第 ${slot} 格（${language}）${from} → ${to}`,
  untranslated: '无翻译',
  changedFields: (fields) => `已更改：${fields}`,
  noChanges: '没有更改',
  forCustomer: (customer) => `客户 ${customer}`,
  wheelSlot: ({ wheel, slot, prize }) => `${wheel} 第 ${slot} 格 ${prize}`,
  won: ({ prize, wheel, slot }) => `赢得 ${prize}（${wheel}，第 ${slot} 格）`,
  generatedAs: (name) => `生成时为 ${name}`,
  use: (count) => `第 ${count} 次使用`,
  dated: (date) => `日期 ${date}`,
  reason: (reason) => `原因：${reason}`,
  newExpiry: (time) => `新到期时间 ${time}（UTC+8）`,
  batchChanged: ({ changed, usedUp, voided }) =>
    `已更改 ${changed} 个优惠码，${usedUp} 个已用完、${voided} 个此前已作废的保持不变`,
  amountChange: ({ from, to }) => `金额 ${from} → ${to}`,
  dateChange: ({ from, to }) => `日期 ${from} → ${to}`,
  notesChanged: '备注已更改',
  noFieldChanged: '没有字段更改',
  drawsDeleted: (n) => `已删除 ${n} 条抽奖记录`,
  depositsFromCodes: ({ linked, recorded }) => `${linked} 个优惠码关联到已有记录，新建 ${recorded} 条记录`,
  sessionsEnded: (n) => `已结束 ${n} 个会话`,
  roles: { owner: '所有者', manager: '经理', agent: '客服' },
  person: ({ name, login }) => `${name}（${login}）`,
  roleChange: ({ from, to }) => `角色 ${from} → ${to}`,
  nameChange: ({ from, to }) => `名称 ${from} → ${to}`,
  disabled: '已停用',
  enabled: '已重新启用',
  twoFactorRequired: (required) => (required ? '要求所有人开启两步验证' : '不再要求两步验证'),
  customer: (customer) => `客户 ${customer}`,
  codesStartingWith: (code) => `以 ${code} 开头的优惠码`,
  from: (date) => `从 ${date}`,
  to: (date) => `到 ${date}`,
  action: (title) => `操作 ${title}`,
  slotValueChanged: ({ wheel, slot, from, to }) => `${wheel} 第 ${slot} 格 ${from} → ${to}`,
  noValue: '无价值',
  themes: { classic: '经典', neon: '霓虹', festive: '节庆' },
  themeChanged: ({ wheel, from, to }) => `${wheel}：${from} → ${to}`,
  pictureChanged: ({ wheel, slot, change }) =>
    `${wheel} 第 ${slot} 格图片${{ added: '已添加', replaced: '已更换', removed: '已移除' }[change]}`,
  methods: { cash: '现金', bank_transfer: '银行转账', credit: '游戏额度', other: '其他方式' },
  paidBy: ({ amount, method }) => `以${method}支付 ${amount}`,
  draw: (id) => `抽奖 #${id}`,
  claimStatus: (status) => (status === 'paid' ? '已支付' : '未领取'),
  scheduled: '按计划',
  byRetention: '超出保留规则',
  separator: '，',
};
