// The server's own endpoints: its health (ready, and live), its API description and its figures.
import type { healthSchema, liveSchema } from '../api/health';
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

/** The process alone, no database: answers while the event loop does (a liveness probe). */
export const live: Endpoint<'GET', '/api/health/live', { answer: typeof liveSchema }> = {
  method: 'GET',
  path: '/api/health/live',
  access: 'public',
};

/** Prometheus's text format (not JSON), behind METRICS_TOKEN as a Bearer token: no session. */
export const metrics: Endpoint<'GET', '/metrics'> = {
  method: 'GET',
  path: '/metrics',
  access: 'public',
};
