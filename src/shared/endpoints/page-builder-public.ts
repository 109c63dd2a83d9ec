// The built pages, as /home and /notice load them: the published documents (cached views: their paths are
// also the views' names in #shared/settings-catalog), and the drafts the pages show in a builder's preview
// frame. The operator's other entries are page-builder.ts, which takes these drafts' reads as its own.
import type { homeBuilderLoadSchema } from '../api/home-builder';
import type { noticeBuilderLoadSchema } from '../api/notice-builder';
import type { draftStateSchema } from '../api/page-drafts';
import type { Endpoint } from './endpoint';

export const homeLoad: Endpoint<'GET', '/api/home-builder/load', { answer: typeof homeBuilderLoadSchema }> = {
  method: 'GET',
  path: '/api/home-builder/load',
  access: 'public',
};

export const noticeLoad: Endpoint<
  'GET',
  '/api/notice-builder/load',
  { answer: typeof noticeBuilderLoadSchema }
> = {
  method: 'GET',
  path: '/api/notice-builder/load',
  access: 'public',
};

/** The HOME builder's draft: an operator's entry, which the preview frame calls with the operator's session. */
export const homeDraftRead: Endpoint<'GET', '/api/home-builder/draft', { answer: typeof draftStateSchema }> =
  {
    method: 'GET',
    path: '/api/home-builder/draft',
    access: 'site',
  };

/** The NOTICE builder's draft, likewise. */
export const noticeDraftRead: Endpoint<
  'GET',
  '/api/notice-builder/draft',
  { answer: typeof draftStateSchema }
> = {
  method: 'GET',
  path: '/api/notice-builder/draft',
  access: 'site',
};
