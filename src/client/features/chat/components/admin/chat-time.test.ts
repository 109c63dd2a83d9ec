import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time';

describe('formatChatTime', () => {
  const now = new Date(2025, 5, 15, 18, 0);
  const time = (d: Date) => d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

  it('shows the time alone for today', () => {
    const at = new Date(2025, 5, 15, 9, 5);
    expect(formatChatTime(at.toISOString(), now)).toBe(time(at));
  });

  it('adds the date for an earlier day, and the year for an earlier year', () => {
    const earlier = new Date(2025, 5, 14, 23, 59);
    expect(formatChatTime(earlier.toISOString(), now)).toBe(
      `${earlier.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time(earlier)}`,
    );
    const lastYear = new Date(2024, 11, 31, 8, 0);
    expect(formatChatTime(lastYear.toISOString(), now)).toContain('2024');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatChatTime('not a date', now)).toBe('');
  });
});
