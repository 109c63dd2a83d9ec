// The customer page: one customer's codes (uses and status), deposits with the FOC summary, wins with
// their payments, and the chats the operator named after them, each linked to where it is worked on.
// Lazy-loaded by the dashboard when /admin?customer=<name> is opened.
import { useEffect, useRef, type ReactNode } from 'react';
import * as m from '#messages';
import type { CustomerChat, CustomerCode, CustomerWin } from '#shared/api/customers';
import { useCustomerPage } from '#client/api/customers';
import { Card } from '#client/components/ui/card.tsx';
import { PromoStatusBadge } from '#client/components/ui/promo-status-badge.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { dateTime, businessDay } from '#client/i18n/format';
import { rmText } from '#client/i18n/money-text';
import { AdminLink, tabSearchHref, type SearchableTab } from '#client/lib/admin-links.tsx';

/** A link to a tab of the dashboard opened on a search (where the item is worked on). */
function TabSearchLink({
  tab,
  q,
  label,
  children,
}: {
  tab: SearchableTab;
  q: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <AdminLink href={tabSearchHref(tab, q)} label={label} className="text-sm text-blue-700 hover:underline">
      {children}
    </AdminLink>
  );
}

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';
const list = 'divide-y divide-slate-100 text-sm';
const none = 'text-sm text-slate-600';

function CodeItem({ code }: { code: CustomerCode }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
      <TabSearchLink tab="promo" q={code.code} label={m.customers_inPromoTable({ code: code.code })}>
        <span className="font-mono font-semibold">{code.code}</span>
      </TabSearchLink>
      <span>{code.prizeName}</span>
      <span className="text-slate-700">
        {m.customers_uses({ used: code.useCount, limit: code.usageLimit })}
      </span>
      <PromoStatusBadge status={code.status} />
      <span className="text-slate-600">{m.customers_expires({ at: dateTime(code.expiresAt) })}</span>
    </li>
  );
}

function WinItem({ win }: { win: CustomerWin }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
      <span className="font-semibold">{win.prizeName}</span>
      <TabSearchLink tab="claims" q={win.promoCode} label={m.customers_inClaims({ code: win.promoCode })}>
        <span className="font-mono">{win.promoCode}</span>
      </TabSearchLink>
      <span className="font-mono text-slate-600">{win.reference}</span>
      <span className="text-slate-600">{m.claims_wonAt({ at: dateTime(win.drawnAt) })}</span>
      {win.payment ? (
        <span className="font-semibold text-emerald-800 tabular-nums">
          {m.customers_paid({
            amount: rmText(win.payment.amount),
            method: m.claims_methods[win.payment.method],
            at: dateTime(win.payment.paidAt),
          })}
        </span>
      ) : (
        <span className="font-semibold text-amber-800">{m.customers_unpaid}</span>
      )}
    </li>
  );
}

function ChatItem({ chat }: { chat: CustomerChat }) {
  return (
    <li className="grid gap-1 py-2">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <TabSearchLink
          tab="chat"
          q={chat.sessionId}
          label={m.customers_inLiveChat({ visitor: chat.visitorName })}
        >
          {chat.visitorName}
        </TabSearchLink>
        <span className="text-slate-600">{dateTime(chat.lastAt)}</span>
        {chat.resolved && (
          <span className={`${badge} bg-slate-200 text-slate-700`}>{m.customers_resolved}</span>
        )}
        {chat.contact && (
          <span className="text-slate-700">{m.customers_contact({ contact: chat.contact })}</span>
        )}
      </p>
      <p className="truncate text-slate-600">{chat.lastMessage}</p>
    </li>
  );
}

export function CustomerPage({ name }: { name: string }) {
  const query = useCustomerPage(name);
  // Opened from a list further down the dashboard: the page starts at its title, read out first.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    title.current?.focus();
  }, [query.isSuccess]);
  const back = (
    <AdminLink href="/admin" className="text-sm font-medium text-blue-700 hover:underline">
      {m.customers_back}
    </AdminLink>
  );
  if (query.isPending) {
    return (
      <div role="status" className="rounded-xl bg-white p-10 text-center text-slate-600">
        {m.customers_loading}
      </div>
    );
  }
  if (query.isError) {
    // ApiError's status, read without importing it: the page's chunk stays apart from the first load's.
    const missing = 'status' in query.error && query.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        {missing ? (
          <p role="alert" className="rounded-xl bg-white p-6 text-slate-700">
            {m.customers_notFound({ name })}
          </p>
        ) : (
          <LoadError what={name} query={query} />
        )}
      </div>
    );
  }
  const customer = query.data;
  const summary = customer.deposits;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 ref={title} tabIndex={-1} className="text-xl font-bold break-words outline-none">
          {m.customers_title({ name: customer.name })}
        </h2>
        {back}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title={m.customers_codes}>
          {customer.codes.length === 0 ? (
            <p className={none}>{m.customers_noCodes}</p>
          ) : (
            <ul className={list}>
              {customer.codes.map((code) => (
                <CodeItem key={code.id} code={code} />
              ))}
            </ul>
          )}
        </Card>
        <Card
          title={m.customers_deposits}
          actions={
            <TabSearchLink tab="deposits" q={customer.name} label={m.customers_inDepositSearch}>
              {m.customers_inDepositSearch}
            </TabSearchLink>
          }
        >
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {[
              { label: m.deposits_totalDeposit, value: summary.totalDeposit },
              { label: m.deposits_foc, value: summary.foc15Percent },
              { label: m.deposits_totalPrizeAmount, value: summary.totalPrizeAmount },
              { label: m.deposits_finalDeduction, value: summary.finalDeduction },
            ].map((item) => (
              <div key={item.label} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs text-slate-600">{item.label}</dt>
                <dd className="font-mono font-semibold tabular-nums">{rmText(item.value)}</dd>
              </div>
            ))}
          </dl>
          {summary.deposits.length === 0 ? (
            <p className={`${none} mt-3`}>{m.deposits_none}</p>
          ) : (
            <ul className={`${list} mt-3`}>
              {summary.deposits.map((deposit) => (
                <li key={deposit.id} className="flex flex-wrap gap-x-3 py-2">
                  <span className={`font-mono tabular-nums ${deposit.voidedAt ? 'line-through' : ''}`}>
                    {rmText(deposit.depositAmount)}
                  </span>
                  <span className="text-slate-600">{businessDay(deposit.depositDate)}</span>
                  {deposit.voidedAt && <span className="font-semibold text-red-700">{m.promo_void}</span>}
                  {deposit.notes && <span className="text-slate-600">{deposit.notes}</span>}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={m.customers_wins}>
          {customer.wins.length === 0 ? (
            <p className={none}>{m.customers_noWins}</p>
          ) : (
            <ul className={list}>
              {customer.wins.map((win) => (
                <WinItem key={win.drawId} win={win} />
              ))}
            </ul>
          )}
        </Card>
        <Card title={m.customers_chats}>
          {customer.chats.length === 0 ? (
            <p className={none}>{m.customers_noChats}</p>
          ) : (
            <ul className={list}>
              {customer.chats.map((chat) => (
                <ChatItem key={chat.sessionId} chat={chat} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
