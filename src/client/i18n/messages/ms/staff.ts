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
