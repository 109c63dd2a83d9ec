// Prizes, for operators: the save of one wheel's names with their translations and values.
import type { prizeListsSchema, savePrizeNamesBodySchema } from '../api/prizes';
import { endpoint } from './endpoint';

export const save = endpoint<{ body: typeof savePrizeNamesBodySchema; answer: typeof prizeListsSchema }>()(
  'POST',
  '/api/prizes',
  'admin',
);
