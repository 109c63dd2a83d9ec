// The last generated code, large enough to read out, with a copy button and the ways to hand it to its
// customer in one tap (its link, its QR, a ready message), and the message's templates.
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { copyWithToast } from '#client/components/ui/clipboard';
import { Card } from '#client/components/ui/card.tsx';
import type { SharedCode } from './code-share-actions';
import { CodeShare, ShareTemplates } from './code-share';

export function GeneratedCodeCard({ generated }: { generated: SharedCode | null }) {
  return (
    <Card title={m.promo_generatedTitle}>
      {generated ? (
        <div className="grid justify-items-center gap-3 rounded-lg bg-slate-50 p-4 text-center">
          <p className="font-mono text-3xl font-bold tracking-[0.2em] break-all text-slate-900 sm:text-4xl">
            {generated.code}
          </p>
          <Button variant="secondary" onClick={() => copyWithToast(generated.code, m.promo_copiedText)}>
            {m.promo_copy}
          </Button>
          <p className="text-sm font-medium text-green-700">{m.promo_generatedOk}</p>
          <CodeShare {...generated} />
          <ShareTemplates />
        </div>
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-500">{m.promo_noCodeYet}</p>
      )}
    </Card>
  );
}
