// The home page document as /home, the contact buttons and the HOME builder read it: GET
// /api/home-builder/load through api/page-document (the draft is api/page-drafts, the versions
// api/page-versions). /home imports this module: no zod here (docs/decisions/0004, 0015).
import { useQuery } from '@tanstack/react-query';
import { defaultHomeData, effectiveHomeData, readHomeData, type HomeBuilderData } from '#shared/home-page';
import { VIEWS } from '#shared/settings-catalog';
import { loadPageDocument } from './page-document';

/** Refreshed by settings pushes (landingPageBuilder's view, see lib/realtime.ts). */
export const homeDataKey = [VIEWS.homePage] as const;

/** SPEC §3 browser local key of this device's copy (the contact loader also follows it). */
export const HOME_LOCAL_KEY = 'homeBuilder';

export const loadHomeData = () =>
  loadPageDocument<HomeBuilderData>({
    view: VIEWS.homePage,
    draftPrefix: '/api/home-builder',
    localKey: HOME_LOCAL_KEY,
    read: readHomeData,
    notADocument: 'Ignoring the locally stored home page: it is not a home page document',
    defaults: defaultHomeData,
    shown: effectiveHomeData,
  });

export function useHomeData() {
  return useQuery({ queryKey: homeDataKey, queryFn: loadHomeData });
}
