import { describe, expect, it } from 'vitest';
import { auditLine, auditWords, ENGLISH_AUDIT_WORDS } from '#shared/audit-words';
import { admin_auditWords as ms } from './messages/ms/admin';
import { admin_auditWords as zh } from './messages/zh/admin';

const correction = {
  action: 'deposit.update',
  target: 'deposit:4',
  details: {
    before: { depositAmount: '250.00', depositDate: '2026-01-10', notes: '' },
    after: { depositAmount: '300.00', depositDate: '2026-01-10', notes: '' },
    reason: 'typo',
  },
};
const publish = {
  action: 'settings.save',
  target: 'general.landingPageBuilder',
  details: { added: 2, changed: 1, removed: 0, reordered: false, settingsChanged: true },
};

describe("the audit trail in the dashboard's language", () => {
  it('keeps the English words for the server’s audit.csv', () => {
    expect(auditLine(correction)).toBe('Deposit corrected: amount RM 250.00 → RM 300.00 (typo)');
    expect(auditWords(publish, ENGLISH_AUDIT_WORDS)).toEqual({
      title: 'HOME page published',
      summary: '2 sections added, 1 changed; settings changed',
    });
  });

  it('says the same entries in Chinese and in Malay', () => {
    expect(auditWords(correction, zh)).toEqual({
      title: '存款已更正',
      summary: '金额 RM 250.00 → RM 300.00 (typo)',
    });
    expect(auditWords(publish, zh)).toEqual({
      title: '首页已发布',
      summary: '新增 2 个版块；更改 1 个版块；设置已更改',
    });
    expect(auditWords(correction, ms).title).toBe('Deposit dibetulkan');
    expect(auditWords({ action: 'draws.clear', target: '', details: { deletedCount: 3 } }, ms).summary).toBe(
      '3 cabutan dipadam',
    );
  });

  it('counts a save of the canned replies by reply, in each language', () => {
    const canned = {
      action: 'settings.save',
      target: 'general.chatCannedReplies',
      details: { added: 1, changed: 0, removed: 2, reordered: true },
    };
    expect(auditWords(canned, ENGLISH_AUDIT_WORDS)).toEqual({
      title: 'Canned replies changed',
      summary: '1 canned reply added, 2 removed; the order changed',
    });
    expect(auditWords(canned, zh)).toEqual({
      title: '快捷回复已更改',
      summary: '新增 1 条快捷回复；删除 2 条快捷回复；顺序已更改',
    });
    expect(auditWords(canned, ms)).toEqual({
      title: 'Balasan pantas diubah',
      summary: '1 balasan pantas ditambah; 2 balasan pantas dibuang; susunan diubah',
    });
  });

  it('gives every action of the English list a title in Chinese and Malay', () => {
    const actions = Object.keys(ENGLISH_AUDIT_WORDS.actions).sort();
    expect(Object.keys(zh.actions).sort()).toEqual(actions);
    expect(Object.keys(ms.actions).sort()).toEqual(actions);
    expect(Object.keys(zh.settings).sort()).toEqual(Object.keys(ENGLISH_AUDIT_WORDS.settings).sort());
    expect(Object.keys(ms.settings).sort()).toEqual(Object.keys(ENGLISH_AUDIT_WORDS.settings).sort());
  });
});
