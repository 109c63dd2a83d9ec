// The Live Chat tab's 'Turn on notifications' (a bell, its words in its name and tooltip): the only place
// the browser is asked for permission, and then where its answer shows (on, blocked, not supported).
import { useEffect, useState } from 'react';
import * as m from '#messages';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import {
  askNotificationPermission,
  notificationState,
  type NotificationState,
} from './new-chat-notification';

const SAID: Record<Exclude<NotificationState, 'off'>, { text: string; className: string }> = {
  on: { text: m.chat_notificationsOn, className: 'bg-green-100 text-green-800' },
  blocked: { text: m.chat_notificationsBlocked, className: 'bg-amber-100 text-amber-900' },
  unsupported: { text: m.chat_notificationsUnsupported, className: 'bg-slate-100 text-slate-700' },
};

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor">
      <path
        d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function NotificationButton() {
  const [state, setState] = useState(notificationState);
  const [asking, setAsking] = useState(false);

  // The operator may allow or block them in the browser's settings while the tab is open.
  useEffect(() => {
    if (!('permissions' in navigator)) return;
    let stopped = false;
    let status: PermissionStatus | null = null;
    const follow = () => setState(notificationState());
    navigator.permissions
      .query({ name: 'notifications' })
      .then((found) => {
        if (stopped) return;
        status = found;
        found.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      status?.removeEventListener('change', follow);
    };
  }, []);

  return (
    <span aria-live="polite" className="inline-flex">
      {state === 'off' ? (
        <Tooltip content={m.chat_notificationsHint}>
          <button
            type="button"
            disabled={asking}
            onClick={() => {
              setAsking(true);
              askNotificationPermission()
                .then(setState, () => setState(notificationState()))
                .finally(() => setAsking(false));
            }}
            aria-label={m.chat_notificationsOff}
            className="inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:opacity-60"
          >
            <BellIcon />
          </button>
        </Tooltip>
      ) : (
        <span
          className={`inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 py-1.5 text-xs font-medium ${SAID[state].className}`}
        >
          <BellIcon />
          {SAID[state].text}
        </span>
      )}
    </span>
  );
}
