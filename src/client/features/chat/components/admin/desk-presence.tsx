// Who is at the desk now, by person, at the top of the Live Chat tab: 'At the desk now: You, Siti Aminah'
// (or 'only you'). Each person once, however many tabs or devices they have; the operator looking is
// always there, first. Fetched again when a chat_presence push says someone came or left, and after the
// socket comes back (a push may have been missed meanwhile).
import { useQuery } from '@tanstack/react-query';
import * as m from '#messages';
import { parseChatPresencePush } from '#shared/api/chat-presence-push';
import { useMe } from '#client/api/admin-session';
import { chatPresenceKey, getChatPresence } from '#client/api/chat-presence';
import { usePush } from '#client/lib/use-push';

export function DeskPresence() {
  const me = useMe();
  const presence = useQuery({ queryKey: chatPresenceKey, queryFn: getChatPresence });
  const { refetch } = presence;
  usePush('chat', (heard) => {
    if (parseChatPresencePush(heard.data)) void refetch();
  });
  usePush('reopened', () => void refetch());
  const others = (presence.data?.people ?? []).filter((person) => person.id !== me?.id);
  return (
    // A live region that is there from the start, so a screen reader hears someone come or go.
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-slate-700">
      {presence.data && (
        <>
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-green-600" />
          {others.length === 0
            ? m.chat_atDeskOnlyYou
            : m.chat_atDesk({ names: [m.chat_you, ...others.map((person) => person.name)] })}
        </>
      )}
    </p>
  );
}
