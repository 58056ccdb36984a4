// The per-page axe results of a browser run, for the README's testing section: with
// E2E_AXE_REPORT=<file.json>, every axe run of every spec (fixtures/axe.ts) is appended to a side
// file of JSON lines while the specs run in parallel, and the end of the run folds them into
// <file.json>: each page (address without its origin, viewport) with its runs and the most
// violations any run found there, by impact and by rule.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { IMPACTS, type AxeRecord, type Impact } from '../fixtures/axe-record';

type PageSummary = {
  page: string;
  viewport: string;
  runs: number;
  specs: string[];
  /** The most violations of each impact that one run on this page found. */
  counts: Record<Impact, number>;
  rules: { id: string; impact: Impact; nodes: number }[];
};

export function axeReportFiles(): { report: string; records: string } | null {
  const report = process.env.E2E_AXE_REPORT;
  if (!report) return null;
  const absolute = path.resolve(report);
  const records = `${absolute}.jsonl`;
  rmSync(records, { force: true });
  return { report: absolute, records };
}

function pageOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export function summarizeAxeRecords(records: AxeRecord[]): PageSummary[] {
  const pages = new Map<string, PageSummary>();
  for (const record of records) {
    const page = pageOf(record.url);
    const key = `${page} ${record.viewport}`;
    const summary = pages.get(key) ?? {
      page,
      viewport: record.viewport,
      runs: 0,
      specs: [],
      counts: Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<Impact, number>,
      rules: [],
    };
    summary.runs += 1;
    if (!summary.specs.includes(record.spec)) summary.specs.push(record.spec);
    for (const impact of IMPACTS) {
      summary.counts[impact] = Math.max(summary.counts[impact], record.counts[impact]);
    }
    for (const violation of record.violations) {
      const known = summary.rules.find((rule) => rule.id === violation.id);
      if (known) known.nodes = Math.max(known.nodes, violation.nodes);
      else summary.rules.push({ ...violation });
    }
    pages.set(key, summary);
  }
  return [...pages.values()].sort(
    (a, b) => a.page.localeCompare(b.page) || a.viewport.localeCompare(b.viewport),
  );
}

type AxeReport = {
  axeVersion: string;
  runs: number;
  pages: number;
  total: Record<string, number>;
  byPage: PageSummary[];
};

/**
 * The report as a Markdown table, a row per page and viewport, for people to read
 * (docs/testing/axe-results.md is one, made from a whole browser run).
 */
export function axeReportMarkdown(report: AxeReport, heading: string): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = report.byPage.map((page) => {
    const rules = page.rules.map((rule) => `${rule.id} (${rule.impact}, ${rule.nodes})`);
    return `| \`${cell(page.page)}\` | ${page.viewport} | ${page.runs} | ${IMPACTS.map((impact) => page.counts[impact]).join(' | ')} | ${cell(rules.join(', ')) || '—'} | ${page.specs.join(', ')} |`;
  });
  return [
    heading,
    '',
    `axe-core ${report.axeVersion}: ${report.runs} runs on ${report.pages} page states; the most violations one run found, summed over the pages: ${IMPACTS.map((impact) => `${report.total[impact]} ${impact}`).join(', ')}.`,
    '',
    `| page | viewport | runs | ${IMPACTS.join(' | ')} | rules (impact, elements) | specs |`,
    `|---|---|---:|${IMPACTS.map(() => '---:').join('|')}|---|---|`,
    ...rows,
    '',
  ].join('\n');
}

export function writeAxeReport(files: { report: string; records: string }): void {
  const records: AxeRecord[] = existsSync(files.records)
    ? readFileSync(files.records, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AxeRecord)
    : [];
  const axeVersion = (
    createRequire(import.meta.url)('axe-core/package.json') as { version: string }
  ).version;
  const pages = summarizeAxeRecords(records);
  const total = Object.fromEntries(
    IMPACTS.map((impact) => [impact, pages.reduce((sum, page) => sum + page.counts[impact], 0)]),
  );
  const report: AxeReport = {
    axeVersion,
    runs: records.length,
    pages: pages.length,
    total,
    byPage: pages,
  };
  writeFileSync(files.report, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(
    files.report.replace(/(\.json)?$/, '.md'),
    axeReportMarkdown(report, `# axe results of a browser run (${new Date().toISOString()})`),
  );
  rmSync(files.records, { force: true });
  console.log(
    `axe: ${records.length} runs on ${pages.length} pages; ${IMPACTS.map((impact) => `${total[impact]} ${impact}`).join(', ')} (${files.report})`,
  );
}
