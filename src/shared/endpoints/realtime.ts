// The push socket every page opens (a WebSocket: no JSON answer). Alone in its file: every page's first
// load carries it.
import type { pushSocketQuerySchema } from '../api/chat';
import type { Endpoint } from './endpoint';

export const socket: Endpoint<'GET', '/ws', { query: typeof pushSocketQuerySchema }> = {
  method: 'GET',
  path: '/ws',
  access: 'public',
};
