// English: the original app's screens are in English, and its English words are these, word for word.
// The draw's texts (draws_*): /promo's form, the spin page (the wheel, the win dialog, the drawing history,
// Edit Prize Names) and clearing the history in the Audit tab.
import type { PrizeType } from '#shared/prizes';
import { pluralOf } from '#shared/i18n/format';

// /promo's form, in the first load of every visitor.
export const draws_promoTitle = 'Enter Your Promo Code';
export const draws_promoIntro = 'Enter the code you received and spin for your prize.';
export const draws_promoLabel = 'Promo code';
export const draws_promoPlaceholder = 'PROMO CODE';
export const draws_start = 'Start Lucky Draw';
export const draws_validating = 'Validating...';

// The spin page (/spin): the wheel, the win dialog, the drawing history and Edit Prize Names.
// The wheel and its button
export const draws_wheelTitle = 'Lucky Wheel';
export const draws_superWheelTitle = 'SUPER LIGHTNING WHEEL';
export const draws_demoMode = 'Demo Mode - View Only';
export const draws_codeLabel = 'Code:';
export const draws_muteSounds = 'Mute sounds';
export const draws_unmuteSounds = 'Unmute sounds';
export const draws_wheelLabel = 'Prize wheel';
export const draws_spinWheel = 'Spin the Wheel';
export const draws_spinning = 'Spinning...';
export const draws_tryAgain = 'Try Again';
export const draws_enterNewCode = 'Enter New Code to Spin Again';
/** `reason` is the failure as the client said it; a full stop is added when it has none. */
export const draws_spinFailed = (p: { reason: string }) =>
  `The spin could not be completed: ${p.reason.replace(/\.?$/, '.')} Press Try Again.`;
export const draws_demoCompleteTitle = 'Demo Complete';
export const draws_demoCompleteText = 'This was a demonstration spin. No prize can be claimed.';
export const draws_toastError = 'Error';
export const draws_toastSuccess = 'Success';

// The win dialog
export const draws_winCongratulations = 'Congratulations!';
export const draws_winYouWon = 'You won';
export const draws_winScreenshot = 'Screenshot this for verification';
export const draws_winReference = 'Reference';
export const draws_winTime = 'Drawn at';
export const draws_winClaim = 'Please contact our customer service to claim your prize.';
export const draws_winDone = 'Awesome!';
export const draws_winWorth = (p: { value: string }) => `Worth ${p.value}`;

// The drawing history: the latest draws and the history view
export const draws_historyTitle = 'Drawing History';
export const draws_loading = 'Loading...';
export const draws_historyLoadFailed = 'The drawing history could not be loaded.';
export const draws_noDraws = 'No draws yet';
export const draws_typeNormal = 'NORMAL';
export const draws_typeSuper = 'SUPER';
export const draws_totalRecords = (p: { total: number }) => `Total records: ${p.total}`;
export const draws_historyLoadError = (p: { reason: string }) => `Could not load the history: ${p.reason}`;
export const draws_historyPages = 'History pages';
export const draws_previous = 'Previous';
export const draws_next = 'Next';
export const draws_page = (p: { page: number }) => `Page ${p.page}`;
export const draws_enterNewPromoCode = 'Enter New Promo Code';

// Edit Prize Names (admins, on the spin page)
export const draws_editPrizeNames = 'Edit Prize Names';
export const draws_editPrizeNamesHint = 'Changes appear on every open wheel at once.';
export const draws_normalPrize = 'NORMAL PRIZE';
export const draws_superPrize = 'SUPER PRIZE';
export const draws_prizeNumber = (p: { number: number }) => `Prize ${p.number}`;
export const draws_prizeNamesEmpty = 'Prize names cannot be empty';
export const draws_prizeNamesSaved = (p: { type: PrizeType }) =>
  `${p.type === 'normal' ? 'Normal' : 'Super'} prize names updated and synced to all devices`;
export const draws_saving = 'Saving...';
export const draws_saveChanges = 'Save Changes';

// The page's region, named for screen readers
export const draws_spinPageLabel = 'Lucky wheel';

// Clearing the draw history, in the dashboard's Audit tab.
export const draws_clearCardTitle = 'Draw history';
export const draws_clearIntro =
  'Clearing removes every draw from the drawing history and the latest draws on the wheel page. The promo codes and this audit log stay, and the clear is recorded here with the number of draws.';
export const draws_clearButton = 'Clear draw history';
export const draws_clearDialogTitle = 'Clear draw history?';
export const draws_clearDialogText =
  'Every draw is removed and cannot be brought back. Download them first to keep a copy.';
export const draws_clearStepCopy = '1. Keep a copy of the draws';
export const draws_clearDownload = 'Download draws CSV';
/** `word` is what the operator types, the same in every language. */
export const draws_clearStepConfirm = (p: { word: string }) => `2. Type ${p.word} to confirm`;
export const draws_clearing = 'Clearing...';
export const draws_clearedTitle = 'Draw history cleared';
export const draws_clearedText = (p: { count: number }) =>
  pluralOf(p.count, 'en') === 'one' ? `Deleted ${p.count} draw` : `Deleted ${p.count} draws`;
