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
export const promo_depositFailed = 'Gagal menambah rekod deposit';
export const promo_depositAdded = 'Rekod deposit pelanggan ditambah';
export const promo_generated = (p: { code: string }) => `Kod promosi ${p.code} dijana`;
export const promo_generateFailed = 'Gagal menjana kod promosi';

// Kod yang dijana
export const promo_generatedTitle = 'Kod Dijana';
export const promo_copy = 'Salin Kod';
export const promo_copiedText = 'Kod promosi disalin ke papan keratan';
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
export const promo_colStatus = 'Status · Penggunaan';
export const promo_colCreated = 'Dicipta (UTC+8)';
export const promo_colActions = 'Tindakan';
export const promo_demoBadge = 'DEMO';
export const promo_onlyCustomer = (p: { customer: string }) => `Tunjukkan kod ${p.customer} sahaja`;
export const promo_void = 'Dibatalkan';
export const promo_prizeAmount = (p: { amount: string }) => `Hadiah: ${p.amount}`;
export const promo_prizeNoValue = 'Hadiah: tiada nilai ditetapkan';
export const promo_prizeAmountUses = (p: { amount: string; uses: number }) =>
  `Hadiah: ${p.amount} × ${p.uses} kali`;
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
  'Tampal baris yang disalin daripada hamparan, atau muat naik fail CSV, dengan lajur customerName, depositAmount, prizeSlot (1-6), wheel (normal atau super), usageLimit dan expirationHours, mengikut susunan itu atau dinamakan dalam baris pengepala. Sel boleh dipisahkan dengan tab, koma atau koma bertitik; amaun boleh ditulis 1000, 1,000.00 atau RM 1,000.00. Hanya customerName diperlukan; sel kosong mengambil nilai lalai borang Jana.';
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
export const promo_batchLine = (p: { line: number; cell: number | null; message: string }) =>
  p.line > 0 ? `Baris ${p.line}${p.cell === null ? '' : `, sel ${p.cell}`}: ${p.message}` : p.message;
export const promo_batchMore = (p: { count: number }) => `...dan ${p.count} lagi`;
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
  'Hadiah ini tiada nilai (tiada di tab Hadiah, tiada jumlah FREE dalam namanya): nilai yang dikeluarkan tidak diketahui';

// Jadual kod pada saiz sehari: penapis, baris setiap halaman, lajur, dan pembatalan serta lanjutan kod.
export const promo_filterStatus = 'Status';
export const promo_statusAll = 'Semua';
export const promo_filterBatch = 'Kelompok';
export const promo_batchAny = 'Semua kelompok';
export const promo_batchOption = (p: { id: number; count: number }) => `Kelompok ${p.id} (${p.count} kod)`;
export const promo_pageSize = 'Baris setiap halaman';
export const promo_colExpires = 'Tamat (UTC+8)';
export const promo_usesOf = (p: { used: number; limit: number }) => `${p.used} daripada ${p.limit} digunakan`;
export const promo_spinsLeft = (p: { count: number }) => `${p.count} putaran lagi`;
export const promo_batchLabel = (p: { id: number }) => `Kelompok ${p.id}`;
export const promo_madeAlone = 'Tunggal';
export const promo_madeBy = (p: { name: string }) => `oleh ${p.name}`;
export const promo_copyCode = (p: { code: string }) => `Salin kod ${p.code}`;
export const promo_voidedBecause = (p: { reason: string }) => `Dibatalkan: ${p.reason}`;
export const promo_voidAction = 'Batalkan';
export const promo_extendAction = 'Lanjutkan';
export const promo_voidCode = (p: { code: string }) => `Batalkan kod ${p.code}`;
export const promo_extendCode = (p: { code: string }) => `Beri kod ${p.code} tarikh tamat baharu`;
export const promo_usedUpKept =
  'Telah habis digunakan: putarannya ialah rekod, jadi ia tidak boleh dibatalkan atau dilanjutkan';
export const promo_voidFinal = 'Dibatalkan: pembatalan adalah muktamad';
export const promo_voidTitle = 'Batalkan kod ini?';
export const promo_voidText = (p: { code: string; customer: string }) =>
  `Mulai sekarang ${p.code} (${p.customer}) ditolak dengan "Kod promosi ini tidak lagi sah". Rekod dan putarannya kekal. Ini tidak boleh dibuat asal.`;
export const promo_reason = 'Sebab (wajib)';
export const promo_voidSubmit = 'Batalkan kod';
export const promo_voiding = 'Membatalkan…';
export const promo_voidedTitle = 'Kod dibatalkan';
export const promo_voidedText = (p: { code: string }) => `${p.code} tidak lagi sah.`;
export const promo_extendTitle = 'Tarikh tamat baharu';
export const promo_extendText = (p: { code: string; expires: string }) =>
  `${p.code} tamat ${p.expires}. Pilih tarikh tamat baharunya, dalam UTC+8, paling lewat 168 jam dari sekarang.`;
export const promo_newExpiry = 'Tarikh tamat baharu (UTC+8)';
export const promo_extendSubmit = 'Simpan tarikh tamat baharu';
export const promo_extending = 'Menyimpan…';
export const promo_extendedTitle = 'Tarikh tamat diubah';
export const promo_extendedText = (p: { code: string; expires: string }) =>
  `${p.code} kini tamat ${p.expires}.`;
export const promo_batchVoid = 'Batalkan kelompok';
export const promo_batchExtend = 'Lanjutkan kelompok';
export const promo_batchVoidLabel = (p: { id: number }) => `Batalkan kelompok ${p.id}`;
export const promo_batchExtendLabel = (p: { id: number }) => `Beri kelompok ${p.id} tarikh tamat baharu`;
export const promo_batchVoidTitle = (p: { id: number }) => `Batalkan kelompok ${p.id}?`;
export const promo_batchVoidText = (p: { id: number }) =>
  `Setiap kod kelompok ${p.id} yang belum habis digunakan ditolak mulai sekarang. Kod yang telah habis digunakan, rekod dan putaran kekal. Ini tidak boleh dibuat asal.`;
export const promo_batchVoidSubmit = 'Batalkan kelompok';
export const promo_batchExtendTitle = (p: { id: number }) => `Tarikh tamat baharu untuk kelompok ${p.id}`;
export const promo_batchExtendText =
  'Setiap kod kelompok yang belum habis digunakan dan belum dibatalkan mendapat tarikh tamat ini, dalam UTC+8, paling lewat 168 jam dari sekarang.';
export const promo_batchResult = (p: { changed: number; usedUp: number; voided: number }) =>
  `${p.changed} kod diubah; ${p.usedUp} yang telah habis digunakan dan ${p.voided} yang dibatalkan sebelum ini dibiarkan.`;

// Kod dihantar dengan satu ketikan
export const promo_shareCode = (p: { code: string }) => `Hantar ${p.code} kepada pelanggannya`;
export const promo_shareCopyLink = 'Salin pautan';
export const promo_shareLinkCopied = 'Pautan ke kod ada di papan keratan.';
export const promo_shareQr = 'Kod QR';
export const promo_shareHideQr = 'Sembunyikan kod QR';
export const promo_shareQrAlt = (p: { code: string }) => `Kod QR pautan ke ${p.code}`;
export const promo_shareLanguage = 'Bahasa pelanggan';
export const promo_shareCopyMessage = 'Salin mesej';
export const promo_messagesIn = 'Salin mesej dalam';
export const promo_shareMessageCopied =
  'Mesej ada di papan keratan: tampalkannya dalam WhatsApp atau Telegram.';
export const promo_shareTemplates = 'Templat mesej';
export const promo_shareTemplatesIntro =
  'Mesej yang ditulis oleh Salin mesej, bagi setiap bahasa. {code}, {prize}, {expiry} (UTC+8) dan {link} diisi; bahasa yang kosong menggunakan teks yang ditunjukkan.';
export const promo_shareTemplatesSave = 'Simpan templat';
export const promo_shareTemplatesSaved = 'Templat telah disimpan.';
