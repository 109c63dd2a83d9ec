import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time';

// The operator's computer may be in any zone: these instants are chosen so UTC and UTC+8 disagree.
describe('formatChatTime', () => {
  const now = new Date('2025-06-15T10:00:00Z'); // 18:00 on 15 Jun in UTC+8

  it('shows the UTC+8 time alone for a message of the same business day', () => {
    expect(formatChatTime('2025-06-15T01:05:00Z', now)).toBe('09:05');
    // 16:30 UTC on the 14th is already 00:30 on the 15th in Malaysia.
    expect(formatChatTime('2025-06-14T16:30:00Z', now)).toBe('00:30');
  });

  it('adds the UTC+8 date for an earlier day, and the year for an earlier year', () => {
    expect(formatChatTime('2025-06-14T15:59:00Z', now)).toBe('14 Jun, 23:59');
    expect(formatChatTime('2024-12-31T16:00:00Z', now)).toBe('1 Jan, 00:00');
    expect(formatChatTime('2024-12-31T15:00:00Z', now)).toBe('31 Dec 2024, 23:00');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatChatTime('not a date', now)).toBe('');
  });
});
