// The notice page document: GET /api/notice-builder/load (public) and POST /api/notice-builder/save
// (admin). /notice imports this module: no zod here (docs/decisions/0003, 0004).
import { useQuery } from '@tanstack/react-query';
import type { NoticeBuilderLoadResponse } from '#shared/api/notice-builder';
import { defaultNoticeData, normalizeNoticeData, type NoticeBuilderData } from '#shared/notice-page';
import { VIEWS } from '#shared/settings-catalog';
import { apiFetch } from '../lib/api-client';
import { local } from '../lib/storage';
import { getDraft, isDraftPreview } from './page-drafts';

/** Refreshed by settings pushes (noticeBuilder's view, see lib/realtime.ts). */
export const noticeDataKey = [VIEWS.noticePage] as const;

/** SPEC §3 browser local keys: this device's copy, and the key other tabs bump when they save. */
export const NOTICE_LOCAL_KEY = 'noticeData';
export const NOTICE_SYNC_KEY = 'noticeSync';

export type NoticeSource = 'server' | 'local' | 'defaults';
export interface LoadedNoticeData {
  data: NoticeBuilderData;
  source: NoticeSource;
}

export function readLocalNoticeData(): NoticeBuilderData | null {
  const raw = local.get(NOTICE_LOCAL_KEY);
  if (raw === null) return null;
  try {
    const data = normalizeNoticeData(JSON.parse(raw));
    if (data) return data;
  } catch {
    // Bad local data is only logged (SPEC §8).
  }
  console.warn('Ignoring the locally stored notices: they are not a notice document');
  return null;
}

/** Keeps this device's copy and tells other tabs (SPEC's noticeSync); false when storage refused. */
export function writeLocalNoticeData(data: NoticeBuilderData): boolean {
  const stored = local.set(NOTICE_LOCAL_KEY, JSON.stringify(data));
  local.set(NOTICE_SYNC_KEY, String(Date.now()));
  return stored;
}

/**
 * SPEC §7: the server, then this device's copy on failure, then the built-in defaults. In the builder's
 * preview frame, the admin's draft instead (never kept on the device: it is not published).
 */
export async function loadNoticeData(): Promise<LoadedNoticeData> {
  if (isDraftPreview()) {
    const draft = await getDraft<NoticeBuilderData>('/api/notice-builder');
    return { data: draft.data, source: 'server' };
  }
  try {
    const body = await apiFetch<NoticeBuilderLoadResponse>('GET', VIEWS.noticePage);
    local.set(NOTICE_LOCAL_KEY, JSON.stringify(body.data));
    return { data: body.data, source: 'server' };
  } catch {
    const stored = readLocalNoticeData();
    return stored ? { data: stored, source: 'local' } : { data: defaultNoticeData(), source: 'defaults' };
  }
}

export function useNoticeData() {
  return useQuery({ queryKey: noticeDataKey, queryFn: loadNoticeData });
}

export const saveNoticeData = (data: NoticeBuilderData) =>
  apiFetch<{ success: boolean; message: string }>('POST', '/api/notice-builder/save', { data });
