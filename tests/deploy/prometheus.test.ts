// deploy/prometheus: the scrape configuration and the alert rules an operator installs. Every metric an
// alert reads must be one the server exposes (an alert on a misspelt name never fires, and nothing says
// so); each alert is explained in docs/deploy.md; and where Debian's prometheus package is installed (CI
// installs it), promtool checks the files and runs alerts.test.yml, in which each alert fires on series
// that should fire it and stays quiet on ones that should not.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricNames, scrapedNames } from '#tests/support/promql-metrics';
import { realScrapes, type RealScrape } from '#tests/support/real-scrape';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'deploy/prometheus');
const PROMTOOL = '/usr/bin/promtool';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface RuleFile {
  groups: { name: string; rules: Rule[] }[];
}
interface ScrapeConfig {
  job_name: string;
  metrics_path?: string;
  authorization?: { type?: string; credentials_file?: string; credentials?: string };
  static_configs: { targets: string[] }[];
}
interface PrometheusConfig {
  rule_files: string[];
  scrape_configs: ScrapeConfig[];
}

const ALERTS = [
  'LuckyDrawInstanceDown',
  'LuckyDrawServerErrors',
  'LuckyDrawRedemptionSlow',
  'LuckyDrawCodeGuessing',
  'LuckyDrawEventLoopLag',
  'LuckyDrawBackupOld',
  'LuckyDrawDatabaseWaiting',
];

const readYaml = async <T>(file: string): Promise<T> => parse(await readFile(file, 'utf8')) as T;
const rules = async () =>
  (await readYaml<RuleFile>(path.join(dir, 'alerts.yml'))).groups.flatMap((g) => g.rules);

describe('deploy/prometheus/alerts.yml', () => {
  let scrapes: RealScrape[];
  beforeAll(async () => {
    scrapes = await realScrapes();
  }, 120_000);

  it('has the seven alerts, each with a severity and a summary', async () => {
    const all = await rules();
    expect(all.map((rule) => rule.alert)).toEqual(ALERTS);
    for (const rule of all) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('reads only metrics that a real scrape holds, on each database', async () => {
    const missing: string[] = [];
    for (const rule of await rules()) {
      const names = metricNames(rule.expr);
      // `up` is Prometheus's own (the scrape answered), the one rule that reads no figure of the server's.
      if (names.length === 0) expect(rule.expr, rule.alert).toMatch(/^up\{job="lucky-draw"\}/);
      for (const name of names) {
        for (const scrape of scrapes) {
          // The server makes backups only on the embedded database; on PostgreSQL they are the operator's.
          const elsewhere =
            scrape.database === 'postgres' && name === 'backup_last_success_timestamp_seconds';
          if (!elsewhere && !scrapedNames(scrape.text).has(name))
            missing.push(`${rule.alert}: ${name} (${scrape.database})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is explained in docs/deploy.md, one paragraph an alert, with what to do', async () => {
    const guide = await readFile(path.join(root, 'docs/deploy.md'), 'utf8');
    for (const alert of ALERTS) {
      const paragraph = guide.split('\n\n').find((p) => p.includes(`\`${alert}\``));
      expect(paragraph, alert).toBeDefined();
      expect(paragraph, alert).toMatch(/\bDo\b|\bdo:|\bcheck\b|\bCheck\b/);
    }
  });
});

describe('deploy/prometheus/prometheus.yml', () => {
  it('scrapes the instances the balancer sends to, each directly, with the token from a file', async () => {
    const config = await readYaml<PrometheusConfig>(path.join(dir, 'prometheus.yml'));
    expect(config.rule_files).toEqual(['alerts.yml']);
    const [job] = config.scrape_configs;
    expect(job?.job_name).toBe('lucky-draw');
    expect(job?.metrics_path).toBe('/metrics');
    expect(job?.authorization).toEqual({ type: 'Bearer', credentials_file: 'lucky-draw-metrics-token' });
    const haproxy = await readFile(path.join(root, 'deploy/haproxy/haproxy.cfg'), 'utf8');
    const servers = [...haproxy.matchAll(/^\s*server \S+ (\S+)/gm)].map((m) => m[1]);
    expect(servers).toHaveLength(3);
    expect(job?.static_configs.flatMap((s) => s.targets)).toEqual(servers);
  });
});

describe.skipIf(!existsSync(PROMTOOL))('promtool on deploy/prometheus', () => {
  let work: string;
  beforeAll(async () => {
    // A copy with the token file beside it, as an operator installs it: promtool checks the file exists.
    work = await mkdtemp(path.join(tmpdir(), 'ld-prometheus-'));
    await cp(dir, work, { recursive: true });
    await writeFile(path.join(work, 'lucky-draw-metrics-token'), 'a-token-for-the-check\n', { mode: 0o600 });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const promtool = (...args: string[]) => {
    const run = spawnSync(PROMTOOL, args, { cwd: work, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  it('finds the configuration valid, with its rule file', () => {
    const run = promtool('check', 'config', 'prometheus.yml');
    expect(run.output).toContain('SUCCESS: 1 rule files found');
    expect(run.output).toContain('SUCCESS: 7 rules found');
    expect(run.status, run.output).toBe(0);
  });

  it('finds the rules valid', () => {
    const run = promtool('check', 'rules', 'alerts.yml');
    expect(run.output).toContain('SUCCESS: 7 rules found');
    expect(run.status, run.output).toBe(0);
  });

  it('fires each alert on series that should fire it, and stays quiet on ones that should not', async () => {
    interface RuleTest {
      input_series: { series: string }[];
      alert_rule_test: { alertname: string; exp_alerts: unknown[] }[];
    }
    const { tests } = await readYaml<{ tests: RuleTest[] }>(path.join(dir, 'alerts.test.yml'));
    // Quiet: a case expecting no alert, or fewer alerts than the instances its series come from.
    const cases = tests.flatMap((t) => {
      const instances = new Set(t.input_series.map((s) => /instance="([^"]+)"/.exec(s.series)?.[1]));
      return t.alert_rule_test.map((c) => ({ ...c, quiet: c.exp_alerts.length < instances.size }));
    });
    for (const alert of ALERTS) {
      const mine = cases.filter((c) => c.alertname === alert);
      expect(
        mine.some((c) => c.exp_alerts.length > 0),
        `${alert} fires`,
      ).toBe(true);
      expect(
        mine.some((c) => c.quiet),
        `${alert} stays quiet`,
      ).toBe(true);
    }
    const run = promtool('test', 'rules', 'alerts.test.yml');
    expect(run.output).toContain('SUCCESS');
    expect(run.status, run.output).toBe(0);
  });
});
