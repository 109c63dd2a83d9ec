// One conversation as a file for the operator: a plain-text transcript or CSV, times in business time (UTC+8)
// and labelled, read from the database a batch at a time as the client takes it.
import type { ChatMessage } from '#shared/api/chat';
import { BUSINESS_ZONE, businessIsoTime, businessStamp } from '#shared/business-date';
import { CSV_BOM, csvHeader, csvRecords, type CsvColumn } from '#shared/csv';
import type { Db } from '../../db/types';
import { listMessages } from './chat-messages.repository';

export type TranscriptFormat = 'txt' | 'csv';

const BATCH = 500;
/** What starts each further line of a message: a line that starts with a date is always a new message. */
const CONTINUED = '    ';

/** The conversation's messages in order, a batch at a time (by id: later ones come after the cursor). */
async function* messageBatches(db: Db, sessionId: string): AsyncGenerator<ChatMessage[]> {
  let after = 0;
  for (;;) {
    const messages = await listMessages(db, sessionId, after, BATCH);
    if (messages.length > 0) yield messages;
    const last = messages.at(-1);
    if (!last || messages.length < BATCH) return;
    after = last.id;
  }
}

/**
 * Who wrote a line, from the stored message and never from its name: a visitor may call themselves
 * anything that does not read as Support, and a row from before that check may even be called Support.
 */
const role = (message: ChatMessage) => (message.isAdmin ? '[operator]' : '[visitor]');

/** '2026-01-15 12:00 (UTC+8) [visitor] Ali: Hello', the message's further lines indented under it. */
export const transcriptLine = (message: ChatMessage): string =>
  `${businessStamp(message.createdAt)} (${BUSINESS_ZONE}) ${role(message)} ${message.senderName}: ${message.message.replaceAll('\n', `\n${CONTINUED}`)}\n`;

const csvColumns: CsvColumn<ChatMessage>[] = [
  { header: 'Message ID', value: (m) => m.id },
  { header: `Time (${BUSINESS_ZONE})`, value: (m) => businessIsoTime(new Date(m.createdAt)) },
  { header: 'Sender', value: (m) => m.senderName },
  { header: 'Operator', value: (m) => m.isAdmin },
  { header: 'Message', value: (m) => m.message },
];

/**
 * The file's bytes: the text opens with whom and when it was exported, the CSV with Excel's byte-order
 * mark and its header row, as the other exports do.
 */
export async function* transcriptChunks(
  db: Db,
  {
    sessionId,
    customer,
    format,
    at,
  }: { sessionId: string; customer: string; format: TranscriptFormat; at: Date },
): AsyncGenerator<Buffer> {
  yield Buffer.from(
    format === 'csv'
      ? CSV_BOM + csvHeader(csvColumns)
      : `Conversation with ${customer}, exported ${businessStamp(at)} (${BUSINESS_ZONE})\n\n`,
  );
  for await (const messages of messageBatches(db, sessionId)) {
    yield Buffer.from(
      format === 'csv' ? csvRecords(csvColumns, messages) : messages.map(transcriptLine).join(''),
    );
  }
}

/**
 * `chat-ali-2026-01-15.txt`: the customer's name in ASCII letters and digits (left out when it has none)
 * and the export's business date; nothing in it needs quoting in Content-Disposition.
 */
export function transcriptFileName(customer: string, date: string, format: TranscriptFormat): string {
  const slug = customer
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `chat-${slug ? `${slug}-` : ''}${date}.${format}`;
}
