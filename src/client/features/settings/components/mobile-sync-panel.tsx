// /mobile-sync: pulls the latest settings from the server into this device's local storage (SPEC §2,
// §7, §8), then reloads the page so everything on it uses them.
import { useEffect, useState } from 'react';
import { loadAllSettings } from '#client/api/settings';
import { ApiError } from '#client/lib/api-client';
import { local } from '#client/lib/storage';

type State =
  | { kind: 'idle' }
  | { kind: 'syncing'; what: 'super' | 'all' }
  | { kind: 'success'; title: string; detail: string }
  | { kind: 'error'; message: string };

export const RELOAD_DELAY_MS = 2000;

export const SYNC_MESSAGES = {
  superDone: '同步成功！',
  allDone: (n: number) => `已同步 ${n} 项设置`,
  noSuper: '服务器上没有找到超级奖品配置',
  noServer: '无法获取服务器配置，请稍后再试',
  network: '网络连接失败，请检查网络后重试',
} as const;

function failure(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return SYNC_MESSAGES.network;
  return SYNC_MESSAGES.noServer;
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
        setState({ kind: 'error', message: SYNC_MESSAGES.noSuper });
        return;
      }
      local.set('customSuperPrizeNames', names);
      setState({
        kind: 'success',
        title: SYNC_MESSAGES.superDone,
        detail: 'Super prize names saved on this device.',
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
        title: SYNC_MESSAGES.allDone(count),
        detail: 'All settings saved on this device.',
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
      <h2 className="text-2xl font-extrabold text-brand-300">Mobile Settings Sync</h2>
      <p className="mt-2 text-sm leading-relaxed text-white/75">
        This page copies the latest prize names and settings from the server onto this device. Use it if the
        wheel on this phone shows old prize names. The page reloads by itself when the sync is done.
      </p>
      <div className="mt-6 grid gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void syncSuper()}
          className={`${button} bg-gradient-to-r from-sky-700 to-violet-600 text-white`}
        >
          {state.kind === 'syncing' && state.what === 'super' ? 'Syncing...' : 'Sync Super Prizes'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void syncAll()}
          className={`${button} bg-gradient-to-r from-brand-400 to-brand-500 text-night-900`}
        >
          {state.kind === 'syncing' && state.what === 'all' ? 'Syncing...' : 'Sync All Settings'}
        </button>
      </div>
      <div aria-live="polite" className="mt-5 min-h-16">
        {state.kind === 'success' && (
          <div
            role="status"
            className="rounded-xl border border-emerald-400/50 bg-emerald-500/15 p-4 text-emerald-100"
          >
            <p className="text-lg font-bold">{state.title}</p>
            <p className="text-sm">{state.detail} Reloading...</p>
          </div>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="rounded-xl border border-red-400/50 bg-red-600/20 p-4 text-red-100">
            {state.message}
          </div>
        )}
        {state.kind === 'idle' && <p className="text-sm text-white/50">Ready to sync.</p>}
      </div>
    </div>
  );
}
