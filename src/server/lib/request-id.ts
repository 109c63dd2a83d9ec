// Each request's id: the balancer's X-Request-Id when it is well formed, so one id follows a request from
// the balancer's log to ours; else a new one. Every log line of the request names it (Fastify's reqId) and
// every answer carries it, so a visitor's error or a 5xx can be found in the log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** At most 128 characters of letters, digits, dot, underscore and hyphen: safe in a log and a header. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

/** The id a request is known by: the header as sent when well formed, never a part of it. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}
