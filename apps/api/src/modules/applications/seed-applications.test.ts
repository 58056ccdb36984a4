// The demo data of applying, as the web and the browser test rely on it.
import { APPLICATION_STATUSES, QUESTION_TYPES } from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/accounts';
import { seedDemoData } from '../../../seed/seed-demo-data';
import { fixedClock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-11-21T03:00:00Z');
let t: TestApp;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokenData.token;
}

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  await seedDemoData(t.database, { now: NOW });
}, 120_000);
afterAll(async () => t.close());

describe('seeded applications', () => {
  it("gives the demo employers' applicants notes, ratings, interviews and private reasons", async () => {
    const [counts] = await selectRows<Record<string, number>>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM application_notes) AS notes,
            (SELECT count(*)::int FROM application_ratings) AS ratings,
            (SELECT count(*)::int FROM application_interviews) AS interviews,
            (SELECT count(*)::int FROM application_rejections) AS reasons,
            (SELECT count(*)::int FROM applications a JOIN jobs j ON j.id = a.job_id
             WHERE a.status = 'rejected' AND j.company_id IN (SELECT company_id FROM company_members))
              AS rejected,
            (SELECT count(*)::int FROM application_notes WHERE created_at > ${NOW}) AS "futureNotes"`,
    );
    expect(counts).toMatchObject({ futureNotes: 0 });
    for (const key of ['notes', 'ratings', 'interviews'])
      expect(counts![key], key).toBeGreaterThan(0);
    // Every rejection at the demo employers' companies has its private reason.
    expect(counts!.reasons).toBe(counts!.rejected);
    // The candidate never reads a reason.
    const token = await signIn('siswa@jenjang.test');
    const mine = await t.app.inject({
      url: '/v1/job-portal/me/application?limit=100',
      headers: { authorization: `Bearer ${token}` },
    });
    const reasons = await selectRows<{ reason: string }>(
      t.database.db,
      sql`SELECT reason FROM application_rejections`,
    );
    for (const { reason } of reasons) expect(mine.body).not.toContain(reason);
  });

  it.each(['siswa@jenjang.test', 'siswa2@jenjang.test'])(
    '%s has applications in every status, one withdrawn and one invited',
    async (email) => {
      const token = await signIn(email);
      const res = await t.app.inject({
        url: '/v1/job-portal/me/application?limit=100',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const docs = res.json().data.docs as {
        status: string;
        withdrawnAt: string | null;
        fromRecommendation: boolean;
      }[];
      expect(new Set(docs.map((d) => d.status))).toEqual(new Set(APPLICATION_STATUSES));
      expect(docs.filter((d) => d.withdrawnAt !== null)).toHaveLength(1);
      expect(docs.filter((d) => d.fromRecommendation)).toHaveLength(1);
      const bell = await t.app.inject({
        url: '/v1/job-portal/me/notification/unread-count',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bell.json().data.count).toBeGreaterThan(0);
    },
  );

  it('dates every application, move and notification in the past, so new ones come first', async () => {
    const rows = await selectRows<{ latest: Date | string }>(
      t.database.db,
      sql`SELECT max(at) AS latest FROM (
            SELECT created_at AS at FROM application_status_history
            UNION ALL SELECT updated_at FROM applications
            UNION ALL SELECT withdrawn_at FROM applications WHERE withdrawn_at IS NOT NULL
            UNION ALL SELECT created_at FROM notifications) moments`,
    );
    expect(new Date(rows[0]!.latest).getTime()).toBeLessThan(NOW.getTime());
  });

  it("the employer's company: every open easy-apply job asks every question type, has an HR step, and some are not applied to yet", async () => {
    const rows = await selectRows<{
      jobId: string;
      types: string[];
      hr: boolean;
      applied: boolean;
    }>(
      t.database.db,
      sql`SELECT j.id AS "jobId",
            ARRAY(SELECT DISTINCT type FROM job_questions q WHERE q.job_id = j.id ORDER BY 1) AS types,
            EXISTS (SELECT 1 FROM recruitment_steps s WHERE s.job_id = j.id AND s.type = 'hrInterview') AS hr,
            EXISTS (SELECT 1 FROM applications a JOIN users u ON u.id = a.user_id
              WHERE a.job_id = j.id AND u.email = 'siswa@jenjang.test') AS applied
          FROM jobs j JOIN company_members m ON m.company_id = j.company_id
          JOIN users e ON e.id = m.user_id AND e.email = 'employer@jenjang.test'
          WHERE j.status = 'open' AND j.application_type = 'easyApply'
            AND (j.deadline IS NULL OR j.deadline >= '2026-11-21')`,
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect([...row.types].sort()).toEqual([...QUESTION_TYPES].sort());
      expect(row.hr).toBe(true);
    }
    expect(rows.some((r) => !r.applied)).toBe(true);
    expect(rows.some((r) => r.applied)).toBe(true);
    const token = await signIn('employer@jenjang.test');
    const withApplicants = rows.find((r) => r.applied)!;
    const list = await t.app.inject({
      url: `/v1/job-portal/employer/job/${withApplicants.jobId}/application`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.totalDocs).toBeGreaterThan(0);
  });
});
