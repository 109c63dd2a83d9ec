// Both wheels' prizes, as every page reads them (the wheel, the admin's forms). Apart from the operator's
// save (prizes.ts) so that a visitor's page carries only this.
import type { prizeListsSchema } from '../api/prizes';
import { endpoint } from './endpoint';

export const list = endpoint<{ answer: typeof prizeListsSchema }>()('GET', '/api/prizes', 'public');
