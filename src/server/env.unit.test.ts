import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('applies the documented defaults', () => {
    expect(readEnv({})).toEqual({
      port: 5000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      adminPassword: undefined,
      nodeEnv: 'development',
      trustProxy: false,
      historyViewCode: 'HISTORY',
      logLevel: 'warn',
    });
  });

  it('treats empty variables as unset', () => {
    expect(readEnv({ ADMIN_PASSWORD: '', DATABASE_URL: '' }).adminPassword).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/,
    );
  });

  it('upper-cases the history-view code and refuses codes that could break the page', () => {
    expect(readEnv({ HISTORY_VIEW_CODE: 'allDraws' }).historyViewCode).toBe('ALLDRAWS');
    expect(() => readEnv({ HISTORY_VIEW_CODE: '"><script>' })).toThrow(/HISTORY_VIEW_CODE/);
  });

  it('reads a PostgreSQL URL and production mode', () => {
    const env = readEnv({
      DATABASE_URL: 'postgres://a:b@h:5432/d',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      databaseUrl: 'postgres://a:b@h:5432/d',
      nodeEnv: 'production',
      trustProxy: true,
    });
  });
});
