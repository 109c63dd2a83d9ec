// The dashboard's way out: Logout ends this browser's session; Sign out everywhere ends every admin
// session (other devices too, e.g. after a password was seen), so it asks first.
import { useState } from 'react';
import { useLogout, useSignOutEverywhere } from '#client/api/admin-session';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast';
import { confirmLeavingPage } from '#client/lib/unsaved-changes';

const showError = (error: Error) =>
  toast({ title: 'Error', description: error.message, variant: 'destructive' });

export function SignOutButtons() {
  const logout = useLogout();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const busy = logout.isPending || everywhere.isPending;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          // Logging out unmounts the builders: their unsaved drafts would be lost.
          if (!confirmLeavingPage()) return;
          logout.mutate(undefined, { onError: showError });
        }}
      >
        Logout
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="Ends every admin session: this browser and every other device signed in to the dashboard. Everyone signs in again with the password."
        confirmLabel="Sign out everywhere"
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
