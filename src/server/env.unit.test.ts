import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { LISTEN_URL_REQUIRED_MESSAGE, POOL_SETTING_WITHOUT_POSTGRES_MESSAGE } from './startup-errors';

describe('readEnv', () => {
  it('applies the documented defaults', () => {
    expect(readEnv({})).toEqual({
      port: 5000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      databasePoolMode: 'session',
      listenDatabaseUrl: undefined,
      adminPassword: undefined,
      nodeEnv: 'development',
      trustProxy: false,
      allowedOrigins: [],
      historyViewCode: 'HISTORY',
      logLevel: 'warn',
      shutdownDrainMs: 0,
      shutdownTimeoutMs: 10_000,
      uploadIdleTimeoutMs: 30_000,
      chatImageRetentionDays: 90,
      socketsPerAddress: 50,
      backups: { dir: 'data/backups', times: ['04:00'], keepDaily: 7, keepWeekly: 4 },
    });
  });

  it('puts the backups in DATA_DIR/backups unless BACKUP_DIR says, and reads the schedule and retention', () => {
    expect(readEnv({ DATA_DIR: '/srv/lucky' }).backups.dir).toBe('/srv/lucky/backups');
    expect(
      readEnv({
        DATA_DIR: '/srv/lucky',
        BACKUP_DIR: '/mnt/offsite',
        BACKUP_SCHEDULE: '16:30, 04:00',
        BACKUP_KEEP_DAILY: '14',
        BACKUP_KEEP_WEEKLY: '0',
      }).backups,
    ).toEqual({ dir: '/mnt/offsite', times: ['04:00', '16:30'], keepDaily: 14, keepWeekly: 0 });
    expect(readEnv({ BACKUP_SCHEDULE: 'OFF' }).backups.times).toEqual([]);
  });

  it('refuses a schedule that is not times of day, and retention that is not a count, naming the variable', () => {
    for (const schedule of ['4am', '24:00', '04:60', '04:00;16:00', '4:00']) {
      expect(() => readEnv({ BACKUP_SCHEDULE: schedule })).toThrow(
        /BACKUP_SCHEDULE: ".*" is not a time: write times of day in UTC\+8 as HH:MM/,
      );
    }
    expect(() => readEnv({ BACKUP_KEEP_DAILY: '-1' })).toThrow(
      'BACKUP_KEEP_DAILY: must be a whole number, 0 to 366',
    );
    expect(() => readEnv({ BACKUP_KEEP_WEEKLY: 'four' })).toThrow(
      'BACKUP_KEEP_WEEKLY: must be a whole number, 0 to 520',
    );
  });

  it("reads the upload idle deadline and the chat images' retention, and says what they take", () => {
    expect(readEnv({ UPLOAD_IDLE_TIMEOUT_MS: '5000', CHAT_IMAGE_RETENTION_DAYS: '30' })).toMatchObject({
      uploadIdleTimeoutMs: 5000,
      chatImageRetentionDays: 30,
    });
    expect(() => readEnv({ UPLOAD_IDLE_TIMEOUT_MS: '0' })).toThrow(
      'UPLOAD_IDLE_TIMEOUT_MS: must be a whole number of milliseconds, 1000 to 600000',
    );
    for (const days of ['0', '1.5', 'ninety', '4000']) {
      expect(() => readEnv({ CHAT_IMAGE_RETENTION_DAYS: days })).toThrow(
        'CHAT_IMAGE_RETENTION_DAYS: must be a whole number of days, 1 to 3650',
      );
    }
  });

  it('reads the sockets allowed per address, a whole number from 1', () => {
    expect(readEnv({ SOCKETS_PER_ADDRESS: '200' }).socketsPerAddress).toBe(200);
    expect(() => readEnv({ SOCKETS_PER_ADDRESS: '0' })).toThrow(
      'SOCKETS_PER_ADDRESS: must be a whole number',
    );
    expect(() => readEnv({ SOCKETS_PER_ADDRESS: 'many' })).toThrow('SOCKETS_PER_ADDRESS');
  });

  it('reads the metrics token and port, and refuses a short token or a port without one', () => {
    const token = 'f'.repeat(32);
    expect(readEnv({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(readEnv({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: token,
      metricsPort: 9464,
    });
    for (const bad of ['short', `${'a'.repeat(20)} ${'b'.repeat(20)}`, 'é'.repeat(30)]) {
      expect(() => readEnv({ METRICS_TOKEN: bad })).toThrow('METRICS_TOKEN: must be 24 to 256');
    }
    expect(() => readEnv({ METRICS_PORT: '9464' })).toThrow('METRICS_PORT: needs METRICS_TOKEN');
    expect(() => readEnv({ METRICS_TOKEN: token, METRICS_PORT: '5000' })).toThrow(
      'METRICS_PORT: must differ from PORT',
    );
    expect(() => readEnv({ METRICS_TOKEN: token, METRICS_PORT: '70000' })).toThrow('METRICS_PORT');
  });

  it('reads the shutdown settings in milliseconds and says what it takes when one is not', () => {
    expect(readEnv({ SHUTDOWN_DRAIN_MS: '3000', SHUTDOWN_TIMEOUT_MS: '30000' })).toMatchObject({
      shutdownDrainMs: 3000,
      shutdownTimeoutMs: 30_000,
    });
    expect(() => readEnv({ SHUTDOWN_DRAIN_MS: '3s' })).toThrow(
      'SHUTDOWN_DRAIN_MS: must be a whole number of milliseconds, 0 to 300000',
    );
    expect(() => readEnv({ SHUTDOWN_TIMEOUT_MS: '500' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds, 1000 to 600000',
    );
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
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      databaseUrl: 'postgres://a:b@h:5432/d',
      nodeEnv: 'production',
      trustProxy: { hops: 1 },
    });
  });

  describe('behind a connection pooler', () => {
    const pooler = 'postgres://app:pw@pgbouncer:6432/shop';
    const direct = 'postgres://app:pw@db:5432/shop';

    it('reads the pool mode and the direct LISTEN connection', () => {
      expect(
        readEnv({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction', LISTEN_DATABASE_URL: direct }),
      ).toMatchObject({ databaseUrl: pooler, databasePoolMode: 'transaction', listenDatabaseUrl: direct });
      expect(readEnv({ DATABASE_URL: direct, LISTEN_DATABASE_URL: direct })).toMatchObject({
        databasePoolMode: 'session',
        listenDatabaseUrl: direct,
      });
    });

    it('refuses transaction mode without LISTEN_DATABASE_URL, saying why and what to set', () => {
      const start = () => readEnv({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction' });
      expect(start).toThrow(`LISTEN_DATABASE_URL: ${LISTEN_URL_REQUIRED_MESSAGE}`);
      expect(LISTEN_URL_REQUIRED_MESSAGE).toMatch(/LISTEN receives nothing/);
      expect(LISTEN_URL_REQUIRED_MESSAGE).toMatch(/Set LISTEN_DATABASE_URL to a direct connection/);
    });

    it('refuses an unknown pool mode, a LISTEN URL that is not PostgreSQL, and either without DATABASE_URL', () => {
      expect(() => readEnv({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'statement' })).toThrow(
        /DATABASE_POOL_MODE: must be session or transaction/,
      );
      expect(() => readEnv({ DATABASE_URL: pooler, LISTEN_DATABASE_URL: 'mysql://db/shop' })).toThrow(
        /LISTEN_DATABASE_URL: must start with postgres:\/\//,
      );
      expect(() => readEnv({ DATABASE_POOL_MODE: 'transaction', LISTEN_DATABASE_URL: direct })).toThrow(
        `DATABASE_POOL_MODE: ${POOL_SETTING_WITHOUT_POSTGRES_MESSAGE}\n  LISTEN_DATABASE_URL: ${POOL_SETTING_WITHOUT_POSTGRES_MESSAGE}`,
      );
      // Session is the default, so saying it is no mistake.
      expect(readEnv({ DATABASE_POOL_MODE: 'session' }).databasePoolMode).toBe('session');
    });
  });

  it('takes TRUST_PROXY as a hop count or a list of proxies, and refuses true with what to write instead', () => {
    expect(readEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).trustProxy).toEqual({
      proxies: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback'],
    });
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true trusts every hop of X-Forwarded-For, so any client could choose its own address; write the number of proxies/,
    );
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33" is not an address/,
    );
    expect(() => readEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: a hop count is 1 to 10/);
  });

  it('reads ALLOWED_ORIGINS as origins and refuses anything else', () => {
    expect(
      readEnv({ ALLOWED_ORIGINS: 'https://admin.example.com, http://localhost:5173/' }).allowedOrigins,
    ).toEqual(['https://admin.example.com', 'http://localhost:5173']);
    expect(() => readEnv({ ALLOWED_ORIGINS: 'https://a.example.com/path' })).toThrow(
      /ALLOWED_ORIGINS: "https:\/\/a.example.com\/path" is not an origin/,
    );
    expect(() => readEnv({ ALLOWED_ORIGINS: 'javascript:alert(1)' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => readEnv({ ALLOWED_ORIGINS: '*' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
