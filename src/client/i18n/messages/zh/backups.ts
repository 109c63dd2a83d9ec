// 所有者的备份标签页（内置数据库的备份，或在 PostgreSQL 上它的命令），以及上次备份超过 48 小时后每位操作员看到的提醒。
export const backups_tab = '备份';
export const backups_title = '备份';
export const backups_intro =
  '整个网站数据库的副本，在网站运行时制作。请不时下载一份，把副本保存在这台电脑以外的地方。';
export const backups_loading = '正在加载备份...';
export const backups_loadFailed = '无法加载备份。';

export const backups_last = '上次备份';
export const backups_none = '尚无';
export const backups_madeIn = (p: { duration: string }) => `用时 ${p.duration}`;
export const backups_next = '下次计划备份';
export const backups_scheduleOff = '计划已关闭';
export const backups_folder = '文件夹';
export const backups_schedule = '计划';
export const backups_daily = (p: { times: string }) => `每天 ${p.times} (UTC+8)`;
export const backups_kept = '保留';
export const backups_keepRule = (p: { daily: number; weekly: number }) => {
  if (p.daily === 0 && p.weekly === 0) return '只保留最新的一份';
  if (p.weekly === 0) return `最近 ${p.daily} 天中每天最新的一份`;
  if (p.daily === 0) return `最近 ${p.weekly} 周中每周最新的一份`;
  return `最近 ${p.daily} 天中每天最新的一份，以及此前 ${p.weekly} 周中每周最新的一份`;
};
export const backups_configured =
  '由 BACKUP_SCHEDULE、BACKUP_KEEP_DAILY 和 BACKUP_KEEP_WEEKLY 在服务器启动时设定（见 README 的 Configuration 一节）。';

export const backups_make = '立即备份';
export const backups_making = '正在备份...';
export const backups_running = '正在制作备份。';
export const backups_made = (p: { name: string }) => `已创建备份：${p.name}`;
export const backups_notMade = '未能创建备份';

export const backups_failed = (p: { time: string }) => `上次备份失败（${p.time}）`;
export const backups_failedRetry = '修复后，请按「立即备份」，或等待下一次计划备份：它会再试一次。';

export const backups_files = '备份文件';
export const backups_empty = '还没有备份。按「立即备份」创建第一份。';
export const backups_download = '下载';
export const backups_delete = '删除';
export const backups_deleteTitle = (p: { time: string }) => `删除 ${p.time} 的备份？`;
export const backups_deleteText = '该文件将从备份文件夹中永久删除。如果以后可能需要，请先下载。';
export const backups_deleted = '已删除备份';
export const backups_notDeleted = '备份未删除';

export const backups_postgres =
  '本站使用 PostgreSQL：备份由数据库负责，而不是本服务器。用 pg_dump 备份，用 pg_restore 恢复；下面的命令已填入本站的设置。命令会询问数据库密码（或读取 PGPASSWORD 或 ~/.pgpass）。';
export const backups_dumpCommand = '备份（pg_dump）';
export const backups_restoreCommand = '恢复（pg_restore）：请先停止服务器';
export const backups_copy = '复制';
export const backups_copyCommand = (p: { tool: string }) => `复制 ${p.tool} 命令`;

export const backups_staleSince = (p: { time: string }) => `上次备份是在 ${p.time}，已超过 48 小时。`;
export const backups_staleNone = '已超过 48 小时没有备份。';
export const backups_staleOpen = '打开备份';
export const backups_staleTellOwner = '请告知所有者。';
