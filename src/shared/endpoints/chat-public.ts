// Live chat, for visitors: whether it is open and an operator is near (a view in #shared/settings-catalog:
// a change of the chat's hours refreshes it).
// Written as data rather than through endpoint(): #shared/settings-catalog reads it, and an import of
// endpoint.ts from there splits the visitor's first load (docs/decisions/0039-view-entries-as-data.md).
import type { Endpoint } from './endpoint';

export const status: Endpoint<'GET', '/api/chat/status'> = {
  method: 'GET',
  path: '/api/chat/status',
  access: 'public',
};
