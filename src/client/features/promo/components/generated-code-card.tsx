// The last generated code, large enough to read out, with a copy button.
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { Card } from '#client/components/ui/card.tsx';

function copy(code: string) {
  // Promise.resolve first: navigator.clipboard is missing outside secure contexts, and that throws here.
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(code))
    .then(
      () => toast({ title: 'Copied', description: 'Promo code copied to clipboard' }),
      () => toast({ title: 'Error', description: 'Could not copy', variant: 'destructive' }),
    );
}

export function GeneratedCodeCard({ code }: { code: string | null }) {
  return (
    <Card title="Generated Code">
      {code ? (
        <div className="grid justify-items-center gap-3 rounded-lg bg-slate-50 p-4 text-center">
          <p className="font-mono text-3xl font-bold tracking-[0.2em] break-all text-slate-900 sm:text-4xl">
            {code}
          </p>
          <Button variant="secondary" onClick={() => copy(code)}>
            Copy Code
          </Button>
          <p className="text-sm font-medium text-green-700">Code successfully generated!</p>
        </div>
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-500">No code generated yet</p>
      )}
    </Card>
  );
}
