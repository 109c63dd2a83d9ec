// /mobile-sync: pulls the latest settings from the server into this device's local storage, then
// reloads the page so everything on it uses them.
import { useEffect, useState } from 'react';
import * as m from '#messages';
import { loadAllSettings } from '#client/api/settings';
import { ApiError } from '#client/lib/api-client';
import { local } from '#client/lib/storage';

type State =
  | { kind: 'idle' }
  | { kind: 'syncing'; what: 'super' | 'all' }
  | { kind: 'success'; title: string; detail: string }
  | { kind: 'error'; message: string };

export const RELOAD_DELAY_MS = 2000;

function failure(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return m.pages_syncNetwork;
  return m.pages_syncNoServer;
}

export function MobileSyncPanel() {
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.kind]);

  const syncSuper = async () => {
    setState({ kind: 'syncing', what: 'super' });
    try {
      const settings = await loadAllSettings();
      const names = settings.general?.customSuperPrizeNames ?? settings.dev_general?.customSuperPrizeNames;
      if (!names) {
        setState({ kind: 'error', message: m.pages_syncNoSuper });
        return;
      }
      local.set('customSuperPrizeNames', names);
      setState({
        kind: 'success',
        title: m.pages_syncSuperDone,
        detail: m.pages_syncSuperSaved,
      });
    } catch (err) {
      setState({ kind: 'error', message: failure(err) });
    }
  };

  const syncAll = async () => {
    setState({ kind: 'syncing', what: 'all' });
    try {
      const settings = await loadAllSettings();
      let count = 0;
      for (const group of Object.values(settings)) {
        for (const [key, value] of Object.entries(group)) {
          local.set(key, value);
          count += 1;
        }
      }
      setState({
        kind: 'success',
        title: m.pages_syncAllDone({ count }),
        detail: m.pages_syncAllSaved,
      });
    } catch (err) {
      setState({ kind: 'error', message: failure(err) });
    }
  };

  const busy = state.kind === 'syncing';
  const button =
    'w-full rounded-xl px-5 py-3.5 text-base font-bold shadow transition-transform active:scale-[0.98] disabled:opacity-60';
  return (
    <div className="mt-4 w-full max-w-md rounded-3xl border border-white/10 bg-night-800 p-6 shadow-xl">
      <h2 className="text-2xl font-extrabold text-brand-300">{m.pages_syncTitle}</h2>
      <p className="mt-2 text-sm leading-relaxed text-white/75">{m.pages_syncIntro}</p>
      <div className="mt-6 grid gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void syncSuper()}
          className={`${button} bg-gradient-to-r from-sky-700 to-violet-600 text-white`}
        >
          {state.kind === 'syncing' && state.what === 'super' ? m.pages_syncing : m.pages_syncSuper}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void syncAll()}
          className={`${button} bg-gradient-to-r from-brand-400 to-brand-500 text-night-900`}
        >
          {state.kind === 'syncing' && state.what === 'all' ? m.pages_syncing : m.pages_syncAll}
        </button>
      </div>
      <div aria-live="polite" className="mt-5 min-h-16">
        {state.kind === 'success' && (
          <div
            role="status"
            className="rounded-xl border border-emerald-400/50 bg-emerald-500/15 p-4 text-emerald-100"
          >
            <p className="text-lg font-bold">{state.title}</p>
            <p className="text-sm">
              {state.detail} {m.pages_syncReloading}
            </p>
          </div>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="rounded-xl border border-red-400/50 bg-red-600/20 p-4 text-red-100">
            {state.message}
          </div>
        )}
        {state.kind === 'idle' && <p className="text-sm text-white/50">{m.pages_syncReady}</p>}
      </div>
    </div>
  );
}
