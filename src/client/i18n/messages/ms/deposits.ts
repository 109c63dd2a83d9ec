// Bahasa Melayu.
// Deposits: the live preview under the Generate form, Search Deposit Records, and the record, edit and
// void dialogs.

export const deposits_negative = (p: { amount: string }) => `-${p.amount}`;

// Pratonton langsung
export const deposits_preview = 'Pratonton deposit';
export const deposits_previewTotalDeposit = 'Jumlah deposit';
export const deposits_previewFoc = 'FOC 15%';
export const deposits_previewPrizeAmount = 'Jumlah hadiah';
export const deposits_previewFinalDeduction = 'Potongan akhir';
export const deposits_prizeUnknown = (p: { count: number }) =>
  `${p.count} kod tanpa nilai hadiah, tidak dikira`;
export const deposits_previewNote = 'Termasuk deposit yang direkodkan dan hadiah terdahulu pelanggan ini.';
export const deposits_previewFrom = (p: { min: number }) => `Rekod terdahulu dicari mulai ${p.min} aksara.`;
export const deposits_previewLoadFailed = 'Rekod terdahulu tidak dapat dimuatkan: hanya entri ini dikira.';
export const deposits_previewLoading = 'Memuatkan rekod terdahulu...';

// Cari Rekod Deposit
export const deposits_searchTitle = 'Cari Rekod Deposit';
export const deposits_searchFailed = 'Carian gagal';
export const deposits_searchHint = (p: { min: number }) =>
  `Masukkan kod, sebahagian nama atau nombor telefon (sekurang-kurangnya ${p.min} aksara) untuk melihat ringkasan.`;
export const deposits_noResults = (p: { reason: string }) => `Tiada hasil: ${p.reason}`;
export const deposits_searching = 'Mencari...';
export const deposits_recordDeposit = 'Rekod Deposit';
export const deposits_clear = 'Kosongkan';
export const deposits_customerCode = 'Pelanggan: kod, nama atau telefon';
export const deposits_atLeast = (p: { min: number }) => `Sekurang-kurangnya ${p.min} aksara`;
export const deposits_startDate = 'Tarikh Mula';
export const deposits_endDate = 'Tarikh Akhir';
export const deposits_totalDeposit = 'Jumlah Deposit';
export const deposits_foc = 'FOC 15%';
export const deposits_totalPrizeAmount = 'Jumlah Hadiah';
export const deposits_finalDeduction = 'Potongan Akhir';
export const deposits_count = (p: { count: number; voided: number }) =>
  `Deposit (${p.count}${p.voided > 0 ? `, ${p.voided} dibatalkan` : ''})`;
export const deposits_none = 'Tiada rekod deposit';

// Satu rekod dalam senarai
export const deposits_amountOn = (p: { amount: string; date: string }) => `${p.amount} pada ${p.date}`;
export const deposits_corrected = 'Dibetulkan';
export const deposits_correctedAt = (p: { at: string }) => `Dibetulkan ${p.at}`;
export const deposits_void = 'Dibatalkan';
export const deposits_voidReason = (p: { reason: string }) => `Sebab pembatalan: ${p.reason}`;
export const deposits_edit = 'Edit';
export const deposits_voidAction = 'Batalkan';
export const deposits_editLabel = (p: { what: string }) => `Edit deposit ${p.what}`;
export const deposits_voidLabel = (p: { what: string }) => `Batalkan deposit ${p.what}`;

// Medan dialog
export const deposits_fieldCustomerCode = 'Kod pelanggan';
export const deposits_fieldCustomerName = 'Nama pelanggan';
export const deposits_fieldAmount = 'Jumlah';
export const deposits_fieldDate = 'Tarikh deposit';
export const deposits_fieldNotes = 'Catatan';
export const deposits_amountLabel = 'Jumlah (RM)';
export const deposits_customerNameLabel = 'Nama pelanggan (pilihan, kod digunakan jika kosong)';
export const deposits_formLoadFailed = 'Borang ini tidak dapat dimuatkan.';
export const deposits_save = 'Simpan';
export const deposits_saving = 'Menyimpan...';

// Rekod deposit
export const deposits_recordTitle = 'Rekod deposit';
export const deposits_recordText =
  'Deposit tersendiri, tanpa kod promosi. Ia dikira dalam jumlah pelanggan serta-merta.';
export const deposits_customerCodeRequired = 'Kod pelanggan diperlukan';
export const deposits_recorded = 'Deposit direkodkan';
export const deposits_recordedText = (p: { amount: string; customer: string; date: string }) =>
  `${p.amount} untuk ${p.customer} pada ${p.date}`;
export const deposits_notRecorded = 'Deposit tidak direkodkan';

// Edit deposit
export const deposits_editTitle = 'Edit deposit';
export const deposits_editText = (p: { customer: string }) =>
  `${p.customer}: nilai lama kekal dalam log audit.`;
export const deposits_reasonOptional = 'Sebab pembetulan (pilihan, disimpan dalam log audit)';
export const deposits_nothingChanged = 'Tiada perubahan: betulkan jumlah, tarikh atau catatan dahulu.';
export const deposits_correctedToast = 'Deposit dibetulkan';

// Batalkan deposit
export const deposits_voidTitle = 'Batalkan deposit?';
export const deposits_voidText = (p: { amount: string; date: string; customer: string }) =>
  `${p.amount} pada ${p.date} untuk ${p.customer} kekal disenaraikan, dipotong garis, dan tidak lagi dikira dalam jumlah. Tindakan ini tidak boleh dibuat asal.`;
export const deposits_reasonRequired = 'Sebab (wajib)';
export const deposits_voidSubmit = 'Batalkan deposit';
export const deposits_voiding = 'Membatalkan...';
export const deposits_voided = 'Deposit dibatalkan';
