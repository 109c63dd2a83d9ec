// A code's lifecycle, for operators and scripts (docs/decisions/0046-void-and-extend-codes.md): POST
// /api/admin/promo-codes/{id}/void and .../extend, and the same for every code of a batch under
// /api/admin/promo-batches/{batchId}/. A void takes { reason }, an extension { expiresAt }; each is audited
// with who (the signed-in session) and why, and a used-up code is never changed: its spins are the record.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import {
  batchChangedSchema,
  EXTEND_MAX_HOURS,
  extendPromoBodySchema,
  promoCodeChangedSchema,
  promoCodeIdParamsSchema,
  PROMO_MESSAGES,
  voidPromoBodySchema,
} from '#shared/api/promo';
import { batchIdParamsSchema } from '#shared/api/promo-batches';
import { formatBusinessDateTime } from '#shared/i18n/format';
import { promoStatus } from '#shared/promo-status';
import * as promo from '#shared/endpoints/promo';
import { endpointRoute } from '../../lib/endpoint-route';
import { fieldProblem, HttpError, notFound } from '../../http-errors';
import {
  extendBatch,
  extendPromoCode,
  voidBatch,
  voidPromoCode,
  type BatchChange,
  type ChangeSource,
  type CodeChange,
} from './promo-lifecycle.repository';

const HOUR_MS = 60 * 60 * 1000;

export const promoLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const sourceOf = (request: Parameters<typeof app.auditSource>[0]): ChangeSource => ({
    ...app.auditSource(request),
    adminSessionId: request.adminSession?.id ?? null,
  });

  /** A new expiry lies ahead of the server's clock, and at most EXTEND_MAX_HOURS ahead. */
  function checkExpiry(expiresAt: Date, now: Date): void {
    if (expiresAt.getTime() <= now.getTime()) {
      throw fieldProblem('expiresAt', 'expiresAt must be in the future');
    }
    if (expiresAt.getTime() > now.getTime() + EXTEND_MAX_HOURS * HOUR_MS) {
      throw fieldProblem('expiresAt', `expiresAt can be at most ${EXTEND_MAX_HOURS} hours from now`);
    }
  }

  function codeAnswer(change: CodeChange, now: Date) {
    switch (change.outcome) {
      case 'done':
        return {
          id: change.row.id,
          code: change.row.code,
          status: promoStatus(change.row, now),
          expiresAt: change.row.expiresAt.toISOString(),
        };
      case 'missing':
        throw notFound('Promo code not found');
      case 'used_up':
        throw new HttpError(
          409,
          `id: promo code ${change.row.code} is used up (${change.row.useCount} of ${change.row.usageLimit} used); its spins are the record, so it cannot be voided or extended`,
          { code: 'promo.used_up', params: { field: 'id' } },
        );
      case 'voided':
        throw new HttpError(409, `id: promo code ${change.row.code} was voided already; a void is final`, {
          code: 'promo.voided',
          params: { field: 'id' },
        });
      case 'before_start':
        throw fieldProblem(
          'expiresAt',
          `expiresAt must be after the code's start, ${formatBusinessDateTime(change.row.validFrom ?? now, 'en')}`,
        );
    }
  }

  function batchAnswer(batchId: number, change: BatchChange) {
    switch (change.outcome) {
      case 'done': {
        const { changed, skippedUsedUp, skippedVoided } = change;
        return { batchId, changed, skippedUsedUp, skippedVoided };
      }
      case 'missing':
        throw notFound(`There is no batch ${batchId}`);
      case 'pending':
        throw new HttpError(
          409,
          `batchId: batch ${batchId} is still being generated; its codes are not live yet`,
          { code: 'batch.pending', params: { field: 'batchId' } },
        );
      case 'before_start':
        throw fieldProblem(
          'expiresAt',
          `expiresAt must be after the batch's start, ${formatBusinessDateTime(change.validFrom, 'en')}`,
        );
    }
  }

  const refusals = errorResponses(400, 404, 409);

  app.route({
    ...endpointRoute(app, promo.voidCode, {
      summary: `Void a code that is not used up, with a reason: visitors are told "${PROMO_MESSAGES.void}"; its record and spins stay`,
      params: promoCodeIdParamsSchema,
      body: voidPromoBodySchema,
      response: { 200: promoCodeChangedSchema, ...refusals },
    }),
    handler: async (request) => {
      const source = sourceOf(request);
      const change = await voidPromoCode(app.db, request.params.id, request.body.reason, source);
      return codeAnswer(change, source.at);
    },
  });

  app.route({
    ...endpointRoute(app, promo.extendCode, {
      summary: `Give a code that is not used up nor voided a new expiry, at most ${EXTEND_MAX_HOURS} hours from now`,
      params: promoCodeIdParamsSchema,
      body: extendPromoBodySchema,
      response: { 200: promoCodeChangedSchema, ...refusals },
    }),
    handler: async (request) => {
      const source = sourceOf(request);
      checkExpiry(request.body.expiresAt, source.at);
      const change = await extendPromoCode(app.db, request.params.id, request.body.expiresAt, source);
      return codeAnswer(change, source.at);
    },
  });

  app.route({
    ...endpointRoute(app, promo.voidBatch, {
      summary:
        'Void every code of a batch that is not used up, with one reason; the answer counts the changed and the skipped',
      params: batchIdParamsSchema,
      body: voidPromoBodySchema,
      response: { 200: batchChangedSchema, ...refusals },
    }),
    handler: async (request) => {
      const { batchId } = request.params;
      return batchAnswer(batchId, await voidBatch(app.db, batchId, request.body.reason, sourceOf(request)));
    },
  });

  app.route({
    ...endpointRoute(app, promo.extendBatch, {
      summary:
        'Give every code of a batch that is not used up nor voided a new expiry; the answer counts the changed and the skipped',
      params: batchIdParamsSchema,
      body: extendPromoBodySchema,
      response: { 200: batchChangedSchema, ...refusals },
    }),
    handler: async (request) => {
      const { batchId } = request.params;
      const source = sourceOf(request);
      checkExpiry(request.body.expiresAt, source.at);
      return batchAnswer(batchId, await extendBatch(app.db, batchId, request.body.expiresAt, source));
    },
  });
};
