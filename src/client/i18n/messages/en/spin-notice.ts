// English: the original app's screens are in English, and its English words are these, word for word.
// The scrolling notice's texts (spinNotice_*): the banner and the dashboard's form.

// The scrolling notice of /promo and /spin, in the first load.
export const spinNotice_label = 'Notice';

// The Spinning Wheel Notice settings in the dashboard.
export const spinNotice_title = 'Spinning Wheel Notice';
/** Completes 'Could not load …'. */
export const spinNotice_loadWhat = 'the notice settings';
export const spinNotice_loading = 'Loading notice settings...';
export const spinNotice_showLabel = 'Show the notice on the promo and spin pages';
export const spinNotice_showSwitch = 'Show spinning notice';
export const spinNotice_textLabel = 'Notice text';
export const spinNotice_textPlaceholder = "🎉 Welcome! Spin to win today's prizes";
export const spinNotice_textColour = 'Text colour';
export const spinNotice_backgroundColour = 'Background colour';
export const spinNotice_preview = 'Notice preview';
export const spinNotice_previewCaption = 'Preview';
export const spinNotice_previewEmpty = 'Your notice text appears here';
export const spinNotice_save = 'Save Spinning Notice Settings';
export const spinNotice_saving = 'Saving...';
export const spinNotice_toastError = 'Error';
export const spinNotice_badColour = 'Colours must be hex like #FF6B35';
export const spinNotice_savedTitle = 'Saved';
export const spinNotice_savedText = 'Spinning notice settings saved';
export const spinNotice_saveFailed = 'Failed to save spinning notice settings';
