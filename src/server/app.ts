// buildApp(config) -> a ready Fastify instance. It never listens: server.ts does, tests use inject().
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/types';
import adminAuthRoutes from './features/admin-auth/admin-auth.routes';
import { ensureAdminCredential } from './features/admin-auth/admin-credential';
import { auditExportRoutes } from './features/audit/audit-export.routes';
import auditRoutes from './features/audit/audit.routes';
import { defaultBackupSettings, type BackupSettings } from './features/backups/backup-keeper';
import backupRoutes from './features/backups/backups.routes';
import { chatImageRoutes } from './features/chat/chat-images.routes';
import chatRoutes from './features/chat/chat.routes';
import { claimsExportRoutes } from './features/claims/claims-export.routes';
import claimsRoutes from './features/claims/claims.routes';
import customersRoutes from './features/customers/customers.routes';
import daySummaryRoutes from './features/day-summary/day-summary.routes';
import statsRoutes from './features/stats/stats.routes';
import staffRoutes from './features/staff/staff.routes';
import accountRoutes from './features/account/account.routes';
import { depositsExportRoutes } from './features/deposits/deposits-export.routes';
import depositsRoutes from './features/deposits/deposits.routes';
import { drawsExportRoutes } from './features/draws/draws-export.routes';
import { adminDrawRoutes, publicDrawRoutes } from './features/draws/draws.routes';
import healthRoutes from './features/health/health.routes';
import languageRoutes from './features/language/language.routes';
import { adminHomeBuilderRoutes, publicHomeBuilderRoutes } from './features/page-builder/home-builder.routes';
import {
  adminNoticeBuilderRoutes,
  publicNoticeBuilderRoutes,
} from './features/page-builder/notice-builder.routes';
import { withAdminSecurity } from './features/openapi/openapi-transform';
import openapiRoutes from './features/openapi/openapi.routes';
import prizesRoutes from './features/prizes/prizes.routes';
import { adminPromoRoutes } from './features/promo/promo-admin.routes';
import { promoCodesExportRoutes } from './features/promo/promo-export.routes';
import { publicPromoRoutes } from './features/promo/promo-redeem.routes';
import promoBatchRoutes from './features/promo/promo-batches.routes';
import { promoLifecycleRoutes } from './features/promo/promo-lifecycle.routes';
import { promoShareRoutes } from './features/promo/promo-share.routes';
import { adminSettingsRoutes, publicSettingsRoutes } from './features/settings/settings.routes';
import { adminSpinNoticeRoutes, publicSpinNoticeRoutes } from './features/spin-notice/spin-notice.routes';
import { adminUploadRoutes, publicUploadRoutes } from './features/uploads/uploads.routes';
import { DEFAULT_UPLOAD_IDLE_MS, UploadGate } from './plugins/upload-gate';
import auditPlugin from './plugins/audit';
import authPlugin, { sessionCookieName } from './plugins/auth';
import clientAddressPlugin, { fastifyTrustProxy, type TrustProxy } from './plugins/client-address';
import clientPlugin from './plugins/client';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import metricsPlugin from './plugins/metrics';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import originCheckPlugin from './plugins/origin-check';
import realtimePlugin from './plugins/realtime/index';
import securityHeadersPlugin from './plugins/security-headers';
import settingsPlugin from './plugins/settings';
import viewCachePlugin from './plugins/view-cache';
import cachePolicyPlugin from './plugins/cache-policy';

export interface AppConfig {
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  adminPassword?: string | undefined;
  nodeEnv?: 'development' | 'production' | 'test';
  /** Which X-Forwarded-For hops are our own proxies (TRUST_PROXY); off by default. */
  trustProxy?: TrustProxy;
  /** Origins besides the site's own whose pages may change data (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Directory of the built client (dist/client); omit to serve the API only. */
  clientDir?: string | undefined;
  /** How long an upload's body may go without a byte before it is cut off (UPLOAD_IDLE_TIMEOUT_MS). */
  uploadIdleTimeoutMs?: number;
  /** Days a chat image is kept before the sweep deletes it (CHAT_IMAGE_RETENTION_DAYS). */
  chatImageRetentionDays?: number;
  /** How often this instance sweeps expired chat images; tests make it short. */
  chatImageSweepEveryMs?: number;
  /** At most this many /ws sockets per client address, admins' not counted (SOCKETS_PER_ADDRESS). */
  socketsPerAddress?: number;
  /** The promo-page code that opens history view (HISTORY_VIEW_CODE); letters and digits only. */
  historyViewCode?: string;
  /**
   * Backups of the embedded database (BACKUP_DIR, BACKUP_SCHEDULE, BACKUP_KEEP_*); by default a new
   * folder of the system's temporary ones and no schedule (an app built by a test or a benchmark).
   */
  backups?: BackupSettings;
  /** The Bearer token /metrics asks for (METRICS_TOKEN); without it /metrics answers 404. */
  metricsToken?: string | undefined;
  /** /metrics is served on METRICS_PORT instead (plugins/metrics.ts: metricsServer): 404 on this port. */
  metricsOnOwnPort?: boolean;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when this start generated the admin password; server.ts prints it once. */
    generatedAdminPassword: string | null;
    /** Set when a shutdown has begun (lib/graceful-shutdown.ts): health answers 503 so balancers drain it. */
    draining: boolean;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const production = config.nodeEnv === 'production';
  const app = Fastify({
    logger: config.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    // The default 'error' answers bad __proto__ JSON with a 400, which is what we want.
    onProtoPoisoning: 'error',
    return503OnClosing: true,
    // A path parameter as sent, percent-encoded: a customer's name of 100 characters
    // (GET /api/admin/customers/{name}) is up to 900 bytes so in Chinese. The default 100 answered a
    // long name 414 before its schema could say which field and why.
    routerOptions: { maxParamLength: 1000 },
    // The balancer's id when well formed, else a new one (lib/request-id.ts); never taken unchecked.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  // Set first, so every answer carries it: an error's, a 404's and a refusal's before any route ran.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Every route declares its params, query, body and answers with the zod schemas of src/shared: they
  // check the input, type the handler, serialize the answer and write the OpenAPI document.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Lucky Draw API', version: '1.0.0' },
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName(production) },
        },
      },
    },
    transform: withAdminSecurity(jsonSchemaTransform),
  });
  await app.register(errorsPlugin);
  await app.register(clientAddressPlugin, { trustProxy: config.trustProxy ?? false });
  await app.register(originCheckPlugin, { allowedOrigins: config.allowedOrigins ?? [] });
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { database: config.database, now: config.now ?? (() => new Date()) });
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    elsewhere: config.metricsOnOwnPort ?? false,
  });
  await app.register(securityHeadersPlugin, { hsts: production });
  await app.register(cachePolicyPlugin);
  await app.register(fastifyCookie);
  await app.register(authPlugin, { secureCookies: production });
  await app.register(auditPlugin);
  await app.register(realtimePlugin, {
    ...(config.socketsPerAddress === undefined ? {} : { socketsPerAddress: config.socketsPerAddress }),
  });
  await app.register(viewCachePlugin);
  await app.register(settingsPlugin);

  const { generatedPassword } = await ensureAdminCredential(app.db, config.adminPassword, app.now());
  app.decorate('generatedAdminPassword', generatedPassword);
  app.decorate('draining', false);
  app.decorate(
    'uploadGate',
    new UploadGate({ idleMs: config.uploadIdleTimeoutMs ?? DEFAULT_UPLOAD_IDLE_MS }),
  );

  // The API, in the order its operations appear in /api/openapi.json. Every route carries its whole path
  // (the endpoint table's, #shared/endpoints).
  await app.register(async (api) => {
    await api.register(healthRoutes);
    await api.register(openapiRoutes);
    await api.register(adminAuthRoutes);
    await api.register(staffRoutes);
    await api.register(accountRoutes);
    await api.register(backupRoutes, {
      settings:
        config.backups ??
        defaultBackupSettings(
          path.join(tmpdir(), `lucky-draw-backups-${process.pid}-${randomBytes(4).toString('hex')}`),
        ),
    });
    await api.register(auditRoutes);
    await api.register(prizesRoutes);
    await api.register(publicPromoRoutes);
    await api.register(adminPromoRoutes);
    await api.register(promoBatchRoutes);
    await api.register(promoLifecycleRoutes);
    await api.register(promoShareRoutes);
    await api.register(depositsRoutes);
    await api.register(daySummaryRoutes);
    await api.register(statsRoutes);
    await api.register(claimsRoutes);
    await api.register(customersRoutes);
    await api.register(publicDrawRoutes);
    await api.register(adminDrawRoutes);
    // Each feature's CSV export, here together: the order of /api/openapi.json's operations.
    await api.register(promoCodesExportRoutes);
    await api.register(drawsExportRoutes);
    await api.register(depositsExportRoutes);
    await api.register(auditExportRoutes);
    await api.register(claimsExportRoutes);
    await api.register(publicSettingsRoutes);
    await api.register(adminSettingsRoutes);
    await api.register(publicSpinNoticeRoutes);
    await api.register(adminSpinNoticeRoutes);
    await api.register(publicHomeBuilderRoutes);
    await api.register(adminHomeBuilderRoutes);
    await api.register(publicNoticeBuilderRoutes);
    await api.register(adminNoticeBuilderRoutes);
    await api.register(adminUploadRoutes);
    await api.register(chatRoutes);
    await api.register(chatImageRoutes, {
      retentionDays: config.chatImageRetentionDays,
      sweepEveryMs: config.chatImageSweepEveryMs,
    });
    await api.register(languageRoutes);
  });
  await app.register(publicUploadRoutes);

  if (config.clientDir) {
    await app.register(clientPlugin, {
      clientDir: config.clientDir,
      historyViewCode: config.historyViewCode ?? 'HISTORY',
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' }),
    );
  }

  await app.ready();
  return app;
}
