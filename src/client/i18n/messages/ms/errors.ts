// Bahasa Melayu: the words for the server's error codes (#shared/api/errors).
import type { Permission, Role } from '#shared/permissions';

export const errors_requestInvalid = 'Permintaan ditolak. Semak apa yang anda masukkan dan cuba lagi.';
export const errors_requestJson = 'Permintaan tidak dapat dibaca. Sila cuba lagi.';
export const errors_tooLarge = 'Ia terlalu besar untuk dihantar.';
export const errors_mediaType = 'Jenis fail atau permintaan itu tidak diterima.';
export const errors_origin = 'Ditolak: perubahan hanya diterima daripada halaman laman ini sendiri.';
export const errors_field = (p: { field: string }) => `Semak ${p.field}: ia tidak diterima seperti sekarang.`;
export const errors_authRequired = 'Log masuk pentadbir diperlukan';
export const errors_authForbidden = 'Peranan anda tidak membenarkan tindakan ini.';
// Permintaan di luar peranan (auth.forbidden): menamakan peranan dan apa yang tidak boleh dibuatnya.
export const errors_roleMayNot: Record<Role, string> = {
  owner: 'Pemilik tidak dibenarkan',
  manager: 'Pengurus tidak dibenarkan',
  agent: 'Ejen tidak dibenarkan',
};
export const errors_permissionWords: Record<Permission, string> = {
  account: 'melihat atau mengubah akaunnya sendiri',
  chat: 'menggunakan Sembang Langsung',
  codes: 'menjana kod, merekod deposit, atau mencari kod, pelanggan, deposit atau kelompok',
  'codes.manage':
    'menjana kod secara berkelompok, atau memadam, membatalkan atau melanjutkan kod atau kelompok, atau membetulkan atau membatalkan deposit',
  claims: 'melihat tuntutan atau liabiliti hadiah, atau membayar atau membatalkan bayaran tuntutan',
  site: 'mengubah hadiah, halaman, Notis Roda Putaran, waktu dibuka Sembang Langsung, balasan pantas, templat mesej kod atau bahasa lalai, atau mengosongkan sejarah cabutan',
  reports: 'melihat statistik, ringkasan hari ini, log audit atau eksport',
  staff: 'mengurus kakitangan, sesi semua orang, sandaran atau tetapan keselamatan',
};
export const errors_forbidden = (p: { who: string; action: string }) => `${p.who} ${p.action}.`;
export const errors_authPassword = 'Kata laluan tidak sah';
export const errors_authLogin = 'Nama log masuk atau kata laluan tidak sah';
export const errors_authLocked = (p: { minutes: number }) =>
  `Terlalu banyak percubaan log masuk gagal. Cuba lagi dalam ${p.minutes} minit.`;
export const errors_notFound = 'Tidak dijumpai.';
export const errors_conflict = 'Ini telah diubah di tempat lain. Muat semula dan cuba lagi.';
export const errors_rateLimited = (p: { seconds: number }) =>
  `Terlalu banyak permintaan. Sila cuba lagi dalam ${p.seconds} saat.`;
export const errors_busy = (p: { seconds: number }) => `Pelayan sibuk; cuba lagi dalam ${p.seconds} saat.`;
export const errors_server = 'Berlaku ralat pada pelayan. Sila cuba lagi.';
export const errors_promoEmpty = 'Sila masukkan kod promosi';
export const errors_promoUnknown = 'Kod promosi tidak sah. Sila semak kod dan cuba lagi.';
export const errors_promoUsed = 'Kod promosi ini telah digunakan.';
export const errors_promoUsedWon = (p: { at: string; prize: string }) =>
  `Kod ini telah digunakan pada ${p.at} dan memenangi ${p.prize}.`;
export const errors_promoUsedLastWon = (p: { at: string; prize: string; uses: number; limit: number }) =>
  `Kod ini kali terakhir digunakan pada ${p.at} dan memenangi ${p.prize}. ${p.uses} daripada ${p.limit} putaran telah digunakan.`;
export const errors_promoExpired = 'Kod promosi ini telah tamat tempoh. Sila minta kod baharu.';
export const errors_promoTooMany = (p: { minutes: number }) =>
  `Terlalu banyak kod salah daripada rangkaian anda. Sila cuba lagi dalam ${p.minutes} minit.`;
export const errors_promoUsedKept = 'Kod ini telah digunakan; cabutannya kekal dalam rekod';
export const errors_depositVoid = 'Deposit ini telah dibatalkan; deposit yang dibatalkan tidak boleh diubah';
export const errors_chatTooMany = (p: { seconds: number }) =>
  `Terlalu banyak mesej. Sila cuba lagi dalam ${p.seconds} saat.`;
export const errors_chatReservedName = 'Nama itu dikhaskan untuk khidmat pelanggan; pilih nama lain.';
export const errors_chatMixedScriptsName = 'Sila tulis nama anda dalam satu abjad sahaja.';
export const errors_builderConflict =
  'Draf telah diubah di tempat lain. Muat semula draf, kemudian cuba lagi.';
export const errors_uploadRejected =
  'Imej ini tidak boleh digunakan. Pilih PNG, JPEG, WebP atau GIF yang tidak melebihi 5 MB.';

export const errors_claimPaid = 'Hadiah ini sudah dibayar; batalkan bayaran itu dahulu untuk membayar semula';
export const errors_claimVoided = 'Bayaran ini sudah dibatalkan';
export const errors_promoVoid = 'Kod promosi ini tidak lagi sah';
export const errors_promoUsedUp =
  'Kod ini telah habis digunakan: putarannya ialah rekod, jadi ia tidak boleh dibatalkan atau dilanjutkan';
export const errors_promoVoided = 'Kod ini telah dibatalkan; pembatalan adalah muktamad';
export const errors_batchPending = 'Kelompok ini masih dijana; cuba lagi setelah ia tersenarai';
export const errors_staffLastOwner = 'Ini pemilik aktif yang terakhir: jadikan orang lain pemilik dahulu';
export const errors_staffInvitation =
  'Pautan jemputan ini telah tamat tempoh, sudah digunakan atau tidak sah';
export const errors_staffLoginTaken = 'Nama log masuk ini sudah digunakan: pilih yang lain';
export const errors_authCodeRequired =
  'Masukkan kod 6 digit daripada aplikasi pengesah anda, atau kod pemulihan';
export const errors_authCode = 'Kod itu tidak betul, atau sudah digunakan';
export const errors_twoFactorRequired =
  'Sediakan log masuk dua faktor dahulu: pemilik mewajibkannya untuk semua orang';
export const errors_backupRunning = 'Sandaran sedang dibuat; cuba lagi selepas ia tersenarai';
export const errors_backupPostgres =
  'Laman ini menggunakan PostgreSQL: buat sandaran dengan alat pangkalan data itu sendiri';
export const errors_backupNotWritable = 'Folder sandaran tidak boleh ditulis';
export const errors_backupDiskFull = 'Cakera yang menyimpan folder sandaran sudah penuh';
export const errors_backupFailed = 'Sandaran gagal';
export const errors_passwordCommon = (p: { field: string }) =>
  `${p.field} ialah antara kata laluan yang paling lazim: pilih yang lain.`;
export const errors_passwordIsLogin = (p: { field: string }) =>
  `${p.field} tidak boleh sama dengan nama log masuk: pilih yang lain.`;

/** Nama medan seperti yang dipanggil oleh borang, untuk masalah pengesahan. */
export const errors_fieldNames: Record<string, string> = {
  code: 'kod promosi',
  customerName: 'pelanggan',
  depositAmount: 'jumlah deposit',
  depositDate: 'tarikh deposit',
  depositId: 'rekod deposit',
  prizeId: 'hadiah',
  prizeType: 'roda',
  expirationHours: 'jam tamat tempoh',
  usageLimit: 'had penggunaan',
  startDate: 'tarikh mula',
  endDate: 'tarikh akhir',
  senderName: 'nama anda',
  message: 'mesej',
  login: 'nama log masuk',
  password: 'kata laluan',
  newPassword: 'kata laluan baharu',
  names: 'nama hadiah',
  reason: 'sebab',
  title: 'tajuk',
  subtitle: 'subtajuk',
  content: 'kandungan',
  buttonText: 'teks butang',
  buttonUrl: 'pautan butang',
  imageUrl: 'imej',
  backgroundColor: 'warna latar',
  textColor: 'warna teks',
  siteName: 'nama laman',
  companySlogan: 'slogan',
  url: 'alamat',
  name: 'nama',
  phone: 'nombor telefon',
  contactWhatsapp: 'nombor WhatsApp',
  contactTelegram: 'nama Telegram',
  contactPhone: 'nombor telefon',
  notes: 'catatan',
  customerCode: 'pelanggan',
  amount: 'jumlah',
  spinNoticeText: 'teks notis',
  animationSpeed: 'kelajuan',
  method: 'cara bayaran',
  note: 'nota',
  drawId: 'cabutan',
  paymentId: 'bayaran',
  status: 'senarai',
  customer: 'pelanggan',
  values: 'nilai hadiah',
  text: 'teks',
  replies: 'balasan pantas',
  currentPassword: 'kata laluan semasa',
  role: 'peranan',
  token: 'pautan jemputan',
};

// Penolakan peraturan kongsi dalam borang (i18n/issue-text.ts).
export const errors_fieldEmpty = (p: { field: string }) => `Sila isi ${p.field}.`;
export const errors_fieldTooShort = (p: { field: string; min: number }) =>
  `${p.field} memerlukan sekurang-kurangnya ${p.min} aksara.`;
export const errors_fieldTooLong = (p: { field: string; max: number }) =>
  `${p.field} terlalu panjang: paling banyak ${p.max} aksara.`;
export const errors_fieldTooSmall = (p: { field: string; min: number }) =>
  `${p.field} mestilah sekurang-kurangnya ${p.min}.`;
export const errors_fieldTooLarge = (p: { field: string; max: number }) =>
  `${p.field} mestilah paling banyak ${p.max}.`;
export const errors_batchInvalid =
  'Sesetengah baris bermasalah; tiada kod dijana. Betulkan baris yang disenaraikan, kemudian cuba lagi.';
export const errors_promoNotActive = (p: { start: string }) =>
  `Kod promosi ini belum aktif. Ia bermula pada ${p.start}.`;
export const errors_promoNotActiveSoon = 'Kod promosi ini belum aktif.';
