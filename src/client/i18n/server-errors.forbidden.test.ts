// A request beyond one's role (403 auth.forbidden), worded in each language: the role and what it may not
// do, for every permission, in the words the dashboard loads with the refusal (server-errors.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_WORDS, refusalOf } from '#shared/permission-words';
import { PERMISSIONS, ROLES } from '#shared/permissions';
import * as en from './messages/en/errors';
import * as ms from './messages/ms/errors';
import * as zh from './messages/zh/errors';

/** errorText as the build of one language has it (each build is one language). */
async function errorTextIn(language: 'zh' | 'ms') {
  vi.resetModules();
  vi.doMock('#messages', () =>
    language === 'zh' ? import('./messages/zh/index') : import('./messages/ms/index'),
  );
  return (await import('./server-errors')).errorText;
}

afterEach(() => {
  vi.doUnmock('#messages');
});

const refusal = (role: string, permission: string) => ({
  message: 'the server’s English',
  code: 'auth.forbidden',
  params: { role, permission },
});

describe('a request beyond the role, in en, zh and ms', () => {
  it('has words for every role and every permission in all three catalogs, each its own', () => {
    for (const [language, catalog] of Object.entries({ en, zh, ms })) {
      expect(Object.keys(catalog.errors_roleMayNot).sort(), language).toEqual([...ROLES].sort());
      expect(Object.keys(catalog.errors_permissionWords).sort(), language).toEqual([...PERMISSIONS].sort());
      const words = Object.values(catalog.errors_permissionWords);
      expect(new Set(words).size, `${language}: one permission's words are another's`).toBe(
        PERMISSIONS.length,
      );
      expect(
        words.filter((w) => w.trim() === ''),
        language,
      ).toEqual([]);
    }
    // Chinese and Malay in their own words, not English copies.
    for (const permission of PERMISSIONS) {
      expect(zh.errors_permissionWords[permission]).not.toBe(PERMISSION_WORDS[permission]);
      expect(ms.errors_permissionWords[permission]).not.toBe(PERMISSION_WORDS[permission]);
    }
  });

  it("English: the catalog says what the server's message says", () => {
    for (const role of ROLES) {
      for (const permission of PERMISSIONS) {
        const worded = en.errors_forbidden({
          who: en.errors_roleMayNot[role],
          action: en.errors_permissionWords[permission],
        });
        expect(worded).toBe(refusalOf(role, permission));
      }
    }
    expect(refusalOf('agent', 'codes.manage')).toBe(
      'An agent may not make batches, or delete, void or extend codes or batches, or correct or void deposits.',
    );
  });

  it('Chinese: names the role and what it may not do', async () => {
    const errorText = await errorTextIn('zh');
    expect(errorText(refusal('agent', 'codes.manage'))).toBe(
      '客服无权批量生成优惠码，删除、作废或延期优惠码或批次，或更正、作废存款。',
    );
    expect(errorText(refusal('manager', 'staff'))).toBe('经理无权管理人员、所有人的会话、备份或安全设置。');
    expect(errorText(refusal('agent', 'reports'))).toBe('客服无权查看统计、今日概览、审计日志或导出文件。');
  });

  it('Malay: names the role and what it may not do', async () => {
    const errorText = await errorTextIn('ms');
    expect(errorText(refusal('agent', 'codes.manage'))).toBe(
      'Ejen tidak dibenarkan menjana kod secara berkelompok, atau memadam, membatalkan atau melanjutkan kod atau kelompok, atau membetulkan atau membatalkan deposit.',
    );
    expect(errorText(refusal('manager', 'staff'))).toBe(
      'Pengurus tidak dibenarkan mengurus kakitangan, sesi semua orang, sandaran atau tetapan keselamatan.',
    );
  });

  it('says the general refusal for a role or permission this build does not know, or none', async () => {
    const errorText = await errorTextIn('zh');
    const general = '您的角色无权执行此操作。';
    expect(errorText(refusal('viewer', 'codes.manage'))).toBe(general);
    expect(errorText(refusal('agent', 'codes.print'))).toBe(general);
    // A name every object answers to is not a permission.
    expect(errorText(refusal('agent', 'toString'))).toBe(general);
    expect(errorText({ message: 'x', code: 'auth.forbidden' })).toBe(general);
  });
});
