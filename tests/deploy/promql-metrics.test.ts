import { describe, expect, it } from 'vitest';
import { metricNames, scrapedNames } from '../support/promql-metrics';

describe('metricNames', () => {
  it('finds the series of a quantile over a histogram, not its functions, labels or ranges', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le) (rate(http_request_duration_seconds_bucket{route="/api/use-promo", method=~"POST|GET"}[5m])))',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
  });

  it('finds both sides of a ratio and a subquery, and drops Grafana variables and Prometheus own series', () => {
    expect(
      metricNames(
        'sum(rate(spins_total{result="won"}[$__rate_interval])) / on(instance) group_left sum without (result) (rate(promo_wrong_codes_total[5m])) > 10 * quantile_over_time(0.5, sum(rate(promo_wrong_codes_total[5m]))[1h:5m]) and up == 1',
      ),
    ).toEqual(['promo_wrong_codes_total', 'spins_total']);
  });

  it('reads time() - a gauge as the gauge', () => {
    expect(metricNames('time() - backup_last_success_timestamp_seconds > 48 * 3600')).toEqual([
      'backup_last_success_timestamp_seconds',
    ]);
  });
});

describe('scrapedNames', () => {
  it('names a histogram with its bucket, sum and count series', () => {
    const names = scrapedNames('# HELP a_seconds x\n# TYPE a_seconds histogram\n# TYPE b_total counter\n');
    expect([...names].sort()).toEqual([
      'a_seconds',
      'a_seconds_bucket',
      'a_seconds_count',
      'a_seconds_sum',
      'b_total',
    ]);
  });
});
