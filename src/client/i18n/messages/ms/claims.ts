// Bahasa Melayu: tab Tuntutan: angka liabiliti hadiah, senarai kemenangan yang belum
// dituntut dan yang dibayar, serta dialog bayar dan batal.
import type { ClaimMethod } from '#shared/api/claims';

export const claims_tab = 'Tuntutan';

// Liabiliti hadiah
export const claims_liabilityTitle = 'Liabiliti hadiah';
export const claims_liabilityNote =
  'Sekarang. Kemenangan yang belum dibayar dan kod aktif dikira pada nilai setiap slot (tab Hadiah); bayaran pada jumlah yang dibayar.';
export const claims_unpaid = 'Menang, belum dibayar';
export const claims_paidTotal = 'Dibayar';
export const claims_possible = 'Masih mungkin';
export const claims_lineUnpaid = 'Hadiah belum dibayar';
export const claims_wins = (p: { count: number }) => `${p.count} kemenangan`;
export const claims_payments = (p: { count: number }) => `${p.count} bayaran`;
export const claims_spins = (p: { count: number }) => `${p.count} putaran lagi pada kod aktif`;
export const claims_unknown = (p: { count: number }) => `${p.count} tanpa nilai, tidak dikira`;

// Senarai
export const claims_listTitle = 'Tuntutan';
export const claims_show = 'Papar';
export const claims_unclaimed = 'Belum dituntut';
export const claims_paid = 'Dibayar';
export const claims_customer = 'Kod, nama, telefon atau rujukan';
export const claims_from = 'Menang dari';
export const claims_to = 'Menang hingga';
export const claims_resetFilters = 'Set semula penapis';
export const claims_what = 'tuntutan';
export const claims_noneUnclaimed = 'Tiada kemenangan belum dituntut: semuanya telah dibayar.';
export const claims_nonePaid = 'Belum ada kemenangan yang dibayar.';
export const claims_noneMatch = 'Tiada tuntutan yang sepadan dengan penapis ini.';
export const claims_pages = 'Halaman tuntutan';
export const claims_checkFilters = 'Sila semak penapis';

// Satu kemenangan
export const claims_wheelNormal = 'Biasa';
export const claims_wheelSuper = 'Super';
export const claims_slot = (p: { wheel: string; slot: number }) => `Roda ${p.wheel}, slot ${p.slot}`;
export const claims_code = (p: { code: string }) => `Kod ${p.code}`;
export const claims_reference = (p: { reference: string }) => `Rujukan ${p.reference}`;
export const claims_wonAt = (p: { at: string }) => `Menang ${p.at}`;
export const claims_waitingDays = (p: { count: number }) => `menunggu ${p.count} hari`;
export const claims_waitingHours = (p: { count: number }) => `menunggu ${p.count} jam`;
export const claims_waitingMinutes = (p: { count: number }) => `menunggu ${p.count} minit`;
export const claims_waitingNow = 'baru sahaja';
export const claims_waitingLegend = (p: { hours: number }) => `Jingga: menunggu lebih ${p.hours} jam`;
export const claims_value = (p: { value: string }) => `Nilai ${p.value}`;
export const claims_noValue = 'Tiada nilai ditetapkan';
export const claims_pay = 'Bayar';
export const claims_payLabel = (p: { prize: string; customer: string }) =>
  `Bayar ${p.prize} kepada ${p.customer}`;
export const claims_methods: Record<ClaimMethod, string> = {
  cash: 'Tunai',
  bank_transfer: 'Pindahan bank',
  credit: 'Kredit',
  other: 'Lain-lain',
};
export const claims_paidAmount = (p: { amount: string; method: string }) => `${p.amount}, ${p.method}`;
export const claims_paidAt = (p: { at: string; by: string }) => `Dibayar ${p.at} oleh ${p.by}`;
export const claims_void = 'Batal';
export const claims_voidLabel = (p: { prize: string; customer: string }) =>
  `Batalkan bayaran ${p.prize} kepada ${p.customer}`;

// Bayar
export const claims_payTitle = 'Bayar kemenangan';
export const claims_payText = (p: { prize: string; customer: string; code: string }) =>
  `${p.prize} dimenangi oleh ${p.customer} dengan ${p.code}. Kemenangan dibayar sekali: kesilapan dibatalkan, kemudian dibayar semula.`;
export const claims_amount = 'Jumlah dibayar (RM)';
export const claims_amountHint = (p: { value: string }) => `Nilai slot ini ialah ${p.value}.`;
export const claims_amountNoHint = 'Slot ini tiada nilai: taip jumlah yang dibayar.';
export const claims_method = 'Cara';
export const claims_note = 'Nota (pilihan)';
export const claims_paySubmit = 'Rekod bayaran';
export const claims_saving = 'Menyimpan...';
export const claims_paidToast = 'Bayaran direkodkan';
export const claims_paidToastText = (p: { amount: string; customer: string }) =>
  `${p.amount} kepada ${p.customer}`;

// Batal
export const claims_voidTitle = 'Batalkan bayaran ini?';
export const claims_voidText = (p: { amount: string; customer: string }) =>
  `${p.amount} kepada ${p.customer} kekal dalam jejak audit bersama sebabnya; kemenangan itu kembali belum dituntut dan boleh dibayar semula.`;
export const claims_reason = 'Sebab (wajib)';
export const claims_voidSubmit = 'Batalkan bayaran';
export const claims_voiding = 'Membatalkan...';
export const claims_voided = 'Bayaran dibatalkan';
