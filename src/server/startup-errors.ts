// The one line a failed start prints: what went wrong, named in the operator's terms (PORT, HOST,
// DATA_DIR, DATABASE_URL), and what to change. Pure functions, so every wording is unit tested; the
// callers (server.ts, db/client.ts) catch the error where its context (port, directory, server) is known.

/** How long the first PostgreSQL connection may take: an unreachable host fails in seconds, not minutes. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

/** The `code` of the error or of the first error in its cause chain that has one (fs, net, PostgreSQL). */
export function errorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e instanceof Object && depth < 10; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Why `app.listen({ port, host })` failed; `name` is the variable the port came from. */
export function listenErrorMessage(err: unknown, port: number, host: string, name = 'PORT'): string {
  switch (errorCode(err)) {
    case 'EADDRINUSE':
      return `${name} ${port} is in use (another program is listening); set ${name} to another number`;
    case 'EACCES':
      return port < 1024
        ? `${name} ${port} needs administrator rights (ports below 1024 are privileged); set ${name} to 1024 or above, e.g. ${name}=${name === 'PORT' ? 5000 : 9464}`
        : `${name} ${port} on HOST ${host} is not allowed for this user (permission denied); set ${name} to another number`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine; set HOST to one of its addresses, or to 0.0.0.0 to listen on all of them`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} is not a known host name; set HOST to an address of this machine, or to 0.0.0.0 to listen on all of them`;
    case 'EAFNOSUPPORT':
      return `HOST ${host} is of an address family this machine does not support (IPv6 turned off?); set HOST to 0.0.0.0`;
    default:
      return `Cannot listen on HOST ${host} ${name} ${port}: ${messageOf(err)}`;
  }
}

// The codes the file system answers when a directory cannot be created or written, in words.
const DATA_DIR_REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  // What mkdir -p answers where a file of that name exists.
  EEXIST: 'it is a file, not a directory',
  ENOTDIR: 'part of the path is a file, not a directory',
  EISDIR: 'a directory is where a file should be',
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'too many levels of symbolic links',
  EIO: 'input/output error on the disk',
};

/** True when the error says the data directory itself is unusable (rather than, say, a corrupt database). */
export function isDataDirAccessError(err: unknown): boolean {
  const code = errorCode(err);
  return code !== undefined && code in DATA_DIR_REASONS;
}

export interface DataDirErrorDetail {
  /** For ENOTDIR: the file found where a parent directory should be, which is what has to move. */
  fileInTheWay?: string | undefined;
  /** The entry the error is about, relative to DATA_DIR, when it is not DATA_DIR itself. */
  inside?: string | undefined;
}

/**
 * Why DATA_DIR cannot be used. `dataDir` as resolved (absolute): a relative path names a different
 * directory depending on where the server was started.
 */
export function dataDirErrorMessage(err: unknown, dataDir: string, detail: DataDirErrorDetail = {}): string {
  const code = errorCode(err);
  let reason =
    code === 'ENOTDIR' && detail.fileInTheWay
      ? `${detail.fileInTheWay} is a file, not a directory`
      : ((code && DATA_DIR_REASONS[code]) ?? messageOf(err));
  if (detail.inside) reason += ` on ${detail.inside} inside it`;
  return `DATA_DIR ${dataDir} is not writable (${reason}); choose a directory this user can write, or set DATABASE_URL to use PostgreSQL`;
}

/**
 * Where DATABASE_URL (or LISTEN_DATABASE_URL) points, as node-postgres resolved it (URL, then PG*
 * variables, then defaults).
 */
/** Where a PostgreSQL address was given: the server's settings, or an option of `npm run db:copy`. */
export type PostgresSetting = 'DATABASE_URL' | 'LISTEN_DATABASE_URL' | '--from' | '--to';

export interface PostgresTarget {
  host: string;
  port: number;
  user?: string | undefined;
  database?: string | undefined;
  /** Only to mask it in a quoted server or driver message, should one ever contain it. */
  password?: string | undefined;
  /** The setting the address came from (db:copy: its option); DATABASE_URL unless said. */
  variable?: PostgresSetting;
}

const EMBEDDED_HINT = 'Unset DATABASE_URL to use the embedded database in DATA_DIR instead.';

// Network failures: the server was never reached, so the fix is the address or the server, not the login.
const UNREACHABLE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused. Is the server running?',
  ENOTFOUND: 'unknown host name. Is the host in the URL right?',
  EAI_AGAIN: 'the host name could not be looked up (DNS did not answer). Is this machine online?',
  ETIMEDOUT: 'no answer (timed out). Is the host up, and the port open in its firewall?',
  EHOSTUNREACH: 'host unreachable. Is the host up and reachable from this machine?',
  ENETUNREACH: 'network unreachable. Is this machine connected to the network of the host?',
  ECONNRESET: 'the connection was closed before PostgreSQL answered. Is that port a PostgreSQL server?',
  // A Unix-socket host (a directory): no server has created its socket there.
  ENOENT: 'no server socket there. Is the server running, and is the host directory right?',
};

/**
 * Why the first connection to DATABASE_URL (or LISTEN_DATABASE_URL) failed, naming server, user and
 * database; never the password.
 */
export function postgresErrorMessage(err: unknown, target: PostgresTarget): string {
  const where = describeTarget(target);
  const user = target.user ?? '(default)';
  const database = target.database ?? user;
  const code = errorCode(err);
  const message = messageOf(err);
  // Our own words never include the password; a server's or driver's message is quoted as it came.
  const quoted = redact(message, target.password);
  const variable = target.variable ?? 'DATABASE_URL';
  // The embedded database is no answer to a bad LISTEN_DATABASE_URL.
  const embedded = variable === 'DATABASE_URL' ? ` ${EMBEDDED_HINT}` : '';
  if (code && code in UNREACHABLE) {
    return `Cannot reach PostgreSQL at ${where} (${variable}): ${UNREACHABLE[code]}${embedded}`;
  }
  if (message === 'timeout expired') {
    // node-postgres's own connection timeout: TCP connected (or is still trying) but no PostgreSQL answer.
    return `Cannot reach PostgreSQL at ${where} (${variable}): no answer within ${POSTGRES_CONNECT_TIMEOUT_MS / 1000} seconds. Is the host up, and the port open in its firewall?${embedded}`;
  }
  if (message === 'Connection terminated unexpectedly') {
    return `Cannot reach PostgreSQL at ${where} (${variable}): ${UNREACHABLE.ECONNRESET}${embedded}`;
  }
  if (code === '28P01') {
    return `PostgreSQL at ${where} rejected the password of user "${user}" (${variable}); check the user name and password in ${variable}.`;
  }
  if (message.includes('client password must be a string')) {
    // node-postgres, when the server asks for a password and the URL has none.
    return `PostgreSQL at ${where} asks for the password of user "${user}" and ${variable} has none; add it (postgres://USER:PASSWORD@HOST:PORT/DATABASE).`;
  }
  if (code === '3D000') {
    return `Database "${database}" does not exist on PostgreSQL at ${where} (${variable}); create it (CREATE DATABASE "${database}" OWNER "${user}") or fix the database name in ${variable}.`;
  }
  if (code === '28000') {
    // No pg_hba.conf entry, or a role that does not exist: the server's own sentence says which.
    return `PostgreSQL at ${where} refused user "${user}" (${variable}): ${quoted}.`;
  }
  if (code === '57P03') {
    return `PostgreSQL at ${where} is starting up or shutting down (${variable}); start again in a moment.`;
  }
  return `Cannot connect to PostgreSQL at ${where} (${variable}): ${quoted}`;
}

function describeTarget({ host, port }: PostgresTarget): string {
  if (host.startsWith('/')) return `${host}/.s.PGSQL.${port}`;
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

function redact(line: string, password: string | undefined): string {
  if (!password) return line;
  let out = line;
  for (const form of new Set([password, encodeURIComponent(password)])) out = out.replaceAll(form, '***');
  return out;
}

/** Said when DATABASE_POOL_MODE=transaction comes without LISTEN_DATABASE_URL: why it is needed, what to set. */
export const LISTEN_URL_REQUIRED_MESSAGE =
  'is required with DATABASE_POOL_MODE=transaction: through a transaction pooler LISTEN receives nothing (each statement may run on another server connection), so saves and chat would stop reaching the other instances, and the migrations could not hold their lock. Set LISTEN_DATABASE_URL to a direct connection to the same database, not through the pooler (e.g. postgres://USER:PASSWORD@DB-HOST:5432/DATABASE)';

/** Said when a pool setting comes without DATABASE_URL: it only describes a PostgreSQL connection. */
export const POOL_SETTING_WITHOUT_POSTGRES_MESSAGE =
  'only applies to PostgreSQL; set DATABASE_URL too, or remove it to use the embedded database';

/** Said when the connections of DATABASE_URL turn out to be shared while DATABASE_POOL_MODE is session. */
export const TRANSACTION_POOLER_DETECTED_MESSAGE =
  'DATABASE_URL goes through a transaction pooler (PgBouncer pool_mode = transaction or the like): two of its connections ran on one PostgreSQL session. Named prepared statements and LISTEN break there. Set DATABASE_POOL_MODE=transaction and LISTEN_DATABASE_URL to a direct connection to the same database, or put the pooler in session mode.';

/** Said when a notification sent through DATABASE_URL is not heard on LISTEN_DATABASE_URL. */
export function listenUnheardMessage(seconds: number): string {
  return `A notification sent through DATABASE_URL did not arrive on LISTEN_DATABASE_URL within ${seconds} s: they do not reach the same database, or LISTEN_DATABASE_URL goes through a transaction pooler. Set LISTEN_DATABASE_URL to a direct connection (not through the pooler) to the database DATABASE_URL names.`;
}
