// The notice page document (its notices, builder data and globalSettings; when a notice shows, in which
// order, and the animation speed): its shape, limits, defaults and the rules /notice and the builder both
// apply. No zod here: /notice imports this file (docs/decisions/0015); the document rule built from these
// constants is in api/notice-builder.ts, and /notice reads by the rule generated from it.
import type { Translations } from './i18n/content';
import { NOTICE_PAGE_RULE } from './document-rule/notice-page.rule';
import { readDocument } from './document-rule/rule';
import { LAYOUTS, type Layout } from './home-page';
import type { PageDocumentKind } from './page-document';
import { VIEWS } from './settings-catalog';

export const NOTICE_TYPES = ['announcement', 'promotion', 'warning', 'info'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE_PRIORITIES = ['low', 'medium', 'high'] as const;
export type NoticePriority = (typeof NOTICE_PRIORITIES)[number];

export const NOTICE_POSITIONS = ['top', 'bottom'] as const;
export type NoticePosition = (typeof NOTICE_POSITIONS)[number];

export { LAYOUTS, type Layout };

export interface NoticeSection {
  id: string;
  enabled: boolean;
  type: NoticeType;
  title: string;
  subtitle: string;
  content: string;
  titleAlignment: Layout;
  subtitleAlignment: Layout;
  /** The content's text alignment. */
  layout: Layout;
  backgroundColor: string;
  textColor: string;
  imageUrl: string;
  priority: NoticePriority;
  showOnPages: string[];
  /** ISO date-times; '' when open-ended. */
  startDate: string;
  endDate: string;
  /** The texts in the other languages (docs/decisions/0017). */
  translations?: Translations<NoticeText>;
}

export type NoticeText = 'title' | 'subtitle' | 'content';

export interface NoticeGlobalSettings {
  siteName: string;
  primaryColor: string;
  secondaryColor: string;
  showNotices: boolean;
  noticePosition: NoticePosition;
  /** Seconds one pass of the scrolling preview takes. */
  animationSpeed: number;
  translations?: Translations<'siteName'>;
}

export interface NoticeBuilderData {
  sections: NoticeSection[];
  globalSettings: NoticeGlobalSettings;
}

export const NOTICE_LIMITS = {
  notices: 100,
  id: 64,
  title: 200,
  subtitle: 300,
  content: 5000,
  siteName: 100,
  pages: 10,
  pageName: 40,
} as const;

export const ANIMATION_SPEED = { min: 5, max: 30, fallback: 15 } as const;

/** A number of seconds from 5 to 30; anything else reads as 15. */
export function animationSpeedOf(value: unknown): number {
  return typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= ANIMATION_SPEED.min &&
    value <= ANIMATION_SPEED.max
    ? value
    : ANIMATION_SPEED.fallback;
}

/** New notices are red for warnings, blue for info, amber otherwise (text readable on each). */
export function defaultNoticeColors(type: NoticeType): { backgroundColor: string; textColor: string } {
  if (type === 'warning') return { backgroundColor: '#FEE2E2', textColor: '#991B1B' };
  if (type === 'info') return { backgroundColor: '#DBEAFE', textColor: '#1E40AF' };
  return { backgroundColor: '#FEF3C7', textColor: '#92400E' };
}

export const DEFAULT_NOTICE_FIELDS = {
  enabled: true,
  type: 'announcement',
  title: '',
  subtitle: '',
  content: '',
  titleAlignment: 'left',
  subtitleAlignment: 'left',
  layout: 'left',
  imageUrl: '',
  priority: 'medium',
  startDate: '',
  endDate: '',
} as const satisfies Partial<NoticeSection>;

export const DEFAULT_SHOW_ON_PAGES = ['spin'];

export const DEFAULT_NOTICE_SETTINGS: NoticeGlobalSettings = {
  siteName: 'NOTICE SYSTEM',
  primaryColor: '#F59E0B',
  secondaryColor: '#10B981',
  showNotices: true,
  noticePosition: 'top',
  animationSpeed: ANIMATION_SPEED.fallback,
};

export const defaultNoticeData = (): NoticeBuilderData => ({
  sections: [],
  globalSettings: { ...DEFAULT_NOTICE_SETTINGS },
});

const PRIORITY_WEIGHT: Record<NoticePriority, number> = { high: 3, medium: 2, low: 1 };

const timeOf = (iso: string): number | null => {
  if (iso === '') return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Shown when enabled and now lies within the optional window. The start is inclusive (a notice starting at
 * 10:00 shows at 10:00:00.000) and the end exclusive (it is gone at its end time).
 */
export function isNoticeActive(notice: NoticeSection, now: number): boolean {
  if (!notice.enabled) return false;
  const start = timeOf(notice.startDate);
  const end = timeOf(notice.endDate);
  return (start === null || now >= start) && (end === null || now < end);
}

export type NoticeSchedule = 'live' | 'scheduled' | 'ended' | 'disabled';

/** The builder's badge: live now, scheduled to start, ended, or switched off. */
export function noticeSchedule(notice: NoticeSection, now: number): NoticeSchedule {
  if (!notice.enabled) return 'disabled';
  const start = timeOf(notice.startDate);
  const end = timeOf(notice.endDate);
  if (end !== null && now >= end) return 'ended';
  if (start !== null && now < start) return 'scheduled';
  return 'live';
}

/** The notices /notice shows now: active ones, high → medium → low, in builder order within a priority. */
export function activeNotices(notices: readonly NoticeSection[], now: number): NoticeSection[] {
  return notices
    .filter((n) => isNoticeActive(n, now))
    .map((notice, index) => ({ notice, index }))
    .sort(
      (a, b) => PRIORITY_WEIGHT[b.notice.priority] - PRIORITY_WEIGHT[a.notice.priority] || a.index - b.index,
    )
    .map(({ notice }) => notice);
}

/** The next moment after `now` at which some enabled notice starts or ends (null: none), for a timer. */
export function nextNoticeBoundary(notices: readonly NoticeSection[], now: number): number | null {
  let next: number | null = null;
  for (const notice of notices) {
    if (!notice.enabled) continue;
    for (const at of [timeOf(notice.startDate), timeOf(notice.endDate)]) {
      if (at !== null && at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}

/**
 * A document from this device's copy (the page's fallback) or an answer, read by the rule generated from the
 * load schema: missing fields at their defaults. Null when it breaks the rule.
 */
export const readNoticeData = (raw: unknown) =>
  readDocument(NOTICE_PAGE_RULE, raw) as NoticeBuilderData | null;

/** The notice page document: published as noticeBuilder, loaded by /notice. */
export const NOTICE_PAGE: PageDocumentKind<NoticeBuilderData> = {
  name: 'notice page',
  setting: 'noticeBuilder',
  prefix: '/api/notice-builder',
  view: VIEWS.noticePage,
  localKey: 'noticeData',
  read: readNoticeData,
  defaults: defaultNoticeData,
};
