// The desk under a flood of header pushes: rows are put in place with no fetch, and fetches that pushes
// ask for run one at a time, one queued, at most once per gap.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ChatSessionSummary } from '#shared/api/chat';
import { chatSessionsKey } from '#client/api/chat';
import { followSessionPush, REFRESH_GAP_MS, throttledRefresh } from './desk-list';

const row = (n: number, extra: Partial<ChatSessionSummary> = {}): ChatSessionSummary => ({
  sessionId: `conversation-${n}`.padEnd(24, 'x'),
  lastMessage: `hello ${n}`,
  lastAt: new Date(Date.UTC(2026, 0, 15, 4, n)).toISOString(),
  unread: 0,
  resolved: false,
  visitorName: `v${n}`,
  customerName: '',
  contact: '',
  ...extra,
});

describe("the desk's list under header pushes", () => {
  it('puts 1,000 pushed rows in place without one fetch of the list', async () => {
    const queryClient = new QueryClient();
    const fetchList = vi.fn(() => Promise.resolve([row(1), row(2), row(3)]));
    // The list as the dashboard watches it: an invalidation of its key would fetch it again.
    const observer = new QueryObserver(queryClient, { queryKey: chatSessionsKey, queryFn: fetchList });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    fetchList.mockClear();
    for (let i = 0; i < 1000; i += 1) {
      const session = row(1 + (i % 3), { customerName: `name ${i}` });
      const push = { type: 'chat_session' as const, sessionId: session.sessionId, session };
      expect(followSessionPush(queryClient, push)).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchList).not.toHaveBeenCalled();
    const list = queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey) ?? [];
    expect(list.map((s) => s.customerName).sort()).toEqual(['name 997', 'name 998', 'name 999']);
    stop();
  });

  it("keeps this desk's lower unread count for a row counted before its read mark, not after a new message", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatSessionsKey, [row(1, { unread: 0 })]);
    const stale = row(1, { unread: 2, customerName: 'Ann' });
    followSessionPush(queryClient, { type: 'chat_session', sessionId: stale.sessionId, session: stale });
    expect(queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey)).toEqual([
      { ...stale, unread: 0 },
    ]);
    const newer = row(2, { sessionId: stale.sessionId, unread: 3 });
    followSessionPush(queryClient, { type: 'chat_session', sessionId: newer.sessionId, session: newer });
    expect(queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey)).toEqual([newer]);
  });

  it('asks for a fetch when the push has no row (an older server)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatSessionsKey, [row(1)]);
    expect(followSessionPush(queryClient, { type: 'chat_session', sessionId: row(1).sessionId })).toBe(false);
  });

  it('runs the fetches a burst asks for one at a time, one queued, at most once per gap', async () => {
    vi.useFakeTimers();
    try {
      let inFlight = 0;
      let most = 0;
      let runs = 0;
      const fetchList = () => {
        runs += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        return new Promise<void>((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve();
          }, 215),
        );
      };
      const refresh = throttledRefresh(fetchList, REFRESH_GAP_MS, {
        now: () => Date.now(),
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      });
      // 1,037 requests over 30 s, as a flood of pushes would ask.
      for (let i = 0; i < 1037; i += 1) {
        refresh.request();
        await vi.advanceTimersByTimeAsync(29);
      }
      await vi.advanceTimersByTimeAsync(5_000);
      expect(most).toBe(1);
      // About one a second, and the last request still answered.
      expect(runs).toBeLessThanOrEqual(Math.ceil((1037 * 29) / REFRESH_GAP_MS) + 1);
      expect(runs).toBeGreaterThanOrEqual(2);
      refresh.cancel();
    } finally {
      vi.useRealTimers();
    }
  });
});
