// Where I am signed in (the owner: where everyone is): device, address, when it began and was last
// seen. Any of them can be signed out; signing out this one is the Logout button's job.
import * as m from '#messages';
import { useEndSession, useSessions } from '#client/api/account';
import { Button } from '#client/components/ui/button.tsx';
import { LoadFailed } from '#client/components/ui/load-failed.tsx';
import { toast } from '#client/components/ui/use-toast';
import { dateTime } from '#client/i18n/format';
import { deviceName } from '#client/lib/device-name';

export function SessionsList({ everyone }: { everyone: boolean }) {
  const sessions = useSessions();
  const end = useEndSession();
  if (sessions.isError) {
    return (
      <LoadFailed
        what={m.staff_sessionsLoadFailed}
        onRetry={() => void sessions.refetch()}
        className="rounded-lg bg-red-50 p-4 text-center text-red-900"
      />
    );
  }
  if (!sessions.data) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {m.admin_loading}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">{everyone ? m.staff_sessionsEveryone : m.staff_sessionsMine}</p>
      <ul aria-label={m.staff_sessionsTitle} className="divide-y divide-slate-100 border-y border-slate-100">
        {sessions.data.map((session) => {
          const device = deviceName(session);
          const who = everyone ? `${session.name} · ${device}` : device;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <div className="font-semibold break-words">
                  {who}
                  {session.current && (
                    <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                      {m.staff_thisSession}
                    </span>
                  )}
                </div>
                <div className="text-slate-600">
                  <span className="font-mono">{session.ip}</span>
                  {` · ${m.staff_sessionStarted({ time: dateTime(session.startedAt) })} · ${m.staff_sessionSeen({ time: dateTime(session.lastSeenAt) })}`}
                </div>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  aria-label={m.staff_signOutSession({ who })}
                  disabled={end.isPending}
                  onClick={() =>
                    end.mutate(session.id, {
                      onSuccess: () => toast({ title: m.staff_sessionEnded }),
                      onError: (error) =>
                        toast({
                          title: m.staff_sessionNotEnded,
                          description: error.message,
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  {m.staff_signOut}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
