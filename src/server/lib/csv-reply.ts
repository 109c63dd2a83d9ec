// How every exported file goes out (the CSV exports, a chat transcript): an attachment under its name,
// never cached (it holds customers' data). A stream is pulled only as the client takes it, so a large
// export costs the memory of one batch.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_CONTENT_TYPE } from '#shared/csv';

export function sendAttachment(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  body: string | AsyncIterable<Buffer>,
): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(typeof body === 'string' ? body : Readable.from(body, { objectMode: false }));
}

export const sendCsv = (
  reply: FastifyReply,
  fileName: string,
  body: string | AsyncIterable<Buffer>,
): FastifyReply => sendAttachment(reply, CSV_CONTENT_TYPE, fileName, body);
