// The audit trail: GET /api/admin/audit-log (the Audit tab's list) and GET /api/admin/audit-log/actions
// (its action filter). Admin screens only: answers are parsed with the shared schemas.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auditActionsSchema, auditLogSchema, type AuditFilter } from '#shared/api/audit';
import { apiRequest } from '../lib/api-client';
import { onServerMessage } from '../lib/realtime';

export const AUDIT_PAGE_SIZE = 20;
export const auditLogKey = ['/api/admin/audit-log'] as const;
export const auditActionsKey = ['/api/admin/audit-log/actions'] as const;

/** The screen's filters as query parameters: its pages and its CSV export take the same ones. */
export function auditFilterQuery({ action, from, to }: Partial<AuditFilter>): URLSearchParams {
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return query;
}

export function getAuditLog(filter: Partial<AuditFilter>, page: number) {
  const query = auditFilterQuery(filter);
  query.set('page', String(page));
  query.set('pageSize', String(AUDIT_PAGE_SIZE));
  return apiRequest('GET', `/api/admin/audit-log?${query.toString()}`, auditLogSchema);
}

export const getAuditActions = () => apiRequest('GET', '/api/admin/audit-log/actions', auditActionsSchema);

/**
 * Every change anywhere writes an entry, so the queries never trust their cache (the client's default is
 * never stale): they reload whenever the tab opens, after any change this dashboard makes (clearing the
 * draw history writes draws.clear; its push can arrive before that entry is written, its answer cannot)
 * and when a draw happens anywhere (a redemption is an entry).
 */
function useAuditRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: auditLogKey });
      void queryClient.invalidateQueries({ queryKey: auditActionsKey });
    };
    const stopPush = onServerMessage((message) => message.type === 'draws_changed' && refresh());
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') refresh();
    });
    return () => {
      stopPush();
      stopMutations();
    };
  }, [queryClient]);
}

/** One page of entries, newest first. `filter: null` (dates out of order) loads nothing. */
export function useAuditLog(filter: AuditFilter | null, page: number) {
  useAuditRefresh();
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
