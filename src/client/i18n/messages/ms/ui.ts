// Bahasa Melayu.
// The shared parts of every screen: buttons, dialogs, toasts, tables, the failures the client says itself.
export const ui_cancel = 'Batal';
export const ui_wheel = 'Roda';
export const ui_close = 'Tutup';
export const ui_tryAgain = 'Cuba lagi';
export const ui_error = 'Ralat';
// Salinan ke papan keratan: berjaya, atau ditolak oleh pelayar
export const ui_copied = 'Disalin';
export const ui_copyFailed = 'Tidak dapat menyalin';

// Sesuatu yang tidak dapat dimuatkan: `what` ialah frasa nama ('hadiah', 'kod promosi')
export const ui_loadFailed = (p: { what: string; reason: string }) =>
  `Tidak dapat memuatkan ${p.what}: ${p.reason}`;
export const ui_loading = (p: { what: string }) => `Memuatkan ${p.what}...`;
export const ui_checkConnection = 'Semak sambungan internet anda, kemudian cuba lagi.';

// Jadual
export const ui_pages = 'Halaman';
export const ui_pageOf = (p: { page: number; pages: number; total: number }) =>
  `Halaman ${p.page} daripada ${p.pages} (${p.total} kesemuanya)`;
export const ui_page = (p: { page: number }) => `Halaman ${p.page}`;
export const ui_previous = 'Sebelumnya';
export const ui_next = 'Seterusnya';
export const ui_pagesCapped = (p: { rows: number }) =>
  `Hanya ${p.rows.toLocaleString('ms')} baris pertama boleh diselak. Untuk melihat yang lain, kecilkan senarai: cari pelanggan atau kod, atau pilih tarikh.`;
export const ui_exportCsv = 'Eksport CSV';
export const ui_exporting = 'Mengeksport...';
export const ui_exportFailed = 'Eksport gagal';

// Medan
export const ui_colourHex = (p: { label: string }) => `${p.label} (heks)`;

// Meninggalkan halaman dengan suntingan yang belum disimpan (pengesahan pelayar sendiri)
export const ui_leaveUnsaved = 'Anda mempunyai perubahan yang belum disimpan. Tinggalkan tanpa menyimpannya?';

// Kegagalan klien API sendiri (kegagalan pelayan menggunakan kata-kata pelayan)
export const ui_networkError = 'Ralat rangkaian: semak sambungan anda dan cuba lagi';
export const ui_unexpectedAnswer = 'Jawapan yang tidak dijangka daripada pelayan';
export const ui_requestFailed = (p: { status: number }) => `Permintaan gagal (${p.status})`;

// Teks pengendali sendiri dalam tiga bahasa (nama hadiah, tajuk bahagian)
export const ui_languages = 'Bahasa teks';
export const ui_languageDefault = 'lalai';
export const ui_untranslated = 'belum diterjemah';
export const ui_untranslatedNote = (p: { language: string }) =>
  `Belum diterjemah: pembaca ${p.language} melihat teks bahasa lalai.`;
export const ui_dialogLoadFailed = 'Dialog ini tidak dapat dimuatkan.';
export const ui_lowContrast = (p: { ratio: string; needed: string }) =>
  `Sukar dibaca: kontras teks dengan latar belakangnya ${p.ratio}:1, di bawah ${p.needed}:1 yang diperlukan oleh teks.`;
