// The sentences a failed start prints, from errors shaped as node, node-postgres and PostgreSQL raise
// them (codes and messages as seen from real runs).
import { describe, expect, it } from 'vitest';
import {
  dataDirErrorMessage,
  errorCode,
  isDataDirAccessError,
  listenErrorMessage,
  postgresErrorMessage,
  type PostgresTarget,
} from './startup-errors';

const errno = (code: string, message = `${code}: something`) => Object.assign(new Error(message), { code });

describe('errorCode', () => {
  it('finds the code on the error or down its cause chain', () => {
    expect(errorCode(errno('EACCES'))).toBe('EACCES');
    expect(errorCode(new Error('wrapped', { cause: new Error('again', { cause: errno('EROFS') }) }))).toBe(
      'EROFS',
    );
    expect(errorCode(new Error('plain'))).toBeUndefined();
    expect(errorCode('a string')).toBeUndefined();
    // A child process's exit code is a number, not an error code.
    expect(errorCode(Object.assign(new Error('Command failed'), { code: 1 }))).toBeUndefined();
  });
});

describe('listenErrorMessage', () => {
  it('names PORT when another program holds it', () => {
    expect(listenErrorMessage(errno('EADDRINUSE'), 5000, '0.0.0.0')).toBe(
      'PORT 5000 is in use (another program is listening); set PORT to another number',
    );
  });

  it('explains privileged ports, and other refusals of a port', () => {
    expect(listenErrorMessage(errno('EACCES'), 80, '0.0.0.0')).toBe(
      'PORT 80 needs administrator rights (ports below 1024 are privileged); set PORT to 1024 or above, e.g. PORT=5000',
    );
    expect(listenErrorMessage(errno('EACCES'), 8080, '127.0.0.1')).toBe(
      'PORT 8080 on HOST 127.0.0.1 is not allowed for this user (permission denied); set PORT to another number',
    );
  });

  it('names HOST when it is not an address of this machine', () => {
    expect(listenErrorMessage(errno('EADDRNOTAVAIL'), 5000, '192.0.2.1')).toBe(
      'HOST 192.0.2.1 is not an address of this machine; set HOST to one of its addresses, or to 0.0.0.0 to listen on all of them',
    );
    expect(listenErrorMessage(errno('ENOTFOUND'), 5000, 'nohost.invalid')).toMatch(
      /^HOST nohost\.invalid is not a known host name; /,
    );
  });

  it('falls back to the error itself, with the address', () => {
    expect(listenErrorMessage(new Error('odd'), 5000, '::')).toBe('Cannot listen on HOST :: PORT 5000: odd');
  });
});

describe('dataDirErrorMessage', () => {
  const tail = '; choose a directory this user can write, or set DATABASE_URL to use PostgreSQL';

  it('names the directory and the reason in words', () => {
    expect(dataDirErrorMessage(errno('EACCES'), '/srv/data')).toBe(
      `DATA_DIR /srv/data is not writable (permission denied)${tail}`,
    );
    expect(dataDirErrorMessage(errno('EPERM'), '/srv/data')).toContain('(permission denied)');
    expect(dataDirErrorMessage(errno('EROFS'), '/srv/data')).toContain('(read-only file system)');
    expect(dataDirErrorMessage(errno('ENOSPC'), '/srv/data')).toContain('(no space left on the disk)');
  });

  it('says when DATA_DIR or a parent of it is a file', () => {
    expect(dataDirErrorMessage(errno('EEXIST'), '/srv/data')).toBe(
      `DATA_DIR /srv/data is not writable (it is a file, not a directory)${tail}`,
    );
    expect(dataDirErrorMessage(errno('ENOTDIR'), '/srv/file/data', { fileInTheWay: '/srv/file' })).toBe(
      `DATA_DIR /srv/file/data is not writable (/srv/file is a file, not a directory)${tail}`,
    );
    expect(dataDirErrorMessage(errno('ENOTDIR'), '/srv/file/data')).toContain(
      '(part of the path is a file, not a directory)',
    );
  });

  it('names an entry inside the directory, and falls back to the error message', () => {
    expect(dataDirErrorMessage(errno('EACCES'), '/srv/data', { inside: 'global/pg_control' })).toBe(
      `DATA_DIR /srv/data is not writable (permission denied on global/pg_control inside it)${tail}`,
    );
    expect(dataDirErrorMessage(new Error('strange'), '/srv/data')).toBe(
      `DATA_DIR /srv/data is not writable (strange)${tail}`,
    );
  });

  it('knows which errors are about the directory', () => {
    expect(isDataDirAccessError(new Error('x', { cause: errno('EACCES') }))).toBe(true);
    expect(isDataDirAccessError(errno('ECONNREFUSED'))).toBe(false);
    expect(isDataDirAccessError(new Error('Aborted()'))).toBe(false);
  });
});

describe('postgresErrorMessage', () => {
  const target: PostgresTarget = {
    host: '127.0.0.1',
    port: 5999,
    user: 'app',
    database: 'shop',
    password: 'secretpw',
  };
  const embedded = 'Unset DATABASE_URL to use the embedded database in DATA_DIR instead.';

  it('names LISTEN_DATABASE_URL when the direct connection fails, without the embedded-database hint', () => {
    const listen = { ...target, variable: 'LISTEN_DATABASE_URL' } as const;
    expect(postgresErrorMessage(errno('ECONNREFUSED', 'connect ECONNREFUSED'), listen)).toBe(
      'Cannot reach PostgreSQL at 127.0.0.1:5999 (LISTEN_DATABASE_URL): connection refused. Is the server running?',
    );
    expect(postgresErrorMessage(errno('28P01', 'password authentication failed'), listen)).toBe(
      'PostgreSQL at 127.0.0.1:5999 rejected the password of user "app" (LISTEN_DATABASE_URL); check the user name and password in LISTEN_DATABASE_URL.',
    );
  });

  it('says the server was not reached, where, and that the embedded database needs no URL', () => {
    expect(postgresErrorMessage(errno('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5999'), target)).toBe(
      `Cannot reach PostgreSQL at 127.0.0.1:5999 (DATABASE_URL): connection refused. Is the server running? ${embedded}`,
    );
    for (const [code, words] of [
      ['ENOTFOUND', 'unknown host name'],
      ['EAI_AGAIN', 'DNS did not answer'],
      ['ETIMEDOUT', 'timed out'],
      ['EHOSTUNREACH', 'host unreachable'],
      ['ENETUNREACH', 'network unreachable'],
    ] as const) {
      const line = postgresErrorMessage(errno(code), target);
      expect(line).toMatch(/^Cannot reach PostgreSQL at 127\.0\.0\.1:5999 \(DATABASE_URL\): /);
      expect(line).toContain(words);
      expect(line).toContain(embedded);
    }
  });

  it("explains node-postgres's own timeout and a connection closed without an answer", () => {
    expect(postgresErrorMessage(new Error('timeout expired'), target)).toContain(
      'no answer within 10 seconds',
    );
    expect(postgresErrorMessage(new Error('Connection terminated unexpectedly'), target)).toContain(
      'the connection was closed before PostgreSQL answered',
    );
  });

  it('writes IPv6 hosts in brackets and Unix sockets as their path', () => {
    expect(postgresErrorMessage(errno('ECONNREFUSED'), { host: '::1', port: 5432 })).toContain(
      'PostgreSQL at [::1]:5432 ',
    );
    expect(postgresErrorMessage(errno('ENOENT'), { host: '/run/postgresql', port: 5432 })).toContain(
      'PostgreSQL at /run/postgresql/.s.PGSQL.5432 (DATABASE_URL): no server socket there',
    );
  });

  it('names the user on a rejected or missing password, never the password', () => {
    const rejected = postgresErrorMessage(
      errno('28P01', 'password authentication failed for user "app"'),
      target,
    );
    expect(rejected).toBe(
      'PostgreSQL at 127.0.0.1:5999 rejected the password of user "app" (DATABASE_URL); check the user name and password in DATABASE_URL.',
    );
    expect(
      postgresErrorMessage(new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string'), {
        ...target,
        password: undefined,
      }),
    ).toContain('asks for the password of user "app" and DATABASE_URL has none');
  });

  it('names a database that does not exist', () => {
    expect(postgresErrorMessage(errno('3D000', 'database "shop" does not exist'), target)).toBe(
      'Database "shop" does not exist on PostgreSQL at 127.0.0.1:5999 (DATABASE_URL); create it (CREATE DATABASE "shop" OWNER "app") or fix the database name in DATABASE_URL.',
    );
  });

  it('quotes other server messages, with any copy of the password masked', () => {
    expect(postgresErrorMessage(errno('28000', 'role "app" does not exist'), target)).toBe(
      'PostgreSQL at 127.0.0.1:5999 refused user "app" (DATABASE_URL): role "app" does not exist.',
    );
    const odd = postgresErrorMessage(new Error('weird secretpw and secret%20pw'), {
      ...target,
      password: 'secret pw',
    });
    expect(odd).toBe('Cannot connect to PostgreSQL at 127.0.0.1:5999 (DATABASE_URL): weird secretpw and ***');
    expect(postgresErrorMessage(new Error('echo secretpw'), target)).not.toContain('secretpw');
    // The user is named even when the password is the same word: a user name is not a secret.
    expect(
      postgresErrorMessage(errno('28P01'), { ...target, user: 'postgres', password: 'postgres' }),
    ).toContain('user "postgres"');
  });
});
