import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat';
import { lastMessageId, mergeMessages } from './messages';

const message = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  sessionId: 'abcdefghijklmnopqrstuvwx',
  senderName: 'Visitor',
  message: text,
  isAdmin: false,
  createdAt: new Date(0).toISOString(),
  imageUrl: '',
});

describe('mergeMessages', () => {
  it('keeps each id once, in id order, whatever order they arrive in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(4), message(2), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('returns the same array when nothing new arrived (no re-render)', () => {
    const current = [message(1), message(2)];
    expect(mergeMessages(current, [message(2)])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('gives the id to catch up after', () => {
    expect(lastMessageId([])).toBeUndefined();
    expect(lastMessageId([message(5), message(9)])).toBe(9);
  });
});
