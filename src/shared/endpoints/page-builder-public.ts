// The built pages, for visitors: the published home and notice pages (cached views: their paths are also
// the views' names in #shared/settings-catalog).
// Written as data rather than through endpoint(): #shared/settings-catalog reads it, and an import of
// endpoint.ts from there splits the visitor's first load (docs/decisions/0039-view-entries-as-data.md).
import type { Endpoint } from './endpoint';

export const homeLoad: Endpoint<'GET', '/api/home-builder/load'> = {
  method: 'GET',
  path: '/api/home-builder/load',
  access: 'public',
};

export const noticeLoad: Endpoint<'GET', '/api/notice-builder/load'> = {
  method: 'GET',
  path: '/api/notice-builder/load',
  access: 'public',
};
