import { describe, expect, it } from 'vitest';
import { auditTime } from './audit-entry-text';

describe('audit entry text', () => {
  it('shows the time in business time (UTC+8), across midnight', () => {
    expect(auditTime('2026-11-23T12:15:09.123Z')).toBe('2026-11-23 20:15:09');
    expect(auditTime('2026-11-23T16:30:00.000Z')).toBe('2026-11-24 00:30:00');
  });
});
