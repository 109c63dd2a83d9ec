// POST /api/validate-promo.
import { useMutation } from '@tanstack/react-query';
import type { ValidatedPromo } from '../../../../shared/api/promo';
import { apiFetch } from '../../../lib/api-client';

export const validatePromo = (code: string) =>
  apiFetch<ValidatedPromo>('POST', '/api/validate-promo', { code });

export function useValidatePromo() {
  return useMutation({ mutationFn: validatePromo });
}
