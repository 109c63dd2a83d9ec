// Who is at Live Chat's desk now, by person: GET /api/chat/presence. Admin screens only: the answer is
// parsed with its shared schema (docs/decisions/0004).
import { chatPresenceSchema } from '#shared/api/chat';
import { presence } from '#shared/endpoints/chat-presence';
import { request } from '../lib/admin-api-client';

export const chatPresenceKey = [presence.path] as const;

export const getChatPresence = () => request(presence, chatPresenceSchema);
