// The server's own endpoints: its health, its API description and the push socket.
import type { healthSchema } from '../api/health';
import type { openapiDocumentSchema } from '../api/openapi';
import { endpoint } from './endpoint';

export const health = endpoint<{ answer: typeof healthSchema }>()('GET', '/api/health', 'public');

export const openapi = endpoint<{ answer: typeof openapiDocumentSchema }>()(
  'GET',
  '/api/openapi.json',
  'public',
);
