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

/** Why `app.listen({ port, host })` failed. */
export function listenErrorMessage(err: unknown, port: number, host: string): string {
  switch (errorCode(err)) {
    case 'EADDRINUSE':
      return `PORT ${port} is in use (another program is listening); set PORT to another number`;
    case 'EACCES':
      return port < 1024
        ? `PORT ${port} needs administrator rights (ports below 1024 are privileged); set PORT to 1024 or above, e.g. PORT=5000`
        : `PORT ${port} on HOST ${host} is not allowed for this user (permission denied); set PORT to another number`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine; set HOST to one of its addresses, or to 0.0.0.0 to listen on all of them`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} is not a known host name; set HOST to an address of this machine, or to 0.0.0.0 to listen on all of them`;
    case 'EAFNOSUPPORT':
      return `HOST ${host} is of an address family this machine does not support (IPv6 turned off?); set HOST to 0.0.0.0`;
    default:
      return `Cannot listen on HOST ${host} PORT ${port}: ${messageOf(err)}`;
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

/** Where DATABASE_URL points, as node-postgres resolved it (URL, then PG* variables, then defaults). */
export interface PostgresTarget {
  host: string;
  port: number;
  user?: string | undefined;
  database?: string | undefined;
  /** Only to mask it in a quoted server or driver message, should one ever contain it. */
  password?: string | undefined;
}

const EMBEDDED_HINT = 'Unset DATABASE_URL to use the embedded database in DATA_DIR instead.';

// Network failures: the server was never reached, so the fix is the address or the server, not the login.
const UNREACHABLE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused. Is the server running?',
  ENOTFOUND: 'unknown host name. Is the host in DATABASE_URL right?',
  EAI_AGAIN: 'the host name could not be looked up (DNS did not answer). Is this machine online?',
  ETIMEDOUT: 'no answer (timed out). Is the host up, and the port open in its firewall?',
  EHOSTUNREACH: 'host unreachable. Is the host up and reachable from this machine?',
  ENETUNREACH: 'network unreachable. Is this machine connected to the network of the host?',
  ECONNRESET: 'the connection was closed before PostgreSQL answered. Is that port a PostgreSQL server?',
  // A Unix-socket host (a directory): no server has created its socket there.
  ENOENT: 'no server socket there. Is the server running, and is the host directory right?',
};

/** Why the first connection to DATABASE_URL failed, naming server, user and database; never the password. */
export function postgresErrorMessage(err: unknown, target: PostgresTarget): string {
  const where = describeTarget(target);
  const user = target.user ?? '(default)';
  const database = target.database ?? user;
  const code = errorCode(err);
  const message = messageOf(err);
  // Our own words never include the password; a server's or driver's message is quoted as it came.
  const quoted = redact(message, target.password);
  if (code && code in UNREACHABLE) {
    return `Cannot reach PostgreSQL at ${where} (DATABASE_URL): ${UNREACHABLE[code]} ${EMBEDDED_HINT}`;
  }
  if (message === 'timeout expired') {
    // node-postgres's own connection timeout: TCP connected (or is still trying) but no PostgreSQL answer.
    return `Cannot reach PostgreSQL at ${where} (DATABASE_URL): no answer within ${POSTGRES_CONNECT_TIMEOUT_MS / 1000} seconds. Is the host up, and the port open in its firewall? ${EMBEDDED_HINT}`;
  }
  if (message === 'Connection terminated unexpectedly') {
    return `Cannot reach PostgreSQL at ${where} (DATABASE_URL): ${UNREACHABLE.ECONNRESET} ${EMBEDDED_HINT}`;
  }
  if (code === '28P01') {
    return `PostgreSQL at ${where} rejected the password of user "${user}" (DATABASE_URL); check the user name and password in DATABASE_URL.`;
  }
  if (message.includes('client password must be a string')) {
    // node-postgres, when the server asks for a password and DATABASE_URL has none.
    return `PostgreSQL at ${where} asks for the password of user "${user}" and DATABASE_URL has none; add it (postgres://USER:PASSWORD@HOST:PORT/DATABASE).`;
  }
  if (code === '3D000') {
    return `Database "${database}" does not exist on PostgreSQL at ${where} (DATABASE_URL); create it (CREATE DATABASE "${database}" OWNER "${user}") or fix the database name in DATABASE_URL.`;
  }
  if (code === '28000') {
    // No pg_hba.conf entry, or a role that does not exist: the server's own sentence says which.
    return `PostgreSQL at ${where} refused user "${user}" (DATABASE_URL): ${quoted}.`;
  }
  if (code === '57P03') {
    return `PostgreSQL at ${where} is starting up or shutting down (DATABASE_URL); start again in a moment.`;
  }
  return `Cannot connect to PostgreSQL at ${where} (DATABASE_URL): ${quoted}`;
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
