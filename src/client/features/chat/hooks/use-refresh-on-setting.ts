// The Live Chat tab's own reads of a setting (canned replies, chat hours) are no view of the settings
// catalog, whose list of views is in every visitor's page: they are fetched again here, when the
// setting's push says any tab or instance saved it, and after the socket comes back (a push may have
// been missed meanwhile).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SettingKey } from '#shared/settings-catalog';
import { usePush } from '#client/lib/use-push';

export function useRefreshOnSetting(setting: SettingKey, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  usePush('settings_changed', (message) => {
    if (message.key === setting) refresh();
  });
  usePush('reopened', refresh);
}
