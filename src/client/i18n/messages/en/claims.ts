// English: the Claims tab: the prize liability figures, the lists of unclaimed and paid
// wins, and the pay and void dialogs.
import type { ClaimMethod } from '#shared/api/claims';

const s = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const claims_tab = 'Claims';

// Prize liability
export const claims_liabilityTitle = 'Prize liability';
export const claims_liabilityNote =
  'Now. Wins not yet paid and live codes count at each slot’s value (Prizes tab); payments at what was paid.';
export const claims_unpaid = 'Won, not yet paid';
export const claims_paidTotal = 'Paid';
export const claims_possible = 'Still possible';
export const claims_lineUnpaid = 'Unpaid prizes';
export const claims_wins = (p: { count: number }) => s(p.count, 'win', 'wins');
export const claims_payments = (p: { count: number }) => s(p.count, 'payment', 'payments');
export const claims_spins = (p: { count: number }) => `${s(p.count, 'spin', 'spins')} left on live codes`;
export const claims_unknown = (p: { count: number }) => `${p.count} without a value, not counted`;

// The lists
export const claims_listTitle = 'Claims';
export const claims_show = 'Show';
export const claims_unclaimed = 'Unclaimed';
export const claims_paid = 'Paid';
export const claims_customer = 'Code, name, phone or reference';
export const claims_from = 'Won from';
export const claims_to = 'Won to';
export const claims_resetFilters = 'Reset filters';
export const claims_what = 'claims';
export const claims_noneUnclaimed = 'No unclaimed wins: every win is paid.';
export const claims_nonePaid = 'No paid wins yet.';
export const claims_noneMatch = 'No claims match these filters.';
export const claims_pages = 'Claim pages';
export const claims_checkFilters = 'Please check the filters';

// One win
export const claims_wheelNormal = 'Normal';
export const claims_wheelSuper = 'Super';
export const claims_slot = (p: { wheel: string; slot: number }) => `${p.wheel} wheel, slot ${p.slot}`;
export const claims_code = (p: { code: string }) => `Code ${p.code}`;
export const claims_reference = (p: { reference: string }) => `Ref. ${p.reference}`;
export const claims_wonAt = (p: { at: string }) => `Won ${p.at}`;
export const claims_waitingDays = (p: { count: number }) => `waiting ${s(p.count, 'day', 'days')}`;
export const claims_waitingHours = (p: { count: number }) => `waiting ${s(p.count, 'hour', 'hours')}`;
export const claims_waitingMinutes = (p: { count: number }) => `waiting ${s(p.count, 'minute', 'minutes')}`;
export const claims_waitingNow = 'just now';
export const claims_waitingLegend = (p: { hours: number }) => `Orange: waiting over ${p.hours} hours`;
export const claims_value = (p: { value: string }) => `Value ${p.value}`;
export const claims_noValue = 'No value set';
export const claims_pay = 'Pay';
export const claims_payLabel = (p: { prize: string; customer: string }) => `Pay ${p.prize} to ${p.customer}`;
export const claims_methods: Record<ClaimMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  credit: 'Credit',
  other: 'Other',
};
export const claims_paidAmount = (p: { amount: string; method: string }) => `${p.amount}, ${p.method}`;
export const claims_paidAt = (p: { at: string; by: string }) => `Paid ${p.at} by ${p.by}`;
export const claims_void = 'Void';
export const claims_voidLabel = (p: { prize: string; customer: string }) =>
  `Void the payment of ${p.prize} to ${p.customer}`;

// Pay
export const claims_payTitle = 'Pay a win';
export const claims_payText = (p: { prize: string; customer: string; code: string }) =>
  `${p.prize} won by ${p.customer} with ${p.code}. A win is paid once: a mistake is voided, then paid again.`;
export const claims_amount = 'Amount paid (RM)';
export const claims_amountHint = (p: { value: string }) => `The slot’s value is ${p.value}.`;
export const claims_amountNoHint = 'The slot has no value: type what was paid.';
export const claims_method = 'Method';
export const claims_note = 'Note (optional)';
export const claims_paySubmit = 'Record payment';
export const claims_saving = 'Saving...';
export const claims_paidToast = 'Payment recorded';
export const claims_paidToastText = (p: { amount: string; customer: string }) =>
  `${p.amount} to ${p.customer}`;

// Void
export const claims_voidTitle = 'Void this payment?';
export const claims_voidText = (p: { amount: string; customer: string }) =>
  `${p.amount} to ${p.customer} stays in the audit trail with the reason; the win is unclaimed again and can be paid again.`;
export const claims_reason = 'Reason (required)';
export const claims_voidSubmit = 'Void payment';
export const claims_voiding = 'Voiding...';
export const claims_voided = 'Payment voided';
