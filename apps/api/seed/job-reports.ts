// Demo reports: both demo job seekers reported the same open job (below the hiding threshold),
// so the admin's review queue has something in it on the first start. Deterministic: the job
// is the open one of the most recently joined company, in slug order.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db';
import { jobReports } from '../src/modules/moderation/moderation.schema';

const HOUR_MS = 3_600_000;

export async function seedJobReports(
  tx: Database,
  input: { now: Date; userIdsByEmail: Map<string, string> },
): Promise<void> {
  const [job] = await selectRows<{ id: string }>(
    tx,
    sql`SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE j.status = 'open' ORDER BY c.created_at DESC, j.slug LIMIT 1`,
  );
  const reporters = ['siswa@jenjang.test', 'siswa2@jenjang.test']
    .map((email) => input.userIdsByEmail.get(email))
    .filter((id): id is string => id !== undefined);
  if (!job || reporters.length === 0) return;
  await tx.insert(jobReports).values(
    reporters.map((userId, index) => ({
      jobId: job.id,
      userId,
      reason: index === 0 ? 'misleading' : 'asksForMoney',
      note:
        index === 0
          ? 'Gaji di iklan berbeda dengan yang disebutkan saat dihubungi.'
          : 'Saya diminta membayar biaya pelatihan lewat WhatsApp.',
      createdAt: new Date(input.now.getTime() - (index + 2) * HOUR_MS),
    })),
  );
}

const SCAM_REQUIREMENT_ID =
  '<p>Pelamar yang lolos seleksi berkas dikenakan biaya pendaftaran Rp150.000 dan wajib mengirim foto KTP ke WhatsApp HRD.</p>';
const SCAM_REQUIREMENT_EN =
  '<p>Applicants who pass screening pay a registration fee of Rp150,000 and must send a photo of their ID card (KTP) to HR on WhatsApp.</p>';

/**
 * The demo jobs with one posting that asks for money and an ID-card photo (the open job with the
 * last slug), so the admin's flagged queue shows what flagPosting catches.
 */
export function withDemoScamPosting<
  T extends { slug: string; status: string; requirementsId?: string; requirementsEn?: string },
>(jobs: readonly T[]): T[] {
  const open = jobs.filter((j) => j.status === 'open').map((j) => j.slug);
  const target = open.sort().at(-1);
  return jobs.map((job) =>
    job.slug === target
      ? {
          ...job,
          requirementsId: `${job.requirementsId ?? ''}${SCAM_REQUIREMENT_ID}`,
          requirementsEn: `${job.requirementsEn ?? ''}${SCAM_REQUIREMENT_EN}`,
        }
      : job,
  );
}
