// The operator's search and filter of the conversation list: its limits and its query. Apart from ./chat.ts
// and ../chat.ts: the dashboard's form checks what is typed with this schema, and importing those at run time
// would move the visitor's chat constants into the pages' first load.
import { z } from 'zod';
import { textField } from '../input-rules';

/** The search, at most this long (after trimming). */
export const CHAT_SEARCH_MAX = 100;

/**
 * The search, at least this many characters (after trimming; none: no search). Every message is read
 * through a trigram index (docs/decisions/0021), and one or two characters (code points, as trigrams count
 * them) make no trigram: such a search read every message, ~0.5 s at 100,000 (docs/decisions/0030).
 */
export const CHAT_SEARCH_MIN = 3;

/** Whether a search (trimmed) is long enough; '' is no search. */
export const chatSearchLongEnough = (q: string): boolean =>
  q === '' || Array.from(q).length >= CHAT_SEARCH_MIN;

/**
 * Which conversations the list shows (missing: all): open, resolved, or those where the visitor left a
 * contact. The repository has one condition per value besides 'all'.
 */
export const CHAT_SESSION_FILTERS = ['all', 'open', 'resolved', 'contact'] as const;
export type ChatSessionFilter = (typeof CHAT_SESSION_FILTERS)[number];

/**
 * GET /api/chat/sessions's query. Both missing: every conversation, as the pushes patch the list. `q` is
 * looked for, in any case and literally, in every message's text, the visitor's and the operator's names
 * for the customer, and the contact the visitor left.
 */
export const chatSessionsQuerySchema = z.object({
  q: textField('q', {
    max: CHAT_SEARCH_MAX,
    also: {
      check: chatSearchLongEnough,
      message: `q must be at least ${CHAT_SEARCH_MIN} characters: a shorter search would read every message`,
    },
  }).optional(),
  status: z
    .enum(CHAT_SESSION_FILTERS, { error: `status must be one of ${CHAT_SESSION_FILTERS.join(', ')}` })
    .optional(),
});
