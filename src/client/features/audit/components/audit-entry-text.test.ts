import { describe, expect, it } from 'vitest';
import * as en from '#client/i18n/messages/en/admin';
import { promo_batchLabel as enBatch } from '#client/i18n/messages/en/promo';
import * as malay from '#client/i18n/messages/ms/admin';
import { promo_batchLabel as malayBatch } from '#client/i18n/messages/ms/promo';
import * as zh from '#client/i18n/messages/zh/admin';
import { promo_batchLabel as zhBatch } from '#client/i18n/messages/zh/promo';
import { targetText } from './audit-entry-text';

const saved = { action: 'settings.save', target: 'dev_general.customPrizeNames' };

describe("an audit entry's target in words", () => {
  it('names a saved setting, not its stored key', () => {
    expect(targetText(saved)).toBe('Prize names (normal wheel)');
    expect(targetText({ action: 'settings.save', target: 'general.landingPageBuilder' })).toBe('HOME page');
    expect(targetText({ action: 'builder.draft_discarded', target: 'general.noticeBuilder' })).toBe(
      'NOTICE page',
    );
  });

  it('names the setting in Chinese and in Malay', () => {
    expect(targetText(saved, { settings: zh.admin_auditSettingNames, batch: zhBatch })).toBe(
      '奖品名称（普通轮盘）',
    );
    expect(targetText(saved, { settings: malay.admin_auditSettingNames, batch: malayBatch })).toBe(
      'Nama hadiah (roda biasa)',
    );
    expect(
      targetText(
        { action: 'promo.batch_void', target: 'batch 12' },
        { settings: zh.admin_auditSettingNames, batch: zhBatch },
      ),
    ).toBe('批次 12');
  });

  it('names every setting in every language', () => {
    const keys = Object.keys(en.admin_auditSettingNames).sort();
    expect(Object.keys(zh.admin_auditSettingNames).sort()).toEqual(keys);
    expect(Object.keys(malay.admin_auditSettingNames).sort()).toEqual(keys);
  });

  it('keeps a setting it does not know, and any other target, as recorded', () => {
    expect(targetText({ action: 'settings.save', target: 'dev_general.somethingNew' })).toBe(
      'dev_general.somethingNew',
    );
    expect(targetText({ action: 'promo.generate', target: 'AB12CD34' })).toBe('AB12CD34');
    // A customer code that looks like a setting's key is still a customer code.
    expect(targetText({ action: 'deposit.create', target: 'x.customPrizeNames' })).toBe('x.customPrizeNames');
    expect(
      targetText({ action: 'promo.batch_extend', target: 'batch 7' }, { settings: {}, batch: enBatch }),
    ).toBe('Batch 7');
  });
});
