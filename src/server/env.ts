// Parses the environment once, with zod, and fails fast listing every bad variable.
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HISTORY_VIEW_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{3,32}$/, 'must be 3-32 letters or digits')
    .default('HISTORY')
    .transform((v) => v.toUpperCase()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export interface AppEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: boolean;
  historyViewCode: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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
    adminPassword: e.ADMIN_PASSWORD,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
    historyViewCode: e.HISTORY_VIEW_CODE,
    logLevel: e.LOG_LEVEL,
  };
}
