// 简体中文: the words for the server's error codes (#shared/api/errors).
import type { Permission, Role } from '#shared/permissions';

export const errors_requestInvalid = '请求被拒绝。请检查您输入的内容后重试。';
export const errors_requestJson = '无法读取请求，请重试。';
export const errors_tooLarge = '内容太大，无法发送。';
export const errors_mediaType = '不接受此类文件或请求。';
export const errors_origin = '已拒绝：只接受本网站页面提交的更改。';
export const errors_field = (p: { field: string }) => `请检查${p.field}：当前内容不被接受。`;
export const errors_authRequired = '请先登录管理后台';
export const errors_authForbidden = '您的角色无权执行此操作。';
// 超出角色权限的请求（auth.forbidden）：说出角色以及它不能做的事。
export const errors_roleMayNot: Record<Role, string> = {
  owner: '所有者无权',
  manager: '经理无权',
  agent: '客服无权',
};
export const errors_permissionWords: Record<Permission, string> = {
  account: '查看或更改自己的账户',
  chat: '使用在线客服',
  codes: '生成优惠码、记录存款，或查找优惠码、客户、存款或批次',
  'codes.manage': '批量生成优惠码，删除、作废或延期优惠码或批次，或更正、作废存款',
  claims: '查看领奖记录或奖品负债，或支付、作废领奖付款',
  site: '更改奖品、页面、轮盘滚动公告、在线客服开放时间、快捷回复、优惠码消息模板或默认语言，或清除抽奖记录',
  reports: '查看统计、今日概览、审计日志或导出文件',
  staff: '管理人员、所有人的会话、备份或安全设置',
};
export const errors_forbidden = (p: { who: string; action: string }) => `${p.who}${p.action}。`;
export const errors_authPassword = '密码错误';
export const errors_authLogin = '登录名或密码错误';
export const errors_authLocked = (p: { minutes: number }) => `登录失败次数过多，请 ${p.minutes} 分钟后再试。`;
export const errors_notFound = '找不到该内容。';
export const errors_conflict = '内容已在别处被更改。请重新加载后再试。';
export const errors_rateLimited = (p: { seconds: number }) => `请求过多，请 ${p.seconds} 秒后再试。`;
export const errors_busy = (p: { seconds: number }) => `服务器繁忙，请 ${p.seconds} 秒后再试。`;
export const errors_server = '服务器出错了，请重试。';
export const errors_promoEmpty = '请输入优惠码';
export const errors_promoUnknown = '优惠码无效，请检查后重试。';
export const errors_promoUsed = '此优惠码已被使用。';
export const errors_promoUsedWon = (p: { at: string; prize: string }) =>
  `此优惠码已于 ${p.at} 使用，赢得了 ${p.prize}。`;
export const errors_promoUsedLastWon = (p: { at: string; prize: string; uses: number; limit: number }) =>
  `此优惠码最后一次于 ${p.at} 使用，赢得了 ${p.prize}。已使用 ${p.uses} 次（共 ${p.limit} 次）。`;
export const errors_promoExpired = '此优惠码已过期，请索取新的优惠码。';
export const errors_promoTooMany = (p: { minutes: number }) =>
  `您的网络输入错误优惠码的次数过多，请 ${p.minutes} 分钟后再试。`;
export const errors_promoUsedKept = '此优惠码已被使用，其抽奖记录会被保留';
export const errors_depositVoid = '此存款已作废，作废的存款不能更改';
export const errors_chatTooMany = (p: { seconds: number }) => `消息过多，请 ${p.seconds} 秒后再试。`;
export const errors_chatReservedName = '此名称为客服专用，请换一个名称。';
export const errors_chatMixedScriptsName = '请只用一种文字书写您的名称。';
export const errors_builderConflict = '草稿已在别处被更改。请重新加载草稿后再试。';
export const errors_uploadRejected = '无法使用此图片。请选择不超过 5 MB 的 PNG、JPEG、WebP 或 GIF 图片。';

export const errors_claimPaid = '该奖品已支付；如需重新支付，请先作废该笔支付';
export const errors_claimVoided = '该笔支付已作废';
export const errors_promoVoid = '此优惠码已失效';
export const errors_promoUsedUp = '此优惠码已用完：其抽奖即为记录，不能作废或延期';
export const errors_promoVoided = '此优惠码已作废；作废不可撤销';
export const errors_batchPending = '此批次仍在生成中；列出后再试';
export const errors_staffLastOwner = '这是最后一位有效的所有者：请先让其他人成为所有者';
export const errors_staffInvitation = '此邀请链接已过期、已被使用或无效';
export const errors_staffLoginTaken = '此登录名已被使用：请换一个';
export const errors_authCodeRequired = '请输入验证器应用显示的 6 位数字，或一个恢复码';
export const errors_authCode = '此验证码不正确或已被使用';
export const errors_twoFactorRequired = '请先设置两步验证：所有者要求每个人都开启';
export const errors_backupRunning = '正在创建备份，请等它出现在列表中后再试';
export const errors_backupPostgres = '本站使用 PostgreSQL：请用数据库自带的工具备份';
export const errors_backupNotWritable = '无法写入备份文件夹';
export const errors_backupDiskFull = '备份文件夹所在的磁盘已满';
export const errors_backupFailed = '备份失败';
export const errors_passwordCommon = (p: { field: string }) => `${p.field}是最常见的密码之一，请换一个。`;
export const errors_passwordIsLogin = (p: { field: string }) => `${p.field}不能与登录名相同，请换一个。`;

/** 表单中的字段名称，用于验证错误。 */
export const errors_fieldNames: Record<string, string> = {
  code: '优惠码',
  customerName: '客户',
  depositAmount: '存款金额',
  depositDate: '存款日期',
  depositId: '存款记录',
  prizeId: '奖品',
  prizeType: '轮盘',
  expirationHours: '有效时数',
  usageLimit: '使用次数',
  startDate: '开始日期',
  endDate: '结束日期',
  senderName: '您的名字',
  message: '消息',
  login: '登录名',
  password: '密码',
  newPassword: '新密码',
  names: '奖品名称',
  reason: '原因',
  title: '标题',
  subtitle: '副标题',
  content: '内容',
  buttonText: '按钮文字',
  buttonUrl: '按钮链接',
  imageUrl: '图片',
  backgroundColor: '背景颜色',
  textColor: '文字颜色',
  siteName: '网站名称',
  companySlogan: '标语',
  url: '地址',
  name: '名称',
  phone: '电话号码',
  contactWhatsapp: 'WhatsApp 号码',
  contactTelegram: 'Telegram 名称',
  contactPhone: '电话号码',
  notes: '备注',
  customerCode: '客户',
  amount: '金额',
  spinNoticeText: '公告文字',
  animationSpeed: '速度',
  method: '支付方式',
  note: '备注',
  drawId: '抽奖记录',
  paymentId: '支付记录',
  status: '列表',
  customer: '客户',
  values: '奖品价值',
  text: '内容',
  replies: '快捷回复',
  currentPassword: '当前密码',
  role: '角色',
  token: '邀请链接',
};

// 表单中共享规则的拒绝提示（i18n/issue-text.ts）。
export const errors_fieldEmpty = (p: { field: string }) => `请填写${p.field}。`;
export const errors_fieldTooShort = (p: { field: string; min: number }) =>
  `${p.field}至少需要 ${p.min} 个字符。`;
export const errors_fieldTooLong = (p: { field: string; max: number }) =>
  `${p.field}太长：最多 ${p.max} 个字符。`;
export const errors_fieldTooSmall = (p: { field: string; min: number }) => `${p.field}不能小于 ${p.min}。`;
export const errors_fieldTooLarge = (p: { field: string; max: number }) => `${p.field}不能大于 ${p.max}。`;
export const errors_batchInvalid = '部分行有问题，未生成任何优惠码。请修正所列的行后重试。';
export const errors_promoNotActive = (p: { start: string }) => `此优惠码尚未生效，将于 ${p.start} 开始。`;
export const errors_promoNotActiveSoon = '此优惠码尚未生效。';
