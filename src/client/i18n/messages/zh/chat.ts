// 简体中文: the original app's Chinese texts are these, word for word.
// Live chat: the visitor's chat button and panel, and the dashboard's Live Chat tab.
export const chat_send = '发送';
export const chat_sending = '发送中...';
export const chat_sendFailed = '消息发送失败，请重试。';

// 访客的聊天按钮与窗口
export const chat_title = '在线客服';
/** The chat button's visible word: part of chat_title, its name. */
export const chat_launcherText = '在线客服';
export const chat_launcherUnread = (p: { unread: number }) => `在线客服（${p.unread} 条未读）`;
export const chat_openFailed = '无法打开在线客服。';
export const chat_intro = '关于优惠码或奖品的问题，都可以问我们。';
export const chat_offline = '目前没有客服在线，回复可能需要一些时间。您的消息会保留在这里。';
export const chat_close = '关闭聊天';
export const chat_conversation = '对话';
export const chat_loadingConversation = '正在加载对话...';
export const chat_empty = '写下您的问题，我们会在这里回复。';
export const chat_you = '您';
export const chat_nameLabel = '您的名字（可选）';
export const chat_message = '消息';
export const chat_ended = '该对话已结束。按“发送”开始新的对话。';

// 管理后台的在线客服标签页
export const chat_conversations = '对话';
export const chat_conversationsCount = (p: { count: number }) => `对话（${p.count}）`;
export const chat_loadingConversations = '正在加载对话...';
export const chat_conversationsLoadFailed = (p: { reason: string }) => `无法加载对话：${p.reason}`;
export const chat_unknownError = '未知错误';
export const chat_noConversations = '暂无对话';
export const chat_resolved = '已解决';
export const chat_unread = ' 条未读';
export const chat_timesNote = '时间为马来西亚时间 (UTC+8)。';
export const chat_support = '客服';
/** In the operators' desk: which of them wrote a reply. */
export const chat_supportBy = (p: { name: string }) => `客服 · ${p.name}`;
export const chat_conversationWith = (p: { name: string }) => `与 ${p.name} 的对话`;
export const chat_messages = '消息';
export const chat_messagesWith = (p: { name: string }) => `与 ${p.name} 的消息`;
export const chat_selectConversation = '请选择一个对话';
export const chat_loadingMessages = '正在加载消息...';
export const chat_messagesLoadFailed = (p: { reason: string }) => `无法加载消息：${p.reason}`;
export const chat_noMessages = '暂无消息';
export const chat_markResolved = '标记为已解决';
export const chat_resolving = '处理中...';
export const chat_reply = '回复';
export const chat_selectFirst = '请先选择一个对话';
export const chat_replyPlaceholder = '输入回复（输入 / 使用快捷回复，Shift+Enter 换行）';
export const chat_sendError = '发送错误';
export const chat_error = '错误';
export const chat_muteSound = '静音';
export const chat_atDesk = (p: { names: readonly string[] }) => `此刻在客服台：${p.names.join('、')}`;
export const chat_atDeskOnlyYou = '此刻在客服台：只有您';
export const chat_soundOff = '新消息提示音已关闭';
export const chat_soundOn = '新消息提示音已开启';

// Typing and read signs, the visitor's context and the customer's name
export const chat_supportTyping = '客服正在输入…';
export const chat_seen = '已读';
export const chat_visitorTyping = (p: { name: string }) => `${p.name} 正在输入…`;
export const chat_typingShort = '正在输入…';
export const chat_contextTitle = '访客';
export const chat_backToList = '返回对话列表';
export const chat_contextMore = '访客详情';
export const chat_contextPage = '页面';
export const chat_contextDevice = '设备';
export const chat_contextLanguage = '语言';
export const chat_contextLastDraw = '最近抽奖';
export const chat_contextNoDraw = '此浏览器中没有';
export const chat_contextNone = '访客的窗口尚未告知其所在位置。';
export const chat_contextAsOf = (p: { time: string }) => `更新于 ${p.time}`;
export const chat_deviceNames = { phone: '手机', tablet: '平板', desktop: '电脑' };
export const chat_codeInRecords = '在您的记录中';
export const chat_codeNotInRecords = '不在您的记录中，已隐藏部分字符';
export const chat_reportedByBrowser = '访客浏览器所报';
export const chat_recordedDraws = '已抽中（您的记录）';
export const chat_noRecordedDraw = '尚未抽奖';
export const chat_contextNote = '以上由访客的浏览器提供：付款前请核对您的记录。';
export const chat_customerName = '客户名称';
export const chat_saveName = '保存名称';
export const chat_nameSaved = '名称已保存';
export const chat_nameSaveFailed = '无法保存名称';

// Finding and exporting conversations, and notifications of new ones
export const chat_search = '搜索对话';
export const chat_searchPlaceholder = '文字或名称';
export const chat_searchTooShort = (p: { min: number }) =>
  `请至少输入 ${p.min} 个字符再搜索消息；输入 ${p.min} 个字或以上的名称或词语即可找到对话`;
export const chat_show = '显示';
export const chat_filterNames = { all: '全部', open: '未解决', resolved: '已解决', contact: '已留联系方式' };
export const chat_noMatches = '没有匹配的对话';
export const chat_export = '导出';
export const chat_formatText = '文本';
export const chat_formatCsv = 'CSV';
/** The buttons' names, for screen readers. */
export const chat_exportText = '导出文本';
export const chat_exportCsv = '导出 CSV';
export const chat_notificationsOff = '开启通知';
export const chat_notificationsOn = '通知已开启';
export const chat_notificationsBlocked = '通知已被浏览器阻止';
export const chat_notificationsUnsupported = '此浏览器不支持通知';
export const chat_notificationsHint = '此标签页隐藏时，有新对话开始会在这台电脑上提醒';
export const chat_newChatFrom = (p: { name: string }) => `来自 ${p.name} 的新对话`;
// Closed hours and offline contacts
export const chat_closed = '聊天目前已关闭。请留言或留下联系方式，我们会回复您。';
export const chat_closedUntil = (p: { time: string }) =>
  `聊天目前已关闭，将于 ${p.time} 开放。请留言或留下联系方式，我们会回复您。`;
export const chat_contactLabel = '可联系您的电话、WhatsApp 或电子邮件（可选）';
export const chat_contactSave = '保存';
export const chat_contactInvalid = '请输入电话或 WhatsApp 号码（7 至 15 位数字）或电子邮件地址。';
export const chat_contactThanks = (p: { contact: string }) => `谢谢。我们会通过 ${p.contact} 联系您。`;
export const chat_leftContact = '已留联系方式';
export const chat_contact = '联系方式';
export const chat_hoursTitle = '聊天时间';
export const chat_openNow = '聊天开放中';
export const chat_closedNow = '聊天已关闭';
export const chat_switchHint = '关闭时，访客会看到关闭提示并可留下联系方式。';
export const chat_editHours = '开放时间';
export const chat_hoursDescription = '按星期设置，马来西亚时间（UTC+8）。其余时间聊天显示为关闭。';
export const chat_saveHours = '保存时间';
export const chat_hoursSaved = '聊天时间已保存';
export const chat_hoursSaveFailed = '无法保存聊天时间';
export const chat_dayOpen = '开放';
export const chat_from = '从';
export const chat_to = '至';
export const chat_weekdays = {
  mon: '星期一',
  tue: '星期二',
  wed: '星期三',
  thu: '星期四',
  fri: '星期五',
  sat: '星期六',
  sun: '星期日',
};
export const chat_stateOpen = '按开放时间，现在开放';
export const chat_stateClosedByHours = (p: { time: string }) => `按开放时间关闭，直至 ${p.time}`;
export const chat_stateClosed = '已关闭';

// Images
export const chat_sendImage = '发送图片';
export const chat_imageSending = '正在发送图片...';
export const chat_imageFailed = '图片无法发送';
export const chat_imageUnavailable = '图片不可用';
export const chat_imageExpired = '此图片已过期：聊天中发送的图片只保留一段时间。';
export const chat_imageFromSupport = '客服发送的图片';
export const chat_yourImage = '您的图片';
export const chat_imageFrom = (p: { name: string }) => `${p.name} 发送的图片`;
// 快捷回复、管理窗口和回复框中的 / 列表
export const chat_cannedReplies = '快捷回复';
export const chat_cannedIntro =
  '您常用的简短回复。在回复框中输入 / 和标题的一部分，然后按 Enter：回复会放入回复框，您可以先编辑再发送。此处的更改会立即保存，并在所有打开的标签页中生效。';
export const chat_cannedCount = (p: { count: number; max: number }) => `${p.count} / ${p.max} 条`;
export const chat_cannedLoading = '正在加载快捷回复...';
export const chat_cannedLoadFailed = (p: { reason: string }) => `无法加载快捷回复：${p.reason}`;
export const chat_cannedNone = '还没有快捷回复';
export const chat_cannedNoneHint = '添加您常用的回复，然后在回复框中输入 / 即可插入。';
export const chat_cannedAdd = '添加回复';
export const chat_cannedFull = (p: { max: number }) => `列表已满（${p.max} 条）：请先删除一条再添加。`;
export const chat_cannedNew = '新快捷回复';
export const chat_cannedEditing = (p: { title: string }) => `编辑“${p.title}”`;
export const chat_cannedTitle = '标题';
export const chat_cannedTitleHint = '在 / 后输入它来查找。';
export const chat_cannedText = '内容';
export const chat_cannedSave = '保存回复';
export const chat_cannedSaving = '正在保存...';
export const chat_cannedEdit = '编辑';
export const chat_cannedMoveUp = (p: { title: string }) => `将“${p.title}”上移`;
export const chat_cannedMoveDown = (p: { title: string }) => `将“${p.title}”下移`;
export const chat_cannedDelete = (p: { title: string }) => `删除“${p.title}”`;
export const chat_cannedDeleteTitle = (p: { title: string }) => `删除“${p.title}”？`;
export const chat_cannedDeleteText = '它将从所有打开的标签页的列表中移除。已用它发送的消息保持不变。';
export const chat_cannedDeleteConfirm = '删除';
export const chat_cannedAdded = (p: { title: string }) => `已添加“${p.title}”。`;
export const chat_cannedSaved = (p: { title: string }) => `已保存“${p.title}”。`;
export const chat_cannedDeleted = (p: { title: string }) => `已删除“${p.title}”。`;
export const chat_cannedMoved = (p: { title: string; position: number; count: number }) =>
  `“${p.title}”现在是第 ${p.position} 条，共 ${p.count} 条。`;
export const chat_cannedConflict =
  '快捷回复刚在另一个标签页中被更改。列表现已显示这些更改：请重新进行您的更改。';
export const chat_cannedSaveFailed = '无法保存快捷回复';
export const chat_cannedNoMatch = (p: { query: string }) => `没有与“${p.query}”匹配的快捷回复。`;
export const chat_cannedPickerHelp = (p: { count: number }) =>
  `${p.count} 条快捷回复：上下方向键选择，Enter 放入回复框，Escape 关闭。`;
export const chat_cannedEscape = '按 Escape 关闭此列表。';
export const chat_cannedManage = '添加快捷回复';
export const chat_cannedNoneSaid = '还没有快捷回复。请用对话上方的“快捷回复”按钮添加。';
export const chat_cannedKeys = '上下键：选择 · Enter：放入回复框 · Esc：关闭';

export const chat_newChatToast = (p: { name: string; text: string }) => `来自 ${p.name} 的新对话：${p.text}`;
export const chat_newMessageToast = (p: { name: string; text: string }) =>
  `来自 ${p.name} 的新消息：${p.text}`;
export const chat_openConversation = '打开';
export const chat_soundAfterUse =
  '在此页面点击或输入之后，新消息才会响起提示音：浏览器在此之前会让页面保持静音。';
export const chat_unreadConversations = (p: { count: number }) => `${p.count} 个未读对话`;
