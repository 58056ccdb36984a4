// Demo data of the employer's pipeline: on the seeded applications of the demo employers'
// companies, private notes (every third application), a rating (every second), the interview of
// each application at an interview step, and the private reason of each rejection — so the
// applicants pages look lived-in on the first start. Deterministic: applications in id order of
// their creation time, texts picked by position; every moment is before `now`.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db';

const NOTES = [
  'Komunikasi jelas dan terstruktur; cocok untuk tim produk.',
  'Portofolio kuat di backend, perlu dicek pengalaman testing.',
  'Minta referensi dari atasan sebelumnya.',
  'Ekspektasi gaji sedikit di atas rentang; bisa dinegosiasikan.',
];
const REASONS = [
  'Pengalaman belum sesuai kebutuhan level posisi.',
  'Ekspektasi gaji di atas anggaran tim.',
  'Kandidat lain lebih cocok untuk kebutuhan saat ini.',
];
const PLACES = ['Kantor pusat, Jl. Jend. Sudirman Kav. 52, Jakarta Selatan', null];
const HOUR_MS = 3_600_000;

export async function seedPipeline(tx: Database, input: { now: Date }): Promise<void> {
  const rows = await selectRows<{
    id: string;
    status: string;
    stepId: string | null;
    memberId: string;
    createdAt: Date;
  }>(
    tx,
    sql`SELECT DISTINCT ON (a.id) a.id, a.status, a.recruitment_step_id AS "stepId",
          m.user_id AS "memberId", a.created_at AS "createdAt"
        FROM applications a JOIN jobs j ON j.id = a.job_id
        JOIN company_members m ON m.company_id = j.company_id
        ORDER BY a.id, m.user_id`,
  );
  rows.sort((a, b) => +new Date(a.createdAt) - +new Date(b.createdAt) || a.id.localeCompare(b.id));
  const now = input.now.getTime();
  for (const [i, r] of rows.entries()) {
    const created = new Date(r.createdAt).getTime();
    // Between the application and now, never in the future.
    const at = new Date(Math.min(now - HOUR_MS, created + HOUR_MS * (2 + (i % 5))));
    if (i % 3 === 0)
      await tx.execute(
        sql`INSERT INTO application_notes (application_id, author_user_id, body, created_at)
            VALUES (${r.id}::uuid, ${r.memberId}::uuid, ${NOTES[i % NOTES.length]!}, ${at})`,
      );
    if (i % 2 === 0)
      await tx.execute(
        sql`INSERT INTO application_ratings (application_id, rating, rated_by_user_id, updated_at)
            VALUES (${r.id}::uuid, ${1 + (i % 5)}, ${r.memberId}::uuid, ${at})`,
      );
    if ((r.status === 'hrInterview' || r.status === 'userInterview') && r.stepId) {
      const place = PLACES[i % PLACES.length] ?? null;
      await tx.execute(
        sql`INSERT INTO application_interviews (application_id, recruitment_step_id, starts_at,
              location, meeting_url, scheduled_by_user_id, created_at)
            VALUES (${r.id}::uuid, ${r.stepId}::uuid, ${new Date(now + 2 * 24 * HOUR_MS + (i % 8) * HOUR_MS)},
              ${place}, ${place ? null : 'https://meet.google.com/jnj-demo-pipe'},
              ${r.memberId}::uuid, ${at})`,
      );
    }
    if (r.status === 'rejected')
      await tx.execute(
        sql`INSERT INTO application_rejections (application_id, reason, rejected_by_user_id, created_at)
            VALUES (${r.id}::uuid, ${REASONS[i % REASONS.length]!}, ${r.memberId}::uuid, ${at})`,
      );
  }
}
