// The Generate Promo Code form: asks the server for a code, which records the deposit typed with it.
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { issuesByField } from '#client/i18n/issues-by-field';
import { generatePromoBodySchema, type GeneratePromoBody } from '#shared/api/promo';
import { fromUtc8Input } from '#shared/business-input';
import { DEFAULT_PRIZE_NAMES, type PrizeType } from '#shared/prizes';
import { EXPIRATION_HOURS, USAGE_LIMIT } from '#shared/promo-status';
import { usePrizes } from '#client/api/prizes';
import { useGeneratePromo } from '#client/api/promo-codes';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { Card } from '#client/components/ui/card.tsx';
import { ValidFromField } from './valid-from-field';
import { CustomerNameInput } from './customer-name-input';
import { labelClass } from '#client/components/ui/field-classes';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { SelectField, TextField } from '#client/components/ui/text-fields.tsx';
import { money } from '#client/i18n/format';
import { parseMoneyToCents } from '#shared/money';
import { slotPrizeCents } from '#shared/prize-values';

const PRIZE_TYPE_BUTTONS: { type: PrizeType; label: string }[] = [
  { type: 'normal', label: m.promo_normalPrize },
  { type: 'super', label: m.promo_superPrize },
];

/** The code's two limits: whole numbers in their shared ranges, typed as text until Generate. */
const LIMIT_FIELDS = [
  { key: 'expirationHours', label: m.promo_expirationHours, range: EXPIRATION_HOURS },
  { key: 'usageLimit', label: m.promo_usageLimit, range: USAGE_LIMIT },
] as const;

/** What the live preview under the deposit field is given (features/deposits draws it; see PromoTab). */
export interface DepositPreviewInput {
  customerName: string;
  depositText: string;
  prizeName: string;
  /** The value the operator set for the selected slot ("888.00"), null: none. */
  slotValue: string | null;
  /** The usage limit as typed. */
  usesText: string;
  isDemo: boolean;
}

const showError = (description: string) =>
  toast({ title: m.promo_error, description, variant: 'destructive' });

export function GeneratePromoForm({
  onGenerated,
  renderDepositPreview,
}: {
  onGenerated: (generated: { code: string; prizeName: string; expiresAt: string }) => void;
  renderDepositPreview: (input: DepositPreviewInput) => ReactNode;
}) {
  const ids = useId();
  const [customerName, setCustomerName] = useState('');
  const [depositText, setDepositText] = useState('');
  const [prizeType, setPrizeType] = useState<PrizeType>('normal');
  const [prizeId, setPrizeId] = useState(1);
  const [limits, setLimits] = useState({
    expirationHours: String(EXPIRATION_HOURS.default),
    usageLimit: String(USAGE_LIMIT.default),
  });
  const [isDemo, setIsDemo] = useState(false);
  /** The scheduled start as the datetime-local input holds it, in UTC+8; '' for at once. */
  const [startText, setStartText] = useState('');
  /** Each refused field's message, by its name in the body. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prizes = usePrizes();
  const generate = useGeneratePromo();
  const pending = generate.isPending;

  // The server's defaults are the same names, so the list is usable before (or without) the answer.
  const prizeNames = prizes.data?.[prizeType].map((slot) => slot.name) ?? DEFAULT_PRIZE_NAMES[prizeType];
  const prizeName = prizeNames[prizeId - 1] ?? '';
  const slotValue = prizes.data?.[prizeType][prizeId - 1]?.value ?? null;
  const trimmedName = customerName.trim();

  const submit = async (form: HTMLFormElement) => {
    // A number or a date the browser could not read reaches the form as ''.
    const unread = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.validity.badInput;
    const refuse = (said: Record<string, string>) => {
      setErrors(said);
      focusFirstWrong(form);
    };
    if (!trimmedName) return refuse({ customerName: m.promo_customerRequired });
    if (unread('depositAmount'))
      return refuse({ depositAmount: m.errors_field({ field: m.promo_depositLabel }) });
    if (unread('validFrom')) return refuse({ validFrom: m.errors_field({ field: m.promo_validFrom }) });
    const depositAmount = depositText.trim() === '' ? 0 : Number(depositText);
    const body: GeneratePromoBody = {
      customerName: trimmedName,
      prizeId,
      prizeType,
      expirationHours: Number(limits.expirationHours),
      usageLimit: Number(limits.usageLimit),
      depositAmount,
      prizeName,
      isDemo,
      ...(fromUtc8Input(startText) ? { validFrom: fromUtc8Input(startText) } : {}),
    };
    // Checked here first, so that a bad field is named without a call.
    const checked = generatePromoBodySchema.safeParse(body);
    // Every part of the body the rule checks is a field here (the prize's name is the slot's own).
    if (!checked.success) return refuse(issuesByField(checked.error.issues));
    setErrors({});

    try {
      // The server records the deposit with the code, in one transaction (docs/decisions/0042).
      const generated = await generate.mutateAsync(body);
      const { code } = generated;
      onGenerated(generated);
      setDepositText('');
      if (depositAmount > 0) toast({ title: m.promo_success, description: m.promo_depositAdded });
      toast({ title: m.promo_success, description: m.promo_generated({ code }) });
    } catch (error) {
      showError(error instanceof Error ? error.message : m.promo_generateFailed);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  return (
    <Card title={m.promo_generateTitle}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <CustomerNameInput value={customerName} onChange={setCustomerName} error={errors.customerName} />

        <TextField
          label={m.promo_depositLabel}
          name="depositAmount"
          error={errors.depositAmount}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder={m.promo_depositPlaceholder}
          value={depositText}
          onChange={setDepositText}
        />

        {trimmedName &&
          renderDepositPreview({
            customerName: trimmedName,
            depositText,
            prizeName,
            slotValue,
            usesText: limits.usageLimit,
            isDemo,
          })}

        <div>
          <p id={`${ids}-type`} className={labelClass}>
            {m.promo_prizeType}
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

        <SelectField
          label={m.promo_selectPrize}
          error={errors.prizeId}
          value={String(prizeId)}
          // Each slot with its value by the one rule, where it has one
          // (docs/decisions/0044-one-prize-value.md).
          options={prizeNames.map((name, i) => {
            const value = slotCents(prizes.data?.[prizeType][i]?.value ?? null, name);
            return {
              value: String(i + 1),
              label: `${i + 1}. ${name}${value === null ? '' : ` · ${money(value)}`}`,
            };
          })}
          onChange={(chosen) => setPrizeId(Number(chosen))}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          {LIMIT_FIELDS.map(({ key, label, range }) => (
            <TextField
              key={key}
              label={label}
              error={errors[key]}
              type="number"
              required
              step="1"
              min={range.min}
              max={range.max}
              value={limits[key]}
              onChange={(typed) => setLimits({ ...limits, [key]: typed })}
            />
          ))}
        </div>
        <IssuedValue each={slotCents(slotValue, prizeName)} usesText={limits.usageLimit} />

        <ValidFromField value={startText} onChange={setStartText} error={errors.validFrom} />

        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={isDemo}
            onChange={(e) => setIsDemo(e.target.checked)}
            className="h-4 w-4 accent-brand-500"
          />
          {m.promo_demo}
        </label>

        <Button type="submit" disabled={pending} className="w-full">
          {pending ? m.promo_generating : m.promo_generate}
        </Button>
      </form>
    </Card>
  );
}

/** A slot's value in cents by the one rule, from the value set (money text or null) and its name. */
const slotCents = (value: string | null, name: string) =>
  slotPrizeCents(value === null ? null : parseMoneyToCents(value), name);

/**
 * What the code is about to issue: every use at the slot's value, or that the slot has none (unknown is
 * never shown as RM 0).
 */
function IssuedValue({ each, usesText }: { each: number | null; usesText: string }) {
  const uses = Number(usesText);
  return (
    <p className="-mt-2 text-sm text-slate-700" aria-live="polite">
      {each === null
        ? m.promo_issuesUnknown
        : Number.isInteger(uses) && uses > 0
          ? m.promo_issuesValue({ total: money(each * uses), uses, each: money(each) })
          : null}
    </p>
  );
}
