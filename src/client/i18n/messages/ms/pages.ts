// Bahasa Melayu.
// The public pages' texts (pages_*): the app shell and 404, /home, /notice, /mobile-sync and the contact
// buttons.

// The app shell and the 404 page, in the first load of every page.
export const pages_loading = 'Memuatkan...';
export const pages_loadFailed = 'Halaman ini tidak dapat dimuatkan.';
export const pages_promoLabel = 'Masukkan kod promosi';
export const pages_notFoundTitle = 'Halaman Tidak Ditemui';
export const pages_notFoundText =
  'Halaman ini tidak wujud. Pautan mungkin tersalah taip, atau halaman telah dipindahkan.';
export const pages_notFoundPromo = 'Masukkan kod promosi';
export const pages_notFoundHome = 'Pergi ke halaman utama';

// /mobile-sync.
export const pages_mobileSyncLabel = 'Penyegerakan tetapan mudah alih';
export const pages_syncTitle = 'Penyegerakan Tetapan Mudah Alih';
export const pages_syncIntro =
  'Halaman ini menyalin nama hadiah dan tetapan terkini daripada pelayan ke peranti ini. Gunakannya jika roda pada telefon ini menunjukkan nama hadiah yang lama. Halaman akan dimuat semula dengan sendirinya apabila penyegerakan selesai.';
export const pages_syncSuper = 'Segerakkan Hadiah Super';
export const pages_syncAll = 'Segerakkan Semua Tetapan';
export const pages_syncing = 'Menyegerakkan...';
export const pages_syncReady = 'Sedia untuk disegerakkan.';
export const pages_syncReloading = 'Memuat semula...';
export const pages_syncSuperDone = 'Penyegerakan berjaya!';
export const pages_syncSuperSaved = 'Nama hadiah super disimpan pada peranti ini.';
export const pages_syncAllDone = (p: { count: number }) => `${p.count} tetapan telah disegerakkan`;
export const pages_syncAllSaved = 'Semua tetapan disimpan pada peranti ini.';
export const pages_syncNoSuper = 'Tetapan hadiah super tidak ditemui pada pelayan';
export const pages_syncNoServer = 'Tetapan pelayan tidak dapat diperoleh, sila cuba lagi kemudian';
export const pages_syncNetwork = 'Sambungan rangkaian gagal, sila semak rangkaian anda dan cuba lagi';

// /home (and the HOME builder's preview): what the page says around the operator's sections.
export const pages_homeEmptyTitle = 'Promosi akan tiba tidak lama lagi';
export const pages_homeEmptyText = 'Sudah ada kod promosi?';
export const pages_homeSpinNow = 'Putar Sekarang';
export const pages_gamesLog = 'Log Permainan';

// The floating contact buttons of the public pages.
export const pages_contact = 'Hubungi';
export const pages_contactToggle = 'Hubungi khidmat pelanggan';
export const pages_contactWhatsapp = 'Hubungi kami melalui WhatsApp';
export const pages_contactTelegram = 'Hubungi kami melalui Telegram';
export const pages_contactPhone = 'Hubungi kami melalui telefon';
/** The phone link's tooltip (WhatsApp and Telegram keep their names). */
export const pages_contactPhoneTip = 'Telefon';

// /notice (and the NOTICE builder's preview): what the page says around the operator's notices.
export const pages_noticeCenter = 'Pusat Notis';
export const pages_noticesDisabled = 'Notis dimatikan buat sementara waktu. Sila semak semula kemudian.';
export const pages_noNotices = 'Tiada Notis';
export const pages_noNoticesText = 'Tiada notis atau pengumuman aktif buat masa ini.';
export const pages_activeNotices = 'Notis aktif';
export const pages_scrollingPreview = 'Pratonton Notis Bergerak';
export const pages_latestNotices = 'Notis terkini';
export const pages_staffDashboard = 'Papan pemuka kakitangan';
export const pages_noticeFooter = (p: { year: number; siteName: string }) =>
  `© ${p.year} ${p.siteName}. Hak cipta terpelihara.`;

// A notice card's badges and schedule
export const pages_noticeAnnouncement = 'Pengumuman';
export const pages_noticePromotion = 'Promosi';
export const pages_noticeWarning = 'Amaran';
export const pages_noticeInfo = 'Maklumat';
export const pages_priorityHigh = 'Keutamaan Tinggi';
export const pages_priorityMedium = 'Keutamaan Sederhana';
export const pages_priorityLow = 'Keutamaan Rendah';
/** Before a notice's start time. */
export const pages_noticeStarts = 'Bermula';
/** Before a notice's end time. */
export const pages_noticeEnds = 'Berakhir';
