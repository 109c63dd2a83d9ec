// A change to one of the operator's records by its id (a payment or its void, a deposit's correction or
// void), with the reload of what shows that record.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Sends `send(id, body)` and then reloads the queries under `queryKeys`, after a refusal too: a 404 or a
 * 409 means the record on screen is out of date. The mutation settles after the reload, so a dialog
 * closes on the new figures, not the old ones.
 */
export function useRecordChange<B, R>(
  send: (id: number, body: B) => Promise<R>,
  queryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: B }) => send(id, body),
    onSuccess: reload,
    onError: reload,
  });
}
