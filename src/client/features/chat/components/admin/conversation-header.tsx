// What the operator knows of the person in the open conversation: the visitor's
// context as their widget last said it (page, device, language, the last draw in their browser) and the
// operator's own name for the customer, folded to one line of its main facts. Kept current by the
// chat_session pushes ChatDesk follows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as m from '#messages';
import { CHAT_CUSTOMER_NAME_MAX } from '#shared/chat';
import { LANGUAGE_NAMES } from '#shared/i18n/locales';
import {
  chatConversationKey,
  chatSessionsKey,
  getChatConversation,
  nameChatCustomer,
  type ChatConversation,
} from '#client/api/chat';
import { Button } from '#client/components/ui/button.tsx';
import { inputClass } from '#client/components/ui/field-classes';
import { toast } from '#client/components/ui/use-toast';
import { dateTime } from '#client/i18n/format';
import { useId } from '#client/lib/use-id';

function ContextFacts({ context }: { context: NonNullable<ChatConversation['context']> }) {
  const draw = context.lastDraw;
  const facts: [string, React.ReactNode][] = [
    [m.chat_contextPage, <span className="font-mono">{context.page}</span>],
    [m.chat_contextDevice, m.chat_deviceNames[context.device]],
    [m.chat_contextLanguage, LANGUAGE_NAMES[context.language]],
    [
      m.chat_contextLastDraw,
      draw ? (
        <>
          <span className="font-mono font-semibold">{draw.code}</span>{' '}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              draw.inRecords ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {draw.inRecords ? m.chat_codeInRecords : m.chat_codeNotInRecords}
          </span>
        </>
      ) : (
        m.chat_contextNoDraw
      ),
    ],
  ];
  // What the server recorded for the code stands apart from what the browser says it won: the browser
  // can report any prize, so its words are labelled as its own and never sit beside the green badge.
  if (draw?.inRecords) {
    facts.push([
      m.chat_recordedDraws,
      draw.draws.length > 0 ? (
        <span className="font-semibold">
          {draw.draws.map((d) => `${d.prize} (${dateTime(d.drawnAt)})`).join(', ')}
        </span>
      ) : (
        m.chat_noRecordedDraw
      ),
    ]);
  }
  if (draw && draw.reportedPrize !== '') {
    facts.push([
      m.chat_reportedByBrowser,
      <span className="text-slate-700 italic">“{draw.reportedPrize}”</span>,
    ]);
  }
  return (
    <div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0 break-words">
            <dt className="inline text-slate-600">{term}: </dt>
            <dd className="inline text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-slate-600">
        {m.chat_contextAsOf({ time: dateTime(context.updatedAt) })}. {m.chat_contextNote}
      </p>
    </div>
  );
}

function CustomerNameForm({ conversation }: { conversation: ChatConversation }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [name, setName] = useState(conversation.customerName);
  const save = useMutation({
    mutationFn: (customerName: string) => nameChatCustomer(conversation.sessionId, customerName),
    onSuccess: () => {
      toast({ title: m.chat_nameSaved });
      void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
    },
    onError: (err) =>
      toast({ title: m.chat_nameSaveFailed, description: err.message, variant: 'destructive' }),
  });
  return (
    <form
      noValidate
      className="flex flex-wrap items-center gap-x-2 gap-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(name.trim());
      }}
    >
      <label htmlFor={inputId} className="text-sm text-slate-600">
        {m.chat_customerName}
      </label>
      {/* Room for a name before it shrinks: on a phone the button goes to the next line instead. */}
      <div className="flex min-w-0 flex-1 basis-40 gap-2">
        <input
          id={inputId}
          className={`${inputClass} min-h-9 py-1`}
          value={name}
          maxLength={CHAT_CUSTOMER_NAME_MAX}
          placeholder={conversation.visitorName}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={save.isPending || name.trim() === conversation.customerName}
      >
        {m.chat_saveName}
      </Button>
    </form>
  );
}

/** The visitor in a few words for the folded line: their contact, page, device, language and last code. */
function brief(conversation: ChatConversation): string {
  const context = conversation.context;
  const parts = [conversation.contact];
  if (context) {
    const draw = context.lastDraw;
    parts.push(
      context.page,
      m.chat_deviceNames[context.device],
      LANGUAGE_NAMES[context.language],
      draw
        ? `${draw.code} (${draw.inRecords ? m.chat_codeInRecords : m.chat_codeNotInRecords})`
        : m.chat_contextNoDraw,
    );
  } else {
    parts.push(m.chat_contextNone);
  }
  return parts.filter((part) => part !== '').join(' · ');
}

export function ConversationHeader({ sessionId }: { sessionId: string }) {
  const header = useQuery({
    queryKey: chatConversationKey(sessionId),
    queryFn: () => getChatConversation(sessionId),
  });
  const conversation = header.data;
  if (!conversation) return null;
  // Folded to one line, so the messages keep their height: the whole context and the customer's name
  // open under it.
  return (
    <section aria-label={m.chat_contextTitle} className="mb-2">
      <details className="group rounded-lg border border-slate-200 bg-slate-50 text-sm">
        <summary className="flex min-h-9 cursor-pointer list-none items-center gap-2 px-3 py-1 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1 truncate text-slate-700">{brief(conversation)}</span>
          <span className="shrink-0 font-medium text-blue-700">{m.chat_contextMore}</span>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            className="shrink-0 text-blue-700 group-open:rotate-180"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div className="max-h-[40dvh] space-y-2 overflow-y-auto border-t border-slate-200 px-3 py-2">
          {conversation.contact !== '' && (
            <p>
              <span className="text-slate-600">{m.chat_contact}: </span>
              <span className="font-semibold break-all text-slate-900">{conversation.contact}</span>
            </p>
          )}
          {conversation.context && <ContextFacts context={conversation.context} />}
          {/* Keyed by the stored name: a name saved elsewhere replaces what the field shows. */}
          <CustomerNameForm key={conversation.customerName} conversation={conversation} />
        </div>
      </details>
    </section>
  );
}
