// Backups as the owner uses them (docs/decisions/0056-backups.md): Backup now, the file listed, downloaded
// (a gzip file of the listed size) and deleted; the warning every operator reads once the last backup is
// more than 48 hours old (a backup dated back in the server's folder), gone once one is made; a manager
// and an agent have no Backups tab; a folder that cannot be written said in words, in English and
// Chinese; on PostgreSQL the commands to copy (the list's answer routed, this suite's server being on the
// embedded database). Looked at in en, zh and ms at 1280 and 390.
import { copyFile, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup, BackupList } from '#shared/api/backups';
import { formatBusinessDateTime } from '#shared/i18n/format';
import { formatBytes } from '#shared/i18n/units';
import { backupName, backupTime } from '#server/features/backups/backup-files';
import {
  adminPassword,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  settleAnimations,
  useBrowser,
  type BrowserSuite,
} from './fixtures';

const PASSWORD = 'a backup you have not restored';
const HOUR = 60 * 60_000;
const LANGUAGES = [
  { lang: 'en', acceptLanguage: 'en-US,en;q=0.9', tab: 'Backups' },
  { lang: 'zh', acceptLanguage: 'zh-CN,zh;q=0.9', tab: '备份' },
  { lang: 'ms', acceptLanguage: 'ms-MY,ms;q=0.9', tab: 'Sandaran' },
] as const;

/** Adds a person through the owner's API and accepts their invitation in `context`, signing it in. */
async function addSignedInPerson(
  suite: BrowserSuite,
  context: BrowserContext,
  person: { name: string; login: string; role: 'agent' | 'manager' },
): Promise<void> {
  const added = await suite.admin.request.post('/api/admin/staff', { data: person });
  expect(added.status(), await added.text()).toBe(201);
  const { invitationUrl } = (await added.json()) as { invitationUrl: string };
  const token = new URL(invitationUrl).hash.replace('#invitation=', '');
  const accepted = await context.request.post('/api/admin/invitations/accept', {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The owner's dashboard in `acceptLanguage`, signed in through the API. */
async function ownerDashboard(suite: BrowserSuite, viewport: typeof DESKTOP, acceptLanguage: string) {
  const t = await suite.open(viewport, { acceptLanguage });
  const login = await t.context.request.post('/api/admin/login', { data: { password: adminPassword() } });
  expect(login.status()).toBe(200);
  await t.page.goto('/admin');
  return t;
}

async function backupList(suite: BrowserSuite): Promise<BackupList> {
  const res = await suite.admin.request.get('/api/admin/backups');
  expect(res.status()).toBe(200);
  return (await res.json()) as BackupList;
}

/** The server's folder and its newest backup, made through the API when there is none yet. */
async function aBackup(suite: BrowserSuite): Promise<{ folder: string; newest: Backup; others: Backup[] }> {
  let list = await backupList(suite);
  if (list.backups.length === 0) {
    expect((await suite.admin.request.post('/api/admin/backups', { data: {} })).status()).toBe(201);
    list = await backupList(suite);
  }
  const [newest, ...others] = list.backups;
  if (!list.folder || !newest) throw new Error('no backup listed');
  return { folder: list.folder, newest, others };
}

/** A copy of a backup in the server's folder, named as one made at `at` (the listing goes by the name). */
async function backupDatedBack(folder: string, from: string, at: Date): Promise<string> {
  const name = backupName(at, new Set(await readdir(folder)));
  await copyFile(path.join(folder, from), path.join(folder, name));
  return name;
}

/** A toast's words (Radix says them again in a live region: the first is the toast itself). */
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

const tabOf = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The Backups tab's card, opened. */
async function openBackups(page: Page, tab = 'Backups', title = tab) {
  await tabOf(page, tab).click();
  const card = page.getByRole('region', { name: title, exact: true });
  await card.waitFor();
  return card;
}

describe('backups in the browser', () => {
  // Two times a day, so the card lists them as configured.
  const suite = useBrowser({ admin: true, env: { BACKUP_SCHEDULE: '04:00,16:00' } });

  it('the owner makes a backup, sees it listed, downloads it (gzip, the listed size) and deletes one; a manager and an agent have no Backups tab', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const card = await openBackups(t.page);
    await card.getByText('No backups yet. Press Backup now to make the first.').waitFor();
    await card.getByText('Every day at 04:00 and 16:00 (UTC+8)').waitFor();
    await card
      .getByText('The newest of each of the last 7 days, and of each of the 4 weeks before those')
      .waitFor();
    await card
      .getByText(
        'Set by BACKUP_SCHEDULE, BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY when the server starts (README, Configuration).',
      )
      .waitFor();

    // Backup now is busy while the server makes it (held back a moment here, so that it can be seen).
    await t.page.route('**/api/admin/backups', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await card.getByRole('button', { name: 'Backup now' }).click();
    const busy = card.getByRole('button', { name: 'Making a backup...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await toast(t.page, /^Backup made: /).waitFor();
    const [backup, ...others] = (await backupList(suite)).backups;
    if (!backup) throw new Error('no backup listed');
    expect(others).toEqual([]);
    await toast(t.page, `Backup made: ${backup.name}`).waitFor();
    await card.getByRole('button', { name: 'Backup now' }).waitFor();
    const row = card.getByRole('listitem', { name: backup.name });
    await row.getByText(backup.name, { exact: true }).waitFor();
    const about = `${formatBusinessDateTime(backup.createdAt, 'en')} · ${formatBytes(backup.size, 'en')} · made in `;
    expect(await row.innerText()).toContain(about);
    // The last backup is the one just made.
    expect(await card.getByRole('definition').first().innerText()).toContain(about);

    // Downloaded by a plain link: the file itself, gzip, of the size listed.
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(backup.name);
    const bytes = await readFile(await download.path());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBe(backup.size);

    // An older one beside it (yesterday's), then deleted with the confirm dialog.
    const list = await backupList(suite);
    const folder = list.folder ?? '';
    const older = await backupDatedBack(
      folder,
      backup.name,
      new Date(Date.parse(backup.createdAt) - 26 * HOUR),
    );
    await t.page.reload();
    const again = await openBackups(t.page);
    await again.getByRole('listitem', { name: older }).waitFor();
    expect(await again.getByRole('list', { name: 'Backup files' }).getByRole('listitem').count()).toBe(2);
    await screenshot(t.page, 'backups-en-1280');
    await expectNoSeriousAxeIssues(t.page, 'the Backups tab with two backups');
    await again.getByRole('listitem', { name: older }).getByRole('button', { name: 'Delete' }).click();
    const olderTime = formatBusinessDateTime(new Date(Date.parse(backup.createdAt) - 26 * HOUR), 'en');
    const dialog = t.page.getByRole('dialog', { name: `Delete the backup of ${olderTime}?` });
    await dialog
      .getByText('The file is deleted from the backup folder for good.', { exact: false })
      .waitFor();
    await settleAnimations(t.page);
    await expectNoSeriousAxeIssues(t.page, 'the question before deleting a backup');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(t.page, 'Backup deleted').waitFor();
    await expect.poll(() => again.getByRole('listitem', { name: older }).count()).toBe(0);
    expect(await again.getByRole('listitem', { name: backup.name }).count()).toBe(1);
    expect((await readdir(folder)).filter((name) => name.endsWith('.tar.gz'))).toEqual([backup.name]);

    // A manager and an agent: no Backups tab, and the server refuses them the list.
    for (const person of [
      { name: 'Wei Ming', login: 'wei.ming', role: 'manager' },
      { name: 'Siti Aminah', login: 'siti', role: 'agent' },
    ] as const) {
      const other = await suite.open(DESKTOP);
      await addSignedInPerson(suite, other.context, person);
      await other.page.goto('/admin');
      await other.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      const tabs = await other.page.getByRole('tab').allTextContents();
      expect(tabs).toContain('My account');
      expect(tabs).not.toContain('Backups');
      expect(await other.page.getByRole('region', { name: 'Backups' }).count()).toBe(0);
      expect((await other.context.request.get('/api/admin/backups')).status()).toBe(403);
    }
  });

  it('warns every operator once the last backup is more than 48 hours old: the owner with the way to Backups, an agent to tell the owner; Backup now clears it', async () => {
    // The folder holds only a backup of three days ago.
    const { folder, newest, others } = await aBackup(suite);
    const old = await backupDatedBack(folder, newest.name, new Date(Date.now() - 72 * HOUR));
    for (const backup of [newest, ...others]) await unlink(path.join(folder, backup.name));
    const warning = `The last backup is from ${formatBusinessDateTime(backupTime(old) ?? '', 'en')}, more than 48 hours ago.`;

    const agent = await suite.open(PHONE);
    await addSignedInPerson(suite, agent.context, {
      name: 'Aisyah Rahman',
      login: 'aisyah.r',
      role: 'agent',
    });
    await agent.page.goto('/admin');
    const agentAlert = agent.page.getByRole('alert').filter({ hasText: warning });
    await agentAlert.getByText(`${warning} Tell the owner.`, { exact: true }).waitFor();
    expect(await agentAlert.getByRole('button').count()).toBe(0);
    await screenshot(agent.page, 'backups-warning-agent-en-390');
    await expectNoSeriousAxeIssues(agent.page, "the agent's dashboard with the backup warning");
    await expectNoSidewaysScroll(agent.page, "the agent's dashboard with the backup warning");

    const owner = await suite.open(DESKTOP);
    await loginAsAdmin(owner.page);
    const ownerAlert = owner.page.getByRole('alert').filter({ hasText: warning });
    await ownerAlert.getByText(warning, { exact: true }).waitFor();
    await screenshot(owner.page, 'backups-warning-owner-en-1280');
    await expectNoSeriousAxeIssues(owner.page, "the owner's dashboard with the backup warning");
    await ownerAlert.getByRole('button', { name: 'Open Backups' }).click();
    expect(await tabOf(owner.page, 'Backups').getAttribute('aria-selected')).toBe('true');
    const card = owner.page.getByRole('region', { name: 'Backups', exact: true });
    await card.getByRole('listitem', { name: old }).waitFor();

    // A backup made: the warning is gone at once, without a reload; the agent's at their next look.
    await card.getByRole('button', { name: 'Backup now' }).click();
    await toast(owner.page, /^Backup made: /).waitFor();
    await expect.poll(() => owner.page.getByRole('alert').filter({ hasText: warning }).count()).toBe(0);
    await agent.page.reload();
    await agent.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await agent.page.getByRole('tab', { name: 'My account' }).waitFor();
    expect(await agent.page.getByText('more than 48 hours ago', { exact: false }).count()).toBe(0);
  });

  it('reads in en, zh and ms at 1280 and 390: the tab with its backups, and the warning', async () => {
    const { folder, newest, others } = await aBackup(suite);
    // Three backups over three days.
    for (const backup of others) await unlink(path.join(folder, backup.name));
    for (const hoursAgo of [26, 50]) {
      await backupDatedBack(folder, newest.name, new Date(Date.parse(newest.createdAt) - hoursAgo * HOUR));
    }
    for (const { lang, acceptLanguage, tab } of LANGUAGES) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['390', PHONE],
      ] as const) {
        const t = await ownerDashboard(suite, viewport, acceptLanguage);
        const card = await openBackups(t.page, tab);
        expect(await card.getByRole('listitem').count()).toBe(3);
        await card.scrollIntoViewIfNeeded();
        await t.page.getByRole('tablist').scrollIntoViewIfNeeded();
        await screenshot(t.page, `backups-${lang}-${size}`);
        await card.getByRole('listitem').last().scrollIntoViewIfNeeded();
        await screenshot(t.page, `backups-list-${lang}-${size}`);
        await expectNoSidewaysScroll(t.page, `the Backups tab in ${lang} at ${size}`);
        if (size === '390') await expectNoSeriousAxeIssues(t.page, `the Backups tab in ${lang}`);
        await t.context.close();
      }
    }
    // The warning in each language: every backup dated back past 48 hours.
    for (const name of await readdir(folder)) {
      if (name.endsWith('.tar.gz')) await unlink(path.join(folder, name));
    }
    await writeFile(path.join(folder, backupName(new Date(Date.now() - 60 * HOUR), new Set())), 'old');
    for (const { lang, acceptLanguage } of LANGUAGES) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['390', PHONE],
      ] as const) {
        const t = await ownerDashboard(suite, viewport, acceptLanguage);
        await t.page.getByRole('alert').filter({ hasText: '48' }).waitFor();
        await screenshot(t.page, `backups-warning-${lang}-${size}`);
        await expectNoSidewaysScroll(t.page, `the backup warning in ${lang} at ${size}`);
        await t.context.close();
      }
    }
  });

  it('on PostgreSQL gives the pg_dump and pg_restore commands to copy, and no Backup now', async () => {
    const commands = {
      dump: 'pg_dump --format=custom --host=db.example.internal --port=5432 --username=lucky_draw --dbname=lucky_draw --file=lucky-draw.dump',
      restore:
        'pg_restore --clean --if-exists --no-owner --single-transaction --host=db.example.internal --port=5432 --username=lucky_draw --dbname=lucky_draw lucky-draw.dump',
    };
    const answer: BackupList = {
      backups: [],
      lastSuccessAt: null,
      nextAt: null,
      lastError: null,
      mode: 'postgres',
      running: false,
      folder: null,
      schedule: { times: [], keepDaily: 0, keepWeekly: 0 },
      commands,
    };
    for (const { lang, acceptLanguage, tab } of LANGUAGES) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['390', PHONE],
      ] as const) {
        const t = await ownerDashboard(suite, viewport, acceptLanguage);
        // This suite's server runs on the embedded database: its answers are PostgreSQL's here (whose
        // status is never stale).
        await t.page.route('**/api/admin/backups', (route) =>
          route.request().method() === 'GET' ? route.fulfill({ json: answer }) : route.continue(),
        );
        await t.page.route('**/api/admin/backup-status', (route) =>
          route.fulfill({ json: { mode: 'postgres', lastSuccessAt: null, stale: false } }),
        );
        await t.page.reload();
        await t.context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const card = await openBackups(t.page, tab);
        await card.getByText(commands.dump, { exact: true }).waitFor();
        await card.getByText(commands.restore, { exact: true }).waitFor();
        expect(await card.getByRole('button').count()).toBe(2);
        expect(await t.page.getByText('48', { exact: false }).count()).toBe(0);
        await card.getByText(commands.restore, { exact: true }).scrollIntoViewIfNeeded();
        await screenshot(t.page, `backups-postgres-${lang}-${size}`);
        await expectNoSidewaysScroll(t.page, `the Backups tab on PostgreSQL in ${lang} at ${size}`);
        if (lang === 'en') {
          await card.getByRole('button', { name: 'Copy the pg_restore command' }).click();
          await card.getByText('Copied', { exact: true }).waitFor();
          expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(commands.restore);
          await card.getByRole('button', { name: 'Copy the pg_dump command' }).click();
          await expect.poll(() => t.page.evaluate(() => navigator.clipboard.readText())).toBe(commands.dump);
          await expectNoSeriousAxeIssues(t.page, `the Backups tab on PostgreSQL at ${size}`);
        }
        await t.context.close();
      }
    }
  });
});

describe('a backup folder that cannot be written', () => {
  // A file where the folder should be: it cannot be written into, whoever the server runs as.
  const blocked = path.join(tmpdir(), `ld-e2e-backups-blocked-${process.pid}`);
  beforeAll(() => writeFile(blocked, 'in the way'));
  afterAll(() => rm(blocked, { force: true }));
  const suite = useBrowser({ env: { BACKUP_DIR: blocked } });

  it('says the failure in words on the card and in the refusal, in English and Chinese, and makes no file', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const card = await openBackups(t.page);
    await card.getByRole('button', { name: 'Backup now' }).click();
    const message = `BACKUP_DIR ${blocked} is not a folder (a file is in the way): move the file, or set BACKUP_DIR to a folder`;
    // The refusal (409 backup.failed) in a toast, and the last failure on the card.
    await toast(t.page, 'No backup was made').waitFor();
    const failure = card.getByRole('alert');
    await failure.getByText(message, { exact: true }).waitFor();
    await failure.getByText(/^The last backup failed \(\d+ \w+ \d{4}, \d{2}:\d{2} \(UTC\+8\)\)$/).waitFor();
    await card.getByText('No backups yet. Press Backup now to make the first.').waitFor();
    await screenshot(t.page, 'backups-failed-en-1280');
    await expectNoSeriousAxeIssues(t.page, 'the Backups tab with a failure');
    expect((await stat(blocked)).isFile()).toBe(true);
    expect(await readFile(blocked, 'utf8')).toBe('in the way');

    // In Chinese: the card and the refusal in its words.
    const zh = await ownerDashboard(suite, PHONE, 'zh-CN,zh;q=0.9');
    const zhCard = await openBackups(zh.page, '备份');
    await zhCard.getByRole('alert').getByText('无法写入备份文件夹', { exact: true }).waitFor();
    await zhCard.getByRole('button', { name: '立即备份' }).click();
    // The toast: the refusal's title, and the server's words for backup.failed (not_writable) in Chinese.
    await toast(zh.page, '未能创建备份').waitFor();
    await toast(zh.page, /^无法写入备份文件夹$/).waitFor();
    await screenshot(zh.page, 'backups-failed-zh-390');
    await expectNoSidewaysScroll(zh.page, 'the failure in Chinese at 390');
  });
});
