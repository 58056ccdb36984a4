// What the in-process benchmarks (apply, pipeline, sign-in) share: the machine's name for the
// results, a scratch database on the bench server, and adding an entry to RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

const RESULTS_FILE = new URL('../RESULTS.md', import.meta.url);

export function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    return line?.split(':')[1]?.trim() ?? 'unknown CPU';
  } catch {
    return 'unknown CPU';
  }
}

/**
 * Adds an entry at the end of the section `heading` of bench/RESULTS.md, creating the section
 * with `intro` when it is missing; other sections stay as they are.
 */
export function appendResult(input: { heading: string; intro: string; entry: string }): void {
  const { heading } = input;
  let text = existsSync(RESULTS_FILE)
    ? readFileSync(RESULTS_FILE, 'utf8')
    : '# Benchmark results\n';
  if (!text.includes(`\n${heading}\n`))
    text = `${text.trimEnd()}\n\n${heading}\n\n${input.intro}\n`;
  const start = text.indexOf(`\n${heading}\n`) + heading.length + 2;
  const next = text.indexOf('\n## ', start);
  const end = next === -1 ? text.length : next;
  const section = `${text.slice(start, end).trimEnd()}\n\n${input.entry}\n`;
  writeFileSync(RESULTS_FILE, `${text.slice(0, start)}${section}${text.slice(end)}`);
}

/** Runs `run` with a client on the bench server's maintenance connection. */
export async function withAdmin(
  serverUrl: string,
  run: (client: pg.Client) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
