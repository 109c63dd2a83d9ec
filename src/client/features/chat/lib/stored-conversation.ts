// This device's conversation and the name it last used, so a reload or a return visit continues it. A
// module of its own: the launcher, in every page's first load, reads the id and nothing else.
import { isChatSessionId } from '#shared/chat';
import { local } from '#client/lib/storage';

const CONVERSATION_KEY = 'chatSessionId';
const NAME_KEY = 'chatVisitorName';

export function readStoredConversation(): string | null {
  const id = local.get(CONVERSATION_KEY);
  return id !== null && isChatSessionId(id) ? id : null;
}
export const storeConversation = (id: string | null) =>
  id === null ? local.remove(CONVERSATION_KEY) : local.set(CONVERSATION_KEY, id);
export const readStoredName = () => local.get(NAME_KEY) ?? '';
export const storeName = (name: string) => local.set(NAME_KEY, name);
