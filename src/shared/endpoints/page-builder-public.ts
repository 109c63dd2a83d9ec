// The page builders' public loads: the published document /home, /notice and the contact buttons read
// (cached on the server until the setting changes). Apart from the operator's entries (page-builder.ts)
// so that a visitor's page carries only these.
import type { homeBuilderLoadSchema } from '../api/home-builder';
import type { noticeBuilderLoadSchema } from '../api/notice-builder';
import { endpoint } from './endpoint';

export const homeLoad = endpoint<{ answer: typeof homeBuilderLoadSchema }>()(
  'GET',
  '/api/home-builder/load',
  'public',
);

export const noticeLoad = endpoint<{ answer: typeof noticeBuilderLoadSchema }>()(
  'GET',
  '/api/notice-builder/load',
  'public',
);
