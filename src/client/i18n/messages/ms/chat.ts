// Bahasa Melayu.
// Live chat: the visitor's chat button and panel, and the dashboard's Live Chat tab.
export const chat_send = 'Hantar';
export const chat_sending = 'Menghantar...';
export const chat_sendFailed = 'Gagal menghantar mesej. Sila cuba lagi.';

// Butang dan panel sembang pelawat
export const chat_title = 'Sembang dengan kami';
export const chat_launcherUnread = (p: { unread: number }) =>
  `Sembang dengan kami (${p.unread} belum dibaca)`;
export const chat_openFailed = 'Sembang tidak dapat dibuka.';
export const chat_intro = 'Tanya kami tentang kod promosi atau hadiah anda.';
export const chat_offline =
  'Tiada sesiapa dalam talian sekarang, jadi balasan mungkin mengambil sedikit masa. Mesej anda menunggu di sini.';
export const chat_close = 'Tutup sembang';
export const chat_conversation = 'Perbualan';
export const chat_loadingConversation = 'Memuatkan perbualan...';
export const chat_empty = 'Tulis soalan anda di bawah dan kami akan menjawab di sini.';
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
export const chat_tryAgain = 'Cuba lagi';
export const chat_noConversations = 'Belum ada perbualan';
export const chat_resolved = 'Selesai';
export const chat_unread = ' belum dibaca';
export const chat_timesNote = 'Masa ialah waktu Malaysia (UTC+8).';
export const chat_support = 'Khidmat Pelanggan';
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
export const chat_replyPlaceholder = 'Taip balasan (Shift+Enter: baris baharu)';
export const chat_sendError = 'Ralat Penghantaran';
export const chat_error = 'Ralat';
export const chat_muteSound = 'Senyapkan bunyi';
export const chat_soundOff = 'Bunyi mesej baharu dimatikan';
export const chat_soundOn = 'Bunyi mesej baharu dihidupkan';

// Issue 26: typing and read signs, the visitor's context and the customer's name
export const chat_supportTyping = 'Sokongan sedang menaip…';
export const chat_seen = 'Dilihat';
export const chat_visitorTyping = (p: { name: string }) => `${p.name} sedang menaip…`;
export const chat_typingShort = 'sedang menaip…';
export const chat_contextTitle = 'Pelawat';
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
export const chat_contextNote =
  'Dinyatakan oleh pelayar pelawat: semak rekod anda sebelum membuat sebarang bayaran.';
export const chat_customerName = 'Nama pelanggan';
export const chat_saveName = 'Simpan nama';
export const chat_nameSaved = 'Nama disimpan';
export const chat_nameSaveFailed = 'Nama tidak dapat disimpan';
