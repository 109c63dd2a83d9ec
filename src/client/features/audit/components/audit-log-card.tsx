// The audit trail on screen: entries newest first, filtered by kind (each title an entry reads as) and
// business dates, paged by the server, exportable as CSV with the same filters.
import { useState } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { refusalText } from '#client/i18n/issue-text';
import { auditExportQuerySchema } from '#shared/api/exports';
import { auditKindTitle } from '#shared/audit-words';
import { pageCount } from '#shared/pagination';
import { AUDIT_PAGE_SIZE, auditFilterQuery, useAuditActions, useAuditLog } from '#client/api/audit';
import { urlOf } from '#shared/endpoints/endpoint';
import * as exports from '#shared/endpoints/exports';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { DateRangeFields } from '#client/components/ui/date-range-fields.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { TablePager } from '#client/components/ui/table-pager.tsx';
import { TableMessage, TableOrMessage } from '#client/components/ui/table-status.tsx';
import { AuditEntries } from './audit-entries';

const NO_FILTER = { action: '', from: '', to: '', staffId: '' };

export function AuditLogCard() {
  const ids = useId();
  const [fields, setFields] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  // The screen's filters go through the export's own schema: a from after its to is said here rather
  // than sent for the server to refuse.
  const checked = auditExportQuerySchema.safeParse({ ...fields, staffId: fields.staffId || undefined });
  const filter = checked.success ? checked.data : null;
  const filterError = refusalText(checked, m.admin_auditCheckFilters);
  const list = useAuditLog(filter, page);
  const actions = useAuditActions();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, AUDIT_PAGE_SIZE);
  const filtered = fields.action !== '' || fields.from !== '' || fields.to !== '' || fields.staffId !== '';
  const exportHref = urlOf(exports.audit, undefined, Object.fromEntries(auditFilterQuery(filter ?? {})));
  // The chosen action stays offered while the list of actions reloads or no longer holds it.
  const known = actions.data?.items ?? [];
  const actionOptions =
    fields.action && !known.some((a) => a.action === fields.action)
      ? [...known, { action: fields.action, count: 0 }]
      : known;

  const setField = (name: keyof typeof NO_FILTER, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  return (
    <Card
      title={m.admin_auditTitle}
      actions={<ExportCsvButton href={exportHref} disabled={filter === null} />}
    >
      <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="col-span-2 sm:w-56">
          <label htmlFor={`${ids}-action`} className={labelClass}>
            {m.admin_auditAction}
          </label>
          <select
            id={`${ids}-action`}
            value={fields.action}
            onChange={(e) => setField('action', e.target.value)}
            className={`${inputClass} h-10`}
          >
            <option value="">{m.admin_auditAllActions}</option>
            {actionOptions.map(({ action, count }) => (
              <option key={action} value={action}>
                {`${auditKindTitle(action, m.admin_auditWords)} (${count})`}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:w-48">
          <label htmlFor={`${ids}-person`} className={labelClass}>
            {m.admin_auditPerson}
          </label>
          <select
            id={`${ids}-person`}
            value={fields.staffId}
            onChange={(e) => setField('staffId', e.target.value)}
            className={`${inputClass} h-10`}
          >
            <option value="">{m.admin_auditEveryone}</option>
            {(actions.data?.people ?? []).map(({ staffId, name, count }) => (
              <option key={staffId} value={String(staffId)}>
                {`${name} (${count})`}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          value={fields}
          labels={{ from: m.admin_auditFrom, to: m.admin_auditTo }}
          onChange={setField}
        />
        {filtered && (
          <Button
            variant="outline"
            className="col-span-2 justify-self-start"
            onClick={() => {
              setFields(NO_FILTER);
              setPage(1);
            }}
          >
            {m.admin_auditResetFilters}
          </Button>
        )}
      </div>
      {filterError ? (
        <TableMessage alert>{filterError}</TableMessage>
      ) : (
        <TableOrMessage
          list={list}
          what={m.admin_auditWhat}
          empty={items.length > 0 ? null : filtered ? m.admin_auditNoneMatch : m.admin_auditNone}
        >
          <AuditEntries items={items} stale={list.isPlaceholderData} />
        </TableOrMessage>
      )}
      {pages > 1 && filter && (
        <TablePager
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={total}
          onPage={setPage}
          label={m.admin_auditPages}
        />
      )}
    </Card>
  );
}
