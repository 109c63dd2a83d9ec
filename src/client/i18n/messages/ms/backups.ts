// Tab Sandaran pemilik (sandaran pangkalan data terbenam, atau arahannya di PostgreSQL), dan amaran yang
// dibaca setiap operator apabila sandaran terakhir lebih 48 jam yang lalu.
export const backups_tab = 'Sandaran';
export const backups_title = 'Sandaran';
export const backups_intro =
  'Salinan seluruh pangkalan data laman, dibuat semasa ia berjalan. Muat turun satu dari semasa ke semasa untuk menyimpan salinan di luar komputer ini.';
export const backups_loading = 'Memuatkan sandaran...';
export const backups_loadFailed = 'Sandaran tidak dapat dimuatkan.';

export const backups_last = 'Sandaran terakhir';
export const backups_none = 'Belum ada';
export const backups_madeIn = (p: { duration: string }) => `dibuat dalam ${p.duration}`;
export const backups_next = 'Berjadual seterusnya';
export const backups_scheduleOff = 'Jadual dimatikan';
export const backups_folder = 'Folder';
export const backups_schedule = 'Jadual';
export const backups_daily = (p: { times: string }) => `Setiap hari pada ${p.times} (UTC+8)`;
export const backups_kept = 'Disimpan';
export const backups_keepRule = (p: { daily: number; weekly: number }) => {
  if (p.daily === 0 && p.weekly === 0) return 'Hanya sandaran yang terbaharu';
  if (p.weekly === 0) return `Yang terbaharu bagi setiap ${p.daily} hari terakhir`;
  if (p.daily === 0) return `Yang terbaharu bagi setiap ${p.weekly} minggu terakhir`;
  return `Yang terbaharu bagi setiap ${p.daily} hari terakhir, dan bagi setiap ${p.weekly} minggu sebelum itu`;
};
export const backups_configured =
  'Ditetapkan oleh BACKUP_SCHEDULE, BACKUP_KEEP_DAILY dan BACKUP_KEEP_WEEKLY semasa pelayan bermula (README, bahagian Configuration).';

export const backups_make = 'Sandarkan sekarang';
export const backups_making = 'Sedang membuat sandaran...';
export const backups_running = 'Sandaran sedang dibuat sekarang.';
export const backups_made = (p: { name: string }) => `Sandaran dibuat: ${p.name}`;
export const backups_notMade = 'Tiada sandaran dibuat';

export const backups_failed = (p: { time: string }) => `Sandaran terakhir gagal (${p.time})`;
export const backups_failedRetry =
  'Selepas dibaiki, tekan Sandarkan sekarang, atau tunggu sandaran berjadual seterusnya: ia akan cuba lagi.';

export const backups_files = 'Fail sandaran';
export const backups_empty = 'Belum ada sandaran. Tekan Sandarkan sekarang untuk membuat yang pertama.';
export const backups_download = 'Muat turun';
export const backups_delete = 'Padam';
export const backups_deleteTitle = (p: { time: string }) => `Padam sandaran ${p.time}?`;
export const backups_deleteText =
  'Fail ini dipadam daripada folder sandaran buat selamanya. Muat turun dahulu jika anda mungkin memerlukannya.';
export const backups_deleted = 'Sandaran dipadam';
export const backups_notDeleted = 'Sandaran tidak dipadam';

export const backups_postgres =
  'Laman ini menggunakan PostgreSQL: sandaran ialah tugas pangkalan data, bukan pelayan ini. Sandarkan dengan pg_dump dan pulihkan dengan pg_restore; arahan di bawah membawa tetapan laman ini. Ia meminta kata laluan pangkalan data (atau membaca PGPASSWORD atau ~/.pgpass).';
export const backups_dumpCommand = 'Sandarkan (pg_dump)';
export const backups_restoreCommand = 'Pulihkan (pg_restore): hentikan pelayan dahulu';
export const backups_copy = 'Salin';
export const backups_copyCommand = (p: { tool: string }) => `Salin arahan ${p.tool}`;

export const backups_staleSince = (p: { time: string }) =>
  `Sandaran terakhir dibuat pada ${p.time}, lebih 48 jam yang lalu.`;
export const backups_staleNone = 'Tiada sandaran dibuat dalam 48 jam yang lalu.';
export const backups_staleOpen = 'Buka Sandaran';
export const backups_staleTellOwner = 'Beritahu pemilik.';
