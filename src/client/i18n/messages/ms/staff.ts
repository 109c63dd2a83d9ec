// Tab Kakitangan (pemilik), Akaun saya, dan jemputan yang diterima oleh orang baharu.
import type { Role } from '#shared/permissions';

export const staff_tab = 'Kakitangan';
export const staff_accountTab = 'Akaun saya';
export const staff_signedInAs = (p: { name: string; role: string }) =>
  `Log masuk sebagai ${p.name} (${p.role})`;
export const staff_roleNames: Record<Role, string> = { owner: 'Pemilik', manager: 'Pengurus', agent: 'Ejen' };
export const staff_roleAbout: Record<Role, string> = {
  owner: 'Semua, termasuk kakitangan, sesi dan keselamatan',
  manager: 'Semua kecuali kakitangan, sesi dan keselamatan',
  agent: 'Sembang Langsung, jana kod, rekod dan cari deposit',
};

export const staff_title = 'Kakitangan';
export const staff_intro =
  'Semua orang yang boleh log masuk ke papan pemuka ini. Tambah seseorang untuk membuat pautan jemputan sekali gunanya.';
export const staff_loading = 'Memuatkan kakitangan...';
export const staff_loadFailed = 'Senarai kakitangan tidak dapat dimuatkan.';
export const staff_colPerson = 'Orang';
export const staff_colRole = 'Peranan';
export const staff_colStatus = 'Status';
export const staff_colTwoFactor = 'Log masuk dua faktor';
export const staff_colLastSignIn = 'Log masuk terakhir';
export const staff_colActions = 'Tindakan';
export const staff_active = 'Aktif';
export const staff_disabled = 'Dinyahaktifkan';
export const staff_invited = (p: { time: string }) => `Dijemput: pautan sah hingga ${p.time}`;
export const staff_invitationExpired = 'Dijemput: pautan telah tamat tempoh';
export const staff_on = 'Hidup';
export const staff_off = 'Mati';
export const staff_never = 'Tidak pernah';
export const staff_you = 'anda';
export const staff_roleOf = (p: { name: string }) => `Peranan ${p.name}`;
export const staff_disable = 'Nyahaktif';
export const staff_enable = 'Aktifkan';
export const staff_newLink = 'Pautan jemputan baharu';
export const staff_disableTitle = (p: { name: string }) => `Nyahaktifkan ${p.name}?`;
export const staff_disableText =
  'Mereka dilog keluar serta-merta pada setiap peranti, dan tidak boleh log masuk sehingga diaktifkan semula.';
export const staff_roleChanged = (p: { name: string; role: string }) => `${p.name} kini ${p.role}.`;
export const staff_disabledDone = (p: { name: string }) => `${p.name} telah dinyahaktifkan dan dilog keluar.`;
export const staff_enabledDone = (p: { name: string }) => `${p.name} boleh log masuk semula.`;
export const staff_notSaved = 'Perubahan tidak disimpan';

export const staff_add = 'Tambah orang';
export const staff_name = 'Nama';
export const staff_nameHint = 'Cara papan pemuka dan rekodnya menamakan mereka.';
export const staff_login = 'Nama log masuk';
export const staff_loginHint = "Huruf, digit, '.', '_' dan '-'. Mereka log masuk dengannya.";
export const staff_role = 'Peranan';
export const staff_addSubmit = 'Tambah dan buat pautan';
export const staff_adding = 'Menambah...';
export const staff_notAdded = 'Orang itu tidak ditambah';
export const staff_linkTitle = (p: { name: string }) => `Pautan jemputan untuk ${p.name}`;
export const staff_linkText = (p: { time: string }) =>
  `Hantar sendiri kepada mereka. Ia berfungsi sekali, hingga ${p.time}, dan mereka memilih kata laluan sendiri dengannya. Ia hanya ditunjukkan sekarang: jika hilang, buat yang baharu.`;
export const staff_linkLabel = 'Pautan jemputan';
export const staff_copy = 'Salin pautan';
export const staff_copied = 'Pautan disalin';
export const staff_copyFailed = 'Pilih pautan dan salin';
export const staff_done = 'Selesai';

export const staff_inviteTitle = 'Pilih kata laluan anda';
export const staff_inviteFor = (p: { name: string; login: string }) =>
  `Selamat datang, ${p.name}. Nama log masuk anda ialah ${p.login}.`;
export const staff_inviteChecking = 'Menyemak jemputan...';
export const staff_inviteGone =
  'Pautan jemputan ini telah tamat tempoh, sudah digunakan atau tidak sah. Minta pautan baharu daripada pemilik.';
export const staff_password = 'Kata laluan';
export const staff_passwordHint = (p: { min: number }) =>
  `Sekurang-kurangnya ${p.min} aksara; bukan kata laluan biasa, dan bukan nama log masuk anda.`;
export const staff_passwordAgain = 'Kata laluan sekali lagi';
export const staff_passwordsDiffer = 'Kedua-dua kata laluan tidak sama.';
export const staff_inviteSubmit = 'Tetapkan kata laluan dan log masuk';
export const staff_inviteFailed = 'Kata laluan tidak ditetapkan';
export const staff_toLogin = 'Pergi ke log masuk';

export const staff_accountTitle = 'Akaun saya';
export const staff_accountWho = (p: { name: string; login: string; role: string }) =>
  `${p.name} · nama log masuk ${p.login} · ${p.role}`;
export const staff_changePassword = 'Tukar kata laluan saya';
export const staff_currentPassword = 'Kata laluan semasa';
export const staff_newPassword = 'Kata laluan baharu';
export const staff_newPasswordAgain = 'Kata laluan baharu sekali lagi';
export const staff_changePasswordSubmit = 'Tukar kata laluan';
export const staff_changing = 'Menukar...';
export const staff_passwordChanged = (p: { count: number }) =>
  p.count === 0 ? 'Kata laluan ditukar.' : `Kata laluan ditukar. ${p.count} sesi lain telah dilog keluar.`;
export const staff_passwordNotChanged = 'Kata laluan tidak ditukar';
export const staff_sessionsTitle = 'Sesi yang log masuk';
export const staff_sessionsEveryone =
  'Sesi semua orang yang log masuk. Log keluar satu jika peranti hilang atau dibiarkan log masuk.';
export const staff_sessionsMine =
  'Tempat anda log masuk. Log keluar satu jika peranti hilang atau dibiarkan log masuk.';
export const staff_thisSession = 'Sesi ini';
export const staff_sessionStarted = (p: { time: string }) => `Log masuk ${p.time}`;
export const staff_sessionSeen = (p: { time: string }) => `Terakhir dilihat ${p.time}`;
export const staff_signOut = 'Log keluar';
export const staff_signOutSession = (p: { who: string }) => `Log keluar ${p.who}`;
export const staff_sessionEnded = 'Sesi dilog keluar';
export const staff_sessionNotEnded = 'Sesi tidak dilog keluar';
export const staff_sessionsLoadFailed = 'Sesi tidak dapat dimuatkan.';

// Log masuk dua faktor: kad dalam Akaun saya, langkah kod semasa log masuk, tetapan semula oleh pemilik.
export const staff_twoFactorTitle = 'Log masuk dua faktor';
export const staff_twoFactorIsOn =
  'Hidup: log masuk meminta kod daripada aplikasi pengesah anda selain kata laluan anda.';
export const staff_twoFactorIsOff =
  'Mati: kata laluan sahaja sudah cukup untuk log masuk. Kod daripada telefon anda juga menghalang sesiapa yang mengetahui kata laluan anda.';
export const staff_twoFactorSetUp = 'Sediakan log masuk dua faktor';
export const staff_twoFactorStarting = 'Memulakan...';
export const staff_twoFactorNotStarted = 'Log masuk dua faktor tidak dapat disediakan';
export const staff_twoFactorStepApp =
  'Buka aplikasi pengesah pada telefon anda: Google Authenticator, Microsoft Authenticator, 1Password atau yang lain.';
export const staff_twoFactorStepScan =
  'Tambah akaun di dalamnya: imbas kod QR ini, atau taip kunci di bawah.';
export const staff_twoFactorStepCode = 'Taip kod 6 digit yang ditunjukkan oleh aplikasi, kemudian sahkan.';
export const staff_twoFactorQr = 'Kod QR untuk aplikasi pengesah anda';
export const staff_twoFactorKey = 'Kunci, untuk ditaip jika tidak dapat mengimbas';
export const staff_twoFactorCopyKey = 'Salin kunci';
export const staff_twoFactorKeyCopied = 'Kunci disalin';
export const staff_twoFactorCopyFailed = 'Pilih teks itu dan salin';
export const staff_twoFactorCode = 'Kod 6 digit daripada aplikasi';
export const staff_twoFactorCodeDigits = 'Taip 6 digit yang ditunjukkan oleh aplikasi.';
export const staff_twoFactorConfirm = 'Sahkan';
export const staff_twoFactorChecking = 'Menyemak...';
export const staff_recoveryTitle = 'Log masuk dua faktor kini hidup: kod pemulihan anda';
export const staff_recoveryOnce =
  'Setiap satu boleh digunakan sekali jika telefon anda hilang. Kod ini tidak akan ditunjukkan lagi.';
export const staff_recoveryKeep =
  'Simpan berasingan daripada telefon anda: dalam pengurus kata laluan, atau dicetak dan disimpan.';
export const staff_recoveryList = 'Kod pemulihan';
export const staff_recoveryCopyAll = 'Salin semua';
export const staff_recoveryCopied = 'Kod disalin';
export const staff_recoveryDownload = 'Muat turun';
export const staff_recoveryFileIntro = (p: { login: string }) =>
  `Kod pemulihan log masuk dua faktor untuk ${p.login}. Setiap satu boleh digunakan sekali, sebagai ganti kod daripada telefon anda.`;
export const staff_twoFactorTurnOff = 'Matikan';
export const staff_twoFactorOffText =
  'Kata laluan anda dan kod daripada aplikasi anda, atau salah satu kod pemulihan anda, membuktikan bahawa ini anda.';
export const staff_twoFactorAppCode = 'Kod daripada aplikasi pengesah anda';
export const staff_twoFactorRecoveryHint = 'Atau salah satu kod pemulihan anda.';
export const staff_twoFactorOffSubmit = 'Matikan log masuk dua faktor';
export const staff_twoFactorTurningOff = 'Mematikan...';
export const staff_twoFactorOffDone = 'Log masuk dua faktor kini mati.';
export const staff_twoFactorNotOff = 'Log masuk dua faktor tidak dimatikan';
export const staff_passwordNeeded = 'Taip kata laluan anda.';
export const staff_codeNeeded = 'Taip kod daripada aplikasi anda, atau kod pemulihan.';
export const staff_loginCodeIntro =
  'Log masuk dua faktor hidup: masukkan kod yang ditunjukkan oleh aplikasi pengesah anda sekarang.';
export const staff_loginCodeSubmit = 'Log masuk';
export const staff_loginStartOver = 'Mula semula';
export const staff_resetTwoFactor = 'Tetapkan semula dua faktor';
export const staff_resetTwoFactorTitle = (p: { name: string }) =>
  `Tetapkan semula log masuk dua faktor untuk ${p.name}?`;
export const staff_resetTwoFactorText =
  'Untuk telefon yang hilang, apabila kod pemulihan juga hilang. Mereka log masuk dengan kata laluan sahaja sehingga menyediakannya semula.';
export const staff_resetTwoFactorDone = (p: { name: string }) =>
  `${p.name} kini log masuk dengan kata laluan sahaja.`;

// The owner's security settings, and what a person sees while they must set up two-factor sign-in.
export const staff_mustSetUpTwoFactor =
  'Pemilik mewajibkan log masuk dua faktor untuk semua orang: sediakan di bawah, dan bahagian lain papan pemuka akan dibuka.';
export const staff_requireTwoFactor = 'Wajibkan log masuk dua faktor untuk semua orang';
export const staff_requireTwoFactorHint =
  'Sesiapa yang belum ada menyediakannya sejurus selepas log masuk seterusnya, sebelum perkara lain berfungsi.';
export const staff_securityTitle = 'Keselamatan';
export const staff_requireTwoFactorOn = 'Log masuk dua faktor kini diwajibkan untuk semua orang.';
export const staff_requireTwoFactorOff = 'Log masuk dua faktor tidak lagi diwajibkan.';
