import { describe, expect, it } from 'vitest';
import type { ChatSessionSummary } from '#shared/api/chat';
import { CHAT_SESSIONS_MAX } from '#shared/chat';
import { firstWords, unreadConversations, unreadSum, withConversation, withUnread } from './sessions';

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

describe('unreadConversations', () => {
  it('counts the conversations with unread messages, not the messages, and not the one on screen', () => {
    const list = [row('a', 1, { unread: 3 }), row('b', 2, { unread: 1 }), row('c', 3)];
    expect(unreadConversations(list, null)).toBe(2);
    expect(unreadConversations(list, row('a', 1).sessionId)).toBe(1);
    expect(unreadConversations(list, row('c', 3).sessionId)).toBe(2);
    expect(unreadConversations([], null)).toBe(0);
  });
});

describe('firstWords', () => {
  it('keeps a short message whole, on one line', () => {
    expect(firstWords('你好，我的优惠码用不了', 60)).toBe('你好，我的优惠码用不了');
    expect(firstWords('  Hello\n\nthere  ', 60)).toBe('Hello there');
  });

  it('cuts a long one to max characters with an ellipsis, never inside an emoji', () => {
    expect(firstWords('abcdefghij', 5)).toBe('abcd…');
    expect(firstWords('one two three', 9)).toBe('one two…');
    expect(firstWords('😀😀😀😀', 3)).toBe('😀😀…');
    expect(Array.from(firstWords('x'.repeat(500), 60))).toHaveLength(60);
  });
});
