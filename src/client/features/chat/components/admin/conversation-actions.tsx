// The open conversation's own controls in its card's header: Mark resolved (or the Resolved badge) and
// its export as a text transcript or CSV.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as m from '#messages';
import * as chatEndpoints from '#shared/endpoints/chat';
import { useMay } from '#client/api/admin-session';
import { chatSessionsKey, resolveChat, type ChatSessionSummary } from '#client/api/chat';
import { chatExportUrl } from '#client/api/chat-find';
import { Button } from '#client/components/ui/button.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { useId } from '#client/lib/use-id';

export function ConversationActions({
  session,
  selectedId,
}: {
  /** The selected conversation's summary (undefined until the list has it). */
  session: ChatSessionSummary | undefined;
  selectedId: string | null;
}) {
  const exportId = useId();
  const may = useMay();
  const queryClient = useQueryClient();

  const resolve = useMutation({
    mutationFn: (sessionId: string) => resolveChat(sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatSessionsKey }),
    onError: (err) => toast({ title: m.chat_error, description: err.message, variant: 'destructive' }),
  });

  return (
    <>
      {session &&
        (session.resolved ? (
          <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
            {m.chat_resolved}
          </span>
        ) : (
          <Button
            variant="outline"
            className="min-h-9 px-3 py-1.5"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate(session.sessionId)}
          >
            {resolve.isPending ? m.chat_resolving : m.chat_markResolved}
          </Button>
        ))}
      {selectedId !== null && may(chatEndpoints.exportTxt) && (
        <div role="group" aria-labelledby={exportId} className="inline-flex items-center gap-2">
          <span id={exportId} className="text-sm text-slate-600">
            {m.chat_export}
          </span>
          <ExportCsvButton
            href={chatExportUrl(selectedId, 'txt')}
            label={m.chat_formatText}
            name={m.chat_exportText}
          />
          <ExportCsvButton
            href={chatExportUrl(selectedId, 'csv')}
            label={m.chat_formatCsv}
            name={m.chat_exportCsv}
          />
        </div>
      )}
    </>
  );
}
