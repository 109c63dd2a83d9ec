// Opens the database: PGlite in a data directory by default, a node-postgres pool when DATABASE_URL is set.
// Both give the same drizzle API; everything above this file is one code path.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { access, mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import type { Database, DataDirEntry, DataDirReader, HotRunner, PoolMode, PostgresPlace } from './types';
import { registerHotRunner } from './hot-statements';
import { migrateDatabase } from './migrate';
import { pgliteHotRunner } from './pglite-statements';
import {
  dataDirErrorMessage,
  isDataDirAccessError,
  LISTEN_URL_REQUIRED_MESSAGE,
  listenUnheardMessage,
  POSTGRES_CONNECT_TIMEOUT_MS,
  postgresErrorMessage,
  TRANSACTION_POOLER_DETECTED_MESSAGE,
  type PostgresSetting,
} from '../startup-errors';

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** How databaseUrl is pooled (DATABASE_POOL_MODE); session unless said. */
  poolMode?: PoolMode | undefined;
  /** A direct connection for LISTEN and the migrations (LISTEN_DATABASE_URL); required in transaction mode. */
  listenDatabaseUrl?: string | undefined;
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests: a migrated template, ~0.6 s instead of ~4.5 s). */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** Defaults to the committed drizzle/ folder. */
  migrationsFolder?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { dataDir } = options;
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolMode ?? 'session', options.listenDatabaseUrl)
    : await openPglite(dataDir, options.loadDataDir).catch(async (err: unknown) => {
        throw await explainPgliteFailure(err, dataDir);
      });
  if (options.migrate !== false) {
    try {
      // The migrations' advisory lock belongs to a session, which a transaction pooler does not keep: they
      // run on the direct connection when there is one.
      const sessionUrl = options.listenDatabaseUrl ?? options.databaseUrl;
      await migrateDatabase(database, sessionUrl, options.migrationsFolder);
    } catch (err) {
      await database.close().catch(() => undefined);
      throw err;
    }
  }
  return database;
}

/**
 * PostgreSQL settings for the embedded database, on top of PGlite's own (single user, fsync off: a
 * commit is written to the data directory before the answer, so it survives the process being killed,
 * though not a power cut). shared_buffers is PostgreSQL's default 128 MB, which PGlite's WASM heap
 * allocates and zeroes up front: it alone was 128 MB of the server's resident memory, for a database
 * whose hot part is a few MB (measured: scripts/bench/bench-memory.mjs). Reads past it come from the OS page
 * cache through the data directory.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB'],
];

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const startParams = [...PGLITE_START_PARAMS];
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    // No PG_VERSION yet: a new directory, which initdb has to fill first.
    const fresh = !loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'));
    if (fresh) await initDataDir(dataDir, startParams);
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams,
    // The chat search's trigram index (migration 0017) needs it for every write to chat_messages.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  registerHotRunner(db, pgliteHotRunner(client));
  return {
    kind: 'pglite',
    db,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    dataDir: dataDirReader(client),
  };
}

/** The part of Emscripten's file system API the data directory's reader uses. */
interface EmscriptenFs {
  readdir(path: string): string[];
  stat(path: string): { mode: number; size: number; mtime: Date | number };
  isDir(mode: number): boolean;
  isFile(mode: number): boolean;
  open(path: string, flags: string): object;
  read(stream: object, buffer: Uint8Array, offset: number, length: number, position: number): number;
  close(stream: object): void;
}

/**
 * PGlite's data directory through PGlite's own file system, which is the folder on disk (DATA_DIR) or,
 * for an in-memory database, memory: one reader for both. A call never runs inside a statement, since
 * both run on this one thread.
 */
function dataDirReader(client: PGlite): DataDirReader {
  const fs = client.Module.FS as unknown as EmscriptenFs;
  const root = PGlite.paths.PGDATA;
  const full = (relative: string) => (relative ? `${root}/${relative}` : root);
  const gone = (err: unknown) =>
    (err as { code?: string; errno?: number }).code === 'ENOENT' || (err as { errno?: number }).errno === 44;
  return {
    list(folder) {
      let names: string[];
      try {
        names = fs.readdir(full(folder));
      } catch (err) {
        if (gone(err)) return [];
        throw err;
      }
      const entries: DataDirEntry[] = [];
      for (const name of names) {
        if (name === '.' || name === '..') continue;
        let stat: ReturnType<EmscriptenFs['stat']>;
        try {
          stat = fs.stat(full(folder ? `${folder}/${name}` : name));
        } catch (err) {
          if (gone(err)) continue;
          throw err;
        }
        const type = fs.isDir(stat.mode) ? 'directory' : fs.isFile(stat.mode) ? 'file' : null;
        if (!type) continue;
        const ms = stat.mtime instanceof Date ? stat.mtime.getTime() : stat.mtime;
        entries.push({
          name,
          type,
          size: type === 'file' ? stat.size : 0,
          mode: stat.mode & 0o777,
          mtime: Math.floor(ms / 1000),
        });
      }
      return entries;
    },
    open(file) {
      let stream: object;
      try {
        stream = fs.open(full(file), 'r');
      } catch (err) {
        if (gone(err)) return null;
        throw err;
      }
      return {
        read: (buffer, position) => fs.read(stream, buffer, 0, buffer.length, position),
        close: () => fs.close(stream),
      };
    },
  };
}

async function explainPgliteFailure(err: unknown, dataDir: string | undefined): Promise<Error> {
  if (!dataDir) {
    return new Error(`Cannot open the embedded database in memory: ${reason(err)}`, { cause: err });
  }
  if (isDataDirAccessError(err)) {
    return new Error(dataDirErrorMessage(err, path.resolve(dataDir)), { cause: err });
  }
  // PGlite's file system is inside WASM: a file it cannot write makes it abort with no word of which.
  // The usual one: files that an earlier start as another user (sudo) left behind.
  const blocked = await firstUnwritable(dataDir);
  if (blocked) {
    return new Error(dataDirErrorMessage(blocked.err, path.resolve(dataDir), { inside: blocked.inside }), {
      cause: err,
    });
  }
  return new Error(`Cannot open the embedded database in DATA_DIR=${dataDir}: ${reason(err)}`, {
    cause: err,
  });
}

/**
 * The first entry under dir this process may not write, with the error saying why. Only to explain a
 * failure already seen, so access() is enough: it answers truly for anyone but root, and root has
 * passed the server's real write test.
 */
async function firstUnwritable(
  dir: string,
  relative = '',
): Promise<{ inside: string; err: unknown } | undefined> {
  const full = path.join(dir, relative);
  try {
    await access(full, constants.W_OK);
  } catch (err) {
    return { inside: relative || '.', err };
  }
  // A file answers ENOTDIR here, and has no entries to look at.
  const entries = await readdir(full, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() && !entry.isFile()) continue;
    const found = await firstUnwritable(dir, path.join(relative, entry.name));
    if (found) return found;
  }
  return undefined;
}

// Runs in a child process: a first PGlite.create on an empty directory runs initdb.
const INIT_DATA_DIR = `
const [pglite, dataDir, startParams] = JSON.parse(process.argv[1]);
require(pglite).PGlite.create({ dataDir, startParams })
  .then((pg) => pg.close())
  .catch((err) => { console.error(err instanceof Error ? err.message : String(err)); process.exit(1); });
`;

/**
 * Creates a new data directory (initdb) in a short-lived child process. In this process it would leave
 * two extra WASM instances (a temporary PGlite and initdb, ~500 MB) as garbage that V8 does not collect
 * while the server idles, and a fragmented malloc heap after it: the server idled at ~840 MB after its
 * first start instead of ~240 MB (scripts/bench/bench-memory.mjs). Costs one extra node start, once per data
 * directory.
 */
async function initDataDir(dataDir: string, startParams: string[]): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await promisify(execFile)(
      process.execPath,
      ['-e', INIT_DATA_DIR, JSON.stringify([pglite, dataDir, startParams])],
      { env: { ...process.env, NODE_OPTIONS: '' } },
    );
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`initdb failed${stderr ? `: ${stderr}` : ''}`, { cause: err });
  }
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Connects once on a client of its own, with a deadline, and names what failed (host, user, database).
 * The pool has no connect deadline (an unreachable host would hang for the OS's TCP timeout, minutes);
 * giving it one would also limit how long a busy moment may wait for a free connection.
 */
export async function connectChecked(
  connectionString: string,
  variable: PostgresSetting,
): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    const { host, port, user, database, password } = client;
    throw new Error(postgresErrorMessage(err, { host, port, user, database, password, variable }), {
      cause: err,
    });
  }
  return client;
}

const backendPid = async (client: pg.Client) =>
  (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;

/**
 * True when two connections to the URL ran on one PostgreSQL session, or one connection on two: only a
 * pooler that hands out server connections per transaction does either. The first connection's session
 * is freed after its statement; a pooler reuses its most recently freed server connection first
 * (PgBouncer's default), so the second connection's transaction gets it. Under load another client may
 * take it first, so a false answer proves nothing; a true one is certain, as PostgreSQL gives every open
 * session its own process id.
 */
async function sharesSessions(first: pg.Client, connectionString: string): Promise<boolean> {
  const second = await connectChecked(connectionString, 'DATABASE_URL');
  try {
    const before = await backendPid(first);
    await second.query('begin');
    const held = await backendPid(second);
    // While the second holds its server connection, the first must run on another one if it is shared.
    const after = await backendPid(first);
    await second.query('commit');
    return held === before || after !== before;
  } finally {
    await second.end();
  }
}

/** Each hot statement prepared under its name, once per pooled connection (decision 0009). */
const namedRunner =
  (pool: pg.Pool): HotRunner =>
  async (name, text, values) =>
    (await pool.query<object>({ name, text, values })).rows;

/**
 * Behind a transaction pooler: a named statement lives in one server session, which the pooler does not
 * keep for the next call, so each call is sent unnamed, parsed and planned again (decision 0022). A name
 * still stays with one text, as on the named path, so a mistake shows in either mode.
 */
function unnamedRunner(pool: pg.Pool): HotRunner {
  const texts = new Map<string, string>();
  return async (name, text, values) => {
    const known = texts.get(name);
    if (known === undefined) texts.set(name, text);
    else if (known !== text) throw new Error(`hot statement ${name} was prepared with another text`);
    return (await pool.query<object>({ text, values })).rows;
  };
}

/** How long a notification sent through the pool may take to reach the LISTEN connection at start. */
const LISTEN_CHECK_MS = 5_000;

async function openPostgres(
  connectionString: string,
  poolMode: PoolMode,
  listenUrl: string | undefined,
): Promise<Database> {
  if (poolMode === 'transaction' && !listenUrl) {
    throw new Error(`LISTEN_DATABASE_URL ${LISTEN_URL_REQUIRED_MESSAGE}`);
  }
  const check = await connectChecked(connectionString, 'DATABASE_URL');
  try {
    // Set to transaction mode, the app is right wherever the URL leads; in session mode a transaction
    // pooler would fail some visitors' requests at random, so it stops the start instead.
    if (poolMode === 'session' && (await sharesSessions(check, connectionString))) {
      throw new Error(TRANSACTION_POOLER_DETECTED_MESSAGE);
    }
  } finally {
    await check.end();
  }
  // LISTEN needs a session of its own for as long as it listens: a pooler in transaction mode hands its
  // notifications to whichever client holds the server connection then, or drops them.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const asListener = (client: pg.Client): pg.Client => {
    client.on('error', (err) => console.error('PostgreSQL listener error:', err.message));
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    return client;
  };
  if (listenUrl) listener = asListener(await connectChecked(listenUrl, 'LISTEN_DATABASE_URL'));

  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; without a listener that crashes node.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  // pool.end() resolves once its clients are asked to end, before their sockets close; close() waits for
  // the sockets too, so a database dropped or restarted right after is not reported as a pool error.
  const connected = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    connected.add(client);
    client.once('end', () => connected.delete(client));
  });
  const db = drizzlePg({ client: pool, schema });
  registerHotRunner(db, poolMode === 'session' ? namedRunner(pool) : unnamedRunner(pool));

  async function listen(channel: string, onPayload: (payload: string) => void) {
    if (!listener) {
      listener = asListener(new pg.Client({ connectionString }));
      await listener.connect();
    }
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
      await listener.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
    };
  }

  async function close() {
    await listener?.end().catch(() => undefined);
    const ended = [...connected].map((client) => new Promise((resolve) => client.once('end', resolve)));
    await pool.end();
    await Promise.all(ended);
  }

  if (listener) {
    try {
      await checkListenReachesPool(listener, pool);
    } catch (err) {
      await close();
      throw err;
    }
  }
  return { kind: 'postgres', db, listen, close, postgres: placeOf(listenUrl ?? connectionString) };
}

/**
 * Where a connection string leads, as pg reads it (host, port, user, database; the password left out).
 * The direct connection when there is one: a dump through a transaction pooler would work, but needs
 * none of it.
 */
function placeOf(connectionString: string): PostgresPlace {
  const { host, port, user, database } = new pg.Client({ connectionString });
  return { host, port, user: user ?? '', database: database ?? '' };
}

/**
 * A notification sent through the pool must arrive on the LISTEN connection: a LISTEN_DATABASE_URL that
 * names another database, or goes through the pooler itself, would otherwise start and silently never
 * hear another instance.
 */
async function checkListenReachesPool(listener: pg.Client, pool: pg.Pool): Promise<void> {
  const channel = `ld_listen_check_${randomBytes(6).toString('hex')}`;
  const token = randomBytes(8).toString('hex');
  let onNotification: (msg: pg.Notification) => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const heard = new Promise<boolean>((resolve) => {
    onNotification = (msg) => {
      if (msg.channel === channel && msg.payload === token) resolve(true);
    };
    timer = setTimeout(() => resolve(false), LISTEN_CHECK_MS);
  });
  listener.on('notification', onNotification);
  try {
    await listener.query(`LISTEN ${channel}`);
    await pool.query('select pg_notify($1, $2)', [channel, token]);
    if (!(await heard)) throw new Error(listenUnheardMessage(LISTEN_CHECK_MS / 1000));
    await listener.query(`UNLISTEN ${channel}`);
  } finally {
    clearTimeout(timer);
    listener.off('notification', onNotification);
  }
}
