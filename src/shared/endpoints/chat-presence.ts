// Who is at Live Chat's desk now, by person: read by the Live Chat tab alone, so it sits apart from the
// operator's other chat entries (chat.ts), which every dashboard's first load carries.
import type { chatPresenceSchema } from '../api/chat';
import type { Endpoint } from './endpoint';

/** Each person once, however many tabs or devices they have open. */
export const presence: Endpoint<'GET', '/api/chat/presence', { answer: typeof chatPresenceSchema }> = {
  method: 'GET',
  path: '/api/chat/presence',
  access: 'chat',
};
