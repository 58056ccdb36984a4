// Easy-apply latency: the API in-process on a scratch PostgreSQL database with 100 easy-apply
// jobs (each with the eight questions of every type, the three profile questions among them, and
// four recruitment steps) and 24 students; 4 clients (a worker thread) apply, every request a new
// (student, job) pair with a full set of valid answers, so each one writes the application, its
// answers, the history row, the applicant count, the reusable answers and the activity record.
// p50/p95/p99 from every response after a warm-up. Appends the figures, with the machine and the
// date, to bench/RESULTS.md under "Apply". Goal: p95 ≤ 50 ms.
//
//   node --import tsx bench/apply.ts [--connections 4] [--jobs 100] [--students 24]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a
//   database jenjang_bench_apply_<time> is created next to it and dropped at the end.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import {
  addQuestions,
  addSteps,
  EVERY_QUESTION_TYPE,
  USUAL_STEPS,
} from '../apps/api/seed/application-factories';
import { FACTORY_PASSWORD, createStudent } from '../apps/api/seed/account-factories';
import { createCompany, createJob } from '../apps/api/seed/factories';
import { parseArgs } from './lib/cli';
import type { ApplyLoadOptions, ApplyLoadResult, ApplyRequest } from './apply-load';
import { appendResult, cpuModel } from './lib/results';
import { runLoadWorker, withInProcessApi, withScratchDatabase } from './lib/in-process-api';
import { percentile } from './lib/stats';

const RESULTS_INTRO = `POST /v1/job-portal/job/{id}/apply with answers to eight questions (every type, TOEFL, birthdate and GPA among them), every request a new student and job pair, the API in-process on PostgreSQL, \`node --import tsx bench/apply.ts\`. Goal: p95 ≤ 50 ms with 4 clients.`;

const runLoad = (options: ApplyLoadOptions) =>
  runLoadWorker<ApplyLoadOptions, ApplyLoadResult>(
    new URL('./apply-load.ts', import.meta.url),
    options,
  );

function answersFor(questions: { id: string; type: string; title: string }[]) {
  return questions.map((q) => ({
    questionId: q.id,
    answer:
      q.type === 'checkbox'
        ? ['o1', 'o3']
        : q.type === 'radio'
          ? 'o1'
          : q.title === 'IPK'
            ? '3.5/4'
            : q.title === 'Tanggal lahir'
              ? '08/17/2001'
              : q.type === 'date'
                ? '02/01/2027'
                : q.type === 'shortText'
                  ? 'github.com/bench'
                  : 2,
  }));
}

async function main() {
  const args = parseArgs();
  const connections = args.number('connections', 4);
  const jobCount = args.number('jobs', 100);
  const studentCount = args.number('students', 24);

  await withScratchDatabase('apply', async (database) => {
    const db = database.db;
    const company = await createCompany(db, {});
    const jobs: { id: string; body: string }[] = [];
    for (let i = 0; i < jobCount; i += 1) {
      const job = await createJob(db, { companyId: company.id, role: `Staf Bench ${i}` });
      const questions = await addQuestions(db, job.id, EVERY_QUESTION_TYPE);
      await addSteps(db, job.id, USUAL_STEPS);
      jobs.push({ id: job.id, body: JSON.stringify({ answers: answersFor(questions) }) });
    }
    await withInProcessApi(database, async ({ app, baseUrl }) => {
      const tokens: string[] = [];
      for (let i = 0; i < studentCount; i += 1) {
        const student = await createStudent(db);
        await db.execute(
          sql`UPDATE student_profiles SET toefl = 560, birthdate = '2001-08-17', gpa_value = 3.5,
                gpa_max = 4 WHERE id = ${student.profile.id}::uuid`,
        );
        const res = await app.inject({
          method: 'POST',
          url: '/v1/login/email',
          payload: { email: student.user.email, password: FACTORY_PASSWORD },
        });
        tokens.push(res.json().data.tokenData.token);
      }
      // Every pair once, students interleaved so the clients never wait on the same student.
      const requests: ApplyRequest[] = [];
      for (const job of jobs)
        for (const token of tokens)
          requests.push({
            url: `${baseUrl}/v1/job-portal/job/${job.id}/apply`,
            token,
            body: job.body,
          });
      const warmUp = requests.splice(0, Math.min(200, Math.floor(requests.length / 10)));
      const loadBefore = loadavg()[0] ?? 0;
      await runLoad({ requests: warmUp, connections });
      const cpuBefore = process.cpuUsage();
      const startedAt = performance.now();
      const result = await runLoad({ requests, connections });
      const seconds = (performance.now() - startedAt) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const created = result.statuses['201'] ?? 0;
      const ms = (n: number) => n.toFixed(1);
      const p95 = percentile(sorted, 95);
      const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
      const version = (await database.execute('SHOW server_version')).rows[0]?.server_version ?? '';
      const entry = [
        `### ${date} UTC — ${availableParallelism()} × ${cpuModel()}`,
        '',
        `${connections} clients, ${sorted.length} applies in ${seconds.toFixed(1)} s (${created} answered 201, ${sorted.length - created} other) after ${warmUp.length} warm-up applies, ${jobCount} jobs × ${studentCount} students, PostgreSQL ${String(version)}, load average ${loadBefore.toFixed(1)} before the run`,
        '',
        '| p50 ms | p95 ms | p99 ms | max ms | applies/s | CPU ms per apply (API process) | p95 goal |',
        '|---:|---:|---:|---:|---:|---:|---|',
        `| ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${(sorted.length / seconds).toFixed(0)} | ${ms((cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length))} | ≤ 50 ms: ${p95 <= 50 ? 'met' : 'missed'} |`,
      ].join('\n');
      appendResult({ heading: '## Apply', intro: RESULTS_INTRO, entry });
      console.log(entry);
      if (created !== sorted.length) process.exitCode = 1;
    });
  });
}

await main();
