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
export const promo_depositFailed = 'Failed to add deposit record';
export const promo_depositAdded = 'Customer deposit record added';
export const promo_generated = (p: { code: string }) => `Promo code ${p.code} generated`;
export const promo_generateFailed = 'Failed to generate promo code';

// Generated Code
export const promo_generatedTitle = 'Generated Code';
export const promo_copy = 'Copy Code';
export const promo_copiedText = 'Promo code copied to clipboard';
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
export const promo_colStatus = 'Status · Uses';
export const promo_colCreated = 'Created (UTC+8)';
export const promo_colActions = 'Actions';
export const promo_demoBadge = 'DEMO';
export const promo_onlyCustomer = (p: { customer: string }) => `Show only the codes of ${p.customer}`;
export const promo_void = 'Void';
export const promo_prizeAmount = (p: { amount: string }) => `Prize: ${p.amount}`;
/** A code whose slot has no value set and no FREE amount in its name. */
export const promo_prizeNoValue = 'Prize: no value set';
/** A code of several uses: each use's value and how many (the deposit search counts them all). */
export const promo_prizeAmountUses = (p: { amount: string; uses: number }) =>
  `Prize: ${p.amount} × ${p.uses} uses`;
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
  "Paste rows copied from a spreadsheet, or upload a CSV file, with the columns customerName, depositAmount, prizeSlot (1-6), wheel (normal or super), usageLimit and expirationHours, in that order or named in a header row. Cells may be separated by tabs, commas or semicolons; an amount may be written 1000, 1,000.00 or RM 1,000.00. Only customerName is required; a blank cell takes the Generate form's default.";
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
export const promo_batchLine = (p: { line: number; cell: number | null; message: string }) =>
  p.line > 0 ? `Line ${p.line}${p.cell === null ? '' : `, cell ${p.cell}`}: ${p.message}` : p.message;
export const promo_batchMore = (p: { count: number }) => `...and ${p.count} more`;
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
  'This prize has no value (none set on the Prizes tab, no FREE amount in its name): what the code issues is unknown';

// The codes table at the size of a day: its filters, page size, columns and each code's lifecycle.
export const promo_filterStatus = 'Status';
export const promo_statusAll = 'All';
export const promo_filterBatch = 'Batch';
export const promo_batchAny = 'All batches';
export const promo_batchOption = (p: { id: number; count: number }) =>
  `Batch ${p.id} (${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'code' : 'codes'})`;
export const promo_pageSize = 'Rows per page';
export const promo_colExpires = 'Expires (UTC+8)';
export const promo_usesOf = (p: { used: number; limit: number }) => `${p.used} of ${p.limit} used`;
export const promo_spinsLeft = (p: { count: number }) =>
  `${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'spin' : 'spins'} left`;
export const promo_batchLabel = (p: { id: number }) => `Batch ${p.id}`;
export const promo_madeAlone = 'Single';
export const promo_madeBy = (p: { name: string }) => `by ${p.name}`;
export const promo_copyCode = (p: { code: string }) => `Copy code ${p.code}`;
export const promo_voidedBecause = (p: { reason: string }) => `Voided: ${p.reason}`;
export const promo_voidAction = 'Void';
export const promo_extendAction = 'Extend';
export const promo_voidCode = (p: { code: string }) => `Void code ${p.code}`;
export const promo_extendCode = (p: { code: string }) => `Give code ${p.code} a new expiry`;
export const promo_usedUpKept = 'Used up: its spins are the record, so it cannot be voided or extended';
export const promo_voidFinal = 'Voided: a void is final';
export const promo_voidTitle = 'Void this code?';
export const promo_voidText = (p: { code: string; customer: string }) =>
  `From now on ${p.code} (${p.customer}) is refused with "This promo code is no longer valid". Its record and its spins stay. This cannot be undone.`;
export const promo_reason = 'Reason (required)';
export const promo_voidSubmit = 'Void code';
export const promo_voiding = 'Voiding…';
export const promo_voidedTitle = 'Code voided';
export const promo_voidedText = (p: { code: string }) => `${p.code} is no longer valid.`;
export const promo_extendTitle = 'New expiry';
export const promo_extendText = (p: { code: string; expires: string }) =>
  `${p.code} expires ${p.expires}. Choose its new expiry, in UTC+8, at most 168 hours from now.`;
export const promo_newExpiry = 'New expiry (UTC+8)';
export const promo_extendSubmit = 'Save the new expiry';
export const promo_extending = 'Saving…';
export const promo_extendedTitle = 'Expiry changed';
export const promo_extendedText = (p: { code: string; expires: string }) =>
  `${p.code} now expires ${p.expires}.`;
export const promo_batchVoid = 'Void batch';
export const promo_batchExtend = 'Extend batch';
export const promo_batchVoidLabel = (p: { id: number }) => `Void batch ${p.id}`;
export const promo_batchExtendLabel = (p: { id: number }) => `Give batch ${p.id} a new expiry`;
export const promo_batchVoidTitle = (p: { id: number }) => `Void batch ${p.id}?`;
export const promo_batchVoidText = (p: { id: number }) =>
  `Every code of batch ${p.id} that is not used up is refused from now on. Used-up codes, records and spins stay. This cannot be undone.`;
export const promo_batchVoidSubmit = 'Void the batch';
export const promo_batchExtendTitle = (p: { id: number }) => `New expiry for batch ${p.id}`;
export const promo_batchExtendText =
  'Every code of the batch that is not used up nor voided gets this expiry, in UTC+8, at most 168 hours from now.';
export const promo_batchResult = (p: { changed: number; usedUp: number; voided: number }) =>
  `${p.changed} ${pluralOf(p.changed, 'en') === 'one' ? 'code' : 'codes'} changed; ${p.usedUp} used up and ${p.voided} voided before left as they were.`;

// A code handed to its customer in one tap
export const promo_shareCode = (p: { code: string }) => `Send ${p.code} to its customer`;
export const promo_shareCopyLink = 'Copy link';
export const promo_shareLinkCopied = 'The link to the code is on the clipboard.';
export const promo_shareQr = 'QR code';
export const promo_shareHideQr = 'Hide QR code';
export const promo_shareQrAlt = (p: { code: string }) => `QR code of the link to ${p.code}`;
export const promo_shareLanguage = "Customer's language";
export const promo_shareCopyMessage = 'Copy message';
export const promo_messagesIn = 'Copy messages in';
export const promo_shareMessageCopied =
  'The message is on the clipboard: paste it into WhatsApp or Telegram.';
export const promo_shareTemplates = 'Message templates';
export const promo_shareTemplatesIntro =
  'The message Copy message writes, per language. {code}, {prize}, {expiry} (UTC+8) and {link} are filled in; a blank language uses the text shown.';
export const promo_shareTemplatesSave = 'Save templates';
export const promo_shareTemplatesSaved = 'The templates were saved.';
