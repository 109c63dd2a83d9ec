import { describe, expect, it } from 'vitest';
import { auditLine, auditWords } from './audit-words';
import { settingChangeDetails } from './setting-changes';

const entry = (action: string, details: Record<string, unknown> = {}, target = '') => ({
  action,
  target,
  details,
});

describe('an audit entry in words', () => {
  it('says a prize rename by wheel and slot, from the details the save recorded', () => {
    const before = ['免费游戏', '小奖', '中奖', '大奖', '特别奖', '超级大奖'];
    const after = before.map((name, i) => (i === 2 ? 'Mid Prize 20' : name));
    const details = settingChangeDetails('customPrizeNames', before, after);
    expect(auditLine(entry('settings.save', details, 'dev_general.customPrizeNames'))).toBe(
      'Prize names changed: normal wheel: slot 3 中奖 → Mid Prize 20',
    );
    expect(
      auditWords(
        entry(
          'settings.save',
          settingChangeDetails('customSuperPrizeNames', before, before),
          'dev_general.customSuperPrizeNames',
        ),
      ),
    ).toEqual({ title: 'Prize names changed', summary: 'super wheel: no name changed' });
  });

  it('says a save of names with their translations and values, kept as one row, in one line', () => {
    const before = ['免费游戏', '小奖', '中奖', '大奖', '特别奖', '超级大奖'];
    const after = before.map((name, i) => (i === 2 ? 'Mid Prize 20' : name));
    const none = {
      normal: [null, null, null, null, null, null],
      super: [null, null, null, null, null, null],
    };
    const details = {
      ...settingChangeDetails('customPrizeNames', before, after),
      ...settingChangeDetails(
        'prizeNameTranslations',
        { normal: {}, super: {} },
        { normal: { zh: ['', '', '中奖二十', '', '', ''] }, super: {} },
      ),
      ...settingChangeDetails('prizeValues', none, { ...none, normal: [1000, null, null, null, null, null] }),
    };
    expect(auditLine(entry('settings.save', details, 'dev_general.customPrizeNames'))).toBe(
      'Prize names changed: normal wheel: slot 3 中奖 → Mid Prize 20, Prize name translations changed: normal wheel slot 3 in 中文: no translation → 中奖二十, Prize values changed: normal wheel slot 1 no value → RM 10.00',
    );
  });

  it('says a deposit correction by field, with its reason, and a void with its reason', () => {
    const corrected = entry('deposit.update', {
      id: 7,
      before: { depositAmount: '250.00', depositDate: '2026-11-01', notes: '' },
      after: { depositAmount: '300.00', depositDate: '2026-11-02', notes: 'late' },
      reason: 'typo',
    });
    expect(auditLine(corrected)).toBe(
      'Deposit corrected: amount RM 250.00 → RM 300.00, date 2026-11-01 → 2026-11-02, notes changed (typo)',
    );
    expect(
      auditLine(
        entry('deposit.void', { depositAmount: '99.99', depositDate: '2026-11-03', reason: 'twice' }),
      ),
    ).toBe('Deposit voided: RM 99.99, dated 2026-11-03, reason: twice');
  });

  it('says a publish by its counts, and a discarded draft by its page', () => {
    const details = { added: 2, changed: 1, removed: 1, reordered: true, settingsChanged: false };
    expect(auditLine(entry('settings.save', details, 'general.landingPageBuilder'))).toBe(
      'HOME page published: 2 sections added, 1 changed, 1 removed; the order changed',
    );
    expect(
      auditLine(
        entry(
          'settings.save',
          { ...details, added: 0, changed: 0, removed: 1, reordered: false },
          'general.noticeBuilder',
        ),
      ),
    ).toBe('NOTICE page published: 1 notice removed');
    expect(auditLine(entry('builder.draft_discarded', {}, 'general.noticeBuilder'))).toBe(
      'NOTICE page draft discarded',
    );
  });

  it('says a redemption with the drawn name and the name the code was generated with', () => {
    expect(
      auditLine(
        entry('promo.redeem', {
          prizeId: 3,
          prizeType: 'normal',
          prizeName: 'Mid Prize 20',
          generatedAs: '中奖',
          useCount: 1,
        }),
      ),
    ).toBe('Promo code redeemed: won Mid Prize 20 (normal wheel, slot 3), generated as 中奖, use 1');
  });

  it('still reads an entry recorded before its details were, and an unknown action as itself', () => {
    expect(auditWords(entry('settings.save', {}, 'dev_general.customPrizeNames'))).toEqual({
      title: 'Prize names changed',
      summary: '',
    });
    expect(auditWords(entry('settings.save', {}, 'general.somethingNew'))).toEqual({
      title: 'Settings saved',
      summary: 'general.somethingNew',
    });
    expect(auditLine(entry('robot.dance'))).toBe('robot.dance');
  });

  it('ignores details of the wrong kind instead of showing them', () => {
    expect(auditLine(entry('draws.clear', { deletedCount: '<img>' }))).toBe('Draw history cleared');
    expect(auditLine(entry('draws.clear', { deletedCount: 1 }))).toBe('Draw history cleared: 1 draw deleted');
    expect(auditLine(entry('image.upload', { width: 1200, height: 800, byteSize: 87_000 }))).toBe(
      'Image uploaded: 1200 × 800 px, 85 KB',
    );
  });
});

describe('what a settings save records', () => {
  it('lists the changed fields of a small setting', () => {
    expect(
      settingChangeDetails(
        'spinNoticeSettings',
        { showSpinNotice: true, spinNoticeText: 'a', spinNoticeColor: '#000000', spinNoticeBg: '#ffffff' },
        { showSpinNotice: false, spinNoticeText: 'a', spinNoticeColor: '#111111', spinNoticeBg: '#ffffff' },
      ),
    ).toEqual({ fields: ['showSpinNotice', 'spinNoticeColor'] });
  });

  it("says a code's and a batch's void and new expiry: why, when, and for a batch what changed", () => {
    expect(
      auditLine(
        entry('promo.void', { customerName: 'Ali', reason: 'Sent twice', adminSessionId: 3 }, 'AB3D5FYZ'),
      ),
    ).toBe('Promo code voided: for Ali, reason: Sent twice');
    expect(
      auditWords(
        entry('promo.extend', { customerName: 'Ali', expiresAt: '2026-11-30T10:00:00.000Z' }, 'AB3D5FYZ'),
      ),
    ).toEqual({ title: 'Promo code extended', summary: 'for Ali, expires 2026-11-30 18:00 (UTC+8)' });
    expect(
      auditWords(
        entry(
          'promo.batch_void',
          { reason: 'Cancelled', changed: 195, skippedUsedUp: 3, skippedVoided: 2 },
          'batch 1',
        ),
      ),
    ).toEqual({
      title: 'Promo batch voided',
      summary: '195 codes changed, 3 used up and 2 voided before left as they were, reason: Cancelled',
    });
  });
});
