// The admin's default tab: generate codes (left), the new code and deposit search (right), the table below.
// The deposit pieces belong to features/deposits; the dashboard (app/routes/admin.tsx) passes them in, as
// one feature does not import another.
import { useState, type ReactNode } from 'react';
import * as promoBatches from '#shared/endpoints/promo-batches';
import { useMay } from '#client/api/admin-session';
import { GeneratedCodeCard } from './generated-code-card';
import { PromoBatchCard } from './promo-batch-card';
import { GeneratePromoForm, type DepositPreviewInput } from './generate-promo-form';
import { PromoCodesTable } from './promo-codes-table';
import type { SharedCode } from './code-share-actions';

export function PromoTab({
  depositSearch,
  renderDepositPreview,
  tableSearch,
}: {
  /** Shown under the generated code: the deposit search card. */
  depositSearch: ReactNode;
  /** The live preview under the form's deposit field, shown once a customer name is entered. */
  renderDepositPreview: (input: DepositPreviewInput) => ReactNode;
  /** The table's search, when a link opened the tab on one (a code on the customer page). */
  tableSearch?: string | undefined;
}) {
  const [generated, setGenerated] = useState<SharedCode | null>(null);
  const may = useMay();
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <GeneratePromoForm onGenerated={setGenerated} renderDepositPreview={renderDepositPreview} />
        <div className="grid min-w-0 content-start gap-6">
          <GeneratedCodeCard generated={generated} />
          {depositSearch}
        </div>
      </div>
      {may(promoBatches.generate) && <PromoBatchCard />}
      <PromoCodesTable key={tableSearch} initialSearch={tableSearch} />
    </div>
  );
}
