// Tiny argument parsing shared by the bench scripts: `--name value` and `--flag`.

export type Args = {
  get(name: string): string | undefined;
  has(name: string): boolean;
  number(name: string, fallback: number): number;
};

export function parseArgs(argv: readonly string[] = process.argv.slice(2)): Args {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) values.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      values.set(name, next);
      i++;
    } else flags.add(name);
  }
  return {
    get: (name) => values.get(name),
    has: (name) => flags.has(name) || values.has(name),
    number(name, fallback) {
      const raw = values.get(name);
      if (raw === undefined) return fallback;
      const value = parseSize(raw);
      if (!Number.isFinite(value)) throw new Error(`--${name} must be a number, got ${raw}`);
      return value;
    },
  };
}

/** "100k" → 100000, "1m" → 1000000, "2500" → 2500. */
export function parseSize(raw: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(raw.trim());
  if (!match) return Number.NaN;
  const unit = (match[2] ?? '').toLowerCase();
  const factor = unit === 'k' ? 1_000 : unit === 'm' ? 1_000_000 : 1;
  return Math.round(Number(match[1]) * factor);
}

/** 100000 → "100k", 1000000 → "1m". */
export function sizeLabel(n: number): string {
  if (n % 1_000_000 === 0) return `${n / 1_000_000}m`;
  if (n % 1_000 === 0) return `${n / 1_000}k`;
  return String(n);
}

export function formatMs(ms: number): string {
  if (ms < 1_000) return `${ms.toFixed(0)} ms`;
  if (ms < 120_000) return `${(ms / 1_000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1_000)} s`;
}
