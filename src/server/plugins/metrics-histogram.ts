// A histogram as cheap to observe as a loop over its buckets: the metrics' two per-request figures (each
// answer's time, each embedded statement's wait) observe here rather than in prom-client, whose observe
// builds the label set's key, checks the labels and looks the series up on every call, which made the
// metrics cost a redemption about 6% of its CPU (docs/decisions/0062-metrics-cheap-histograms.md). A
// caller looks a series up once and keeps it; the text is Prometheus's exposition format, written as
// prom-client writes its own (`le` first, then the labels in their declared order) and put after its
// registries' text in the scrape.

/** One label set's buckets: counts per bucket (not cumulative), their sum and their count. */
export class HistogramSeries {
  readonly #bounds: readonly number[];
  readonly #counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(bounds: readonly number[]) {
    this.#bounds = bounds;
    this.#counts = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    const bounds = this.#bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= (bounds[i] ?? Infinity)) {
        this.#counts[i] = (this.#counts[i] ?? 0) + 1;
        break;
      }
    }
    this.sum += value;
    this.count += 1;
  }

  /** How many observations were at most each bound, in the bounds' order (the +Inf bucket is `count`). */
  cumulative(): number[] {
    let total = 0;
    return Array.from(this.#counts, (n) => (total += n));
  }
}

/** A label value in the exposition format: backslash, double quote and newline escaped. */
const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export class HistogramFamily<L extends string> {
  readonly #series = new Map<string, { labels: Readonly<Record<L, string>>; series: HistogramSeries }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly L[],
    readonly buckets: readonly number[],
  ) {}

  /** The series of `labels`, made at its first use: look it up once, then observe on what it gives. */
  series(labels: Readonly<Record<L, string>>): HistogramSeries {
    const key = this.labelNames.map((name) => labels[name]).join('\u0000');
    let entry = this.#series.get(key);
    if (!entry) {
      entry = { labels, series: new HistogramSeries(this.buckets) };
      this.#series.set(key, entry);
    }
    return entry.series;
  }

  /** The family in the Prometheus text format; only its HELP and TYPE while no series has been made. */
  text(): string {
    const help = this.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
    const lines = [`# HELP ${this.name} ${help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, series } of this.#series.values()) {
      const pairs = this.labelNames.map((name) => `${name}="${labelValue(labels[name])}"`);
      const withLe = (le: string) => `{${[`le="${le}"`, ...pairs].join(',')}}`;
      const plain = pairs.length ? `{${pairs.join(',')}}` : '';
      series.cumulative().forEach((n, i) => {
        lines.push(`${this.name}_bucket${withLe(String(this.buckets[i]))} ${n}`);
      });
      lines.push(`${this.name}_bucket${withLe('+Inf')} ${series.count}`);
      lines.push(`${this.name}_sum${plain} ${series.sum}`);
      lines.push(`${this.name}_count${plain} ${series.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
