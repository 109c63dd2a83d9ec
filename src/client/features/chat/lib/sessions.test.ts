import { describe, expect, it } from 'vitest';
import type { ChatSessionSummary } from '#shared/api/chat';
import { CHAT_SESSIONS_MAX } from '#shared/chat';
import { unreadSum, withConversation, withUnread } from './sessions';

const row = (id: string, minute: number, extra: Partial<ChatSessionSummary> = {}): ChatSessionSummary => ({
  sessionId: id.padEnd(24, 'x'),
  lastMessage: `last of ${id}`,
  lastAt: new Date(Date.UTC(2026, 0, 15, 4, minute)).toISOString(),
  unread: 0,
  resolved: false,
  visitorName: id,
  customerName: '',
  contact: '',
  ...extra,
});
const ids = (list: readonly ChatSessionSummary[]) => list.map((s) => s.visitorName);

describe('withConversation', () => {
  const list = [row('c', 30), row('b', 20), row('a', 10), row('r', 40, { resolved: true })];

  it('moves a conversation with new activity to the top of the open ones, with its new row', () => {
    const pushed = row('a', 50, { unread: 2, lastMessage: 'new' });
    const next = withConversation(list, pushed);
    expect(ids(next)).toEqual(['a', 'c', 'b', 'r']);
    expect(next[0]).toEqual(pushed);
  });

  it('adds a new conversation, and reopens a resolved one above the other resolved ones', () => {
    expect(ids(withConversation(list, row('n', 50)))).toEqual(['n', 'c', 'b', 'a', 'r']);
    expect(ids(withConversation(list, row('r', 50)))).toEqual(['r', 'c', 'b', 'a']);
    const resolvedLater = [...list, row('q', 5, { resolved: true })];
    expect(ids(withConversation(resolvedLater, row('p', 45, { resolved: true })))).toEqual([
      'c',
      'b',
      'a',
      'p',
      'r',
      'q',
    ]);
  });

  it('keeps an admin reply to a resolved conversation among the resolved ones', () => {
    const pushed = row('r', 60, { resolved: true, lastMessage: 'reply' });
    expect(ids(withConversation(list, pushed))).toEqual(['c', 'b', 'a', 'r']);
  });

  it('keeps the list within the server cap', () => {
    const full = Array.from({ length: CHAT_SESSIONS_MAX }, (_, i) => row(`s${i}`, 59 - (i % 60)));
    const next = withConversation(full, row('new', 59));
    expect(next).toHaveLength(CHAT_SESSIONS_MAX);
    expect(next[0]?.visitorName).toBe('new');
  });
});

describe('unread counts', () => {
  it('sets one conversation and sums them all', () => {
    const list = [row('a', 1, { unread: 2 }), row('b', 2, { unread: 3 })];
    expect(unreadSum(list)).toBe(5);
    expect(unreadSum(withUnread(list, list[0]?.sessionId ?? '', 0))).toBe(3);
  });
});
