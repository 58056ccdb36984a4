// Percentiles and the tables the bench scripts print.

export type Summary = {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

/** A markdown table: one row per summary. */
export function table(rows: readonly (readonly [string, Summary])[], title = 'class'): string {
  const lines = [
    `| ${title} | n | p50 ms | p95 ms | p99 ms | max ms | mean ms |`,
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, s] of rows) {
    lines.push(
      `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(s.mean)} |`,
    );
  }
  return lines.join('\n');
}
