// How every CSV file goes out: an attachment under its name, never cached (it holds customers' data).
// A stream is pulled only as the client takes it, so a large export costs the memory of one batch.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_CONTENT_TYPE } from '#shared/csv';

export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  body: string | AsyncIterable<Buffer>,
): FastifyReply {
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(typeof body === 'string' ? body : Readable.from(body, { objectMode: false }));
}
