// The notice builder's edits and labels as plain functions, testable without a browser. The list's
// array order is the notices' order: /notice breaks ties within a priority by it.
import * as m from '#messages';
import {
  DEFAULT_NOTICE_FIELDS,
  DEFAULT_SHOW_ON_PAGES,
  defaultNoticeColors,
  type NoticePriority,
  type NoticeSchedule,
  type NoticeSection,
  type NoticeType,
} from '#shared/notice-page';
import { newId } from '#client/lib/draft-helpers';

export const NOTICE_TYPE_LABELS: Record<NoticeType, string> = {
  announcement: m.builder_typeAnnouncement,
  promotion: m.builder_typePromotion,
  warning: m.builder_typeWarning,
  info: m.builder_typeInfo,
};

export const PRIORITY_LABELS: Record<NoticePriority, string> = {
  high: m.builder_priorityHigh,
  medium: m.builder_priorityMedium,
  low: m.builder_priorityLow,
};

export const SCHEDULE_LABELS: Record<NoticeSchedule, string> = {
  live: m.builder_scheduleLive,
  scheduled: m.builder_scheduleScheduled,
  ended: m.builder_scheduleEnded,
  disabled: m.builder_scheduleDisabled,
};

export function newNotice(type: NoticeType): NoticeSection {
  return {
    ...DEFAULT_NOTICE_FIELDS,
    ...defaultNoticeColors(type),
    showOnPages: [...DEFAULT_SHOW_ON_PAGES],
    id: newId(),
    type,
    // A starting title in the operator's language; from then on it is theirs.
    title: m.builder_newNotice({ type: NOTICE_TYPE_LABELS[type] }),
  };
}

/**
 * The notice with another type. Colours still at the old type's defaults follow the new type (a warning
 * turned into info turns blue); colours the admin chose stay.
 */
export function retypeNotice(notice: NoticeSection, type: NoticeType): NoticeSection {
  const old = defaultNoticeColors(notice.type);
  const untouched =
    notice.backgroundColor.toUpperCase() === old.backgroundColor &&
    notice.textColor.toUpperCase() === old.textColor;
  return untouched ? { ...notice, ...defaultNoticeColors(type), type } : { ...notice, type };
}
