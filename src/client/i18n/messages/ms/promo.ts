// Bahasa Melayu.
// The dashboard's promo codes: the Generate Promo Code form, the generated code and the codes table.
export const promo_error = 'Ralat';
export const promo_success = 'Berjaya';

// Jana Kod Promosi
export const promo_generateTitle = 'Jana Kod Promosi';
export const promo_customerLabel = 'Nama/ID Pelanggan';
export const promo_customerPlaceholder = 'Masukkan nama atau ID pelanggan';
export const promo_existingCustomers = 'Pelanggan sedia ada';
export const promo_customerCodes = (p: { count: number }) => `· ${p.count} kod`;
export const promo_depositLabel = 'Rekod Deposit Pelanggan';
export const promo_depositPlaceholder = '0.00 (pilihan)';
export const promo_prizeType = 'Jenis Hadiah';
export const promo_normalPrize = 'HADIAH BIASA';
export const promo_superPrize = 'HADIAH SUPER';
export const promo_selectPrize = 'Pilih Hadiah';
export const promo_expirationHours = 'Tempoh Sah (jam)';
export const promo_usageLimit = 'Had Penggunaan';
export const promo_demo = 'Kod demo (animasi sahaja, tiada hadiah)';
export const promo_generate = 'Jana Kod Promosi';
export const promo_generating = 'Menjana...';
export const promo_customerRequired = 'Nama/ID Pelanggan diperlukan';
export const promo_checkForm = 'Sila semak borang';
export const promo_depositFailed = 'Gagal menambah rekod deposit';
export const promo_depositAdded = 'Rekod deposit pelanggan ditambah';
export const promo_generated = (p: { code: string }) => `Kod promosi ${p.code} dijana`;
export const promo_generateFailed = 'Gagal menjana kod promosi';

// Kod yang dijana
export const promo_generatedTitle = 'Kod Dijana';
export const promo_copy = 'Salin Kod';
export const promo_copied = 'Disalin';
export const promo_copiedText = 'Kod promosi disalin ke papan keratan';
export const promo_copyFailed = 'Tidak dapat menyalin';
export const promo_generatedOk = 'Kod berjaya dijana!';
export const promo_noCodeYet = 'Belum ada kod dijana';

// Senarai kod promosi
export const promo_tableTitle = 'Kod Promosi Aktif';
export const promo_search = 'Cari';
export const promo_searchPlaceholder = 'Kod, nama atau telefon';
export const promo_customerFilter = (p: { customer: string }) => `Pelanggan: ${p.customer}`;
export const promo_clearCustomer = 'Kosongkan penapis pelanggan';
export const promo_createdOn = 'Dicipta pada';
export const promo_clearDate = 'Kosongkan penapis tarikh';
export const promo_what = 'kod promosi';
export const promo_pages = 'Halaman kod promosi';
export const promo_noneFound = 'Tiada kod promosi ditemui';
export const promo_noneYet = 'Belum ada kod promosi dijana';
export const promo_noneLike = (p: { code: string; filtered: boolean }) =>
  `Tiada kod promosi, pelanggan atau telefon yang sepadan dengan ${p.code}${p.filtered ? ' di bawah penapis ini' : ''}.`;
export const promo_colCode = 'Kod';
export const promo_colCustomer = 'Pelanggan';
export const promo_colDeposit = 'Deposit';
export const promo_colPrize = 'Hadiah';
export const promo_colStatus = 'Status';
export const promo_colCreated = 'Dicipta (UTC+8)';
export const promo_colActions = 'Tindakan';
export const promo_demoBadge = 'DEMO';
export const promo_onlyCustomer = (p: { customer: string }) => `Tunjukkan kod ${p.customer} sahaja`;
export const promo_void = 'Dibatalkan';
export const promo_prizeAmount = (p: { amount: string }) => `Hadiah: ${p.amount}`;
export const promo_typeNormal = 'BIASA';
export const promo_typeSuper = 'SUPER';
export const promo_wonAs = (p: { names: readonly string[] }) => `Dimenangi sebagai: ${p.names.join(', ')}`;
export const promo_statusActive = 'Aktif';
export const promo_statusUsed = 'Telah digunakan';
export const promo_statusExpired = 'Tamat tempoh';
export const promo_notAvailable = 'T/A';
export const promo_deleteCode = (p: { code: string }) => `Padam ${p.code}`;
export const promo_usedCodeKept = 'Kod ini telah digunakan; cabutannya sebahagian daripada rekod';
export const promo_cannotDelete = 'Tidak boleh dipadam';
export const promo_deleted = 'Dipadam';
export const promo_deletedText = (p: { code: string }) => `Kod promosi ${p.code} dipadam`;

// Padam kod promosi?
export const promo_deleteTitle = 'Padam kod promosi?';
export const promo_deleteText = (p: { code: string; customer: string }) =>
  `${p.code} untuk ${p.customer} akan dibuang dan tidak boleh digunakan lagi. Tindakan ini tidak boleh dibuat asal.`;
export const promo_delete = 'Padam';
export const promo_deleting = 'Memadam...';

// Kod secara berkelompok
export const promo_batchTitle = 'Kod Secara Berkelompok';
export const promo_batchIntro =
  'Tampal baris atau muat naik fail CSV dengan lajur customerName, depositAmount, prizeSlot (1-6), wheel (normal atau super), usageLimit dan expirationHours, mengikut susunan itu atau dinamakan dalam baris pengepala. Hanya customerName diperlukan; sel kosong mengambil nilai lalai borang Jana.';
export const promo_batchOpen = 'Jana kod secara berkelompok';
export const promo_batchLoadFailed = 'penjana kelompok';
export const promo_batchRows = 'Baris (CSV)';
export const promo_batchFile = 'Atau muat naik fail CSV';
export const promo_batchPreview = 'Pratonton';
export const promo_batchPreviewing = 'Membaca baris...';
export const promo_batchGenerate = (p: { count: number }) => `Jana ${p.count} kod`;
export const promo_batchGenerating = 'Menjana...';
export const promo_batchSummary = 'Apa yang dijana oleh kelompok ini';
export const promo_batchCodes = 'Kod';
export const promo_batchWheel = 'Roda';
export const promo_batchSlot = 'Slot';
export const promo_batchPrize = 'Hadiah';
export const promo_batchDeposits = 'Jumlah deposit';
export const promo_batchFoc = 'FOC 15%';
export const promo_batchPrizeValue = 'Nilai hadiah';
export const promo_batchValueUnknown = 'tidak diketahui (slot belum bernilai)';
export const promo_batchProblems = (p: { count: number }) =>
  `${p.count} baris bermasalah; tiada kod akan dijana sehingga semua baris betul:`;
export const promo_batchLine = (p: { line: number; message: string }) =>
  p.line > 0 ? `Baris ${p.line}: ${p.message}` : p.message;
export const promo_batchChanged = 'Baris telah berubah sejak pratonton: pratonton semula.';
export const promo_batchDone = (p: { count: number; id: number }) =>
  `Kelompok ${p.id}: ${p.count} kod dijana.`;
export const promo_batchFailed = 'Kelompok tidak dijana';
export const promo_batchDownload = 'Muat turun kod (CSV)';
export const promo_batchList = 'Kelompok terkini';
export const promo_batchListItem = (p: { id: number; count: number; at: string }) =>
  `Kelompok ${p.id} · ${p.count} kod · ${p.at}`;
export const promo_batchNone = 'Belum ada kelompok.';
export const promo_statusScheduled = 'Dijadualkan';
export const promo_startsAt = (p: { time: string }) => `Bermula ${p.time}`;
export const promo_validFrom = 'Bermula pada (UTC+8)';
export const promo_validFromHint =
  'Pilihan. Sebelum itu kod ditolak kerana belum aktif; jam tempoh luputnya dikira dari masa mula.';
export const promo_issuesValue = (p: { total: string; uses: number; each: string }) =>
  `Kod ini mengeluarkan ${p.total} (${p.uses} kali × ${p.each})`;
export const promo_issuesUnknown =
  'Hadiah ini tiada nilai (tab Hadiah): nilai yang dikeluarkan tidak diketahui';
