// 简体中文: the original app's Chinese texts are these, word for word.
// The draw's texts (draws_*): /promo's form, the spin page (the wheel, the win dialog, the drawing history,
// Edit Prize Names) and clearing the history in the Audit tab.
import type { PrizeType } from '#shared/prizes';

// /promo's form, in the first load of every visitor.
export const draws_promoTitle = '输入您的优惠码';
export const draws_promoIntro = '输入您收到的优惠码，转动轮盘赢取奖品。';
export const draws_promoLabel = '优惠码';
export const draws_promoPlaceholder = '优惠码';
export const draws_start = '开始幸运抽奖';
export const draws_validating = '验证中...';

// The spin page (/spin): the wheel, the win dialog, the drawing history and Edit Prize Names.
// The wheel and its button
export const draws_wheelTitle = '幸运轮盘';
export const draws_superWheelTitle = '超级闪电轮盘';
export const draws_demoMode = '演示模式 - 仅供查看';
export const draws_codeLabel = '优惠码：';
export const draws_muteSounds = '关闭声音';
export const draws_unmuteSounds = '开启声音';
export const draws_wheelLabel = '奖品轮盘';
export const draws_spinWheel = '转动轮盘';
export const draws_spinning = '转动中...';
export const draws_tryAgain = '重试';
export const draws_enterNewCode = '输入新优惠码再次抽奖';
export const draws_spinFailed = (p: { reason: string }) =>
  `无法完成转动：${p.reason.replace(/[。.]?$/, '。')}请按“重试”。`;
export const draws_demoCompleteTitle = '演示完成';
export const draws_demoCompleteText = '这是一次演示转动，无法领取奖品。';
export const draws_toastError = '错误';
export const draws_toastSuccess = '成功';

// The win dialog
export const draws_winCongratulations = '恭喜您！';
export const draws_winYouWon = '您赢得了';
export const draws_winScreenshot = '请截图保存以供核实';
export const draws_winReference = '参考编号';
export const draws_winTime = '抽奖时间';
export const draws_winClaim = '请联系我们的客服领取您的奖品。';
export const draws_winDone = '太棒了！';
export const draws_winWorth = (p: { value: string }) => `价值 ${p.value}`;

// The drawing history: the latest draws and the history view
export const draws_historyTitle = '抽奖记录';
export const draws_loading = '加载中...';
export const draws_historyLoadFailed = '无法加载抽奖记录。';
export const draws_noDraws = '暂无抽奖记录';
export const draws_typeNormal = '普通';
export const draws_typeSuper = '超级';
export const draws_totalRecords = (p: { total: number }) => `记录总数：${p.total}`;
export const draws_historyLoadError = (p: { reason: string }) => `无法加载抽奖记录：${p.reason}`;
export const draws_historyPages = '抽奖记录分页';
export const draws_previous = '上一页';
export const draws_next = '下一页';
export const draws_page = (p: { page: number }) => `第 ${p.page} 页`;
export const draws_enterNewPromoCode = '输入新优惠码';

// Edit Prize Names (admins, on the spin page)
export const draws_editPrizeNames = '编辑奖品名称';
export const draws_editPrizeNamesHint = '更改会立即显示在所有打开的轮盘上。';
export const draws_normalPrize = '普通奖品';
export const draws_superPrize = '超级奖品';
export const draws_prizeNumber = (p: { number: number }) => `奖品 ${p.number}`;
export const draws_prizeNamesEmpty = '奖品名称不能为空';
export const draws_prizeNamesSaved = (p: { type: PrizeType }) =>
  `${p.type === 'normal' ? '普通' : '超级'}奖品名称已更新，并已同步到所有设备`;
export const draws_saving = '保存中...';
export const draws_saveChanges = '保存更改';

// The page's region, named for screen readers
export const draws_spinPageLabel = '幸运轮盘';

// Clearing the draw history, in the dashboard's Audit tab.
export const draws_clearCardTitle = '抽奖记录';
export const draws_clearIntro =
  '清除会删除抽奖记录中的每一次抽奖，以及轮盘页上的最新抽奖记录。优惠码和此审计日志会保留，清除操作及删除的抽奖数量会记录在这里。';
export const draws_clearButton = '清除抽奖记录';
export const draws_clearDialogTitle = '清除抽奖记录？';
export const draws_clearDialogText = '所有抽奖记录将被删除，且无法恢复。请先下载一份副本。';
export const draws_clearStepCopy = '1. 保留抽奖记录的副本';
export const draws_clearDownload = '下载抽奖记录 CSV';
export const draws_clearStepConfirm = (p: { word: string }) => `2. 输入 ${p.word} 以确认`;
export const draws_clearing = '清除中...';
export const draws_clearedTitle = '抽奖记录已清除';
export const draws_clearedText = (p: { count: number }) => `已删除 ${p.count} 条抽奖记录`;
