// English: the original app's screens are in English, and its English words are these, word for word.
// The dashboard's promo codes: the Generate Promo Code form, the generated code and the codes table.
import { pluralOf } from '#shared/i18n/format';

export const promo_error = 'Error';
export const promo_success = 'Success';

// Generate Promo Code
export const promo_generateTitle = 'Generate Promo Code';
export const promo_customerLabel = 'Customer Name/ID';
export const promo_customerPlaceholder = 'Enter customer name or ID';
export const promo_existingCustomers = 'Existing customers';
/** After a suggested customer's name: how many codes they have. */
export const promo_customerCodes = (p: { count: number }) =>
  `· ${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'code' : 'codes'}`;
export const promo_depositLabel = 'Customer Deposit Record';
export const promo_depositPlaceholder = '0.00 (optional)';
export const promo_prizeType = 'Prize Type';
export const promo_normalPrize = 'NORMAL PRIZE';
export const promo_superPrize = 'SUPER PRIZE';
export const promo_selectPrize = 'Select Prize';
export const promo_expirationHours = 'Expiration Time (hours)';
export const promo_usageLimit = 'Usage Limit';
export const promo_demo = 'Demo code (animation only, no prize)';
export const promo_generate = 'Generate Promo Code';
export const promo_generating = 'Generating...';
export const promo_customerRequired = 'Customer Name/ID is required';
export const promo_checkForm = 'Please check the form';
export const promo_depositFailed = 'Failed to add deposit record';
export const promo_depositAdded = 'Customer deposit record added';
export const promo_generated = (p: { code: string }) => `Promo code ${p.code} generated`;
export const promo_generateFailed = 'Failed to generate promo code';

// Generated Code
export const promo_generatedTitle = 'Generated Code';
export const promo_copy = 'Copy Code';
export const promo_copied = 'Copied';
export const promo_copiedText = 'Promo code copied to clipboard';
export const promo_copyFailed = 'Could not copy';
export const promo_generatedOk = 'Code successfully generated!';
export const promo_noCodeYet = 'No code generated yet';

// Active Promo Codes
export const promo_tableTitle = 'Active Promo Codes';
export const promo_search = 'Search';
export const promo_searchPlaceholder = 'Code, name or phone';
export const promo_customerFilter = (p: { customer: string }) => `Customer: ${p.customer}`;
export const promo_clearCustomer = 'Clear customer filter';
export const promo_createdOn = 'Created on';
export const promo_clearDate = 'Clear date filter';
/** In 'Loading promo codes...' and 'Could not load promo codes: …'. */
export const promo_what = 'promo codes';
export const promo_pages = 'Promo code pages';
export const promo_noneFound = 'No promo codes found';
export const promo_noneYet = 'No promo codes generated yet';
export const promo_noneLike = (p: { code: string; filtered: boolean }) =>
  `No promo code, customer or phone matches ${p.code}${p.filtered ? ' under these filters' : ''}.`;
export const promo_colCode = 'Code';
export const promo_colCustomer = 'Customer';
export const promo_colDeposit = 'Deposit';
export const promo_colPrize = 'Prize';
export const promo_colStatus = 'Status';
export const promo_colCreated = 'Created (UTC+8)';
export const promo_colActions = 'Actions';
export const promo_demoBadge = 'DEMO';
export const promo_onlyCustomer = (p: { customer: string }) => `Show only the codes of ${p.customer}`;
export const promo_void = 'Void';
export const promo_prizeAmount = (p: { amount: string }) => `Prize: ${p.amount}`;
export const promo_typeNormal = 'NORMAL';
export const promo_typeSuper = 'SUPER';
/** The names the wheel showed when the code was spun, where the slot has been renamed since. */
export const promo_wonAs = (p: { names: readonly string[] }) => `Won as: ${p.names.join(', ')}`;
export const promo_statusActive = 'Active';
export const promo_statusUsed = 'Used';
export const promo_statusExpired = 'Expired';
export const promo_notAvailable = 'N/A';
export const promo_deleteCode = (p: { code: string }) => `Delete ${p.code}`;
export const promo_usedCodeKept = 'This code has been used; its draw is part of the record';
export const promo_cannotDelete = 'Cannot delete';
export const promo_deleted = 'Deleted';
export const promo_deletedText = (p: { code: string }) => `Promo code ${p.code} deleted`;

// Delete promo code?
export const promo_deleteTitle = 'Delete promo code?';
export const promo_deleteText = (p: { code: string; customer: string }) =>
  `${p.code} for ${p.customer} will be removed and can no longer be used. This cannot be undone.`;
export const promo_delete = 'Delete';
export const promo_deleting = 'Deleting...';

// Codes in a batch
export const promo_batchTitle = 'Codes in a Batch';
export const promo_batchIntro =
  "Paste rows or upload a CSV file with the columns customerName, depositAmount, prizeSlot (1-6), wheel (normal or super), usageLimit and expirationHours, in that order or named in a header row. Only customerName is required; a blank cell takes the Generate form's default.";
export const promo_batchOpen = 'Generate codes in a batch';
export const promo_batchLoadFailed = 'the batch generator';
export const promo_batchRows = 'Rows (CSV)';
export const promo_batchFile = 'Or upload a CSV file';
export const promo_batchPreview = 'Preview';
export const promo_batchPreviewing = 'Reading the rows...';
export const promo_batchGenerate = (p: { count: number }) =>
  `Generate ${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'code' : 'codes'}`;
export const promo_batchGenerating = 'Generating...';
export const promo_batchSummary = 'What this batch makes';
export const promo_batchCodes = 'Codes';
export const promo_batchWheel = 'Wheel';
export const promo_batchSlot = 'Slot';
export const promo_batchPrize = 'Prize';
export const promo_batchDeposits = 'Total deposits';
export const promo_batchFoc = 'FOC 15%';
export const promo_batchPrizeValue = 'Prize value';
export const promo_batchValueUnknown = 'not known (slots carry no value yet)';
export const promo_batchProblems = (p: { count: number }) =>
  `${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'row has a problem' : 'rows have problems'}; nothing will be generated until every row is right:`;
export const promo_batchLine = (p: { line: number; message: string }) =>
  p.line > 0 ? `Line ${p.line}: ${p.message}` : p.message;
export const promo_batchChanged = 'The rows changed since the preview: preview them again.';
export const promo_batchDone = (p: { count: number; id: number }) =>
  `Batch ${p.id}: ${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'code' : 'codes'} generated.`;
export const promo_batchFailed = 'The batch was not generated';
export const promo_batchDownload = 'Download the codes (CSV)';
export const promo_batchList = 'Recent batches';
export const promo_batchListItem = (p: { id: number; count: number; at: string }) =>
  `Batch ${p.id} · ${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'code' : 'codes'} · ${p.at}`;
export const promo_batchNone = 'No batch yet.';
export const promo_statusScheduled = 'Scheduled';
export const promo_startsAt = (p: { time: string }) => `Starts ${p.time}`;
export const promo_validFrom = 'Starts at (UTC+8)';
export const promo_validFromHint =
  'Optional. Before it the code is refused as not active yet; its expiry hours count from it.';
export const promo_issuesValue = (p: { total: string; uses: number; each: string }) =>
  `This code issues ${p.total} (${p.uses} ${p.uses === 1 ? 'use' : 'uses'} × ${p.each})`;
export const promo_issuesUnknown =
  'This prize has no value set (Prizes tab): what the code issues is unknown';
