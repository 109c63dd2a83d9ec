// Bahasa Melayu.
// The dashboard's shell and tabs, the admin login, today at a glance, the audit log and the prize manager.
import type { PrizeType } from '#shared/prizes';
import type { AuditVocabulary } from '#shared/audit-words';

const WHEEL: Record<PrizeType, string> = { normal: 'biasa', super: 'super' };

export const admin_loading = 'Memuatkan...';
export const admin_error = 'Ralat';
export const admin_success = 'Berjaya';
export const admin_save = 'Simpan';
export const admin_saving = 'Menyimpan...';
export const admin_cancel = 'Batal';
export const admin_edit = 'Edit';

// Papan pemuka dan tabnya
export const admin_checkingSession = 'Menyemak sesi...';
export const admin_title = 'Papan Pemuka Pentadbir';
export const admin_sections = 'Bahagian pentadbir';
export const admin_tabPromo = 'Kod Promosi & Deposit';
export const admin_tabChat = 'Sembang Langsung';
export const admin_tabHomeBuilder = 'Pembina Halaman Utama';
export const admin_tabNoticeBuilder = 'Pembina Notis';
export const admin_tabPrizes = 'Hadiah';
export const admin_tabAudit = 'Audit';
export const admin_tabStats = 'Statistik';
export const admin_unsavedHome =
  'Draf halaman utama mempunyai suntingan yang masih sedang disimpan. Suntingan itu hilang jika anda keluar sekarang; tunggu sebentar untuk menyimpannya.';
export const admin_unsavedNotice =
  'Draf halaman notis mempunyai suntingan yang masih sedang disimpan. Suntingan itu hilang jika anda keluar sekarang; tunggu sebentar untuk menyimpannya.';
export const admin_leaveTitle = (p: { tab: string }) => `Tinggalkan ${p.tab}?`;
export const admin_leaveConfirm = 'Keluar tanpa menyimpan';

// Log masuk dan log keluar
export const admin_loginTitle = 'Log Masuk Pentadbir';
export const admin_loginIntro = 'Masukkan kata laluan untuk mengakses panel pentadbir';
export const admin_loginName = 'Nama log masuk';
export const admin_loginNameHint = 'Biarkan kosong untuk log masuk sebagai pemilik.';
export const admin_password = 'Kata laluan';
export const admin_passwordPlaceholder = 'Masukkan kata laluan pentadbir';
export const admin_login = 'Log Masuk';
export const admin_loggingIn = 'Sedang log masuk...';
export const admin_loginFailed = 'Log Masuk Gagal';
export const admin_logout = 'Log Keluar';
export const admin_signOutEverywhere = 'Log keluar di semua peranti';
export const admin_signOutEverywhereTitle = 'Log keluar di semua peranti?';
export const admin_signOutEverywhereText =
  'Menamatkan setiap sesi pentadbir: pelayar ini dan setiap peranti lain yang log masuk ke papan pemuka. Semua orang perlu log masuk semula dengan kata laluan.';

// Ringkasan hari ini
export const admin_summaryTitle = 'Ringkasan hari ini';
export const admin_summaryLoadFailed = 'Angka tidak dapat dimuatkan';
export const admin_codesGenerated = 'Kod dijana';
export const admin_codesGeneratedHint = 'tidak termasuk kod demo';
export const admin_codesRedeemed = 'Kod ditebus';
export const admin_redemptionRate = 'Kadar penebusan';
export const admin_redemptionRateHint = 'kod hari ini yang telah digunakan';
export const admin_deposits = 'Deposit';
export const admin_foc = 'FOC 15%';
export const admin_summaryShow = 'Tunjuk butiran';
export const admin_summaryHide = 'Sembunyi butiran';
export const admin_lineCodes = 'Kod';
export const admin_lineRedeemed = 'Ditebus';
export const admin_prizesWon = 'Hadiah dimenangi, mengikut nama yang dipaparkan roda';
export const admin_wheelNormal = 'biasa';
export const admin_wheelSuper = 'super';
export const admin_noPrizesToday = 'Belum ada hadiah dimenangi hari ini.';
export const admin_valueWonToday = (p: { amount: string; unknown: number }) =>
  `Nilai dimenangi: ${p.amount}${p.unknown > 0 ? ` (${p.unknown} kemenangan tanpa nilai, tidak dikira)` : ''}`;
export const admin_wonOnWheel = (p: { type: PrizeType }) => ` dimenangi pada roda ${WHEEL[p.type]}`;

// Log audit
export const admin_auditTitle = 'Log Audit';
export const admin_auditAction = 'Tindakan';
export const admin_auditAllActions = 'Semua tindakan';
export const admin_auditPerson = 'Orang';
export const admin_auditEveryone = 'Semua orang';
export const admin_auditFrom = 'Dari (UTC+8)';
export const admin_auditTo = 'Hingga (UTC+8)';
export const admin_auditCheckFilters = 'Semak penapis';
export const admin_auditResetFilters = 'Set semula penapis';
export const admin_auditWhat = 'entri audit';
export const admin_auditNoneMatch = 'Tiada entri audit yang sepadan dengan penapis ini';
export const admin_auditNone = 'Belum ada entri audit';
export const admin_auditPages = 'Halaman entri audit';
export const admin_auditEntries = 'Entri audit';
export const admin_auditEntriesScrollable = 'Entri audit, boleh ditatal';
export const admin_auditTime = 'Masa (UTC+8)';
export const admin_auditWhatHappened = 'Apa yang berlaku';
export const admin_auditTarget = 'Sasaran';
export const admin_auditWho = 'Siapa';
export const admin_auditDetails = 'Butiran';
/** Tetapan yang dinamakan dalam lajur Sasaran, mengikut kuncinya (kunci itu sendiri di bawah Butiran). */
export const admin_auditSettingNames: Record<string, string> = {
  customPrizeNames: 'Nama hadiah (roda biasa)',
  customSuperPrizeNames: 'Nama hadiah (roda super)',
  prizeNameTranslations: 'Terjemahan nama hadiah',
  prizeValues: 'Nilai hadiah',
  wheelThemes: 'Tema roda',
  prizeImages: 'Gambar hadiah',
  spinNoticeSettings: 'Notis halaman putaran',
  landingPageBuilder: 'Halaman UTAMA',
  noticeBuilder: 'Halaman NOTIS',
  gamesLogBuilder: 'Tetapan log permainan',
  defaultLanguage: 'Bahasa lalai',
  chatHours: 'Waktu sembang',
  chatCannedReplies: 'Balasan pantas',
  promoShareMessages: 'Templat mesej kod',
};
export const admin_actorAdmin = 'Pentadbir';
export const admin_actorVisitor = 'Pelawat';
export const admin_actorSystem = 'Sistem';

// Pengurus hadiah
export const admin_prizeManager = 'Pengurus Hadiah';
export const admin_prizeTypeNormal = 'BIASA';
export const admin_prizeTypeSuper = 'SUPER';
export const admin_loadingPrizes = 'Memuatkan hadiah...';
export const admin_thePrizes = 'hadiah';
export const admin_prizeList = (p: { type: PrizeType }) => `Hadiah ${WHEEL[p.type]}`;
export const admin_prizeNameLabel = (p: { slot: number }) => `Nama hadiah ${p.slot}`;
export const admin_editPrize = (p: { slot: number }) => `Edit hadiah ${p.slot}`;
export const admin_prizeValueLabel = (p: { slot: number }) => `Nilai hadiah ${p.slot} (RM)`;
export const admin_prizeNoValue = 'tiada nilai';
export const admin_prizeValueInvalid =
  'Nilai mestilah jumlah RM seperti 10 atau 10.50, atau kosongkan jika tiada nilai';
export const admin_prizeNameEmpty = 'Nama hadiah tidak boleh kosong';
export const admin_prizeSaveFailed = 'Gagal menyimpan, sila cuba lagi';
export const admin_prizeRenamed = (p: { slot: number; name: string }) =>
  `Hadiah ${p.slot} dinamakan semula kepada ${p.name}`;
export const admin_prizeNamesReset = 'Nama hadiah telah dikembalikan kepada lalai';
export const admin_resetToDefaults = 'Kembali ke Lalai';
export const admin_resetTitle = 'Set semula nama hadiah?';
export const admin_resetText = (p: { type: PrizeType }) =>
  `Enam nama hadiah ${WHEEL[p.type]} kembali kepada lalai pada setiap roda.`;
export const admin_reset = 'Set semula';

// Bahasa lalai pelawat
export const admin_defaultLanguageTitle = 'Bahasa lalai';
export const admin_defaultLanguageLabel = 'Bahasa untuk pelawat';
export const admin_defaultLanguageHint =
  'Dipaparkan kepada pelawat yang pelayarnya tidak meminta English, 中文 atau Bahasa Melayu, sehingga mereka memilih satu di pengepala.';
export const admin_defaultLanguageTexts =
  'Teks anda sendiri (nama hadiah, notis, halaman HOME dan NOTICE) ditulis dalam bahasa ini; bahasa lain ialah terjemahannya. Menukarnya tidak menulis semula sebarang teks: teks yang belum diterjemah akan dibaca sebagai bahasa baharu.';
export const admin_defaultLanguageWhat = 'bahasa lalai';
export const admin_defaultLanguageSaved = (language: string) =>
  `Pelawat kini melihat ${language} secara lalai.`;

// Perkataan entri audit (AuditVocabulary #shared/audit-words).
export const admin_auditWords: AuditVocabulary = {
  actions: {
    'admin.login': 'Log masuk',
    'admin.login_failed': 'Log masuk ditolak (kata laluan salah)',
    'admin.logout': 'Log keluar',
    'admin.sign_out_everywhere': 'Log keluar di semua peranti',
    'admin.password_changed': 'Kata laluan ditukar',
    'admin.session_ended': 'Satu sesi dilog keluar',
    'staff.add': 'Kakitangan ditambah',
    'staff.change': 'Kakitangan diubah',
    'staff.invite': 'Pautan jemputan baharu',
    'staff.accept': 'Jemputan diterima',
    'admin.two_factor_on': 'Log masuk dua faktor dihidupkan',
    'admin.two_factor_off': 'Log masuk dua faktor dimatikan',
    'staff.two_factor_reset': 'Log masuk dua faktor ditetapkan semula',
    'security.save': 'Tetapan keselamatan diubah',
    'backup.create': 'Sandaran dibuat',
    'backup.delete': 'Sandaran dipadam',
    'backup.download': 'Sandaran dimuat turun',
    'promo.generate': 'Kod promosi dijana',
    'promo.batch_generate': 'Kod promosi dijana secara berkelompok',
    'promo.redeem': 'Kod promosi ditebus',
    'promo.delete': 'Kod promosi dipadam',
    'promo.void': 'Kod promosi dibatalkan',
    'promo.extend': 'Kod promosi dilanjutkan',
    'promo.batch_void': 'Kelompok kod promosi dibatalkan',
    'promo.batch_extend': 'Kelompok kod promosi dilanjutkan',
    'deposit.create': 'Deposit direkodkan',
    'deposit.update': 'Deposit dibetulkan',
    'deposit.void': 'Deposit dibatalkan',
    'deposit.recorded_from_codes': 'Deposit kod promosi direkodkan',
    'claim.pay': 'Hadiah dibayar',
    'claim.void': 'Bayaran dibatalkan',
    'draws.clear': 'Sejarah cabutan dikosongkan',
    'image.upload': 'Imej dimuat naik',
    'builder.draft_discarded': 'Draf dibuang',
    'settings.save': 'Tetapan disimpan',
    'export.promo-codes': 'Kod promosi dieksport (CSV)',
    'export.draws': 'Cabutan dieksport (CSV)',
    'export.deposits': 'Deposit dieksport (CSV)',
    'export.audit': 'Log audit dieksport (CSV)',
    'export.stats': 'Statistik dieksport (CSV)',
    'export.claims': 'Tuntutan dieksport (CSV)',
    'export.chat': 'Perbualan sembang langsung dieksport',
  },
  settings: {
    customPrizeNames: { saved: 'Nama hadiah ditukar' },
    customSuperPrizeNames: { saved: 'Nama hadiah ditukar' },
    prizeNameTranslations: { saved: 'Terjemahan nama hadiah ditukar' },
    prizeValues: { saved: 'Nilai hadiah ditukar' },
    wheelThemes: { saved: 'Tema roda ditukar' },
    prizeImages: { saved: 'Gambar hadiah ditukar' },
    spinNoticeSettings: { saved: 'Notis halaman putaran ditukar' },
    landingPageBuilder: { saved: 'Halaman UTAMA diterbitkan', draftDiscarded: 'Draf halaman UTAMA dibuang' },
    noticeBuilder: { saved: 'Halaman NOTIS diterbitkan', draftDiscarded: 'Draf halaman NOTIS dibuang' },
    gamesLogBuilder: { saved: 'Tetapan log permainan disimpan' },
    defaultLanguage: { saved: 'Bahasa lalai ditukar' },
    chatHours: { saved: 'Waktu sembang ditukar' },
    chatCannedReplies: { saved: 'Balasan pantas diubah' },
    promoShareMessages: { saved: 'Templat mesej kod diubah' },
  },
  documentChanges: ({ added, changed, removed, reordered, settingsChanged }, setting) => {
    const unit =
      setting === 'noticeBuilder' ? 'notis' : setting === 'chatCannedReplies' ? 'balasan pantas' : 'bahagian';
    const parts = [
      added > 0 ? `${added} ${unit} ditambah` : '',
      changed > 0 ? `${changed} ${unit} diubah` : '',
      removed > 0 ? `${removed} ${unit} dibuang` : '',
      reordered ? 'susunan diubah' : '',
      settingsChanged ? 'tetapan diubah' : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join('; ') : 'Tiada perubahan';
  },
  wheel: (type) => (type === 'super' ? 'roda super' : 'roda biasa'),
  slotRenamed: ({ slot, from, to }) => `slot ${slot} ${from} → ${to}`,
  noNameChanged: 'tiada nama ditukar',
  translationChanged: ({ wheel, slot, language, from, to }) =>
    `${wheel} slot ${slot} dalam ${language}: ${from} → ${to}`,
  untranslated: 'tiada terjemahan',
  changedFields: (fields) => `diubah: ${fields}`,
  noChanges: 'tiada perubahan',
  forCustomer: (customer) => `untuk ${customer}`,
  wheelSlot: ({ wheel, slot, prize }) => `${wheel} slot ${slot} ${prize}`,
  won: ({ prize, wheel, slot }) => `memenangi ${prize} (${wheel}, slot ${slot})`,
  generatedAs: (name) => `dijana sebagai ${name}`,
  use: (count) => `penggunaan ${count}`,
  dated: (date) => `bertarikh ${date}`,
  reason: (reason) => `sebab: ${reason}`,
  newExpiry: (time) => `tamat ${time} (UTC+8)`,
  batchChanged: ({ changed, usedUp, voided }) =>
    `${changed} kod diubah, ${usedUp} yang telah habis digunakan dan ${voided} yang telah dibatalkan sebelum ini dibiarkan`,
  amountChange: ({ from, to }) => `jumlah ${from} → ${to}`,
  dateChange: ({ from, to }) => `tarikh ${from} → ${to}`,
  notesChanged: 'catatan diubah',
  noFieldChanged: 'tiada medan diubah',
  drawsDeleted: (n) => `${n} cabutan dipadam`,
  depositsFromCodes: ({ linked, recorded }) =>
    `${linked} kod dipautkan kepada rekod sedia ada, ${recorded} rekod baharu`,
  sessionsEnded: (n) => `${n} sesi ditamatkan`,
  roles: { owner: 'pemilik', manager: 'pengurus', agent: 'ejen' },
  person: ({ name, login }) => `${name} (${login})`,
  roleChange: ({ from, to }) => `peranan ${from} → ${to}`,
  nameChange: ({ from, to }) => `nama ${from} → ${to}`,
  disabled: 'dinyahaktifkan',
  enabled: 'diaktifkan semula',
  twoFactorRequired: (required) =>
    required ? 'log masuk dua faktor diwajibkan untuk semua' : 'log masuk dua faktor tidak lagi diwajibkan',
  customer: (customer) => `pelanggan ${customer}`,
  codesStartingWith: (code) => `kod bermula dengan ${code}`,
  from: (date) => `dari ${date}`,
  to: (date) => `hingga ${date}`,
  action: (title) => `tindakan ${title}`,
  slotValueChanged: ({ wheel, slot, from, to }) => `${wheel} slot ${slot} ${from} → ${to}`,
  noValue: 'tiada nilai',
  themes: { classic: 'Klasik', neon: 'Neon', festive: 'Perayaan' },
  themeChanged: ({ wheel, from, to }) => `${wheel}: ${from} → ${to}`,
  pictureChanged: ({ wheel, slot, change }) =>
    `${wheel} slot ${slot}: gambar ${{ added: 'ditambah', replaced: 'diganti', removed: 'dibuang' }[change]}`,
  methods: { cash: 'tunai', bank_transfer: 'pindahan bank', credit: 'kredit', other: 'cara lain' },
  paidBy: ({ amount, method }) => `${amount} secara ${method}`,
  draw: (id) => `cabutan ${id}`,
  claimStatus: (status) => (status === 'paid' ? 'dibayar' : 'belum dituntut'),
  scheduled: 'mengikut jadual',
  byRetention: 'tidak lagi disimpan (tempoh simpanan)',
  separator: ', ',
};
