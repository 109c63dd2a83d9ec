// 简体中文: the original app's Chinese texts are these, word for word.
// The shared parts of every screen: buttons, dialogs, toasts, tables, the failures the client says itself.
export const ui_cancel = '取消';
export const ui_wheel = '轮盘';
export const ui_close = '关闭';
export const ui_tryAgain = '重试';
export const ui_error = '错误';
// 复制到剪贴板：已复制，或被浏览器拒绝
export const ui_copied = '已复制';
export const ui_copyFailed = '无法复制';

// 无法加载的内容：`what` 是名词短语（“奖品”、“优惠码”）
export const ui_loadFailed = (p: { what: string; reason: string }) => `无法加载${p.what}：${p.reason}`;
export const ui_loading = (p: { what: string }) => `正在加载${p.what}...`;
export const ui_checkConnection = '请检查您的网络连接，然后重试。';

// 表格
export const ui_pages = '分页';
export const ui_pageOf = (p: { page: number; pages: number; total: number }) =>
  `第 ${p.page} 页，共 ${p.pages} 页（共 ${p.total} 条）`;
export const ui_page = (p: { page: number }) => `第 ${p.page} 页`;
export const ui_previous = '上一页';
export const ui_next = '下一页';
export const ui_pagesCapped = (p: { rows: number }) =>
  `最多只能翻阅前 ${p.rows.toLocaleString('zh')} 行。要查看其余记录，请缩小列表范围：搜索客户或代码，或选择日期。`;
export const ui_exportCsv = '导出 CSV';
export const ui_exporting = '导出中...';
export const ui_exportFailed = '导出失败';

// 字段
export const ui_colourHex = (p: { label: string }) => `${p.label}（十六进制）`;

// 带着未保存的更改离开（浏览器自带的确认框）
export const ui_leaveUnsaved = '您有未保存的更改。不保存就离开吗？';

// 客户端自身的请求失败（服务器的错误用服务器的原话）
export const ui_networkError = '网络错误：请检查您的网络连接后重试';
export const ui_unexpectedAnswer = '服务器返回了意外的响应';
export const ui_requestFailed = (p: { status: number }) => `请求失败（${p.status}）`;

// 运营者自己的文字的三种语言（奖品名称、区块标题）
export const ui_languages = '文字语言';
export const ui_languageDefault = '默认';
export const ui_untranslated = '未翻译';
export const ui_untranslatedNote = (p: { language: string }) =>
  `未翻译：${p.language}读者看到默认语言的文字。`;
export const ui_dialogLoadFailed = '此对话框无法加载。';
export const ui_lowContrast = (p: { ratio: string; needed: string }) =>
  `难以阅读：文字与背景的对比度为 ${p.ratio}:1，低于文字所需的 ${p.needed}:1。`;
