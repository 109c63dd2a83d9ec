// The operator's canned replies: short replies the Live Chat tab's reply box inserts after '/', kept as the
// chatCannedReplies setting and read and saved whole through GET and PUT /api/chat/canned-replies (admin
// only). Each reply keeps its id through edits and moves.
import { z } from 'zod';
import {
  CHAT_CANNED_ID_PATTERN,
  CHAT_CANNED_REPLIES_MAX,
  CHAT_CANNED_TITLE_MAX,
  CHAT_MESSAGE_MAX,
} from '../chat';
import { ID_MAX, textField, uniqueIds, wholeNumberField } from '../input-rules';

export const cannedReplySchema = z.object(
  {
    id: textField('id', {
      min: 1,
      max: 64,
      also: { pattern: CHAT_CANNED_ID_PATTERN, message: 'id may hold only letters, digits, - and _' },
    }),
    title: textField('title', { min: 1, max: CHAT_CANNED_TITLE_MAX }),
    // The rule of a chat message's text: what is inserted into the reply box can be sent as it is.
    text: textField('text', { min: 1, max: CHAT_MESSAGE_MAX, multiline: true }),
  },
  { error: 'Each canned reply must be an object with id, title and text' },
);
export type CannedReply = z.infer<typeof cannedReplySchema>;

/** The chatCannedReplies setting: the replies in the operator's order. */
export const cannedRepliesListSchema = z
  .array(cannedReplySchema, { error: 'replies must be a list of canned replies' })
  .max(CHAT_CANNED_REPLIES_MAX, `At most ${CHAT_CANNED_REPLIES_MAX} canned replies are allowed`)
  .superRefine(uniqueIds('canned replies'));

/**
 * The saved version the list was read at (0: never saved). A save names the version it was edited
 * from, and one made over a newer save (another tab, another operator) is refused with 409.
 */
const versionField = () => wholeNumberField('version', 0, ID_MAX);

/** PUT /api/chat/canned-replies: the whole list, and the version it was edited from. */
export const cannedRepliesSaveBodySchema = z.object({
  replies: cannedRepliesListSchema,
  version: versionField(),
});
export type CannedRepliesSaveBody = z.input<typeof cannedRepliesSaveBodySchema>;

/** What GET and PUT /api/chat/canned-replies answer: the list as saved, and its version. */
export const cannedRepliesSchema = z.object({
  replies: z.array(z.object({ id: z.string(), title: z.string(), text: z.string() })),
  version: z.number().int().nonnegative(),
});
export type CannedReplies = z.infer<typeof cannedRepliesSchema>;
