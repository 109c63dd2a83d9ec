// A code's or a batch's void and new expiry (POST /api/admin/promo-codes/{id}/void|extend and
// /api/admin/promo-batches/{batchId}/void|extend): the dialogs' calls, loaded with them. Each changes the
// codes table, so it is reloaded after the answer, a refusal included (another operator may have changed
// the code in the meantime).
import { batchChangedSchema, promoCodeChangedSchema, type ExtendPromoBody } from '#shared/api/promo';
import * as promo from '#shared/endpoints/promo';
import { request } from '../lib/admin-api-client';
import { promoCodesKey, useRecordChange } from './records';

const voidCode = (id: number, body: { reason: string }) =>
  request(promo.voidCode, promoCodeChangedSchema, { params: { id }, body });
const extendCode = (id: number, body: ExtendPromoBody) =>
  request(promo.extendCode, promoCodeChangedSchema, { params: { id }, body });
const voidBatch = (batchId: number, body: { reason: string }) =>
  request(promo.voidBatch, batchChangedSchema, { params: { batchId }, body });
const extendBatch = (batchId: number, body: ExtendPromoBody) =>
  request(promo.extendBatch, batchChangedSchema, { params: { batchId }, body });

export const useVoidCode = () => useRecordChange(voidCode, [promoCodesKey]);
export const useExtendCode = () => useRecordChange(extendCode, [promoCodesKey]);
export const useVoidBatch = () => useRecordChange(voidBatch, [promoCodesKey]);
export const useExtendBatch = () => useRecordChange(extendBatch, [promoCodesKey]);
