import { describe, expect, it } from 'vitest';
import {
  activeNotices,
  animationSpeedOf,
  DEFAULT_NOTICE_FIELDS,
  defaultNoticeColors,
  isNoticeActive,
  nextNoticeBoundary,
  noticeSchedule,
  type NoticeSection,
} from './notice-page';

const notice = (fields: Partial<NoticeSection> = {}): NoticeSection => ({
  ...DEFAULT_NOTICE_FIELDS,
  ...defaultNoticeColors('announcement'),
  id: 'n',
  showOnPages: ['spin'],
  ...fields,
});

const START = '2026-11-23T10:00:00+08:00';
const END = '2026-11-23T12:00:00+08:00';
const at = (iso: string) => Date.parse(iso);

describe('isNoticeActive', () => {
  const windowed = notice({ startDate: START, endDate: END });

  it('includes the start instant and excludes the end instant', () => {
    expect(isNoticeActive(windowed, at(START) - 1)).toBe(false);
    expect(isNoticeActive(windowed, at(START))).toBe(true);
    expect(isNoticeActive(windowed, at(END) - 1)).toBe(true);
    expect(isNoticeActive(windowed, at(END))).toBe(false);
  });

  it('treats a missing start or end as open, and a disabled notice as never shown', () => {
    expect(isNoticeActive(notice(), 0)).toBe(true);
    expect(isNoticeActive(notice({ endDate: END }), at(END) - 1)).toBe(true);
    expect(isNoticeActive(notice({ startDate: START }), at(START) + 1e12)).toBe(true);
    expect(isNoticeActive(notice({ enabled: false }), 0)).toBe(false);
  });
});

it('activeNotices sorts high → medium → low and keeps the builder order within a priority', () => {
  const list = [
    notice({ id: 'low-1', priority: 'low' }),
    notice({ id: 'med-1', priority: 'medium' }),
    notice({ id: 'high-1', priority: 'high' }),
    notice({ id: 'med-2', priority: 'medium' }),
    notice({ id: 'off', priority: 'high', enabled: false }),
    notice({ id: 'high-2', priority: 'high' }),
    notice({ id: 'later', priority: 'high', startDate: START }),
  ];
  expect(activeNotices(list, at(START) - 1).map((n) => n.id)).toEqual([
    'high-1',
    'high-2',
    'med-1',
    'med-2',
    'low-1',
  ]);
  expect(activeNotices(list, at(START)).map((n) => n.id)).toContain('later');
});

it('nextNoticeBoundary is the soonest start or end still to come among enabled notices', () => {
  const list = [
    notice({ id: 'a', startDate: START, endDate: END }),
    notice({ id: 'off', enabled: false, startDate: '2026-11-23T09:00:00+08:00' }),
  ];
  expect(nextNoticeBoundary(list, at(START) - 5000)).toBe(at(START));
  expect(nextNoticeBoundary(list, at(START))).toBe(at(END));
  expect(nextNoticeBoundary(list, at(END))).toBeNull();
});

it('noticeSchedule gives the builder’s badge', () => {
  const windowed = notice({ startDate: START, endDate: END });
  expect(noticeSchedule(windowed, at(START) - 1)).toBe('scheduled');
  expect(noticeSchedule(windowed, at(START))).toBe('live');
  expect(noticeSchedule(windowed, at(END))).toBe('ended');
  expect(noticeSchedule({ ...windowed, enabled: false }, at(START))).toBe('disabled');
});

it('animationSpeedOf keeps 5-30 seconds and reads anything else as 15', () => {
  expect([5, 12.5, 30].map(animationSpeedOf)).toEqual([5, 12.5, 30]);
  expect([4.9, 31, 0, -1, Number.NaN, Infinity, '10', null, undefined].map(animationSpeedOf)).toEqual(
    Array(9).fill(15),
  );
});

it('defaultNoticeColors: warning red, info blue, otherwise amber', () => {
  expect(defaultNoticeColors('warning').backgroundColor).toBe('#FEE2E2');
  expect(defaultNoticeColors('info').backgroundColor).toBe('#DBEAFE');
  expect(defaultNoticeColors('announcement')).toEqual(defaultNoticeColors('promotion'));
  expect(defaultNoticeColors('promotion').backgroundColor).toBe('#FEF3C7');
});
