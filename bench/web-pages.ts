// Web pages: first-load JavaScript (gzip) and Lighthouse mobile scores (performance,
// accessibility, best practices, SEO) for the home page, a job page and a landing page.
// Builds and starts nothing: run it against a running stack.
//
//   node scripts/start.mjs                                   # in another terminal (:3000/:4000)
//   node --import tsx bench/web-pages.ts
//   options: --url URL (http://localhost:3000), --runs N (Lighthouse runs per page, median; 3),
//            --home PATH (/), --job PATH (default: the first job linked from the home page),
//            --landing PATH (/loker-wfh), --out FILE (JSON with every run and the failed audits)
//
// First-load JS = every JavaScript file the page requests before its load event (the script
// tags of the HTML and what they import while hydrating), gzipped at the default level; link
// prefetches of other routes start after load and are reported apart. Chromium is Debian's
// (/usr/bin/chromium, or CHROME_PATH); nothing is downloaded.
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { parseArgs } from './lib/cli';

const args = parseArgs();
const baseUrl = (args.get('url') ?? 'http://localhost:3000').replace(/\/+$/, '');
const runs = args.number('runs', 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The first job page linked from the home page's HTML. */
async function firstJobPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = /href="(\/loker\/[^"~]+~[^"#?]+)"/.exec(html);
  if (!match) throw new Error('no job link on the home page: is the stack running with jobs?');
  return match[1]!;
}

type JsMeasure = { files: number; rawKiB: number; gzipKiB: number; prefetchGzipKiB: number };

async function measureFirstLoadJs(path: string): Promise<JsMeasure> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    let loaded = false;
    const pending: Promise<{ afterLoad: boolean; raw: number; gzip: number } | null>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      const isJs =
        request.resourceType() === 'script' ||
        /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (!isJs || !response.ok()) return;
      const afterLoad = loaded;
      pending.push(
        response
          .body()
          .then((body) => ({ afterLoad, raw: body.length, gzip: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    page.on('load', () => {
      loaded = true;
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((f) => f !== null);
    const first = files.filter((f) => !f.afterLoad);
    const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    return {
      files: first.length,
      rawKiB: kib(first.reduce((sum, f) => sum + f.raw, 0)),
      gzipKiB: kib(first.reduce((sum, f) => sum + f.gzip, 0)),
      prefetchGzipKiB: kib(files.filter((f) => f.afterLoad).reduce((sum, f) => sum + f.gzip, 0)),
    };
  } finally {
    await browser.close();
  }
}

type FailedAudit = { category: Category; id: string; title: string; score: number | null };
type LighthouseRun = { scores: Record<Category, number>; failed: FailedAudit[]; lcpMs: number };

async function runLighthouse(path: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    // Lighthouse's default config: a mobile device with simulated slow 4G and a 4× slower CPU.
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failed: FailedAudit[] = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => ({ category, id: audit.id, title: audit.title, score: audit.score })),
    );
    return {
      scores,
      failed,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

const pages: [name: string, path: string][] = [
  ['home', args.get('home') ?? '/'],
  ['job page', args.get('job') ?? (await firstJobPath())],
  ['landing page', args.get('landing') ?? '/loker-wfh'],
];

console.log(
  `Web pages at ${baseUrl} — ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0]!.toFixed(1)}, ` +
    `Lighthouse mobile, median of ${runs} run(s)\n`,
);

const report: Record<string, unknown>[] = [];
const rows: string[] = [];
for (const [name, path] of pages) {
  const js = await measureFirstLoadJs(path);
  const lighthouseRuns: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) lighthouseRuns.push(await runLighthouse(path));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(lighthouseRuns.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  const lcpMs = median(lighthouseRuns.map((r) => r.lcpMs));
  const failed = new Map<string, FailedAudit>();
  for (const run of lighthouseRuns) for (const audit of run.failed) failed.set(audit.id, audit);
  report.push({ name, path, js, scores, lcpMs, runs: lighthouseRuns });
  rows.push(
    `| ${name} | \`${path}\` | ${js.gzipKiB} KiB (${js.files} files) | ${scores.performance} | ` +
      `${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${lcpMs} ms |`,
  );
  console.log(
    `${name} ${path}: JS ${js.gzipKiB} KiB gzip (${js.rawKiB} KiB raw, ${js.files} files;`,
  );
  console.log(
    `  prefetched after load: ${js.prefetchGzipKiB} KiB), scores ${JSON.stringify(scores)}`,
  );
  for (const audit of failed.values()) {
    console.log(`  - ${audit.category}: ${audit.id} (${audit.score}) ${audit.title}`);
  }
}

console.log(
  '\n| page | path | first-load JS (gzip) | performance | accessibility | best practices | SEO | LCP (simulated) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

const out = args.get('out');
if (out) {
  await writeFile(out, JSON.stringify({ baseUrl, runs, pages: report }, null, 2));
  console.log(`\nwrote ${out}`);
}
