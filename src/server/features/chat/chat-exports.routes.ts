// A conversation's export, as a plain-text transcript or CSV (chat-transcript.ts), to operators; audited
// before the first byte, as every export is: the file holds a customer's words.
import { chatSessionParamsSchema } from '#shared/api/chat';
import { csvResponses, textFileResponses } from '#shared/api/exports';
import { businessDate } from '#shared/business-date';
import { CSV_CONTENT_TYPE } from '#shared/csv';
import * as chat from '#shared/endpoints/chat';
import { sendAttachment } from '../../lib/csv-reply';
import { endpointRoute } from '../../lib/endpoint-route';
import { findConversation } from './chat.repository';
import { notFoundConversation, type ChatApp } from './chat-requests';
import { transcriptChunks, transcriptFileName, type TranscriptFormat } from './chat-transcript';

/** A conversation's export in each format: its entry, the file's type and its documented answers. */
const TRANSCRIPTS = {
  txt: {
    entry: chat.exportTxt,
    type: 'text/plain; charset=utf-8',
    summary:
      "A conversation as a plain-text transcript, a line per message: 'YYYY-MM-DD HH:mm (UTC+8) [operator|visitor] Name: text', the role from who sent it, never from the name",
    response: textFileResponses(
      'The transcript, as an attachment named by the customer and the date',
      400,
      404,
    ),
  },
  csv: {
    entry: chat.exportCsv,
    type: CSV_CONTENT_TYPE,
    summary: "A conversation's messages as CSV, times in UTC+8",
    response: csvResponses('The CSV file, as an attachment named by the customer and the date', 400, 404),
  },
} satisfies Record<TranscriptFormat, object>;

export function chatExportRoutes(app: ChatApp): void {
  for (const format of ['txt', 'csv'] as const) {
    const { entry, type, summary, response } = TRANSCRIPTS[format];
    app.route({
      ...endpointRoute(app, entry, { summary, params: chatSessionParamsSchema, response }),
      handler: async (request, reply) => {
        const { sessionId } = request.params;
        const conversation = await findConversation(app.db, sessionId);
        if (!conversation) throw notFoundConversation();
        const customer = conversation.customerName || conversation.visitorName;
        await app.audit(request, 'export.chat', { details: { format, customer } });
        const at = app.now();
        return sendAttachment(
          reply,
          type,
          transcriptFileName(customer, businessDate(at), format),
          transcriptChunks(app.db, { sessionId, customer, format, at }),
        );
      },
    });
  }
}
