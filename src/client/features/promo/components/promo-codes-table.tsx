// Active Promo Codes: the server-paged table (10, 50 or 100 rows a page, remembered in this browser) with
// status, batch, customer and date filters, the lists' search (q: a code or its start, a part of a name, a
// phone's digits; docs/decisions/0045), each code's uses, expiry and batch, a copy of the code, its void and
// new expiry, deletion and the CSV export.
import { rmText } from '#client/i18n/money-text';
import { useEffect, useState, type InputHTMLAttributes, type SubmitEvent } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { PROMO_PAGE_SIZE, PROMO_PAGE_SIZES } from '#shared/api/promo';
import { SEARCH_MAX } from '#shared/input-rules';
import { CustomerLink } from '#client/lib/admin-links.tsx';
import { EXACT_TYPING } from '#client/lib/exact-typing';
import type { PromoCodeItem } from '#shared/api/promo';
import { pageCount } from '#shared/pagination';
import { businessStamp } from '#shared/business-date';
import { PROMO_STATUS_FILTERS, type PromoStatusFilter } from '#shared/api/promo';
import { promoFilterQuery, useDeletePromoCode, usePromoCodes } from '#client/api/promo-codes';
import { useBatches } from '#client/api/promo-batches';
import { local } from '#client/lib/storage';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '#shared/i18n/locales';
import { urlOf } from '#shared/endpoints/endpoint';
import * as exports from '#shared/endpoints/exports';
import * as promo from '#shared/endpoints/promo';
import { useMay } from '#client/api/admin-session';
import { FilterIcon, StrokeIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { Card } from '#client/components/ui/card.tsx';
import { PromoStatusBadge } from '#client/components/ui/promo-status-badge.tsx';
import { DeletePromoDialog } from './delete-promo-dialog';
import { CopyCodeButton } from './copy-code-button';
import { ExtendCodeDialog, PromoDialogLoader, VoidCodeDialog } from './lazy-promo-dialogs';
import { CodeShare } from './code-share';
import { inputClass } from '#client/components/ui/field-classes';
import { TablePager } from '#client/components/ui/table-pager.tsx';
import { TableOrMessage } from '#client/components/ui/table-status.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { dateTime } from '#client/i18n/format';

/** The status filter's words: each status's badge word, and All (every code, the table's default view). */
const STATUS_FILTER_LABEL: Record<PromoStatusFilter, string> = {
  all: m.promo_statusAll,
  active: m.promo_statusActive,
  scheduled: m.promo_statusScheduled,
  used: m.promo_statusUsed,
  expired: m.promo_statusExpired,
  void: m.promo_void,
};

/** Typing searches once it pauses this long (Enter searches at once). */
const SEARCH_DEBOUNCE_MS = 300;

/** Where this browser keeps the table's page size. */
const PAGE_SIZE_KEY = 'promoCodesPageSize';

/** Where this browser keeps the language the rows' Copy message writes in. */
const LANGUAGE_KEY = 'promoShareLanguage';

/** The page size this browser chose last, or the table's default. */
function rememberedPageSize(): number {
  const kept = Number(local.get(PAGE_SIZE_KEY));
  return (PROMO_PAGE_SIZES as readonly number[]).includes(kept) ? kept : PROMO_PAGE_SIZE;
}

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const th = 'px-2 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const td = 'px-2 py-2 align-top';

function ClearButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-6 w-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900"
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** A filter over the table: its label beside its input. */
function Filter({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {label}
      </label>
      <input id={id} {...input} />
    </>
  );
}

/** A choice over the table: its label beside its list. */
function Choice<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={`${inputClass} h-10 w-auto`}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A row's action as an icon; aria-disabled keeps it focusable, so its reason (the tooltip) is met too. */
function RowAction({
  label,
  text,
  icon,
  refusal,
  onClick,
}: {
  label: string;
  /** The action's name, the title of the toast that says why it cannot be done. */
  text: string;
  /** The icon's path (StrokeIcon). */
  icon: string;
  /** Why it cannot be done for this code; null: it can. */
  refusal: string | null;
  onClick: () => void;
}) {
  return (
    <Tooltip content={refusal ?? label}>
      <button
        type="button"
        aria-label={label}
        aria-disabled={refusal !== null || undefined}
        onClick={() => (refusal === null ? onClick() : toast({ title: text, description: refusal }))}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-blue-700 hover:bg-blue-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent"
      >
        <StrokeIcon d={icon} />
      </button>
    </Tooltip>
  );
}

/** Why a code cannot be voided or given a new expiry; null: it can. */
const lifecycleRefusal = (item: PromoCodeItem): string | null =>
  item.status === 'void' ? m.promo_voidFinal : item.isUsed ? m.promo_usedUpKept : null;

export function PromoCodesTable({ initialSearch = '' }: { initialSearch?: string | undefined }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(rememberedPageSize);
  const [language, setLanguage] = useState<Locale>(() => {
    const kept = local.get(LANGUAGE_KEY);
    return isLocale(kept) ? kept : DEFAULT_LOCALE;
  });
  const [customer, setCustomer] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [status, setStatus] = useState<PromoStatusFilter>('all');
  const [batchId, setBatchId] = useState<number | null>(null);
  const [changing, setChanging] = useState<{ item: PromoCodeItem; change: 'void' | 'extend' } | null>(null);
  const batches = useBatches();
  /** What is typed in the search box, and the search the table shows (typing, once it pauses). */
  const [codeText, setCodeText] = useState(initialSearch);
  const [code, setCode] = useState(initialSearch);
  const [toDelete, setToDelete] = useState<PromoCodeItem | null>(null);
  const filters = { customer, q: code || null, date: date || null, status, batchId };
  const list = usePromoCodes({ page, pageSize, ...filters });
  const remove = useDeletePromoCode();

  // A new search starts from page 1: the page and the search change together, so no request goes out
  // for the old page of the new search.
  useEffect(() => {
    const typed = codeText.trim();
    if (typed === code) return undefined;
    const timer = window.setTimeout(() => {
      setCode(typed);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [codeText, code]);

  const searchNow = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = codeText.trim();
    if (typed === code) return;
    setCode(typed);
    setPage(1);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, pageSize);
  const otherFilters = customer !== null || date !== '' || status !== 'all' || batchId !== null;
  // Every code under the table's filters and search, all pages.
  const exportHref = urlOf(exports.promoCodes, undefined, Object.fromEntries(promoFilterQuery(filters)));
  // Extending, voiding and deleting a code are a manager's; the export too.
  const may = useMay();
  const mayManage = may(promo.deleteCode);

  const filterByCustomer = (name: string | null) => {
    setCustomer(name);
    setPage(1);
  };

  const confirmDelete = (item: PromoCodeItem) => {
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: m.promo_deleted, description: m.promo_deletedText({ code: item.code }) });
        // The last row of a later page is gone: show the page before instead of an empty one.
        if (items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toast({ title: m.promo_error, description: error.message, variant: 'destructive' }),
      onSettled: () => setToDelete(null),
    });
  };

  let empty = otherFilters ? m.promo_noneFound : m.promo_noneYet;
  if (code) empty = m.promo_noneLike({ code, filtered: otherFilters });
  const table = (
    // From sm up the table scrolls inside the card when narrower than its row; at 1280 px the whole row
    // fits: a long amount or language wraps the uses rather than push the actions out of view. Below sm
    // each row is a card (stack-table), so the page itself never scrolls sideways. Relative: the scroller
    // is the containing block of what the rows position (the share column's sr-only label), or that
    // escapes the scroller, and a phone widens its whole page to hold it.
    <div className="relative sm:-mx-5 sm:overflow-x-auto">
      <table
        role="table"
        className={`stack-table w-full text-sm transition-opacity sm:min-w-[1040px] ${list.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <thead role="rowgroup" className="border-b border-slate-200 bg-slate-50">
          <tr role="row">
            <th role="columnheader" className={`${th} sm:pl-5`}>
              {m.promo_colCode}
            </th>
            <th role="columnheader" className={th}>
              {m.promo_colCustomer}
            </th>
            <th role="columnheader" className={th}>
              {m.promo_colDeposit}
            </th>
            <th role="columnheader" className={th}>
              {m.promo_colPrize}
            </th>
            <th role="columnheader" className={th}>
              {m.promo_colStatus}
            </th>
            <th role="columnheader" className={th}>
              {m.promo_colExpires}
            </th>
            <th role="columnheader" className={th}>
              {m.promo_colCreated}
            </th>
            <th role="columnheader" className={`${th} text-right sm:pr-5`}>
              {m.promo_colActions}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} role="row" className="hover:bg-slate-50">
              <td role="cell" data-label={m.promo_colCode} className={`${td} whitespace-nowrap sm:pl-5`}>
                <div className="flex items-center gap-1">
                  <span className="font-mono font-semibold">{item.code}</span>
                  <CopyCodeButton code={item.code} />
                </div>
                {item.isDemo && (
                  <span className={`${badge} bg-slate-200 text-slate-600`}>{m.promo_demoBadge}</span>
                )}
              </td>
              <td role="cell" data-label={m.promo_colCustomer} className={td}>
                <div className="flex max-w-[16rem] min-w-[8rem] items-start gap-1">
                  <CustomerLink name={item.customerName} />
                  <Tooltip content={m.promo_onlyCustomer({ customer: item.customerName })}>
                    <button
                      type="button"
                      aria-label={m.promo_onlyCustomer({ customer: item.customerName })}
                      onClick={() => filterByCustomer(item.customerName)}
                      className="shrink-0 rounded px-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                    >
                      <FilterIcon />
                    </button>
                  </Tooltip>
                </div>
              </td>
              <td role="cell" data-label={m.promo_colDeposit} className={td}>
                {item.depositVoided ? (
                  <div className="font-mono whitespace-nowrap tabular-nums">
                    <s>{rmText(item.depositAmount)}</s>{' '}
                    <span className="font-sans text-xs font-semibold text-red-700">{m.promo_void}</span>
                  </div>
                ) : (
                  <div className="font-mono whitespace-nowrap tabular-nums">{rmText(item.depositAmount)}</div>
                )}
                <div className="text-xs text-slate-500">
                  {/* One use's value by the one rule; unknown is said, never RM 0 (docs/decisions/0044). */}
                  {item.prizeValue === null
                    ? m.promo_prizeNoValue
                    : item.usageLimit > 1
                      ? m.promo_prizeAmountUses({ amount: rmText(item.prizeValue), uses: item.usageLimit })
                      : m.promo_prizeAmount({ amount: rmText(item.prizeValue) })}
                </div>
              </td>
              <td role="cell" data-label={m.promo_colPrize} className={td}>
                <div className="flex flex-wrap items-center gap-1.5">
                  <span>{item.prizeName}</span>
                  <span
                    className={`${badge} ${item.prizeType === 'super' ? 'bg-purple-100 text-purple-700' : 'bg-sky-100 text-sky-700'}`}
                  >
                    {item.prizeType === 'super' ? m.promo_typeSuper : m.promo_typeNormal}
                  </span>
                </div>
                {/* The slot was renamed between generation and spin: the draw carries the wheel's name. */}
                {item.drawnPrizeNames.some((name) => name !== item.prizeName) && (
                  <div className="mt-0.5 text-xs text-slate-600">
                    {m.promo_wonAs({ names: item.drawnPrizeNames })}
                  </div>
                )}
              </td>
              <td role="cell" data-label={m.promo_colStatus} className={td}>
                <PromoStatusBadge status={item.status} />
                <div className="mt-0.5 min-w-24 text-xs text-slate-600 tabular-nums">
                  {m.promo_usesOf({ used: item.useCount, limit: item.usageLimit })}
                </div>
                {item.usageLimit > 1 && item.status !== 'void' && !item.isUsed && (
                  <div className="text-xs text-slate-600">
                    {m.promo_spinsLeft({ count: item.usageLimit - item.useCount })}
                  </div>
                )}
                {item.status === 'scheduled' && item.validFrom && (
                  <div className="mt-0.5 text-xs whitespace-nowrap text-slate-600">
                    {m.promo_startsAt({ time: dateTime(item.validFrom) })}
                  </div>
                )}
                {item.status === 'void' && item.voidReason && (
                  <div className="mt-0.5 max-w-[14rem] text-xs break-words text-slate-600">
                    {m.promo_voidedBecause({ reason: item.voidReason })}
                  </div>
                )}
              </td>
              <td
                role="cell"
                data-label={m.promo_colExpires}
                className={`${td} whitespace-nowrap text-slate-600`}
              >
                {businessStamp(item.expiresAt)}
              </td>
              <td
                role="cell"
                data-label={m.promo_colCreated}
                className={`${td} whitespace-nowrap text-slate-600`}
              >
                <div>{(item.createdAt && businessStamp(item.createdAt)) || m.promo_notAvailable}</div>
                {/* Where the code came from: made on its own, or one of a batch; and who made it. */}
                <div className="text-xs">
                  {item.batchId === null ? m.promo_madeAlone : m.promo_batchLabel({ id: item.batchId })}
                  {item.createdBy && ` · ${m.promo_madeBy({ name: item.createdBy })}`}
                </div>
              </td>
              <td
                role="cell"
                data-label={m.promo_colActions}
                className={`${td} text-right whitespace-nowrap sm:pr-5`}
              >
                <CodeShare
                  rowLanguage={language}
                  code={item.code}
                  prizeName={item.prizeName}
                  expiresAt={item.expiresAt}
                />
                {mayManage && (
                  <>
                    <RowAction
                      label={m.promo_extendCode({ code: item.code })}
                      text={m.promo_extendAction}
                      icon="M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9"
                      refusal={lifecycleRefusal(item)}
                      onClick={() => setChanging({ item, change: 'extend' })}
                    />
                    <RowAction
                      label={m.promo_voidCode({ code: item.code })}
                      text={m.promo_voidAction}
                      icon="M5.6 5.6l12.8 12.8M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9"
                      refusal={lifecycleRefusal(item)}
                      onClick={() => setChanging({ item, change: 'void' })}
                    />
                    <Tooltip
                      content={
                        item.useCount > 0 ? m.promo_usedCodeKept : m.promo_deleteCode({ code: item.code })
                      }
                    >
                      <button
                        type="button"
                        aria-label={m.promo_deleteCode({ code: item.code })}
                        // A used code's draw is part of the record. aria-disabled rather than disabled keeps
                        // the button focusable, so keyboard and screen-reader users meet the reason too.
                        aria-disabled={item.useCount > 0 || undefined}
                        onClick={() =>
                          item.useCount > 0
                            ? toast({ title: m.promo_cannotDelete, description: m.promo_usedCodeKept })
                            : setToDelete(item)
                        }
                        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-red-600 hover:bg-red-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent"
                      >
                        <TrashIcon />
                      </button>
                    </Tooltip>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <Card
      title={m.promo_tableTitle}
      actions={may(exports.promoCodes) && <ExportCsvButton href={exportHref} />}
    >
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <form role="search" onSubmit={searchNow} className="flex w-full items-center gap-2 sm:w-auto">
          <Filter
            label={m.promo_search}
            type="search"
            {...EXACT_TYPING}
            maxLength={SEARCH_MAX}
            placeholder={m.promo_searchPlaceholder}
            value={codeText}
            onChange={(e) => setCodeText(e.target.value)}
            className={`${inputClass} sm:w-48`}
          />
        </form>
        {customer !== null && (
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm">
            <span className="truncate">{m.promo_customerFilter({ customer })}</span>
            <ClearButton label={m.promo_clearCustomer} onClick={() => filterByCustomer(null)} />
          </span>
        )}
        <Choice
          label={m.promo_filterStatus}
          value={status}
          options={PROMO_STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABEL[value] }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <Choice<number | 'any'>
          label={m.promo_filterBatch}
          value={batchId ?? 'any'}
          options={[
            { value: 'any', label: m.promo_batchAny },
            ...(batches.data?.items ?? []).map((b) => ({
              value: b.id,
              label: m.promo_batchOption({ id: b.id, count: b.count }),
            })),
          ]}
          onChange={(value) => {
            setBatchId(value === 'any' ? null : value);
            setPage(1);
          }}
        />
        <div className="flex items-center gap-2">
          <Filter
            label={m.promo_createdOn}
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setPage(1);
            }}
            className={`${inputClass} w-auto`}
          />
          {date && (
            <ClearButton
              label={m.promo_clearDate}
              onClick={() => {
                setDate('');
                setPage(1);
              }}
            />
          )}
        </div>
      </div>
      <TableOrMessage list={list} what={m.promo_what} empty={items.length === 0 ? empty : null}>
        {table}
      </TableOrMessage>
      <div className="mt-4 flex flex-wrap justify-end gap-x-6 gap-y-3">
        <Choice
          label={m.promo_messagesIn}
          value={language}
          options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          onChange={(value) => {
            setLanguage(value);
            local.set(LANGUAGE_KEY, value);
          }}
        />
        <Choice
          label={m.promo_pageSize}
          value={pageSize}
          options={PROMO_PAGE_SIZES.map((value) => ({ value, label: String(value) }))}
          onChange={(value) => {
            setPageSize(value);
            local.set(PAGE_SIZE_KEY, String(value));
            setPage(1);
          }}
        />
      </div>
      {pages > 1 && (
        <TablePager label={m.promo_pages} page={page} pageSize={pageSize} total={total} onPage={setPage} />
      )}
      {changing && (
        <PromoDialogLoader onClose={() => setChanging(null)}>
          {changing.change === 'void' ? (
            <VoidCodeDialog item={changing.item} onClose={() => setChanging(null)} />
          ) : (
            <ExtendCodeDialog item={changing.item} onClose={() => setChanging(null)} />
          )}
        </PromoDialogLoader>
      )}
      <DeletePromoDialog
        item={toDelete}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
