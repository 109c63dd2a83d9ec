// Above the Live Chat tab's list: the search (any message's text, or a name) and which
// conversations to show (all, open, resolved).
import * as m from '#messages';
import { CHAT_SEARCH_MAX, CHAT_SESSION_FILTERS, type ChatSessionFilter } from '#shared/api/chat-find';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';

const FILTER_OPTIONS = CHAT_SESSION_FILTERS.map((value) => ({ value, label: m.chat_filterNames[value] }));

export function ConversationFinder({
  text,
  onText,
  status,
  onStatus,
  error,
}: {
  text: string;
  onText: (text: string) => void;
  status: ChatSessionFilter;
  onStatus: (status: ChatSessionFilter) => void;
  /** Why the search cannot be sent as typed (the shared rule's words). */
  error: string | undefined;
}) {
  return (
    <div className="mb-3 grid gap-2">
      <TextField
        label={m.chat_search}
        type="search"
        value={text}
        onChange={onText}
        maxLength={CHAT_SEARCH_MAX}
        placeholder={m.chat_searchPlaceholder}
        error={error}
      />
      <div>
        <SegmentedControl label={m.chat_show} options={FILTER_OPTIONS} value={status} onChange={onStatus} />
      </div>
    </div>
  );
}
