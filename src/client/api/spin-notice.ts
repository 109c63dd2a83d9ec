// GET /api/spinning-notice/load: the scrolling notice's settings, read by the banner on the visitor's
// pages and by the admin form. No zod here, and nothing only the admin calls (the save is in
// spin-notice-admin.ts): the banner is on every public page
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '#shared/endpoints/endpoint';
import { load } from '#shared/endpoints/spin-notice-public';
import { VIEWS } from '#shared/settings-catalog';
import { call } from '../lib/api-client';

/** Refreshed by settings pushes (see lib/realtime.ts). */
export const spinNoticeKey = [VIEWS.spinNotice] as const;

/** The settings, and the default language: the one the text itself is in. */
export type SpinNoticeAnswer = AnswerOf<typeof load>;

export const getSpinNotice = () => call(load);

export function useSpinNotice() {
  return useQuery({
    queryKey: spinNoticeKey,
    queryFn: getSpinNotice,
    select: (body) => ({ settings: body.data, language: body.language }),
  });
}
