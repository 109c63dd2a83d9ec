// The owner's security settings on the Staff tab: whether everyone must have two-factor sign-in.
import * as m from '#messages';
import { useSaveSecurity, useSecurity } from '#client/api/staff';
import { toast } from '#client/components/ui/use-toast';
import { useId } from '#client/lib/use-id';

export function SecuritySettings() {
  const security = useSecurity();
  const save = useSaveSecurity();
  const id = useId();
  const required = security.data?.requireTwoFactor ?? false;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border border-slate-200 p-4">
      <h4 id={`${id}-title`} className="font-semibold">
        {m.staff_securityTitle}
      </h4>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0"
          checked={required}
          disabled={!security.data || save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(e) =>
            save.mutate(e.target.checked, {
              onSuccess: (saved) =>
                toast({
                  title: saved.requireTwoFactor ? m.staff_requireTwoFactorOn : m.staff_requireTwoFactorOff,
                }),
              onError: (error) =>
                toast({ title: m.staff_notSaved, description: error.message, variant: 'destructive' }),
            })
          }
        />
        <span>
          <span className="font-medium">{m.staff_requireTwoFactor}</span>
          <span id={`${id}-hint`} className="block text-slate-600">
            {m.staff_requireTwoFactorHint}
          </span>
        </span>
      </label>
    </section>
  );
}
