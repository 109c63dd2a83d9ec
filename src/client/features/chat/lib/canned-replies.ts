// The reply box's '/': where a '/' starts a canned reply's name, which replies match
// what follows it, and the box once the chosen reply stands where '/name' was. Kept apart from the
// components so the rules can be tested as plain text.
import { CHAT_CANNED_TITLE_MAX } from '#shared/chat';

export interface SlashQuery {
  /** Where the '/' is in the box. */
  start: number;
  /** What was typed after it, up to the caret. */
  query: string;
}

/**
 * The '/' the caret is in the name after: one at the start of the box or after a space or line break,
 * followed by the caret on the same line. A space right after the '/' ends it ('10 / 20'), and so does a
 * name longer than any title; spaces inside one do not ('/bank det' finds 'Bank details').
 */
export function slashQuery(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('/');
  if (start < 0) return null;
  if (start > 0 && !/\s/.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  if (query.includes('\n') || /^\s/.test(query) || query.length > CHAT_CANNED_TITLE_MAX) return null;
  return { start, query };
}

/**
 * The replies whose title or text holds the query, whatever the case: those found by their title first,
 * each group in the operator's order. Every reply for an empty query.
 */
export function matchingReplies<R extends { title: string; text: string }>(
  replies: readonly R[],
  query: string,
): R[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === '') return [...replies];
  const holds = (value: string) => value.toLocaleLowerCase().includes(wanted);
  const byTitle = replies.filter((reply) => holds(reply.title));
  return [...byTitle, ...replies.filter((reply) => !byTitle.includes(reply) && holds(reply.text))];
}

/** The box with `insert` in place of '/name' (from the '/' to the caret), and the caret after it. */
export function withInserted(
  text: string,
  { start, query }: SlashQuery,
  insert: string,
): { text: string; caret: number } {
  const end = start + 1 + query.length;
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
