// The built pages, for visitors: the published home and notice pages (cached views: their paths are also
// the views' names in #shared/settings-catalog), apart from the operator's entries (page-builder.ts).
import type { homeBuilderLoadSchema } from '../api/home-builder';
import type { noticeBuilderLoadSchema } from '../api/notice-builder';
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
