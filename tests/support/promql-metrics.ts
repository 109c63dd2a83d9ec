// The metric names a PromQL expression reads, so that a test can check each one against a real scrape:
// a dashboard panel or an alert on a name the server does not expose shows "no data" or never fires, and
// nothing else would say so.

/** Words of PromQL that look like names: aggregation modifiers, set operators, `bool`, `offset`. */
const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** Series Prometheus makes itself for every target, which no scrape holds. */
const SYNTHETIC = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);

/**
 * The names in `expr` that are series (not functions, labels, keywords or durations), with a histogram's
 * `_bucket`, `_sum` and `_count` as they appear. Grafana's `$variables` are dropped first.
 */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values and strings
    .replace(/\$\{?\w+(?::\w+)?\}?/g, '1') // Grafana variables: $__rate_interval, ${instance}
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges and subqueries
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // label lists
  const names = new Set<string>();
  for (const match of bare.matchAll(/(?<![\w.])([A-Za-z_:][\w:]*)(?!\w)(\s*\()?/g)) {
    const [, name, call] = match;
    if (!name || call || KEYWORDS.has(name.toLowerCase()) || SYNTHETIC.has(name)) continue;
    names.add(name);
  }
  return [...names].sort();
}

/** The families a scrape declares (`# TYPE name kind`), with each histogram's and summary's series names. */
export function scrapedNames(scrape: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, kind] of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    names.add(name);
    if (kind === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(`${name}${s}`);
    if (kind === 'summary') for (const s of ['_sum', '_count']) names.add(`${name}${s}`);
  }
  return names;
}
