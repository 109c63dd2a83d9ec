import { describe, expect, it } from 'vitest';
import { auditTime, detailsSummary } from './audit-entry-text';

describe('audit entry text', () => {
  it('shows the time in business time (UTC+8), across midnight', () => {
    expect(auditTime('2026-11-23T12:15:09.123Z')).toBe('2026-11-23 20:15:09');
    expect(auditTime('2026-11-23T16:30:00.000Z')).toBe('2026-11-24 00:30:00');
  });

  it('sums up the details as key: value text, nested values as JSON, empty ones left out', () => {
    expect(
      detailsSummary({
        deletedCount: 3,
        customerName: '<b>Ann</b>',
        old: { amount: '10.00' },
        notes: '',
        endDate: null,
      }),
    ).toBe('deletedCount: 3 · customerName: <b>Ann</b> · old: {"amount":"10.00"}');
    expect(detailsSummary({})).toBe('');
  });
});
