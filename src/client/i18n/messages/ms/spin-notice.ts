// Bahasa Melayu.
// The scrolling notice's texts (spinNotice_*): the banner and the dashboard's form.

// The scrolling notice of /promo and /spin, in the first load.
export const spinNotice_label = 'Notis';

// The Spinning Wheel Notice settings in the dashboard.
export const spinNotice_title = 'Notis Roda Putaran';
/** Completes 'Could not load …'. */
export const spinNotice_loadWhat = 'tetapan notis';
export const spinNotice_loading = 'Memuatkan tetapan notis...';
export const spinNotice_showLabel = 'Paparkan notis di halaman kod promosi dan halaman putaran';
export const spinNotice_showSwitch = 'Paparkan notis bergerak';
export const spinNotice_textLabel = 'Teks notis';
export const spinNotice_textPlaceholder = '🎉 Selamat datang! Putar untuk memenangi hadiah hari ini';
export const spinNotice_textColour = 'Warna teks';
export const spinNotice_backgroundColour = 'Warna latar belakang';
export const spinNotice_preview = 'Pratonton notis';
export const spinNotice_previewCaption = 'Pratonton';
export const spinNotice_previewEmpty = 'Teks notis anda dipaparkan di sini';
export const spinNotice_save = 'Simpan Tetapan Notis Bergerak';
export const spinNotice_saving = 'Menyimpan...';
export const spinNotice_toastError = 'Ralat';
export const spinNotice_badColour = 'Warna mesti dalam format heks seperti #FF6B35';
export const spinNotice_savedTitle = 'Disimpan';
export const spinNotice_savedText = 'Tetapan notis bergerak disimpan';
export const spinNotice_saveFailed = 'Gagal menyimpan tetapan notis bergerak';
