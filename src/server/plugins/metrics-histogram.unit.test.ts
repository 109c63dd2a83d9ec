// The cheap histogram writes what prom-client would for the same observations, so a scrape, a dashboard
// and an alert read it alike.
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HistogramFamily } from './metrics-histogram';

const BUCKETS = [0.001, 0.01, 0.1, 1];

/** prom-client's text of the same observations, for comparison. */
async function promClientText(
  labelNames: string[],
  observations: [Record<string, string>, number][],
): Promise<string> {
  const registry = new Registry();
  const h = new Histogram({
    name: 'x_seconds',
    help: 'How long',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const [labels, value] of observations) h.observe(labels, value);
  return registry.metrics();
}

describe('HistogramFamily', () => {
  it('writes labelled series as prom-client does: le first, cumulative buckets, +Inf, sum and count', async () => {
    const observations: [Record<'method' | 'route', string>, number][] = [
      [{ method: 'POST', route: '/api/use-promo' }, 0.0004],
      [{ method: 'POST', route: '/api/use-promo' }, 0.001],
      [{ method: 'POST', route: '/api/use-promo' }, 0.05],
      [{ method: 'GET', route: '/api/prizes' }, 3],
      [{ method: 'POST', route: '/api/use-promo' }, 0.25],
    ];
    const family = new HistogramFamily('x_seconds', 'How long', ['method', 'route'], BUCKETS);
    for (const [labels, value] of observations) family.series(labels).observe(value);
    expect(family.text()).toBe(await promClientText(['method', 'route'], observations));
  });

  it('writes an unlabelled series, and gives the same series for the same labels', async () => {
    const family = new HistogramFamily<never>('x_seconds', 'How long', [], BUCKETS);
    const series = family.series({});
    expect(family.series({})).toBe(series);
    series.observe(0.02);
    series.observe(0.002);
    expect(family.text()).toBe(
      await promClientText(
        [],
        [
          [{}, 0.02],
          [{}, 0.002],
        ],
      ),
    );
    expect(series.count).toBe(2);
  });

  it('escapes a label value as the text format wants, so one odd value cannot break the scrape', async () => {
    const odd = { route: 'a"b\\c\nd' };
    const family = new HistogramFamily('x_seconds', 'How long', ['route'], BUCKETS);
    family.series(odd).observe(0.5);
    expect(family.text()).toBe(await promClientText(['route'], [[odd, 0.5]]));
    expect(family.text()).toContain('route="a\\"b\\\\c\\nd"');
  });

  it('says only its help and type before any series exists', () => {
    expect(new HistogramFamily('x_seconds', 'How long', ['route'], BUCKETS).text()).toBe(
      '# HELP x_seconds How long\n# TYPE x_seconds histogram\n',
    );
  });
});
