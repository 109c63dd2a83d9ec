// GET /metrics: the process, HTTP, the business and the database in Prometheus's text format (prom-client),
// for an operator's scrape (docs/decisions/0058-metrics.md). Only an app with METRICS_TOKEN counts: without
// one /metrics answers 404 on every port, so nothing could read the figures, and `app.metrics` does nothing
// (no hook on each answer, no wrapper on the database's queue, no process collectors; see
// docs/decisions/0059-metrics-only-when-read.md). Each app counts in its own registry (tests
// build many apps in one process); the process's figures are one registry for all (processMetrics). Every
// label's values are a fixed list written here or a route's template: nothing a request sends becomes a
// label, so a guesser's thousand wrong codes or a scanner's thousand paths add no series.
//
// Figures only a feature or another plugin knows are read at each scrape from the reader it registers
// here (`app.metrics.read…`), so no feature imports another to be measured.
import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { metrics as metricsEndpoint } from '#shared/endpoints/platform';
import { endpointRoute } from '../lib/endpoint-route';
import { HistogramFamily, type HistogramSeries } from './metrics-histogram';

export type SpinResult = 'won' | 'demo' | 'used' | 'expired' | 'not_active' | 'unknown';
export type CodeSource = 'form' | 'batch';
export type ClaimEvent = 'paid' | 'voided';
export type ChatSide = 'visitor' | 'operator';
export type RefusalScope = 'login' | 'guess' | 'chat' | 'upload';
export type SocketKind = 'visitor' | 'operator';

const SPIN_RESULTS: readonly SpinResult[] = ['won', 'demo', 'used', 'expired', 'not_active', 'unknown'];
const CODE_SOURCES: readonly CodeSource[] = ['form', 'batch'];
const CLAIM_EVENTS: readonly ClaimEvent[] = ['paid', 'voided'];
const CHAT_SIDES: readonly ChatSide[] = ['visitor', 'operator'];
const REFUSAL_SCOPES: readonly RefusalScope[] = ['login', 'guess', 'chat', 'upload'];
const SOCKET_KINDS: readonly SocketKind[] = ['visitor', 'operator'];
/** The methods a route may have; anything else the HTTP parser lets through is one "other" (the last). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'] as const;
const METHOD_INDEX = new Map<string, number>(METHODS.map((method, i) => [method, i]));
const OTHER_METHOD = METHODS.length - 1;

/** A request no route took (a 404 of an unknown path): one series, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface AppMetrics {
  spin(result: SpinResult): void;
  /** A code asked for, checked or spun, that does not exist: a guess, or a typo. */
  wrongCode(): void;
  codesGenerated(source: CodeSource, count: number): void;
  claim(event: ClaimEvent): void;
  depositsRecorded(count: number): void;
  chatMessage(side: ChatSide): void;
  /** An attempt budget said no (a 429). */
  refused(scope: RefusalScope): void;
  settingsReloaded(): void;
  /** The realtime plugin's open sockets, read at each scrape. */
  readSockets(read: () => Record<SocketKind, number>): void;
  /** When the newest backup was made (null: none yet, or none kept here), read at each scrape. */
  readLastBackup(read: () => Promise<Date | null>): void;
  /** The scrape's text: the process's figures, then this app's ('' where nothing is counted). */
  scrape(): Promise<string>;
}

/**
 * The app's figures where nothing can read them (no METRICS_TOKEN): every event is dropped where it is
 * told, so a redemption pays for no counter, histogram or timer.
 */
const NOT_COUNTED: AppMetrics = {
  spin: () => undefined,
  wrongCode: () => undefined,
  codesGenerated: () => undefined,
  claim: () => undefined,
  depositsRecorded: () => undefined,
  chatMessage: () => undefined,
  refused: () => undefined,
  settingsReloaded: () => undefined,
  readSockets: () => undefined,
  readLastBackup: () => undefined,
  scrape: async () => '',
};

export interface MetricsOptions {
  /** METRICS_TOKEN: unset, /metrics answers 404 and nothing is counted. */
  token?: string | undefined;
  /** METRICS_PORT is set: /metrics is served there alone (metricsServer), and 404 on the site's port. */
  elsewhere?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

let processRegistry: Registry | undefined;
const PROMTOOL_REFUSES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * prom-client's defaults (CPU, memory, heap, GC, event loop lag): the process's, whichever app shows them,
 * so collected once per process into a registry of their own. Each collection keeps an event loop monitor
 * and a GC observer running for good; one per app would add up in a test process that builds many.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges named *_total, which promtool check metrics refuses (a name ending in _total is a counter's);
    // nodejs_active_handles{type} and the like, without the suffix, are the same figures by type.
    for (const name of PROMTOOL_REFUSES) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
}

/** The HTTP histogram's buckets, in seconds: from a cached read (~1 ms) to a slow export. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The embedded database's queue wait, in seconds: from none to a backup's dump holding it. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

type HttpLabel = 'method' | 'route' | 'status_class';

function appMetrics(app: FastifyInstance): AppMetrics & { http: HistogramFamily<HttpLabel> } {
  const registry = new Registry();
  const registers = [registry];
  // The figures observed on every request or statement: cheap histograms, written after the registry.
  const histograms: HistogramFamily<string>[] = [];
  const histogram = <L extends string>(family: HistogramFamily<L>) => {
    histograms.push(family);
    return family;
  };

  // A counter by one label of a fixed list: counted in a plain map (an event costs one addition, not
  // prom-client's label checks and lookup), copied into prom-client's counter at each scrape. Every value
  // is there from 0: a rate over a series that appears only at its first event misses that event, and a
  // dashboard shows 0 rather than "no data".
  const counter = <V extends string>(name: string, help: string, label: string, values: readonly V[]) => {
    const counts = new Map<V, number>(values.map((value) => [value, 0]));
    new Counter({
      name,
      help,
      labelNames: [label],
      registers,
      collect() {
        this.reset();
        for (const [value, n] of counts) this.inc({ [label]: value }, n);
      },
    });
    return (value: V, n = 1) => counts.set(value, (counts.get(value) ?? 0) + n);
  };
  const spins = counter('spins_total', 'Spins of promo codes, by result', 'result', SPIN_RESULTS);
  const generated = counter(
    'promo_codes_generated_total',
    'Promo codes made, by how (the form, one at a time, or a batch)',
    'source',
    CODE_SOURCES,
  );
  const claims = counter(
    'claims_total',
    'Payments of won prizes recorded, and voided',
    'event',
    CLAIM_EVENTS,
  );
  const chat = counter('chat_messages_total', 'Chat messages stored, by who wrote them', 'side', CHAT_SIDES);
  const refusals = counter(
    'attempt_refusals_total',
    'Requests refused by an attempt budget (429), by budget',
    'scope',
    REFUSAL_SCOPES,
  );
  const wrongCodes = new Counter({
    name: 'promo_wrong_codes_total',
    help: 'Codes asked for that do not exist, checked or spun (someone guessing, or typos)',
    registers,
  });
  const deposits = new Counter({
    name: 'deposits_recorded_total',
    help: 'Customer deposits recorded (alone, or with a code from the form or a batch)',
    registers,
  });
  const reloads = new Counter({
    name: 'settings_reloads_total',
    help: 'Times this instance read the settings again after a change',
    registers,
  });
  const http = histogram(
    new HistogramFamily<HttpLabel>(
      'http_request_duration_seconds',
      'Time from a request to its answer, by route template',
      ['method', 'route', 'status_class'],
      HTTP_BUCKETS,
    ),
  );

  let sockets: () => Record<SocketKind, number> = () => ({ visitor: 0, operator: 0 });
  new Gauge({
    name: 'ws_connections',
    help: 'Open WebSockets on this instance: a visitor page, or an operator signed in',
    labelNames: ['kind'],
    registers,
    collect() {
      const open = sockets();
      for (const kind of SOCKET_KINDS) this.set({ kind }, open[kind]);
    },
  });

  // In the registry only while there is a backup: a gauge with no labels would otherwise say 0 (1970),
  // and an alert on the backup's age would fire where there is none to have (PostgreSQL's are the
  // operator's own).
  let lastBackup: () => Promise<Date | null> = async () => null;
  const BACKUP_GAUGE = 'backup_last_success_timestamp_seconds';
  const backupGauge = new Gauge({
    name: BACKUP_GAUGE,
    help: 'When the newest backup in the backup folder was made (absent until there is one)',
    registers: [],
  });
  const showLastBackup = async () => {
    const at = await lastBackup().catch(() => null);
    const shown = registry.getSingleMetric(BACKUP_GAUGE) !== undefined;
    if (at) {
      backupGauge.set(at.getTime() / 1000);
      if (!shown) registry.registerMetric(backupGauge);
    } else if (shown) registry.removeSingleMetric(BACKUP_GAUGE);
  };

  databaseMetrics(app, registers, histogram);

  return {
    http,
    scrape: async () => {
      await showLastBackup();
      const cheap = histograms.map((family) => family.text()).join('\n');
      return `${await processMetrics().metrics()}\n${await registry.metrics()}\n${cheap}`;
    },
    spin: (result) => spins(result),
    wrongCode: () => wrongCodes.inc(),
    codesGenerated: (source, count) => generated(source, count),
    claim: (event) => claims(event),
    depositsRecorded: (count) => {
      if (count > 0) deposits.inc(count);
    },
    chatMessage: (side) => chat(side),
    refused: (scope) => refusals(scope),
    settingsReloaded: () => reloads.inc(),
    readSockets: (read) => {
      sockets = read;
    },
    readLastBackup: (read) => {
      lastBackup = read;
    },
  };
}

/**
 * The connections waiting for the database. On PostgreSQL, node-postgres's pool: its connections, the idle
 * ones and the queries waiting for one. The embedded database (PGlite) runs one statement or transaction
 * at a time and queues the rest: how many wait, and how long each waited for its turn (the latency a
 * request pays before its statement even starts).
 */
function databaseMetrics(
  app: FastifyInstance,
  registers: Registry[],
  histogram: (family: HistogramFamily<never>) => HistogramFamily<never>,
): void {
  const client: unknown = (app.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(client));
        },
      });
    // Not db_pool_total: a gauge's name may not end in _total (promtool check metrics).
    gauge('db_pool_connections', 'Connections the PostgreSQL pool holds', (p) => p.totalCount);
    gauge('db_pool_idle', 'Connections of the PostgreSQL pool not in use', (p) => p.idleCount);
    gauge('db_pool_waiting', 'Queries waiting for a connection of the pool', (p) => p.waitingCount);
    return;
  }
  if (!(client instanceof PGlite)) return;
  let waiting = 0;
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Statements waiting for the embedded database, which runs one at a time',
    registers,
    collect() {
      this.set(waiting);
    },
  });
  const wait = histogram(
    new HistogramFamily<never>(
      'pglite_queue_wait_seconds',
      'How long a statement or transaction waited for the embedded database before it began',
      [],
      WAIT_BUCKETS,
    ),
  ).series({});
  // Every statement, transaction and hot statement takes this lock first (PGlite's own queue), so the
  // time until its turn is the queue's wait. Wrapped on the instance; the method stays PGlite's. The lock
  // gives every waiter its turn (PGlite cancels none), so the turn is where the wait ends; nothing more is
  // chained on the answer, which every statement of a redemption would pay for.
  const queued = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    const asked = performance.now();
    waiting += 1;
    return queued(() => {
      waiting -= 1;
      wait.observe((performance.now() - asked) / 1000);
      return fn();
    });
  };
}

/** Where the token may be: "Bearer <token>" in Authorization, compared in constant time. */
function tokenMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  // Digests of equal length: timingSafeEqual needs them, and the time says nothing of the token's length.
  const given = createHash('sha256').update(match[1]).digest();
  return timingSafeEqual(given, expected);
}

/** The /metrics route on `server`: the figures of `metrics`, behind the token. */
function registerScrape(
  server: FastifyInstance,
  metrics: AppMetrics,
  options: { token: string | undefined; serve: boolean },
): void {
  const expected = options.token ? createHash('sha256').update(options.token).digest() : undefined;
  server.route({
    ...endpointRoute(server, metricsEndpoint, {
      summary:
        'Prometheus figures, with Authorization: Bearer <METRICS_TOKEN>; 404 while METRICS_TOKEN is unset (or on METRICS_PORT)',
    }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!expected || !options.serve) return reply.callNotFound();
      reply.header('cache-control', 'no-store');
      // A URL is written to access logs and proxies' histories: a token there is as good as published.
      if (request.url.includes('?')) {
        return reply.status(400).send({
          message:
            '/metrics takes no query string: send the token in the Authorization header (Bearer), never in the URL',
          code: 'request.invalid',
        });
      }
      if (!tokenMatches(request.headers.authorization, expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'Send Authorization: Bearer <METRICS_TOKEN>', code: 'auth.required' });
      }
      const text = await metrics.scrape();
      return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).send(text);
    },
  });
}

export default fp<MetricsOptions>(
  async (app, options) => {
    if (!options.token) {
      app.decorate('metrics', NOT_COUNTED);
      // Still a route (and in the API document), answering 404 as for any unknown path.
      registerScrape(app, NOT_COUNTED, { token: undefined, serve: false });
      return;
    }
    const metrics = appMetrics(app);
    app.decorate('metrics', metrics);
    const { http } = metrics;
    // Each route's series, looked up once: slot method × 10 + the status's first digit.
    const byRoute = new Map<string, (HistogramSeries | undefined)[]>();
    // A callback hook, not an async one: no promise per answer.
    app.addHook('onResponse', (request, reply, done) => {
      // The route's template, never the URL; a request no route took (its 404) is "unmatched".
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      let slots = byRoute.get(route);
      if (!slots) byRoute.set(route, (slots = []));
      const method = METHOD_INDEX.get(request.method) ?? OTHER_METHOD;
      const digit = Math.floor(reply.statusCode / 100) % 10;
      const at = method * 10 + digit;
      let series = slots[at];
      if (!series) {
        series = http.series({ method: METHODS[method] ?? 'other', route, status_class: `${digit}xx` });
        slots[at] = series;
      }
      series.observe(reply.elapsedTime / 1000);
      done();
    });
    registerScrape(app, metrics, { token: options.token, serve: !options.elsewhere });
  },
  { name: 'metrics', dependencies: ['db'] },
);

/**
 * A listener of its own for METRICS_PORT: /metrics alone, same token, for a scrape network apart from the
 * visitors'. Listen on it with the site's HOST; close it with the app.
 */
export async function metricsServer(
  app: FastifyInstance,
  token: string | undefined,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  registerScrape(server, app.metrics, { token, serve: true });
  server.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' }),
  );
  await server.ready();
  return server;
}
