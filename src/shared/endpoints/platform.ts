// The server's own endpoints: its health, its API description and the push socket.
import type { healthSchema } from '../api/health';
import type { openapiDocumentSchema } from '../api/openapi';
import type { Endpoint } from './endpoint';

export const health: Endpoint<'GET', '/api/health', { answer: typeof healthSchema }> = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
};

export const openapi: Endpoint<'GET', '/api/openapi.json', { answer: typeof openapiDocumentSchema }> = {
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
};
