// 人员标签页（所有者）、我的账户，以及新成员接受的邀请。
import type { Role } from '#shared/permissions';

export const staff_tab = '人员';
export const staff_accountTab = '我的账户';
export const staff_signedInAs = (p: { name: string; role: string }) => `已登录：${p.name}（${p.role}）`;
export const staff_roleNames: Record<Role, string> = { owner: '所有者', manager: '经理', agent: '客服' };
export const staff_roleAbout: Record<Role, string> = {
  owner: '全部功能，包括人员、会话和安全设置',
  manager: '除人员、会话和安全设置以外的全部功能',
  agent: '在线客服、生成优惠码、记录和查找存款',
};

export const staff_title = '人员';
export const staff_intro = '可以登录此后台的所有人。添加一个人即可生成其一次性邀请链接。';
export const staff_loading = '正在加载人员...';
export const staff_loadFailed = '无法加载人员列表。';
export const staff_colPerson = '人员';
export const staff_colRole = '角色';
export const staff_colStatus = '状态';
export const staff_colTwoFactor = '两步验证';
export const staff_colLastSignIn = '上次登录';
export const staff_colActions = '操作';
export const staff_active = '启用';
export const staff_disabled = '已停用';
export const staff_invited = (p: { time: string }) => `已邀请：链接有效至 ${p.time}`;
export const staff_invitationExpired = '已邀请：链接已过期';
export const staff_on = '已开启';
export const staff_off = '未开启';
export const staff_never = '从未';
export const staff_you = '你';
export const staff_roleOf = (p: { name: string }) => `${p.name} 的角色`;
export const staff_disable = '停用';
export const staff_enable = '启用';
export const staff_newLink = '新的邀请链接';
export const staff_disableTitle = (p: { name: string }) => `停用 ${p.name}？`;
export const staff_disableText = '此人会立即在所有设备上退出登录，重新启用之前无法登录。';
export const staff_roleChanged = (p: { name: string; role: string }) => `${p.name} 现在是${p.role}。`;
export const staff_disabledDone = (p: { name: string }) => `${p.name} 已停用并退出登录。`;
export const staff_enabledDone = (p: { name: string }) => `${p.name} 可以再次登录。`;
export const staff_notSaved = '更改未保存';

export const staff_add = '添加人员';
export const staff_name = '名称';
export const staff_nameHint = '后台和记录中显示的名字。';
export const staff_login = '登录名';
export const staff_loginHint = '字母、数字、“.”、“_”和“-”。用于登录。';
export const staff_role = '角色';
export const staff_addSubmit = '添加并生成链接';
export const staff_adding = '正在添加...';
export const staff_notAdded = '未能添加此人';
export const staff_linkTitle = (p: { name: string }) => `${p.name} 的邀请链接`;
export const staff_linkText = (p: { time: string }) =>
  `请亲自把链接发给对方。链接只能使用一次，有效至 ${p.time}，对方用它设置自己的密码。链接只在此刻显示：如果丢失，请重新生成。`;
export const staff_linkLabel = '邀请链接';
export const staff_copy = '复制链接';
export const staff_copied = '链接已复制';
export const staff_copyFailed = '请选中链接后复制';
export const staff_done = '完成';

export const staff_inviteTitle = '设置你的密码';
export const staff_inviteFor = (p: { name: string; login: string }) =>
  `欢迎，${p.name}。你的登录名是 ${p.login}。`;
export const staff_inviteChecking = '正在检查邀请...';
export const staff_inviteGone = '此邀请链接已过期、已被使用或无效。请向所有者索取新的链接。';
export const staff_password = '密码';
export const staff_passwordHint = (p: { min: number }) =>
  `至少 ${p.min} 个字符；不能是常见密码，也不能与登录名相同。`;
export const staff_passwordAgain = '再次输入密码';
export const staff_passwordsDiffer = '两次输入的密码不一致。';
export const staff_inviteSubmit = '设置密码并登录';
export const staff_inviteFailed = '密码未设置';
export const staff_toLogin = '前往登录';

export const staff_accountTitle = '我的账户';
export const staff_accountWho = (p: { name: string; login: string; role: string }) =>
  `${p.name} · 登录名 ${p.login} · ${p.role}`;
export const staff_changePassword = '更改我的密码';
export const staff_currentPassword = '当前密码';
export const staff_newPassword = '新密码';
export const staff_newPasswordAgain = '再次输入新密码';
export const staff_changePasswordSubmit = '更改密码';
export const staff_changing = '正在更改...';
export const staff_passwordChanged = (p: { count: number }) =>
  p.count === 0 ? '密码已更改。' : `密码已更改。已退出其他 ${p.count} 个会话。`;
export const staff_passwordNotChanged = '密码未更改';
export const staff_sessionsTitle = '已登录的会话';
export const staff_sessionsEveryone = '所有人已登录的会话。如果设备丢失或忘记退出，可以让它退出登录。';
export const staff_sessionsMine = '你在哪些地方已登录。如果设备丢失或忘记退出，可以让它退出登录。';
export const staff_thisSession = '当前会话';
export const staff_sessionStarted = (p: { time: string }) => `登录于 ${p.time}`;
export const staff_sessionSeen = (p: { time: string }) => `最近活动 ${p.time}`;
export const staff_signOut = '退出登录';
export const staff_signOutSession = (p: { who: string }) => `让 ${p.who} 退出登录`;
export const staff_sessionEnded = '会话已退出';
export const staff_sessionNotEnded = '会话未能退出';
export const staff_sessionsLoadFailed = '无法加载会话。';

// 两步验证：我的账户中的卡片、登录时的验证码步骤、所有者的重置。
export const staff_twoFactorTitle = '两步验证';
export const staff_twoFactorIsOn = '已开启：登录时除了密码，还需要输入验证器应用中的验证码。';
export const staff_twoFactorIsOff =
  '未开启：只凭密码即可登录。再加上手机上的验证码，即使有人得知你的密码也无法登录。';
export const staff_twoFactorSetUp = '设置两步验证';
export const staff_twoFactorStarting = '正在开始...';
export const staff_twoFactorNotStarted = '无法设置两步验证';
export const staff_twoFactorStepApp =
  '在手机上打开一个验证器应用：Google Authenticator、Microsoft Authenticator、1Password 或其他应用。';
export const staff_twoFactorStepScan = '在应用中添加账户：扫描这个二维码，或输入下方的密钥。';
export const staff_twoFactorStepCode = '输入应用显示的 6 位数字，然后确认。';
export const staff_twoFactorQr = '用于验证器应用的二维码';
export const staff_twoFactorKey = '密钥（无法扫描时手动输入）';
export const staff_twoFactorCopyKey = '复制密钥';
export const staff_twoFactorKeyCopied = '密钥已复制';
export const staff_twoFactorCopyFailed = '请选中文字后复制';
export const staff_twoFactorCode = '应用中的 6 位验证码';
export const staff_twoFactorCodeDigits = '请输入应用显示的 6 位数字。';
export const staff_twoFactorConfirm = '确认';
export const staff_twoFactorChecking = '正在核对...';
export const staff_recoveryTitle = '两步验证已开启：你的恢复码';
export const staff_recoveryOnce = '如果手机丢失，每个恢复码可以使用一次。它们不会再次显示。';
export const staff_recoveryKeep = '请与手机分开保存：放在密码管理器中，或打印出来收好。';
export const staff_recoveryList = '恢复码';
export const staff_recoveryCopyAll = '全部复制';
export const staff_recoveryCopied = '恢复码已复制';
export const staff_recoveryDownload = '下载';
export const staff_recoveryFileIntro = (p: { login: string }) =>
  `${p.login} 的两步验证恢复码。每个只能使用一次，用来代替手机上的验证码。`;
export const staff_twoFactorTurnOff = '关闭';
export const staff_twoFactorOffText = '请输入你的密码，以及应用中的验证码或一个恢复码，以确认是你本人。';
export const staff_twoFactorAppCode = '验证器应用中的验证码';
export const staff_twoFactorRecoveryHint = '也可以输入一个恢复码。';
export const staff_twoFactorOffSubmit = '关闭两步验证';
export const staff_twoFactorTurningOff = '正在关闭...';
export const staff_twoFactorOffDone = '两步验证已关闭。';
export const staff_twoFactorNotOff = '两步验证未关闭';
export const staff_passwordNeeded = '请输入你的密码。';
export const staff_codeNeeded = '请输入应用中的验证码，或一个恢复码。';
export const staff_loginCodeIntro = '已开启两步验证：请输入验证器应用当前显示的验证码。';
export const staff_loginCodeSubmit = '登录';
export const staff_loginStartOver = '重新开始';
export const staff_resetTwoFactor = '重置两步验证';
export const staff_resetTwoFactorTitle = (p: { name: string }) => `重置 ${p.name} 的两步验证？`;
export const staff_resetTwoFactorText =
  '用于手机和恢复码都已丢失的情况。重置后，对方只凭密码即可登录，直到重新设置两步验证。';
export const staff_resetTwoFactorDone = (p: { name: string }) => `${p.name} 现在只凭密码即可登录。`;

// The owner's security settings, and what a person sees while they must set up two-factor sign-in.
export const staff_mustSetUpTwoFactor =
  '所有者要求每个人开启两步验证：请在下方设置，之后即可使用后台的其他部分。';
export const staff_requireTwoFactor = '要求所有人开启两步验证';
export const staff_requireTwoFactorHint = '未开启的人在下次登录后须先完成设置，才能使用其他功能。';
export const staff_securityTitle = '安全';
export const staff_requireTwoFactorOn = '现在要求所有人开启两步验证。';
export const staff_requireTwoFactorOff = '不再要求两步验证。';
