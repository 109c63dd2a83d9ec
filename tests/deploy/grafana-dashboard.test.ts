// deploy/grafana/lucky-draw.json, the dashboard an operator imports into Grafana. A panel whose query names
// a metric, a label or a route the server does not have shows "No data", and nothing else would say so:
// every name is checked here against a real scrape and the app's own routes, and each figure the operator
// watches has its panel.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itOnPostgres } from '#tests/support/postgres-only';
import { metricNames, scrapedNames } from '#tests/support/promql-metrics';
import { realScrape, type RealScrape } from '#tests/support/real-scrape';

const DASHBOARD = path.resolve(import.meta.dirname, '../../deploy/grafana/lucky-draw.json');
const PROMTOOL = '/usr/bin/promtool';
const GRID_WIDTH = 24;
/** The job name the Prometheus scrape configuration in deploy/prometheus gives the instances. */
const JOB = 'lucky-draw';
const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };

/** Figures only one database has: the pool's on PostgreSQL, the queue's and the backups' on PGlite. */
const POSTGRES_ONLY = ['db_pool_connections', 'db_pool_idle'];
const EMBEDDED_ONLY = [
  'pglite_queue_wait_seconds_bucket',
  // Backups are made by the server only on the embedded database; on PostgreSQL they are the operator's.
  'backup_last_success_timestamp_seconds',
];
/** Grafana's ids of the units this dashboard shows; a misspelled id shows the bare number. */
const GRAFANA_UNITS = new Set(['opm', 's', 'bytes', 'percentunit', 'short', 'dtdurations']);
/** Labels Prometheus gives every series of a target; no scrape holds them. */
const TARGET_LABELS = new Set(['job', 'instance']);

const Datasource = z.object({ type: z.string(), uid: z.string() });
const Target = z.object({
  expr: z.string(),
  refId: z.string(),
  legendFormat: z.string(),
  datasource: Datasource,
});
const Panel = z.object({
  id: z.number().int(),
  type: z.enum(['timeseries', 'stat']),
  title: z.string().min(1),
  description: z.string(),
  datasource: Datasource,
  gridPos: z.object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() }),
  fieldConfig: z.object({
    defaults: z.looseObject({
      unit: z.string().min(1),
      thresholds: z
        .object({ steps: z.array(z.object({ color: z.string(), value: z.number().nullable() })) })
        .optional(),
    }),
  }),
  targets: z.array(Target).min(1),
});
type Panel = z.infer<typeof Panel>;
const Variable = z.looseObject({ name: z.string(), type: z.string() });
const Dashboard = z.looseObject({
  uid: z.string(),
  title: z.string(),
  schemaVersion: z.number(),
  panels: z.array(Panel),
  templating: z.object({ list: z.array(Variable) }),
});

const dashboard = Dashboard.parse(JSON.parse(readFileSync(DASHBOARD, 'utf8')));
const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
const exprsOf = (panel: Panel) => panel.targets.map((target) => target.expr);

/** The one panel whose title matches: a second would split what the operator looks for. */
function panelTitled(title: RegExp): Panel {
  const found = dashboard.panels.filter((panel) => title.test(panel.title));
  expect(
    found.map((panel) => panel.title),
    String(title),
  ).toHaveLength(1);
  const [panel] = found;
  if (!panel) throw new Error(`no panel titled ${String(title)}`);
  return panel;
}

/** Each selector of an expression (`name{matchers}`), with its matchers as label, operator and value. */
function selectors(
  expr: string,
): { name: string; matchers: { label: string; op: string; value: string }[] }[] {
  return [...expr.matchAll(/([A-Za-z_:][\w:]*)\s*\{((?:[^}"]|"(?:[^"\\]|\\.)*")*)\}/g)].map(
    ([, name = '', inside = '']) => ({
      name,
      matchers: [...inside.matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"/g)].map(
        ([, label = '', op = '', value = '']) => ({ label, op, value }),
      ),
    }),
  );
}

/** The routes an expression's `route` matchers name: one value, or each alternative of a regex. */
const routesOf = (expr: string) =>
  selectors(expr).flatMap(({ matchers }) =>
    matchers
      .filter(({ label }) => label === 'route')
      .flatMap(({ op, value }) => (op === '=~' || op === '!~' ? value.split('|') : [value])),
  );

const quantilesOf = (panel: Panel) =>
  exprsOf(panel)
    .flatMap((expr) => [...expr.matchAll(/histogram_quantile\(\s*([\d.]+)\s*,/g)].map(([, q]) => Number(q)))
    .sort();

/** The label names each metric of a scrape carries on its samples. */
function labelsByName(scrape: string): Map<string, Set<string>> {
  const labels = new Map<string, Set<string>>();
  for (const [, name = '', inside = ''] of scrape.matchAll(/^([A-Za-z_:][\w:]*)(?:\{([^}]*)\})? \S+$/gm)) {
    const set = labels.get(name) ?? new Set<string>();
    for (const [, label = ''] of inside.matchAll(/(\w+)="/g)) set.add(label);
    labels.set(name, set);
  }
  return labels;
}

describe('the Grafana dashboard deploy/grafana/lucky-draw.json', () => {
  it('is a dashboard Grafana 10 and 11 import, with a data source and an instance picker', () => {
    expect(dashboard.uid).toBe('lucky-draw');
    expect(dashboard.title).toBe('Lucky Draw');
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    const [datasource, instance] = dashboard.templating.list;
    expect(datasource).toMatchObject({ name: 'datasource', type: 'datasource', query: 'prometheus' });
    expect(instance).toMatchObject({
      name: 'instance',
      type: 'query',
      datasource: DATASOURCE,
      definition: `label_values(up{job="${JOB}"}, instance)`,
      query: { query: `label_values(up{job="${JOB}"}, instance)` },
      multi: true,
      includeAll: true,
    });
  });

  it('reads every panel and query from the data source picked, and only the instances picked', () => {
    for (const panel of dashboard.panels) {
      expect(panel.datasource, panel.title).toEqual(DATASOURCE);
      for (const target of panel.targets) {
        expect(target.datasource, `${panel.title} ${target.refId}`).toEqual(DATASOURCE);
        const found = selectors(target.expr);
        expect(found.length, target.expr).toBeGreaterThan(0);
        for (const { matchers } of found) {
          expect(matchers, target.expr).toContainEqual({ label: 'job', op: '=', value: JOB });
          expect(matchers, target.expr).toContainEqual({ label: 'instance', op: '=~', value: '$instance' });
        }
        // Grafana's interval for rate() is at least four scrapes, whatever the zoom: a fixed [1m] shows
        // nothing at a 30 s scrape, and a fixed [1h] flattens a spike.
        for (const [range] of target.expr.matchAll(/\[[^\]]*\]/g))
          expect(range, target.expr).toBe('[$__rate_interval]');
      }
    }
  });

  it('has a panel for each figure the operator watches, reading its series', () => {
    const spins = panelTitled(/^Spins per minute by result$/);
    expect(spins.fieldConfig.defaults.unit).toBe('opm');
    expect(exprsOf(spins)).toContainEqual(
      expect.stringMatching(/sum by \(result\) \(rate\(spins_total\{[^}]*\}\[\$__rate_interval\]\)\) \* 60/),
    );

    const wrong = panelTitled(/^Wrong-code guesses per minute$/);
    expect(wrong.fieldConfig.defaults.unit).toBe('opm');
    expect(exprsOf(wrong)).toContainEqual(expect.stringMatching(/rate\(promo_wrong_codes_total\{.*\* 60$/));

    const redemption = panelTitled(/^Redemption latency/);
    expect(redemption.fieldConfig.defaults.unit).toBe('s');
    expect(quantilesOf(redemption)).toEqual([0.5, 0.95, 0.99]);
    for (const expr of exprsOf(redemption)) {
      expect(metricNames(expr)).toEqual(['http_request_duration_seconds_bucket']);
      expect(routesOf(expr)).toEqual(['/api/use-promo']);
    }

    const reads = panelTitled(/^Hot public reads latency/);
    expect(reads.fieldConfig.defaults.unit).toBe('s');
    expect(quantilesOf(reads)).toEqual([0.5, 0.95, 0.99]);
    for (const expr of exprsOf(reads)) {
      expect(metricNames(expr)).toEqual(['http_request_duration_seconds_bucket']);
      expect(routesOf(expr)).toEqual(
        expect.arrayContaining([
          '/api/prizes',
          '/api/draw-history',
          '/api/spinning-notice/load',
          '/api/sync/load/:pageType',
          '/api/chat/status',
        ]),
      );
    }

    const errors = panelTitled(/^5xx rate$/);
    expect(errors.fieldConfig.defaults.unit).toBe('percentunit');
    const [ratio = ''] = exprsOf(errors);
    expect(metricNames(ratio)).toEqual(['http_request_duration_seconds_count']);
    expect(selectors(ratio).flatMap(({ matchers }) => matchers)).toContainEqual({
      label: 'status_class',
      op: '=',
      value: '5xx',
    });

    const lag = panelTitled(/^Event loop lag per instance$/);
    expect(lag.fieldConfig.defaults.unit).toBe('s');
    expect(exprsOf(lag)).toContainEqual(
      expect.stringMatching(/by \(instance\) \(nodejs_eventloop_lag_p99_seconds\{/),
    );

    const rss = panelTitled(/^RSS per instance$/);
    expect(rss.fieldConfig.defaults.unit).toBe('bytes');
    expect(exprsOf(rss)).toEqual([
      expect.stringMatching(/by \(instance\) \(process_resident_memory_bytes\{/),
    ]);

    const sockets = panelTitled(/^WebSocket connections$/);
    expect(exprsOf(sockets).flatMap(metricNames)).toEqual(['ws_connections']);

    const waiting = panelTitled(/^Database pool waiting$/);
    expect(exprsOf(waiting).flatMap(metricNames)).toEqual(['db_pool_waiting']);

    const backup = panelTitled(/^Backup age$/);
    expect(backup.type).toBe('stat');
    expect(['s', 'dtdurations']).toContain(backup.fieldConfig.defaults.unit);
    expect(exprsOf(backup)).toEqual([
      expect.stringMatching(/^time\(\) - .*backup_last_success_timestamp_seconds\{/),
    ]);
    // Green for a day, orange up to two, red past the 48 h the alert fires at.
    expect(backup.fieldConfig.defaults.thresholds?.steps).toEqual([
      { color: 'green', value: null },
      { color: 'orange', value: 24 * 3600 },
      { color: 'red', value: 48 * 3600 },
    ]);
  });

  it('says under each panel what it shows and what is worrying, in one line, with its unit', () => {
    for (const panel of dashboard.panels) {
      expect(panel.description, panel.title).toMatch(/^[^\n]{20,300}$/);
      expect(panel.description, panel.title).toContain('Worrying:');
      expect(GRAFANA_UNITS, panel.title).toContain(panel.fieldConfig.defaults.unit);
    }
  });

  it('lays the panels out on the 24 columns without overlapping, each with an id of its own', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const boxes = dashboard.panels.map(({ title, gridPos }) => ({ title, ...gridPos }));
    for (const box of boxes) {
      expect(box.w, box.title).toBeGreaterThan(0);
      expect(box.h, box.title).toBeGreaterThan(0);
      expect(box.x, box.title).toBeGreaterThanOrEqual(0);
      expect(box.y, box.title).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w, box.title).toBeLessThanOrEqual(GRID_WIDTH);
    }
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
        .map((b) => `${a.title} / ${b.title}`),
    );
    expect(overlaps).toEqual([]);
  });

  it.skipIf(!existsSync(PROMTOOL))('writes every query in PromQL that Prometheus parses', () => {
    // promtool parses a rule's expression as Prometheus would; Grafana's variables become what Grafana
    // sends (the instances picked as a regex, the rate interval as a duration).
    const rules = dashboard.panels.flatMap((panel) =>
      panel.targets.map((target) => ({
        record: `lucky_draw_dashboard:panel_${panel.id}_${target.refId}`,
        expr: target.expr.replaceAll('$__rate_interval', '2m').replaceAll('$instance', '.*'),
      })),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'ld-grafana-'));
    try {
      const file = path.join(dir, 'dashboard-rules.yml');
      // JSON is YAML: the rules file promtool reads.
      writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
      const check = spawnSync(PROMTOOL, ['check', 'rules', file], { encoding: 'utf8' });
      expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
      expect(check.stdout).toContain(`${rules.length} rules found`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The dashboard's metric names a scrape lacks, and the labels its selectors match on that no sample has. */
function missingFrom(scrape: string): { names: string[]; labels: string[] } {
  const declared = scrapedNames(scrape);
  const labels = labelsByName(scrape);
  const names = [...new Set(exprs.flatMap(metricNames))].filter((name) => !declared.has(name)).sort();
  const badLabels = new Set<string>();
  for (const expr of exprs) {
    for (const { name, matchers } of selectors(expr)) {
      const has = labels.get(name);
      if (!has) continue; // a missing name is reported above
      for (const { label } of matchers)
        if (!TARGET_LABELS.has(label) && !has.has(label)) badLabels.add(`${name}{${label}}`);
    }
    // A grouping label: on at least one metric the expression reads (of those the scrape has).
    const read = selectors(expr).flatMap(({ name }) => labels.get(name) ?? []);
    if (read.length === 0) continue;
    for (const [, list = ''] of expr.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)) {
      for (const label of list.split(',').map((l) => l.trim()))
        if (label && !TARGET_LABELS.has(label) && !read.some((set) => set.has(label)))
          badLabels.add(`by (${label}) in ${expr}`);
    }
  }
  return { names, labels: [...badLabels].sort() };
}

describe('the dashboard against a real scrape of the embedded database', () => {
  let scrape: RealScrape;
  beforeAll(async () => {
    scrape = await realScrape('embedded');
  });

  it('reads only metrics and labels the server exposes (the pool figures are PostgreSQL’s)', () => {
    expect(scrape.text).toMatch(/^backup_last_success_timestamp_seconds \d/m);
    expect(missingFrom(scrape.text)).toEqual({
      names: POSTGRES_ONLY.filter((name) => exprs.some((expr) => metricNames(expr).includes(name))).sort(),
      labels: [],
    });
  });

  it('names only routes the app has, by their templates', () => {
    const named = [...new Set(exprs.flatMap(routesOf))];
    expect(named.length).toBeGreaterThan(1);
    expect(named.filter((route) => !scrape.routes.has(route))).toEqual([]);
  });
});

describe('the dashboard against a real scrape of PostgreSQL', () => {
  itOnPostgres(
    'reads only metrics and labels the server exposes (the queue and backups are PGlite’s)',
    async () => {
      const scrape = await realScrape('postgres');
      expect(missingFrom(scrape.text)).toEqual({
        names: EMBEDDED_ONLY.filter((name) => exprs.some((expr) => metricNames(expr).includes(name))).sort(),
        labels: [],
      });
    },
  );
});
