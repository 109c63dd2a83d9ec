// Bahasa Melayu.
// Live chat: the visitor's chat button and panel, and the dashboard's Live Chat tab.
export const chat_send = 'Hantar';
export const chat_sending = 'Menghantar...';
export const chat_sendFailed = 'Gagal menghantar mesej. Sila cuba lagi.';

// Butang dan panel sembang pelawat
export const chat_title = 'Sembang dengan kami';
/** The chat button's visible word: part of chat_title, its name. */
export const chat_launcherText = 'Sembang';
export const chat_launcherUnread = (p: { unread: number }) =>
  `Sembang dengan kami (${p.unread} belum dibaca)`;
export const chat_openFailed = 'Sembang tidak dapat dibuka.';
export const chat_intro = 'Tanya kami tentang kod promosi atau hadiah anda.';
export const chat_offline =
  'Tiada sesiapa dalam talian sekarang, jadi balasan mungkin mengambil sedikit masa. Mesej anda menunggu di sini.';
export const chat_close = 'Tutup sembang';
export const chat_conversation = 'Perbualan';
export const chat_loadingConversation = 'Memuatkan perbualan...';
export const chat_empty = 'Tulis soalan anda dan kami akan menjawab di sini.';
export const chat_you = 'Anda';
export const chat_nameLabel = 'Nama anda (pilihan)';
export const chat_message = 'Mesej';
export const chat_ended = 'Perbualan itu telah tamat. Tekan Hantar untuk memulakan yang baharu.';

// Tab Sembang Langsung papan pemuka
export const chat_conversations = 'Perbualan';
export const chat_conversationsCount = (p: { count: number }) => `Perbualan (${p.count})`;
export const chat_loadingConversations = 'Memuatkan perbualan...';
export const chat_conversationsLoadFailed = (p: { reason: string }) =>
  `Perbualan tidak dapat dimuatkan: ${p.reason}`;
export const chat_unknownError = 'ralat tidak diketahui';
export const chat_noConversations = 'Belum ada perbualan';
export const chat_resolved = 'Selesai';
export const chat_unread = ' belum dibaca';
export const chat_timesNote = 'Masa ialah waktu Malaysia (UTC+8).';
export const chat_support = 'Khidmat Pelanggan';
/** In the operators' desk: which of them wrote a reply. */
export const chat_supportBy = (p: { name: string }) => `Khidmat Pelanggan · ${p.name}`;
export const chat_conversationWith = (p: { name: string }) => `Perbualan dengan ${p.name}`;
export const chat_messages = 'Mesej';
export const chat_messagesWith = (p: { name: string }) => `Mesej dengan ${p.name}`;
export const chat_selectConversation = 'Pilih perbualan';
export const chat_loadingMessages = 'Memuatkan mesej...';
export const chat_messagesLoadFailed = (p: { reason: string }) => `Mesej tidak dapat dimuatkan: ${p.reason}`;
export const chat_noMessages = 'Belum ada mesej';
export const chat_markResolved = 'Tandakan selesai';
export const chat_resolving = 'Menyelesaikan...';
export const chat_reply = 'Balas';
export const chat_selectFirst = 'Pilih perbualan dahulu';
export const chat_replyPlaceholder = 'Taip balasan (/ untuk balasan pantas, Shift+Enter: baris baharu)';
export const chat_sendError = 'Ralat Penghantaran';
export const chat_error = 'Ralat';
export const chat_muteSound = 'Senyapkan bunyi';
export const chat_atDesk = (p: { names: readonly string[] }) =>
  `Di meja sembang sekarang: ${p.names.join(', ')}`;
export const chat_atDeskOnlyYou = 'Di meja sembang sekarang: hanya Anda';
export const chat_soundOff = 'Bunyi mesej baharu dimatikan';
export const chat_soundOn = 'Bunyi mesej baharu dihidupkan';

// Typing and read signs, the visitor's context and the customer's name
export const chat_supportTyping = 'Sokongan sedang menaip…';
export const chat_seen = 'Dilihat';
export const chat_visitorTyping = (p: { name: string }) => `${p.name} sedang menaip…`;
export const chat_typingShort = 'sedang menaip…';
export const chat_contextTitle = 'Pelawat';
export const chat_backToList = 'Kembali ke senarai perbualan';
export const chat_contextMore = 'Butiran pelawat';
export const chat_contextPage = 'Halaman';
export const chat_contextDevice = 'Peranti';
export const chat_contextLanguage = 'Bahasa';
export const chat_contextLastDraw = 'Cabutan terakhir';
export const chat_contextNoDraw = 'Tiada dalam pelayar ini';
export const chat_contextNone = 'Tetingkap pelawat belum memberitahu di mana mereka berada.';
export const chat_contextAsOf = (p: { time: string }) => `Setakat ${p.time}`;
export const chat_deviceNames = { phone: 'Telefon', tablet: 'Tablet', desktop: 'Desktop' };
export const chat_codeInRecords = 'ada dalam rekod anda';
export const chat_codeNotInRecords = 'tiada dalam rekod anda, ditunjukkan bertopeng';
export const chat_reportedByBrowser = 'Dilaporkan oleh pelayar pelawat';
export const chat_recordedDraws = 'Dicabut (rekod anda)';
export const chat_noRecordedDraw = 'belum dicabut';
export const chat_contextNote =
  'Dinyatakan oleh pelayar pelawat: semak rekod anda sebelum membuat sebarang bayaran.';
export const chat_customerName = 'Nama pelanggan';
export const chat_saveName = 'Simpan nama';
export const chat_nameSaved = 'Nama disimpan';
export const chat_nameSaveFailed = 'Nama tidak dapat disimpan';

// Finding and exporting conversations, and notifications of new ones
export const chat_search = 'Cari perbualan';
export const chat_searchPlaceholder = 'Perkataan, atau nama';
export const chat_searchTooShort = (p: { min: number }) =>
  `Taip sekurang-kurangnya ${p.min} aksara untuk mencari mesej; nama atau perkataan ${p.min} huruf atau lebih akan menemui perbualan`;
export const chat_show = 'Papar';
export const chat_filterNames = {
  all: 'Semua',
  open: 'Terbuka',
  resolved: 'Selesai',
  contact: 'Ada hubungan',
};
export const chat_noMatches = 'Tiada perbualan yang sepadan';
export const chat_export = 'Eksport';
export const chat_formatText = 'Teks';
export const chat_formatCsv = 'CSV';
/** The buttons' names, for screen readers. */
export const chat_exportText = 'Eksport teks';
export const chat_exportCsv = 'Eksport CSV';
export const chat_notificationsOff = 'Hidupkan pemberitahuan';
export const chat_notificationsOn = 'Pemberitahuan dihidupkan';
export const chat_notificationsBlocked = 'Pemberitahuan disekat oleh pelayar';
export const chat_notificationsUnsupported = 'Pelayar ini tidak menyokong pemberitahuan';
export const chat_notificationsHint =
  'Makluman pada komputer ini apabila sembang baharu bermula semasa tab ini tersembunyi';
export const chat_newChatFrom = (p: { name: string }) => `Sembang baharu daripada ${p.name}`;
// Closed hours and offline contacts
export const chat_closed =
  'Sembang ditutup sekarang. Tinggalkan mesej atau cara untuk menghubungi anda, dan kami akan menjawab.';
export const chat_closedUntil = (p: { time: string }) =>
  `Sembang ditutup sekarang dan dibuka ${p.time}. Tinggalkan mesej atau cara untuk menghubungi anda, dan kami akan menjawab.`;
export const chat_contactLabel = 'Telefon, WhatsApp atau e-mel untuk menghubungi anda (pilihan)';
export const chat_contactSave = 'Simpan';
export const chat_contactInvalid =
  'Sila masukkan nombor telefon atau WhatsApp (7 hingga 15 digit) atau alamat e-mel.';
export const chat_contactThanks = (p: { contact: string }) =>
  `Terima kasih. Kami akan menghubungi anda di ${p.contact}.`;
export const chat_leftContact = 'meninggalkan hubungan';
export const chat_contact = 'Hubungan';
export const chat_hoursTitle = 'Waktu sembang';
export const chat_openNow = 'Sembang dibuka sekarang';
export const chat_closedNow = 'Sembang ditutup';
export const chat_switchHint =
  'Apabila ditutup, pelawat melihat mesej tutup dan boleh meninggalkan hubungan.';
export const chat_editHours = 'Waktu dibuka';
export const chat_hoursDescription =
  'Mengikut hari, dalam waktu Malaysia (UTC+8). Di luar waktu ini, sembang ditunjukkan sebagai ditutup.';
export const chat_saveHours = 'Simpan waktu';
export const chat_hoursSaved = 'Waktu sembang disimpan';
export const chat_hoursSaveFailed = 'Waktu sembang tidak dapat disimpan';
export const chat_dayOpen = 'Dibuka';
export const chat_from = 'Dari';
export const chat_to = 'Hingga';
export const chat_weekdays = {
  mon: 'Isnin',
  tue: 'Selasa',
  wed: 'Rabu',
  thu: 'Khamis',
  fri: 'Jumaat',
  sat: 'Sabtu',
  sun: 'Ahad',
};
export const chat_stateOpen = 'Dibuka sekarang mengikut waktu';
export const chat_stateClosedByHours = (p: { time: string }) => `Ditutup mengikut waktu hingga ${p.time}`;
export const chat_stateClosed = 'Ditutup';

// Images
export const chat_sendImage = 'Hantar imej';
export const chat_imageSending = 'Menghantar imej...';
export const chat_imageFailed = 'Imej tidak dapat dihantar';
export const chat_imageUnavailable = 'Imej tidak tersedia';
export const chat_imageExpired =
  'Imej ini telah tamat tempoh: imej yang dihantar dalam sembang disimpan untuk tempoh terhad sahaja.';
export const chat_imageFromSupport = 'Imej daripada Sokongan';
export const chat_yourImage = 'Imej anda';
export const chat_imageFrom = (p: { name: string }) => `Imej daripada ${p.name}`;
// Balasan pantas, pengurusnya dan senarai / dalam kotak balasan
export const chat_cannedReplies = 'Balasan pantas';
export const chat_cannedIntro =
  'Balasan ringkas yang kerap anda hantar. Dalam kotak balasan, taip / dan sebahagian tajuk, kemudian tekan Enter: balasan dimasukkan ke dalam kotak untuk anda sunting sebelum dihantar. Perubahan di sini disimpan serta-merta, dalam setiap tab yang terbuka.';
export const chat_cannedCount = (p: { count: number; max: number }) => `${p.count} daripada ${p.max} balasan`;
export const chat_cannedLoading = 'Memuatkan balasan pantas...';
export const chat_cannedLoadFailed = (p: { reason: string }) =>
  `Balasan pantas tidak dapat dimuatkan: ${p.reason}`;
export const chat_cannedNone = 'Belum ada balasan pantas';
export const chat_cannedNoneHint =
  'Tambah balasan yang kerap anda hantar, kemudian taip / dalam kotak balasan untuk memasukkannya.';
export const chat_cannedAdd = 'Tambah balasan';
export const chat_cannedFull = (p: { max: number }) =>
  `Senarai sudah penuh (${p.max} balasan): padam satu untuk menambah yang lain.`;
export const chat_cannedNew = 'Balasan pantas baharu';
export const chat_cannedEditing = (p: { title: string }) => `Sunting “${p.title}”`;
export const chat_cannedTitle = 'Tajuk';
export const chat_cannedTitleHint = 'Apa yang anda taip selepas / untuk mencarinya.';
export const chat_cannedText = 'Teks';
export const chat_cannedSave = 'Simpan balasan';
export const chat_cannedSaving = 'Menyimpan...';
export const chat_cannedEdit = 'Sunting';
export const chat_cannedMoveUp = (p: { title: string }) => `Alih “${p.title}” ke atas`;
export const chat_cannedMoveDown = (p: { title: string }) => `Alih “${p.title}” ke bawah`;
export const chat_cannedDelete = (p: { title: string }) => `Padam “${p.title}”`;
export const chat_cannedDeleteTitle = (p: { title: string }) => `Padam “${p.title}”?`;
export const chat_cannedDeleteText =
  'Ia dibuang daripada senarai dalam setiap tab yang terbuka. Mesej yang sudah dihantar dengannya kekal.';
export const chat_cannedDeleteConfirm = 'Padam';
export const chat_cannedAdded = (p: { title: string }) => `“${p.title}” ditambah.`;
export const chat_cannedSaved = (p: { title: string }) => `“${p.title}” disimpan.`;
export const chat_cannedDeleted = (p: { title: string }) => `“${p.title}” dipadam.`;
export const chat_cannedMoved = (p: { title: string; position: number; count: number }) =>
  `“${p.title}” kini ${p.position} daripada ${p.count}.`;
export const chat_cannedConflict =
  'Balasan pantas telah diubah dalam tab lain sebentar tadi. Senarai kini menunjukkan perubahan itu: buat perubahan anda sekali lagi.';
export const chat_cannedSaveFailed = 'Balasan pantas tidak dapat disimpan';
export const chat_cannedNoMatch = (p: { query: string }) =>
  `Tiada balasan pantas yang sepadan dengan “${p.query}”.`;
export const chat_cannedPickerHelp = (p: { count: number }) =>
  `${p.count} balasan pantas: Atas dan Bawah untuk memilih, Enter untuk memasukkannya ke dalam kotak, Escape untuk menutup.`;
export const chat_cannedEscape = 'Tekan Escape untuk menutup senarai ini.';
export const chat_cannedManage = 'Tambah balasan pantas';
export const chat_cannedNoneSaid =
  'Belum ada balasan pantas. Tambahkannya dengan butang Balasan pantas di atas perbualan.';
export const chat_cannedKeys = 'Atas/Bawah: pilih · Enter: masukkan ke kotak · Esc: tutup';

export const chat_newChatToast = (p: { name: string; text: string }) =>
  `Sembang baharu daripada ${p.name}: ${p.text}`;
export const chat_newMessageToast = (p: { name: string; text: string }) =>
  `Mesej baharu daripada ${p.name}: ${p.text}`;
export const chat_openConversation = 'Buka';
export const chat_soundAfterUse =
  'Bunyi mesej baharu dimainkan selepas anda klik atau menaip di halaman ini: pelayar menyenyapkan halaman sehingga itu.';
export const chat_unreadConversations = (p: { count: number }) => `${p.count} perbualan belum dibaca`;
