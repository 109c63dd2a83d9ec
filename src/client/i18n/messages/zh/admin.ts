// 简体中文: SPEC's Chinese texts are these, word for word.
// The dashboard's shell and tabs, the admin login, today at a glance, the audit log and the prize manager.
import type { PrizeType } from '#shared/prizes';

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
export const admin_unsavedHome =
  '首页草稿还有正在保存的修改。现在离开，这些修改就会丢失；请稍等片刻以保留它们。';
export const admin_unsavedNotice =
  '公告页草稿还有正在保存的修改。现在离开，这些修改就会丢失；请稍等片刻以保留它们。';
export const admin_leaveTitle = (p: { tab: string }) => `离开「${p.tab}」？`;
export const admin_leaveConfirm = '不保存并离开';

// 登录与退出
export const admin_loginTitle = '管理员登录';
export const admin_loginIntro = '输入密码以进入管理后台';
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
export const admin_prizesWon = '已抽中的奖品（按轮盘显示的名称）';
export const admin_wheelNormal = '普通';
export const admin_wheelSuper = '超级';
export const admin_noPrizesToday = '今天还没有抽中的奖品。';
export const admin_wonOnWheel = (p: { type: PrizeType }) => ` 次，在${WHEEL[p.type]}轮盘上抽中`;

// 审计日志
export const admin_auditTitle = '审计日志';
export const admin_auditAction = '操作';
export const admin_auditAllActions = '全部操作';
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
export const admin_defaultLanguageWhat = '默认语言';
export const admin_defaultLanguageSaved = (language: string) => `访客现在默认看到${language}。`;
