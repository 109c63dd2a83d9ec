// The Live Chat tab's own reads of a setting (canned replies, chat hours) are no view of the settings
// catalog, whose list of views is in every visitor's page: they are fetched again here, when the
// setting's push says any tab or instance saved it, and after the socket comes back (a push may have
// been missed meanwhile).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SettingKey } from '#shared/settings-catalog';
import { onReconnect, onServerMessage } from '#client/lib/realtime';

export function useRefreshOnSetting(setting: SettingKey, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  // The key as text: a new array each render is the same key.
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(keyText) as QueryKey;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
    const stopPushes = onServerMessage((message) => {
      if (message.type === 'settings_changed' && message.key === setting) refresh();
    });
    const stopReconnects = onReconnect(refresh);
    return () => {
      stopPushes();
      stopReconnects();
    };
  }, [queryClient, setting, keyText]);
}
