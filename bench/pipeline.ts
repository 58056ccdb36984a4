// Pipeline board latency: the API in-process on a scratch PostgreSQL database with one job of
// 2,000 applicants spread over every column (applied, the four usual steps, offered, rejected,
// wait-listed, each with its history rows, a quarter rated, some with notes); 4 clients (a
// worker thread) ask GET /v1/job-portal/employer/job/{id}/pipeline/board as a company member.
// p50/p95/p99 after a warm-up; appends the figures, the machine, the date and the load average to
// bench/RESULTS.md under "Pipeline board". Goal: p95 ≤ 300 ms.
//
//   node --import tsx bench/pipeline.ts [--connections 4] [--applicants 2000] [--requests 400]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a
//   database jenjang_bench_pipeline_<time> is created next to it and dropped at the end.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { addCompanyMember, addSteps, USUAL_STEPS } from '../apps/api/seed/application-factories';
import { FACTORY_PASSWORD, createUser } from '../apps/api/seed/account-factories';
import { createCompany, createJob } from '../apps/api/seed/factories';
import { parseArgs } from './lib/cli';
import { percentile } from './lib/stats';
import type { PipelineLoadOptions, PipelineLoadResult } from './pipeline-load';
import { appendResult, cpuModel } from './lib/results';
import { runLoadWorker, withInProcessApi, withScratchDatabase } from './lib/in-process-api';

const RESULTS_INTRO = `GET /v1/job-portal/employer/job/{id}/pipeline/board (counts per column and the first 10 cards of each) for a job with 2,000 applicants, as a member of the company, the API in-process on PostgreSQL, \`node --import tsx bench/pipeline.ts\`. Goal: p95 ≤ 300 ms with 4 clients.`;

const runLoad = (options: PipelineLoadOptions) =>
  runLoadWorker<PipelineLoadOptions, PipelineLoadResult>(
    new URL('./pipeline-load.ts', import.meta.url),
    options,
  );

async function main() {
  const args = parseArgs();
  const connections = args.number('connections', 4);
  const applicants = args.number('applicants', 2000);
  const requestCount = args.number('requests', 400);

  await withScratchDatabase('pipeline', async (database) => {
    const db = database.db;
    const company = await createCompany(db, {});
    const job = await createJob(db, { companyId: company.id, role: 'Staf Bench Pipeline' });
    const steps = await addSteps(db, job.id, USUAL_STEPS);
    const employer = await createUser(db, { role: 'employer' });
    await addCompanyMember(db, employer.id, company.id);
    const step = (type: string) => steps.find((s) => s.type === type)!.id;
    // 2,000 students and applications in SQL: status by i mod 9, a history row per move.
    await db.execute(sql`
      WITH u AS (
        INSERT INTO users (email, name, role)
        SELECT 'bench-' || i || '@pipeline.test', 'Kandidat Bench ' || i, 'student'
        FROM generate_series(1, ${applicants}) i RETURNING id, email),
      p AS (
        INSERT INTO student_profiles (user_id, career_preference, experience_level, last_education, major)
        SELECT id, 'activelyLooking', 1, 4, 'Teknik Informatika' FROM u RETURNING id, user_id)
      INSERT INTO applications (job_id, student_id, user_id, type, status, recruitment_step_id,
        created_at, updated_at)
      SELECT ${job.id}::uuid, p.id, p.user_id, 'easyApply', s.status, s.step,
        now() - (n % 30) * interval '1 day', now() - (n % 7) * interval '1 hour'
      FROM (SELECT p.*, row_number() OVER () AS n FROM p) p
      CROSS JOIN LATERAL (SELECT
        (ARRAY['waitListed','review','techTestSent','custom','hrInterview','userInterview',
               'offered','rejected','waitListed'])[1 + (p.n % 9)] AS status,
        (ARRAY[NULL, NULL, ${step('techTest')}, ${step('custom')}, ${step('hrInterview')},
               ${step('userInterview')}, NULL, NULL, NULL]::uuid[])[1 + (p.n % 9)] AS step) s`);
    await db.execute(sql`
      INSERT INTO application_status_history (application_id, from_status, to_status,
        recruitment_step_id, actor, created_at)
      SELECT id, NULL, 'waitListed', NULL, 'candidate', created_at FROM applications
      UNION ALL
      SELECT id, 'review', status, recruitment_step_id, 'employer', updated_at FROM applications
      WHERE status <> 'waitListed' OR id::text < '8'`);
    await db.execute(sql`
      INSERT INTO application_ratings (application_id, rating)
      SELECT id, 1 + (abs(hashtext(id::text)) % 5) FROM applications WHERE id::text < '4'`);
    await db.execute(sql`
      INSERT INTO application_notes (application_id, author_user_id, body)
      SELECT id, ${employer.id}::uuid, 'Catatan bench' FROM applications WHERE id::text < '2'`);
    await db.execute(sql`ANALYZE`);

    await withInProcessApi(database, async ({ app, baseUrl }) => {
      const login = await app.inject({
        method: 'POST',
        url: '/v1/login/email',
        payload: { email: employer.email, password: FACTORY_PASSWORD },
      });
      const token: string = login.json().data.tokenData.token;
      const boardPath = `/v1/job-portal/employer/job/${job.id}/pipeline/board`;
      const boardUrl = `${baseUrl}${boardPath}`;
      const check = await app.inject({
        url: boardPath,
        headers: { authorization: `Bearer ${token}` },
      });
      const total = (check.json().data.columns as { count: number }[]).reduce(
        (a, c) => a + c.count,
        0,
      );
      if (total !== applicants)
        throw new Error(`the board counts ${total} applicants, not ${applicants}`);
      const loadBefore = loadavg()[0] ?? 0;
      const warmUp = Math.max(20, Math.floor(requestCount / 10));
      await runLoad({ urls: Array(warmUp).fill(boardUrl), token, connections });
      const startedAt = performance.now();
      const result = await runLoad({
        urls: Array(requestCount).fill(boardUrl),
        token,
        connections,
      });
      const seconds = (performance.now() - startedAt) / 1000;
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const ok = result.statuses['200'] ?? 0;
      const ms = (n: number) => n.toFixed(1);
      const p95 = percentile(sorted, 95);
      const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
      const version = (await database.execute('SHOW server_version')).rows[0]?.server_version ?? '';
      const entry = [
        `### ${date} UTC — ${availableParallelism()} × ${cpuModel()}`,
        '',
        `${connections} clients, ${sorted.length} board requests in ${seconds.toFixed(1)} s (${ok} answered 200) after ${warmUp} warm-up requests, one job of ${applicants} applicants, PostgreSQL ${String(version)}, load average ${loadBefore.toFixed(1)} before the run (the machine is shared)`,
        '',
        '| p50 ms | p95 ms | p99 ms | max ms | requests/s | p95 goal |',
        '|---:|---:|---:|---:|---:|---|',
        `| ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${(sorted.length / seconds).toFixed(0)} | ≤ 300 ms: ${p95 <= 300 ? 'met' : 'missed'} |`,
      ].join('\n');
      appendResult({ heading: '## Pipeline board', intro: RESULTS_INTRO, entry });
      console.log(entry);
      if (ok !== sorted.length) process.exitCode = 1;
    });
  });
}

await main();
