// Codes in a batch on the promo tab: the card and its button; the generator itself loads when the
// operator opens it, not with the dashboard (/admin's first load has a budget, and most visits make
// codes one at a time). A load that fails says so in its place, with Try again.
import { Suspense, useState } from 'react';
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { LoadFailed } from '#client/components/ui/load-failed.tsx';
import { ChunkErrorBoundary, retryableLazy } from '#client/lib/chunk-loading.tsx';

const PromoBatchPanel = retryableLazy<object>(() =>
  import('./promo-batch-panel').then((mod) => ({ default: mod.PromoBatchPanel })),
);

export function PromoBatchCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card title={m.promo_batchTitle}>
      {open ? (
        <ChunkErrorBoundary
          onRetry={() => PromoBatchPanel.reset()}
          fallback={(retry) => (
            <LoadFailed
              what={m.ui_loadFailed({ what: m.promo_batchLoadFailed, reason: m.ui_checkConnection })}
              onRetry={retry}
              className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-center text-red-800"
            />
          )}
        >
          <Suspense
            fallback={
              <p className="mt-3 text-sm text-slate-500">{m.ui_loading({ what: m.promo_batchLoadFailed })}</p>
            }
          >
            <PromoBatchPanel />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
          {m.promo_batchOpen}
        </Button>
      )}
    </Card>
  );
}
