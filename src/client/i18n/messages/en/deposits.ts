// English: the original app's screens are in English, and its English words are these, word for word.
// Deposits: the live preview under the Generate form, Search Deposit Records, and the record, edit and
// void dialogs.

/** A negative amount (`amount` is its RM text without the sign): '-RM 3.50'. */
export const deposits_negative = (p: { amount: string }) => `-${p.amount}`;

// The live preview
export const deposits_preview = 'Deposit preview';
export const deposits_previewTotalDeposit = 'Total deposit';
export const deposits_previewFoc = 'FOC 15%';
export const deposits_previewPrizeAmount = 'Prize amount';
export const deposits_previewFinalDeduction = 'Final deduction';
/** Codes whose prize has no value (none set, no FREE amount in the name): left out of the prize amount. */
export const deposits_prizeUnknown = (p: { count: number }) =>
  `${p.count} ${p.count === 1 ? 'code' : 'codes'} without a prize value, not counted`;
export const deposits_previewNote = 'Includes this customer’s recorded deposits and earlier prizes.';
export const deposits_previewFrom = (p: { min: number }) =>
  `Earlier records are looked up from ${p.min} characters.`;
export const deposits_previewLoadFailed = 'Could not load earlier records: only this entry is counted.';
export const deposits_previewLoading = 'Loading earlier records...';

// Search Deposit Records
export const deposits_searchTitle = 'Search Deposit Records';
export const deposits_searchFailed = 'Search failed';
export const deposits_searchHint = (p: { min: number }) =>
  `Enter a code, a part of a name or a phone number (at least ${p.min} characters) to see the summary.`;
export const deposits_noResults = (p: { reason: string }) => `No results: ${p.reason}`;
export const deposits_searching = 'Searching...';
export const deposits_recordDeposit = 'Record Deposit';
export const deposits_clear = 'Clear';
export const deposits_customerCode = 'Customer: code, name or phone';
export const deposits_atLeast = (p: { min: number }) => `At least ${p.min} characters`;
export const deposits_startDate = 'Start Date';
export const deposits_endDate = 'End Date';
export const deposits_totalDeposit = 'Total Deposit';
export const deposits_foc = 'FOC 15%';
export const deposits_totalPrizeAmount = 'Total Prize Amount';
export const deposits_finalDeduction = 'Final Deduction';
export const deposits_count = (p: { count: number; voided: number }) =>
  `Deposits (${p.count}${p.voided > 0 ? `, ${p.voided} void` : ''})`;
export const deposits_none = 'No deposit records';

// One record in the list
/** `amount` is its RM text, `date` yyyy-mm-dd: 'RM 100.00 on 2026-01-10'. */
export const deposits_amountOn = (p: { amount: string; date: string }) => `${p.amount} on ${p.date}`;
export const deposits_corrected = 'Corrected';
export const deposits_correctedAt = (p: { at: string }) => `Corrected ${p.at}`;
export const deposits_void = 'Void';
export const deposits_voidReason = (p: { reason: string }) => `Void reason: ${p.reason}`;
export const deposits_edit = 'Edit';
export const deposits_voidAction = 'Void';
/** `what` is deposits_amountOn. */
export const deposits_editLabel = (p: { what: string }) => `Edit deposit ${p.what}`;
export const deposits_voidLabel = (p: { what: string }) => `Void deposit ${p.what}`;

// The fields of the dialogs
export const deposits_fieldCustomerCode = 'Customer code';
export const deposits_fieldCustomerName = 'Customer name';
export const deposits_fieldAmount = 'Amount';
export const deposits_fieldDate = 'Deposit date';
export const deposits_fieldNotes = 'Notes';
export const deposits_amountLabel = 'Amount (RM)';
export const deposits_customerNameLabel = 'Customer name (optional, the code if empty)';
export const deposits_formLoadFailed = 'This form could not be loaded.';
export const deposits_save = 'Save';
export const deposits_saving = 'Saving...';

// Record deposit
export const deposits_recordTitle = 'Record deposit';
export const deposits_recordText =
  "A deposit on its own, without a promo code. It counts in the customer's totals at once.";
export const deposits_customerCodeRequired = 'Customer code is required';
export const deposits_recorded = 'Deposit recorded';
export const deposits_recordedText = (p: { amount: string; customer: string; date: string }) =>
  `${p.amount} for ${p.customer} on ${p.date}`;
export const deposits_notRecorded = 'Deposit not recorded';

// Edit deposit
export const deposits_editTitle = 'Edit deposit';
export const deposits_editText = (p: { customer: string }) =>
  `${p.customer}: the old values stay in the audit log.`;
export const deposits_reasonOptional = 'Reason for the correction (optional, kept in the audit log)';
export const deposits_nothingChanged = 'Nothing changed: correct the amount, the date or the notes first.';
export const deposits_correctedToast = 'Deposit corrected';

// Void deposit
export const deposits_voidTitle = 'Void deposit?';
export const deposits_voidText = (p: { amount: string; date: string; customer: string }) =>
  `${p.amount} on ${p.date} for ${p.customer} stays listed, struck through, and no longer counts in the totals. This cannot be undone.`;
export const deposits_reasonRequired = 'Reason (required)';
export const deposits_voidSubmit = 'Void deposit';
export const deposits_voiding = 'Voiding...';
export const deposits_voided = 'Deposit voided';
