// The Claims tab: the prize liability on top, then the wins, unclaimed (the
// longest waiting first, with how long) or paid, filtered by customer and the dates of the win, paged by
// the server and exported as claims.csv with the same filters. Each unclaimed win has Pay; each paid one
// Void (with a reason), after which it is unclaimed again.
import { SEARCH_MAX } from '#shared/input-rules';
import { CustomerLink } from '#client/lib/admin-links.tsx';
import { useState } from 'react';
import * as m from '#messages';
import { claimsExportQuerySchema, type Claim, type ClaimPayment, type ClaimStatus } from '#shared/api/claims';
import { pageCount } from '#shared/pagination';
import { CLAIMS_PAGE_SIZE } from '#shared/api/claims';
import { claimsCsvUrl, useClaims, type ClaimFilterFields } from '#client/api/claims';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { TablePager } from '#client/components/ui/table-pager.tsx';
import { TableMessage, TableOrMessage } from '#client/components/ui/table-status.tsx';
import { SelectField, TextField } from '#client/components/ui/text-fields.tsx';
import { refusalText } from '#client/i18n/issue-text';
import { dateTime } from '#client/i18n/format';
import { rmText } from '#client/i18n/money-text';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { PayClaimDialog } from './pay-claim-dialog';
import { VoidPaymentDialog } from './void-payment-dialog';
import { WAITING_ALERT_HOURS, waitedLong, waitingText, type WaitingWords } from '../lib/waiting-time';

const NO_FILTER: ClaimFilterFields = { status: 'unclaimed', customer: '', startDate: '', endDate: '' };
/** The dates of the win the list is filtered by. */
const DATE_FIELDS = [
  { name: 'startDate', label: m.claims_from },
  { name: 'endDate', label: m.claims_to },
] as const;

/** The waiting words of this build's language. */
const WAITING_WORDS: WaitingWords = {
  now: m.claims_waitingNow,
  minutes: m.claims_waitingMinutes,
  hours: m.claims_waitingHours,
  days: m.claims_waitingDays,
};

function ClaimRow({
  claim,
  now,
  onPay,
  onVoid,
}: {
  claim: Claim;
  now: number;
  onPay: () => void;
  onVoid: (payment: ClaimPayment) => void;
}) {
  const { payment } = claim;
  const customer = claim.customerName || claim.promoCode;
  const wheel = claim.prizeType === 'super' ? m.claims_wheelSuper : m.claims_wheelNormal;
  const label = { prize: claim.prizeName, customer };
  const waited = now - Date.parse(claim.drawnAt);
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold break-words text-slate-900">{claim.prizeName}</span>
          <span className="text-slate-600">{m.claims_slot({ wheel, slot: claim.slot })}</span>
          {claim.customerName ? (
            <CustomerLink name={claim.customerName} className="font-semibold" />
          ) : (
            <span className="font-semibold break-words text-slate-900">{customer}</span>
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-slate-600">
          <span className="font-mono">{m.claims_code({ code: claim.promoCode })}</span>
          <span className="font-mono">{m.claims_reference({ reference: claim.reference })}</span>
          <span>{m.claims_wonAt({ at: dateTime(claim.drawnAt) })}</span>
          {!payment && (
            <span className={waitedLong(waited) ? 'font-semibold text-amber-800' : undefined}>
              {waitingText(waited, WAITING_WORDS)}
            </span>
          )}
        </p>
        {payment ? (
          <>
            <p className="mt-1 font-semibold text-emerald-800 tabular-nums">
              {m.claims_paidAmount({
                amount: rmText(payment.amount),
                method: m.claims_methods[payment.method],
              })}
            </p>
            <p className="mt-1 break-words text-slate-600">
              {m.claims_paidAt({ at: dateTime(payment.paidAt), by: payment.paidBy })}
            </p>
            {payment.note && (
              <p className="mt-1 break-words whitespace-pre-line text-slate-600">{payment.note}</p>
            )}
          </>
        ) : (
          <p className="mt-1 text-slate-600 tabular-nums">
            {claim.slotValue === null ? m.claims_noValue : m.claims_value({ value: rmText(claim.slotValue) })}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {payment ? (
          <Button variant="outline" aria-label={m.claims_voidLabel(label)} onClick={() => onVoid(payment)}>
            {m.claims_void}
          </Button>
        ) : (
          <Button aria-label={m.claims_payLabel(label)} onClick={onPay}>
            {m.claims_pay}
          </Button>
        )}
      </div>
    </li>
  );
}

function ClaimsCard({ initialSearch = '' }: { initialSearch?: string | undefined }) {
  const [fields, setFields] = useState({ ...NO_FILTER, customer: initialSearch });
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<Claim | null>(null);
  const [voiding, setVoiding] = useState<{ claim: Claim; payment: ClaimPayment } | null>(null);
  // The filters go through claims.csv's own schema: a from after its to is said here, not sent.
  const checked = claimsExportQuerySchema.safeParse(fields);
  const filterError = refusalText(checked, m.claims_checkFilters);
  const customer = useDebouncedValue(fields.customer, 300);
  const list = useClaims({ ...fields, customer }, page);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, CLAIMS_PAGE_SIZE);
  const filtered = fields.customer.trim() !== '' || fields.startDate !== '' || fields.endDate !== '';
  // Ages as of the page's load: the list is reloaded whenever a win or a payment changes it.
  const now = list.dataUpdatedAt;

  const setField = (name: keyof ClaimFilterFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const empty = filtered
    ? m.claims_noneMatch
    : fields.status === 'paid'
      ? m.claims_nonePaid
      : m.claims_noneUnclaimed;

  return (
    <Card
      title={m.claims_listTitle}
      actions={<ExportCsvButton href={claimsCsvUrl(fields)} disabled={filterError !== null} />}
    >
      <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="col-span-2 sm:w-40">
          <SelectField<ClaimStatus>
            label={m.claims_show}
            value={fields.status}
            onChange={(status) => setField('status', status)}
            options={[
              { value: 'unclaimed', label: m.claims_unclaimed },
              { value: 'paid', label: m.claims_paid },
            ]}
          />
        </div>
        <div className="col-span-2 sm:w-56">
          <TextField
            label={m.claims_customer}
            type="search"
            maxLength={SEARCH_MAX}
            value={fields.customer}
            onChange={(value) => setField('customer', value)}
          />
        </div>
        {DATE_FIELDS.map(({ name, label }) => (
          <div key={name} className="min-w-0 sm:w-44">
            <TextField label={label} type="date" value={fields[name]} onChange={(v) => setField(name, v)} />
          </div>
        ))}
        {filtered && (
          <Button
            variant="outline"
            className="col-span-2 justify-self-start"
            onClick={() => {
              setFields({ ...NO_FILTER, status: fields.status });
              setPage(1);
            }}
          >
            {m.claims_resetFilters}
          </Button>
        )}
      </div>
      {filterError ? (
        <TableMessage alert>{filterError}</TableMessage>
      ) : (
        <TableOrMessage list={list} what={m.claims_what} empty={items.length > 0 ? null : empty}>
          <>
            <ul
              aria-label={fields.status === 'paid' ? m.claims_paid : m.claims_unclaimed}
              className={`divide-y divide-slate-100 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.map((claim) => (
                <ClaimRow
                  key={claim.drawId}
                  claim={claim}
                  now={now}
                  onPay={() => setPaying(claim)}
                  onVoid={(payment) => setVoiding({ claim, payment })}
                />
              ))}
            </ul>
            {fields.status === 'unclaimed' && (
              <p className="mt-2 text-xs text-slate-600">
                {m.claims_waitingLegend({ hours: WAITING_ALERT_HOURS })}
              </p>
            )}
          </>
        </TableOrMessage>
      )}
      {pages > 1 && !filterError && (
        <TablePager
          page={page}
          pageSize={CLAIMS_PAGE_SIZE}
          total={total}
          onPage={setPage}
          label={m.claims_pages}
        />
      )}
      {/* Mounted per claim, so each opens with that claim's values. */}
      {paying && <PayClaimDialog key={paying.drawId} claim={paying} onClose={() => setPaying(null)} />}
      {voiding && (
        <VoidPaymentDialog
          key={voiding.payment.id}
          claim={voiding.claim}
          payment={voiding.payment}
          onClose={() => setVoiding(null)}
        />
      )}
    </Card>
  );
}

/** The wins to pay; the liability they make is on the dashboard above the tabs (LiabilityCard). */
/** `initialSearch`: the search a link opened the tab on (a win's code on the customer page). */
export function ClaimsTab({ initialSearch }: { initialSearch?: string | undefined }) {
  return <ClaimsCard initialSearch={initialSearch} />;
}
