// Prizes, for operators: the save of one wheel's names with their translations and values.
import type { prizeListsSchema, savePrizeNamesBodySchema } from '../api/prizes';
import type { Endpoint } from './endpoint';

export const save: Endpoint<
  'POST',
  '/api/prizes',
  { body: typeof savePrizeNamesBodySchema; answer: typeof prizeListsSchema }
> = {
  method: 'POST',
  path: '/api/prizes',
  access: 'site',
};
