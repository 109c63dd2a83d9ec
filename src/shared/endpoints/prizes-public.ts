// The prizes, for visitors and the admin's forms alike: both wheels' six slots (a cached view: its path is
// also the view's name in #shared/settings-catalog). Apart from the operator's save (prizes.ts) so that a
// visitor's page carries only this.
// Written as data rather than through endpoint(): #shared/settings-catalog reads it, and an import of
// endpoint.ts from there splits the visitor's first load (docs/decisions/0039-view-entries-as-data.md).
import type { prizeListsSchema } from '../api/prizes';
import type { Endpoint } from './endpoint';

export const list: Endpoint<'GET', '/api/prizes', { answer: typeof prizeListsSchema }> = {
  method: 'GET',
  path: '/api/prizes',
  access: 'public',
};
