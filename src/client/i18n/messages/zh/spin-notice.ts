// 简体中文: the original app's Chinese texts are these, word for word.
// The scrolling notice's texts (spinNotice_*): the banner and the dashboard's form.

// The scrolling notice of /promo and /spin, in the first load.
export const spinNotice_label = '公告';

// The Spinning Wheel Notice settings in the dashboard.
export const spinNotice_title = '轮盘滚动公告';
/** Completes 'Could not load …'. */
export const spinNotice_loadWhat = '公告设置';
export const spinNotice_loading = '正在加载公告设置...';
export const spinNotice_showLabel = '在优惠码页和抽奖页显示公告';
export const spinNotice_showSwitch = '显示滚动公告';
export const spinNotice_textLabel = '公告内容';
export const spinNotice_textPlaceholder = '🎉 欢迎！转动轮盘赢取今日奖品';
export const spinNotice_textColour = '文字颜色';
export const spinNotice_backgroundColour = '背景颜色';
export const spinNotice_preview = '公告预览';
export const spinNotice_previewCaption = '预览';
export const spinNotice_previewEmpty = '您的公告内容将显示在这里';
export const spinNotice_save = '保存滚动公告设置';
export const spinNotice_saving = '保存中...';
export const spinNotice_toastError = '错误';
export const spinNotice_badColour = '颜色必须是十六进制格式，例如 #FF6B35';
export const spinNotice_savedTitle = '已保存';
export const spinNotice_savedText = '滚动公告设置已保存';
export const spinNotice_saveFailed = '滚动公告设置保存失败，请重试';
