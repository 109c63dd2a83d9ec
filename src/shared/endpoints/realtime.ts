// The push socket every page opens (a WebSocket: no JSON answer). Alone in its file: every page's first
// load carries it.
import { endpoint } from './endpoint';

export const socket = endpoint()('GET', '/ws', 'public');
