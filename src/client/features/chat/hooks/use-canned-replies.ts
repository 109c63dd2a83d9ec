// The operator's canned replies as the Live Chat tab holds them: one query for the
// reply box's '/' list and the manager alike, refreshed by the setting's push, and the manager's changes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  cannedRepliesKey,
  getCannedReplies,
  saveCannedReplies,
  type CannedReplies,
  type CannedReply,
} from '#client/api/chat-canned-replies';
import { useRefreshOnSetting } from './use-refresh-on-setting';

/** The list, fetched again when any tab or instance saves it and after the socket comes back. */
export function useCannedReplies() {
  useRefreshOnSetting('chatCannedReplies', cannedRepliesKey);
  return useQuery({ queryKey: cannedRepliesKey, queryFn: getCannedReplies });
}

/** A change of the list: the new list made from the current one, or null when there is nothing to save. */
export type CannedRepliesEdit = (replies: readonly CannedReply[]) => CannedReply[] | null;

/**
 * Saves changes one after another, each made from the list the last save left (with its version): two
 * quick presses of Move up are two moves, not a save refused as made from an old copy. A change shows
 * at once and is replaced by the server's answer; a refused one is undone by loading the list again.
 * The promise says whether anything was saved, or rejects with the refusal.
 */
export function useCannedRepliesChange() {
  const queryClient = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);

  const change = useCallback(
    /** `shown` runs once the new list is on screen, before the server answers. */
    (edit: CannedRepliesEdit, shown?: (replies: readonly CannedReply[]) => void): Promise<boolean> => {
      const run = async () => {
        // A fetch under way (a push from another tab) would put back the list from before this change.
        await queryClient.cancelQueries({ queryKey: cannedRepliesKey });
        const current = queryClient.getQueryData<CannedReplies>(cannedRepliesKey);
        const next = current && edit(current.replies);
        if (!current || !next) return false;
        queryClient.setQueryData<CannedReplies>(cannedRepliesKey, { ...current, replies: next });
        shown?.(next);
        try {
          const saved = await saveCannedReplies({ replies: next, version: current.version });
          queryClient.setQueryData(cannedRepliesKey, saved);
          return true;
        } catch (refused) {
          await queryClient.invalidateQueries({ queryKey: cannedRepliesKey });
          throw refused;
        }
      };
      const result = queue.current.then(run);
      queue.current = result.catch(() => undefined);
      setPending((n) => n + 1);
      void result.finally(() => setPending((n) => n - 1)).catch(() => undefined);
      return result;
    },
    [queryClient],
  );

  return { change, saving: pending > 0 };
}
