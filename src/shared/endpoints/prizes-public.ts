// The prizes, for visitors and the admin's forms alike: both wheels' six slots (a cached view: its path is
// also the view's name in #shared/settings-catalog). Apart from the operator's save (prizes.ts) so that a
// visitor's page carries only this.
import type { prizeListsSchema } from '../api/prizes';
import type { Endpoint } from './endpoint';

export const list: Endpoint<'GET', '/api/prizes', { answer: typeof prizeListsSchema }> = {
  method: 'GET',
  path: '/api/prizes',
  access: 'public',
};
