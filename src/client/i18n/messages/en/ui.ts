// English: the original app's screens are in English, and its English words are these, word for word.
// The shared parts of every screen: buttons, dialogs, toasts, tables, the failures the client says itself.
export const ui_cancel = 'Cancel';
export const ui_wheel = 'Wheel';
export const ui_close = 'Close';
export const ui_tryAgain = 'Try again';
export const ui_error = 'Error';
// A copy to the clipboard: done, or refused by the browser.
export const ui_copied = 'Copied';
export const ui_copyFailed = 'Could not copy';

// Something that could not load: `what` is a noun phrase ('the prizes', 'promo codes').
export const ui_loadFailed = (p: { what: string; reason: string }) => `Could not load ${p.what}: ${p.reason}`;
export const ui_loading = (p: { what: string }) => `Loading ${p.what}...`;
export const ui_checkConnection = 'Check your internet connection, then try again.';

// Tables
export const ui_pages = 'Pages';
export const ui_pageOf = (p: { page: number; pages: number; total: number }) =>
  `Page ${p.page} of ${p.pages} (${p.total} total)`;
export const ui_page = (p: { page: number }) => `Page ${p.page}`;
export const ui_previous = 'Previous';
export const ui_next = 'Next';
export const ui_pagesCapped = (p: { rows: number }) =>
  `Only the first ${p.rows.toLocaleString('en')} rows can be paged through. To see the others, narrow the list: search for a customer or a code, or choose dates.`;
export const ui_exportCsv = 'Export CSV';
export const ui_exporting = 'Exporting...';
export const ui_exportFailed = 'Export failed';

// Fields
export const ui_colourHex = (p: { label: string }) => `${p.label} hex`;

// Leaving with unsaved edits (the browser's own confirm)
export const ui_leaveUnsaved = 'You have unsaved changes. Leave without saving them?';

// The API client's own failures (the server's are its words)
export const ui_networkError = 'Network error: check your connection and try again';
export const ui_unexpectedAnswer = 'Unexpected answer from the server';
export const ui_requestFailed = (p: { status: number }) => `Request failed (${p.status})`;

// The operator's own texts in three languages (a prize name, a section's title)
export const ui_languages = 'Language of the text';
export const ui_languageDefault = 'default';
export const ui_untranslated = 'untranslated';
export const ui_untranslatedNote = (p: { language: string }) =>
  `Not translated: readers of ${p.language} see the default language's text.`;
export const ui_dialogLoadFailed = 'This dialog could not be loaded.';
export const ui_lowContrast = (p: { ratio: string; needed: string }) =>
  `Hard to read: the text's contrast with its background is ${p.ratio}:1, below the ${p.needed}:1 that text needs.`;
