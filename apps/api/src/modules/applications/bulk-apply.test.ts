// Bulk apply on a real database: per-job results with their reasons, the Idempotency-Key, the
// daily limit, and a bulk apply of 50 jobs killed midway then retried with the same key.
// The kill: on PostgreSQL a child process runs the bulk apply and is SIGKILLed after its 20th job
// (wherever it is then, inside a transaction or between two); on PGlite (one process only) the
// run is aborted by an exception after its 25th job. Either way the retry must end with 50
// applications, none twice, each with all its answers.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  EVERY_QUESTION_TYPE,
  type CreatedQuestion,
} from '../../../seed/application-factories';
import { FACTORY_PASSWORD, createStudent } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import { systemClock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bulkApply } from './bulk-apply.service';

let t: TestApp;
let companyId: string;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

async function newSeeker() {
  const s = await createStudent(t.database.db);
  return { token: await signIn(s.user.email), userId: s.user.id, studentId: s.profile.id };
}

function answersFor(qs: CreatedQuestion[]) {
  return qs.map((q) => ({
    questionId: q.id,
    answer:
      q.type === 'checkbox'
        ? ['o1']
        : q.type === 'radio'
          ? 'o2'
          : q.type === 'date'
            ? '06/01/2027'
            : q.type === 'shortText'
              ? 'github.com/bagas'
              : q.title === 'IPK'
                ? '3.4/4'
                : 3,
  }));
}

async function newJobs(n: number) {
  const out: { jobId: string; answers: ReturnType<typeof answersFor> }[] = [];
  for (let i = 0; i < n; i += 1) {
    const job = await createJob(t.database.db, { companyId, role: `Staf ${i}` });
    const qs = await addQuestions(t.database.db, job.id, EVERY_QUESTION_TYPE);
    out.push({ jobId: job.id, answers: answersFor(qs) });
  }
  return out;
}

const bulk = (token: string, key: string | null, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/job-portal/application/bulk-apply',
    headers: {
      authorization: `Bearer ${token}`,
      'x-locale': 'en',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.database.db, {})).id;
});
afterAll(async () => t.close());

describe('bulk apply', () => {
  it('applies each job on its own and reports each failure with its reason', async () => {
    const seeker = await newSeeker();
    const [a, b, c] = await newJobs(3);
    await bulk(seeker.token, `first-${randomUUID()}`, { jobs: [a] });
    const res = await bulk(seeker.token, `second-${randomUUID()}`, {
      jobs: [
        a,
        b,
        { jobId: c!.jobId, answers: c!.answers.slice(1) },
        { jobId: '00000000-0000-4000-8000-000000000000', answers: [] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(
      data.results.map((r: { ok: boolean; error: { messageId: string } | null }) =>
        r.ok ? 'ok' : r.error!.messageId,
      ),
    ).toEqual(['JOB_ALREADY_APPLIED', 'ok', 'INCOMPLETE_PRE_SCREENING_ANSWERS', 'JOB_NOT_FOUND']);
    expect(data).toMatchObject({ applied: 1, failed: 3 });
    // The job with unanswered mandatory questions was not half-applied.
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM applications WHERE job_id = ${c!.jobId}::uuid`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a retry with the same key answers with the first result; another body is refused', async () => {
    const seeker = await newSeeker();
    const jobs = await newJobs(2);
    const key = `retry-${randomUUID()}`;
    const first = await bulk(seeker.token, key, { jobs });
    const again = await bulk(seeker.token, key, { jobs });
    expect(again.json()).toEqual(first.json());
    expect(first.json().data.applied).toBe(2);
    const other = await bulk(seeker.token, key, { jobs: jobs.slice(0, 1) });
    expect(other.statusCode).toBe(422);
    expect(other.json().messageId).toBe('IDEMPOTENCY_KEY_CONFLICT');
    const missing = await bulk(seeker.token, null, { jobs });
    expect(missing.statusCode).toBe(400);
  });

  it('stops at the daily limit with a clear message per job', async () => {
    const seeker = await newSeeker();
    const jobs = await newJobs(3);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    await t.database.db.execute(
      sql`INSERT INTO bulk_apply_daily_usage (user_id, day, used)
          VALUES (${seeker.userId}::uuid, ${today}::date, 99)`,
    );
    const res = await bulk(seeker.token, `limit-${randomUUID()}`, { jobs });
    const data = res.json().data;
    expect(data.applied).toBe(1);
    expect(data.results[1].error).toMatchObject({
      messageId: 'BULK_APPLY_DAILY_LIMIT',
      message: expect.stringMatching(/today's bulk apply limit \(100 jobs\)/),
    });
    expect(data.daily).toEqual({ limit: 100, used: 100, remaining: 0 });
  });

  it('50 jobs, killed midway, retried with the same key: 50 applications, none twice, none missing answers', async () => {
    const seeker = await newSeeker();
    const jobs = await newJobs(50);
    const key = `killed-${randomUUID()}`;
    const body = { jobs };

    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      // PostgreSQL: a child process, SIGKILLed after it reports its 20th job.
      const [db] = await selectRows<{ name: string }>(
        t.database.db,
        sql`SELECT current_database() AS name`,
      );
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${db!.name}`;
      const dir = await mkdtemp(path.join(tmpdir(), 'jenjang-bulk-'));
      const input = path.join(dir, 'input.json');
      await writeFile(
        input,
        JSON.stringify({
          databaseUrl: databaseUrl.toString(),
          userId: seeker.userId,
          idempotencyKey: key,
          body,
        }),
      );
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/test/bulk-apply-child.ts', input],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('done 19\n')) child.kill('SIGKILL');
        });
        child.on('exit', (_code, signal) =>
          signal === 'SIGKILL' ? resolve() : reject(new Error(`child ended on its own: ${output}`)),
        );
      });
    } else {
      // PGlite: the run dies with an exception after its 25th job.
      await expect(
        bulkApply(
          {
            db: t.database.db,
            clock: systemClock,
            afterEachJob: async (index) => {
              if (index === 24) throw new Error('killed');
            },
          },
          {
            user: { id: seeker.userId, role: 'student', sessionId: 's', signedInAt: new Date() },
            locale: 'id',
            idempotencyKey: key,
            body: { jobs, saveAnswers: true },
          },
        ),
      ).rejects.toThrow('killed');
    }

    const partial = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM applications WHERE student_id = ${seeker.studentId}::uuid`,
    );
    expect(partial[0]!.n).toBeGreaterThanOrEqual(20);
    expect(partial[0]!.n).toBeLessThan(50);

    const retry = await bulk(seeker.token, key, body);
    expect(retry.statusCode).toBe(200);
    const data = retry.json().data;
    expect(data).toMatchObject({ applied: 50, failed: 0 });
    expect(new Set(data.results.map((r: { applicationId: string }) => r.applicationId)).size).toBe(
      50,
    );
    const rows = await selectRows<{ jobs: number; apps: number; short: number }>(
      t.database.db,
      sql`SELECT count(DISTINCT a.job_id)::int AS jobs, count(*)::int AS apps,
            count(*) FILTER (WHERE (SELECT count(*) FROM application_answers x
              WHERE x.application_id = a.id) <> ${EVERY_QUESTION_TYPE.length})::int AS short
          FROM applications a WHERE a.student_id = ${seeker.studentId}::uuid`,
    );
    expect(rows[0]).toEqual({ jobs: 50, apps: 50, short: 0 });
    // And a third call answers with the stored result.
    expect((await bulk(seeker.token, key, body)).json()).toEqual(retry.json());
  });
});
