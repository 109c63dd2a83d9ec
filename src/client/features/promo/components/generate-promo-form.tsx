// The Generate Promo Code form: records the entered deposit first, then asks the server for a code.
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { DEFAULT_CUSTOMER_CODE, DEFAULT_CUSTOMER_NAME } from '#shared/api/deposits';
import { generatePromoBodySchema, type GeneratePromoBody } from '#shared/api/promo';
import { businessDate } from '#shared/business-date';
import { DEFAULT_PRIZE_NAMES, type PrizeType } from '#shared/prizes';
import { EXPIRATION_HOURS, USAGE_LIMIT } from '#shared/promo-status';
import { useCreateDeposit } from '#client/api/deposits';
import { usePrizes } from '#client/api/prizes';
import { useGeneratePromo } from '#client/api/promo-codes';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { Card } from '#client/components/ui/card.tsx';
import { CustomerNameInput } from './customer-name-input';
import { inputClass, labelClass } from '#client/components/ui/field-classes';

const PRIZE_TYPE_BUTTONS: { type: PrizeType; label: string }[] = [
  { type: 'normal', label: 'NORMAL PRIZE' },
  { type: 'super', label: 'SUPER PRIZE' },
];

/** What the live preview under the deposit field is given (features/deposits draws it; see PromoTab). */
export interface DepositPreviewInput {
  customerName: string;
  depositText: string;
  prizeName: string;
  isDemo: boolean;
}

const showError = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

export function GeneratePromoForm({
  onGenerated,
  renderDepositPreview,
}: {
  onGenerated: (code: string) => void;
  renderDepositPreview: (input: DepositPreviewInput) => ReactNode;
}) {
  const ids = useId();
  const [customerName, setCustomerName] = useState('');
  const [depositText, setDepositText] = useState('');
  const [prizeType, setPrizeType] = useState<PrizeType>('normal');
  const [prizeId, setPrizeId] = useState(1);
  const [expirationHours, setExpirationHours] = useState(String(EXPIRATION_HOURS.default));
  const [usageLimit, setUsageLimit] = useState(String(USAGE_LIMIT.default));
  const [isDemo, setIsDemo] = useState(false);
  const prizes = usePrizes();
  const createDeposit = useCreateDeposit();
  const generate = useGeneratePromo();
  const pending = createDeposit.isPending || generate.isPending;

  // The server's defaults are the same names, so the list is usable before (or without) the answer.
  const prizeNames = prizes.data?.[prizeType].map((slot) => slot.name) ?? DEFAULT_PRIZE_NAMES[prizeType];
  const prizeName = prizeNames[prizeId - 1] ?? '';
  const trimmedName = customerName.trim();

  const submit = async () => {
    if (!trimmedName) {
      showError('Customer Name/ID is required');
      return;
    }
    const depositAmount = depositText.trim() === '' ? 0 : Number(depositText);
    const body: GeneratePromoBody = {
      customerName: trimmedName,
      prizeId,
      prizeType,
      expirationHours: Number(expirationHours),
      usageLimit: Number(usageLimit),
      depositAmount,
      prizeName,
      isDemo,
    };
    // Checked before the deposit is recorded, so a bad field never leaves a deposit without its code.
    const checked = generatePromoBodySchema.safeParse(body);
    if (!checked.success) {
      showError(checked.error.issues[0]?.message ?? 'Please check the form');
      return;
    }

    // The code is linked to the deposit record made for it: a later correction or void shows on the code.
    let depositId: number | undefined;
    if (depositAmount > 0) {
      try {
        ({
          deposit: { id: depositId },
        } = await createDeposit.mutateAsync({
          customerCode: trimmedName || DEFAULT_CUSTOMER_CODE,
          customerName: trimmedName || DEFAULT_CUSTOMER_NAME,
          depositAmount,
          depositDate: businessDate(new Date()),
          notes: '',
        }));
      } catch (error) {
        showError(error instanceof Error && error.message ? error.message : 'Failed to add deposit record');
        return;
      }
      toast({ title: 'Success', description: 'Customer deposit record added' });
    }

    try {
      const { code } = await generate.mutateAsync(depositId === undefined ? body : { ...body, depositId });
      onGenerated(code);
      setDepositText('');
      toast({ title: 'Success', description: `Promo code ${code} generated` });
    } catch (error) {
      showError(error instanceof Error ? error.message : 'Failed to generate promo code');
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Card title="Generate Promo Code">
      <form onSubmit={onSubmit} className="grid gap-4">
        <CustomerNameInput value={customerName} onChange={setCustomerName} />

        <div>
          <label htmlFor={`${ids}-deposit`} className={labelClass}>
            Customer Deposit Record
          </label>
          <input
            id={`${ids}-deposit`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00 (optional)"
            value={depositText}
            onChange={(e) => setDepositText(e.target.value)}
            className={inputClass}
          />
        </div>

        {trimmedName && renderDepositPreview({ customerName: trimmedName, depositText, prizeName, isDemo })}

        <div>
          <p id={`${ids}-type`} className={labelClass}>
            Prize Type
          </p>
          <div role="group" aria-labelledby={`${ids}-type`} className="grid grid-cols-2 gap-2">
            {PRIZE_TYPE_BUTTONS.map((button) => (
              <Button
                key={button.type}
                variant={prizeType === button.type ? 'secondary' : 'outline'}
                aria-pressed={prizeType === button.type}
                onClick={() => {
                  setPrizeType(button.type);
                  setPrizeId(1);
                }}
              >
                {button.label}
              </Button>
            ))}
          </div>
        </div>

        <div>
          <label htmlFor={`${ids}-prize`} className={labelClass}>
            Select Prize
          </label>
          <select
            id={`${ids}-prize`}
            value={prizeId}
            onChange={(e) => setPrizeId(Number(e.target.value))}
            className={inputClass}
          >
            {prizeNames.map((name, i) => (
              <option key={i} value={i + 1}>
                {`${i + 1}. ${name}`}
              </option>
            ))}
          </select>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-hours`} className={labelClass}>
              Expiration Time (hours)
            </label>
            <input
              id={`${ids}-hours`}
              type="number"
              required
              step="1"
              min={EXPIRATION_HOURS.min}
              max={EXPIRATION_HOURS.max}
              value={expirationHours}
              onChange={(e) => setExpirationHours(e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-limit`} className={labelClass}>
              Usage Limit
            </label>
            <input
              id={`${ids}-limit`}
              type="number"
              required
              step="1"
              min={USAGE_LIMIT.min}
              max={USAGE_LIMIT.max}
              value={usageLimit}
              onChange={(e) => setUsageLimit(e.target.value)}
              className={inputClass}
            />
          </div>
        </div>

        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={isDemo}
            onChange={(e) => setIsDemo(e.target.checked)}
            className="h-4 w-4 accent-brand-500"
          />
          Demo code (animation only, no prize)
        </label>

        <Button type="submit" disabled={pending} className="w-full">
          {pending ? 'Generating...' : 'Generate Promo Code'}
        </Button>
      </form>
    </Card>
  );
}
