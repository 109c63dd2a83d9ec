import { describe, expect, it } from 'vitest';
import { CHAT_CANNED_TITLE_MAX } from '#shared/chat';
import { matchingReplies, slashQuery, withInserted } from './canned-replies';

const at = (text: string) => slashQuery(text, text.length);

describe('slashQuery', () => {
  it('finds a / at the start of the box or after a space or line break, and what follows it', () => {
    expect(at('/')).toEqual({ start: 0, query: '' });
    expect(at('/gre')).toEqual({ start: 0, query: 'gre' });
    expect(at('Hello /bank det')).toEqual({ start: 6, query: 'bank det' });
    expect(at('Thanks!\n/wa')).toEqual({ start: 8, query: 'wa' });
  });

  it('leaves a / inside a word, a path or a fraction alone', () => {
    expect(at('and/or')).toBeNull();
    expect(at('see https://example.com/promo')).toBeNull();
    expect(at('10 / 20')).toBeNull();
    expect(at('no slash here')).toBeNull();
  });

  it('ends at a line break and after a name longer than any title', () => {
    expect(at('/greet\nmore')).toBeNull();
    expect(at(`/${'x'.repeat(CHAT_CANNED_TITLE_MAX + 1)}`)).toBeNull();
  });

  it('reads up to the caret, not the end of the box', () => {
    expect(slashQuery('/gre and more', 4)).toEqual({ start: 0, query: 'gre' });
    expect(slashQuery('Hi /bank', 2)).toBeNull();
  });
});

describe('matchingReplies', () => {
  const replies = [
    { id: 'a', title: 'Greeting', text: 'Hello! How can I help?' },
    { id: 'b', title: 'Bank details', text: 'Maybank 1234' },
    { id: 'c', title: 'Wait', text: 'Let me check the bank records.' },
  ];
  const ids = (query: string) => matchingReplies(replies, query).map((r) => r.id);

  it('lists every reply for an empty query, in the operator’s order', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
  });

  it('matches the title or the text whatever the case, titles first', () => {
    expect(ids('BANK')).toEqual(['b', 'c']);
    expect(ids('help')).toEqual(['a']);
    expect(ids('bank det')).toEqual(['b']);
    expect(ids('nothing like it')).toEqual([]);
  });
});

describe('withInserted', () => {
  it('puts the reply where /name was, keeping what stands around it, the caret after the reply', () => {
    const text = 'Hi! /gre and more';
    expect(withInserted(text, { start: 4, query: 'gre' }, 'Hello there')).toEqual({
      text: 'Hi! Hello there and more',
      caret: 15,
    });
    expect(withInserted('/', { start: 0, query: '' }, 'Line 1\nLine 2')).toEqual({
      text: 'Line 1\nLine 2',
      caret: 13,
    });
  });
});
