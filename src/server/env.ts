// Parses the environment once, with zod, and fails fast listing every bad variable.
import path from 'node:path';
import { z } from 'zod';
import type { PoolMode } from './db/types';
import { DEFAULT_CHAT_IMAGE_RETENTION_DAYS } from './features/chat/chat-image-retention';
import { DEFAULT_KEEP_DAILY, DEFAULT_KEEP_WEEKLY } from './features/backups/backup-retention';
import { DEFAULT_BACKUP_SCHEDULE, parseSchedule } from './features/backups/backup-schedule';
import { DEFAULT_UPLOAD_IDLE_MS } from './plugins/upload-gate';
import { isProxySpec, type TrustProxy } from './plugins/client-address';
import { DEFAULT_SOCKETS_PER_ADDRESS } from './plugins/realtime/index';
import { LISTEN_URL_REQUIRED_MESSAGE, POOL_SETTING_WITHOUT_POSTGRES_MESSAGE } from './startup-errors';

/** Said when TRUST_PROXY=true is refused: what it did, and what to write instead. */
export const TRUST_PROXY_TRUE_MESSAGE =
  'true trusts every hop of X-Forwarded-For, so any client could choose its own address; write the number of proxies in front of the server (1 behind one load balancer or nginx) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const v = value.trim();
    if (v === 'false' || v === '0') return false;
    if (v === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count is 1 to 10' });
      return { hops };
    }
    const proxies = v.split(',').map((p) => p.trim());
    const bad = proxies.find((p) => !isProxySpec(p));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is not an address or CIDR range; write a hop count (1) or addresses like 10.0.0.0/8,127.0.0.1`,
      });
      return z.NEVER;
    }
    return { proxies };
  });

/** Comma-separated origins (scheme://host[:port]) whose pages may send requests that change data. */
const allowedOriginsSchema = z
  .string()
  .default('')
  .transform((value, ctx): string[] => {
    const origins: string[] = [];
    for (const entry of value
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)) {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin; write scheme://host[:port], e.g. https://admin.example.com`,
        });
        continue;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** A whole number of milliseconds within [min, max]. */
const millisecondsSchema = (fallback: number, min: number, max: number) =>
  z
    .string()
    .default(String(fallback))
    .transform((value, ctx): number => {
      const v = value.trim();
      const ms = Number(v);
      if (!/^\d+$/.test(v) || ms < min || ms > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number of milliseconds, ${min} to ${max}` });
        return z.NEVER;
      }
      return ms;
    });

/** A whole number within [min, max], e.g. how many backups to keep. */
const countSchema = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number, ${min} to ${max}` })
    .int(`must be a whole number, ${min} to ${max}`)
    .min(min, `must be a whole number, ${min} to ${max}`)
    .max(max, `must be a whole number, ${min} to ${max}`)
    .default(fallback);

const backupScheduleSchema = z
  .string()
  .default(DEFAULT_BACKUP_SCHEDULE)
  .transform((value, ctx): string[] => {
    const parsed = parseSchedule(value);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed.times;
  });

const postgresUrlSchema = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
  .optional();

/** Long enough not to be guessed, and nothing a header would mangle: visible ASCII, no spaces. */
const METRICS_TOKEN_RULE =
  'must be 24 to 256 visible ASCII characters, no spaces (e.g. openssl rand -hex 32)';

const envObjectSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrlSchema,
  DATABASE_POOL_MODE: z
    .enum(['session', 'transaction'], { message: 'must be session or transaction' })
    .default('session'),
  LISTEN_DATABASE_URL: postgresUrlSchema,
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HISTORY_VIEW_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{3,32}$/, 'must be 3-32 letters or digits')
    .default('HISTORY')
    .transform((v) => v.toUpperCase()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  TRUST_PROXY: trustProxySchema,
  ALLOWED_ORIGINS: allowedOriginsSchema,
  // 0 by default: a single instance has no balancer to tell, and Ctrl-C or `docker stop` should not wait.
  SHUTDOWN_DRAIN_MS: millisecondsSchema(0, 0, 300_000),
  SHUTDOWN_TIMEOUT_MS: millisecondsSchema(10_000, 1_000, 600_000),
  UPLOAD_IDLE_TIMEOUT_MS: millisecondsSchema(DEFAULT_UPLOAD_IDLE_MS, 1_000, 600_000),
  CHAT_IMAGE_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days, 1 to 3650' })
    .int('must be a whole number of days, 1 to 3650')
    .min(1, 'must be a whole number of days, 1 to 3650')
    .max(3650, 'must be a whole number of days, 1 to 3650')
    .default(DEFAULT_CHAT_IMAGE_RETENTION_DAYS),
  // Unset: DATA_DIR/backups (readEnv), since DATA_DIR is only known then.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_SCHEDULE: backupScheduleSchema,
  BACKUP_KEEP_DAILY: countSchema(DEFAULT_KEEP_DAILY, 0, 366),
  BACKUP_KEEP_WEEKLY: countSchema(DEFAULT_KEEP_WEEKLY, 0, 520),
  SOCKETS_PER_ADDRESS: z.coerce
    .number({ message: 'must be a whole number, 1 to 100000' })
    .int('must be a whole number, 1 to 100000')
    .min(1, 'must be a whole number, 1 to 100000')
    .max(100_000, 'must be a whole number, 1 to 100000')
    .default(DEFAULT_SOCKETS_PER_ADDRESS),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,256}$/, METRICS_TOKEN_RULE)
    .optional(),
  METRICS_PORT: z.coerce
    .number({ message: 'must be a port number, 1 to 65535' })
    .int('must be a port number, 1 to 65535')
    .min(1, 'must be a port number, 1 to 65535')
    .max(65535, 'must be a port number, 1 to 65535')
    .optional(),
});

const envSchema = envObjectSchema.superRefine((e, ctx) => {
  if (e.METRICS_PORT !== undefined) {
    // Without a token /metrics answers 404 on every port: a port of its own would serve nothing.
    if (!e.METRICS_TOKEN)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'needs METRICS_TOKEN: /metrics answers only with its token, on any port',
      });
    if (e.METRICS_PORT === e.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  }
  if (!e.DATABASE_URL) {
    for (const key of ['DATABASE_POOL_MODE', 'LISTEN_DATABASE_URL'] as const) {
      // The default session mode is no setting of the operator's.
      if (key === 'DATABASE_POOL_MODE' ? e.DATABASE_POOL_MODE !== 'session' : e.LISTEN_DATABASE_URL) {
        ctx.addIssue({ code: 'custom', path: [key], message: POOL_SETTING_WITHOUT_POSTGRES_MESSAGE });
      }
    }
    return;
  }
  if (e.DATABASE_POOL_MODE === 'transaction' && !e.LISTEN_DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['LISTEN_DATABASE_URL'], message: LISTEN_URL_REQUIRED_MESSAGE });
  }
});

export interface AppEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How DATABASE_URL's connections are pooled in front of PostgreSQL (DATABASE_POOL_MODE). */
  databasePoolMode: PoolMode;
  /** A direct connection for LISTEN and the migrations' lock, past any pooler (LISTEN_DATABASE_URL). */
  listenDatabaseUrl: string | undefined;
  adminPassword: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: TrustProxy;
  /** Origins besides the site's own whose pages may change data (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  historyViewCode: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** After SIGTERM, how long health answers 503 while requests are still served (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** After the drain wait, how long finishing requests and closing may take before exit 1. */
  shutdownTimeoutMs: number;
  /** How long an upload's body may go without a byte before it is cut off (UPLOAD_IDLE_TIMEOUT_MS). */
  uploadIdleTimeoutMs: number;
  /** Days a chat image is kept (CHAT_IMAGE_RETENTION_DAYS). */
  chatImageRetentionDays: number;
  /** At most this many /ws sockets per client address, admins' not counted (SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  /** Backups of the embedded database: BACKUP_DIR, BACKUP_SCHEDULE, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY. */
  backups: { dir: string; times: string[]; keepDaily: number; keepWeekly: number };
  /** The Bearer token /metrics needs (METRICS_TOKEN); unset, /metrics answers 404. */
  metricsToken: string | undefined;
  /** A port of its own for /metrics, on HOST (METRICS_PORT); the site's port then answers it 404. */
  metricsPort: number | undefined;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): AppEnv {
  // An empty variable means "unset": `ADMIN_PASSWORD= npm start` should not fail validation.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolMode: e.DATABASE_POOL_MODE,
    listenDatabaseUrl: e.LISTEN_DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    historyViewCode: e.HISTORY_VIEW_CODE,
    logLevel: e.LOG_LEVEL,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS,
    chatImageRetentionDays: e.CHAT_IMAGE_RETENTION_DAYS,
    socketsPerAddress: e.SOCKETS_PER_ADDRESS,
    backups: {
      dir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'),
      times: e.BACKUP_SCHEDULE,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
  };
}
