// The audit trail: GET /api/admin/audit-log (the Audit tab's list) and GET /api/admin/audit-log/actions
// (its action filter). Admin screens only: answers are parsed with the shared schemas.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditActionsSchema, auditLogSchema, type AuditFilter } from '#shared/api/audit';
import * as audit from '#shared/endpoints/audit';
import { request } from '../lib/admin-api-client';
import { filterParams, getPage } from './list-query';
import { useRefreshOnDraws } from './records';

export const AUDIT_PAGE_SIZE = 20;
export const auditLogKey = [audit.log.path] as const;
/** Under the list's key, so that every reload of the list reloads the filter's actions too. */
export const auditActionsKey = [...auditLogKey, 'actions'] as const;

/** The screen's filters as query parameters: its pages and its CSV export take the same ones. */
export const auditFilterQuery = ({ action, from, to, staffId }: Partial<AuditFilter>) =>
  filterParams({ action, from, to, staffId: staffId === undefined ? undefined : String(staffId) });

export const getAuditLog = (filter: Partial<AuditFilter>, page: number) =>
  getPage(audit.log, auditLogSchema, auditFilterQuery(filter), {
    page,
    pageSize: AUDIT_PAGE_SIZE,
  });

export const getAuditActions = () => request(audit.actions, auditActionsSchema);

/**
 * One page of entries, newest first. `filter: null` (dates out of order) loads nothing. Every change
 * anywhere writes an entry, so the queries never trust their cache (the client's default is never
 * stale): they reload whenever the tab opens, after any change this dashboard makes (clearing the draw
 * history writes draws.clear; its push can arrive before that entry is written, its answer cannot) and
 * when a draw happens anywhere (a redemption is an entry).
 */
export function useAuditLog(filter: AuditFilter | null, page: number) {
  useRefreshOnDraws(auditLogKey, { afterChanges: true });
  return useQuery({
    queryKey: [...auditLogKey, { ...filter, page }],
    queryFn: () => getAuditLog(filter ?? {}, page),
    enabled: filter !== null,
    staleTime: 0,
    // The old page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  return useQuery({ queryKey: auditActionsKey, queryFn: getAuditActions, staleTime: 0 });
}
