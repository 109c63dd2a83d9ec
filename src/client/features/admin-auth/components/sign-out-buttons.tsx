// The dashboard's way out: Logout ends this browser's session; Sign out everywhere ends every admin
// session (other devices too, e.g. after a password was seen), so it asks first.
import { useState } from 'react';
import * as m from '#messages';
import { useLogout, useSignOutEverywhere } from '#client/api/admin-session';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast';
import { confirmLeavingPage } from '#client/lib/unsaved-changes';

const showError = (error: Error) =>
  toast({ title: m.admin_error, description: error.message, variant: 'destructive' });

/** `everywhere`: whether the role may end everyone's sessions (the owner's). */
export function SignOutButtons({ everywhere: mayEndAll }: { everywhere: boolean }) {
  const logout = useLogout();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const busy = logout.isPending || everywhere.isPending;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {mayEndAll && (
        <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
          {m.admin_signOutEverywhere}
        </Button>
      )}
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          // Logging out unmounts the builders: their unsaved drafts would be lost.
          if (!confirmLeavingPage()) return;
          logout.mutate(undefined, { onError: showError });
        }}
      >
        {m.admin_logout}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.admin_signOutEverywhereTitle}
        description={m.admin_signOutEverywhereText}
        confirmLabel={m.admin_signOutEverywhere}
        danger
        busy={everywhere.isPending}
        onConfirm={() => {
          if (!confirmLeavingPage()) return;
          everywhere.mutate(undefined, {
            onError: showError,
            onSettled: () => setConfirming(false),
          });
        }}
      />
    </div>
  );
}
