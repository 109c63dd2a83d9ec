// The admin's default tab: generate codes (left), the new code and deposit search (right), the table below.
import { useState } from 'react';
import { DepositSearchCard } from './deposit-search-card';
import { GeneratedCodeCard } from './generated-code-card';
import { GeneratePromoForm } from './generate-promo-form';
import { PromoCodesTable } from './promo-codes-table';

export function PromoTab() {
  const [generatedCode, setGeneratedCode] = useState<string | null>(null);
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <GeneratePromoForm onGenerated={setGeneratedCode} />
        <div className="grid min-w-0 content-start gap-6">
          <GeneratedCodeCard code={generatedCode} />
          <DepositSearchCard />
        </div>
      </div>
      <PromoCodesTable />
    </div>
  );
}
