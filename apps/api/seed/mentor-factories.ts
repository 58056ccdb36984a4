// Test factories for mentoring (decision 023): taxonomy, a few real regions, invitation codes,
// mentors with user, profile, topics and weekly availability, dated entries, and session and
// review rows written directly (the sessions API is the sessions area's). Pass `handle.db` or a
// transaction `tx`.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db';
import { createUser, type User } from './account-factories';

let sequence = 0;
function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomBytes(3).toString('hex')}`;
}

export type Taxonomy = {
  categoryIds: { karier: number; teknologi: number };
  topicIds: { cv: number; interview: number; dataScience: number; backend: number };
  expertiseCategoryId: number;
  expertiseIds: { machineLearning: number; akuntansi: number };
};

async function idOf(db: Database, table: string, slug: string): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`,
  );
  if (!rows[0]) throw new Error(`${table} ${slug} missing`);
  return rows[0].id;
}

/** Two categories with two topics each, and academic expertise; the same rows on every call. */
export async function createTaxonomy(db: Database): Promise<Taxonomy> {
  await db.execute(sql`INSERT INTO mentoring_categories (slug, name_id, name_en, position) VALUES
      ('karier-rekrutmen', 'Karier & Rekrutmen', 'Careers & Recruiting', 1),
      ('teknologi-data', 'Teknologi & Data', 'Technology & Data', 2)
    ON CONFLICT (slug) DO NOTHING`);
  const karier = await idOf(db, 'mentoring_categories', 'karier-rekrutmen');
  const teknologi = await idOf(db, 'mentoring_categories', 'teknologi-data');
  await db.execute(sql`INSERT INTO mentoring_topics (category_id, slug, name_id, name_en) VALUES
      (${karier}, 'review-cv', 'Review CV', 'CV review'),
      (${karier}, 'persiapan-wawancara', 'Persiapan wawancara kerja', 'Job interview preparation'),
      (${teknologi}, 'data-science', 'Karier data science', 'Data science careers'),
      (${teknologi}, 'backend-developer', 'Menjadi backend developer', 'Becoming a backend developer')
    ON CONFLICT (slug) DO NOTHING`);
  await db.execute(sql`INSERT INTO academic_expertise_categories (slug, name_id, name_en) VALUES
      ('ilmu-komputer', 'Ilmu Komputer', 'Computer Science') ON CONFLICT (slug) DO NOTHING`);
  const expertiseCategoryId = await idOf(db, 'academic_expertise_categories', 'ilmu-komputer');
  await db.execute(sql`INSERT INTO academic_expertises (category_id, slug, name_id, name_en) VALUES
      (${expertiseCategoryId}, 'machine-learning', 'Pembelajaran mesin', 'Machine learning'),
      (${expertiseCategoryId}, 'akuntansi', 'Akuntansi', 'Accounting')
    ON CONFLICT (slug) DO NOTHING`);
  return {
    categoryIds: { karier, teknologi },
    topicIds: {
      cv: await idOf(db, 'mentoring_topics', 'review-cv'),
      interview: await idOf(db, 'mentoring_topics', 'persiapan-wawancara'),
      dataScience: await idOf(db, 'mentoring_topics', 'data-science'),
      backend: await idOf(db, 'mentoring_topics', 'backend-developer'),
    },
    expertiseCategoryId,
    expertiseIds: {
      machineLearning: await idOf(db, 'academic_expertises', 'machine-learning'),
      akuntansi: await idOf(db, 'academic_expertises', 'akuntansi'),
    },
  };
}

/** A few of Indonesia's real regions (codes of Kemendagri), for district tests. */
export const SAMPLE_DISTRICTS = {
  kebayoranBaru: '31.74.07',
  tebet: '31.74.01',
  mariso: '73.71.01',
} as const;

export async function createRegions(db: Database): Promise<void> {
  await db.execute(sql`INSERT INTO regions (code, name, level, parent_code) VALUES
      ('31', 'DKI Jakarta', 'province', NULL),
      ('73', 'Sulawesi Selatan', 'province', NULL),
      ('31.74', 'Kota Jakarta Selatan', 'regency', '31'),
      ('73.71', 'Kota Makassar', 'regency', '73'),
      ('31.74.01', 'Tebet', 'district', '31.74'),
      ('31.74.07', 'Kebayoran Baru', 'district', '31.74'),
      ('73.71.01', 'Mariso', 'district', '73.71')
    ON CONFLICT (code) DO NOTHING`);
}

export async function createInvitationCode(
  db: Database,
  options: { code?: string; maxUses?: number; usedCount?: number; expiresAt?: Date | null } = {},
): Promise<string> {
  const code = options.code ?? `UNDANGAN-${uniqueSuffix().toUpperCase()}`;
  await db.execute(sql`INSERT INTO mentor_invitation_codes (code, max_uses, used_count, expires_at)
    VALUES (${code}, ${options.maxUses ?? 1}, ${options.usedCount ?? 0},
      ${options.expiresAt ? options.expiresAt.toISOString() : null}::timestamptz)`);
  return code;
}

export type WeeklyWindowSpec = { weekday: number; startTime: string; endTime: string };

/** Monday to Friday, 09:00–12:00 WIB. */
export const WEEKDAY_MORNINGS: WeeklyWindowSpec[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: '09:00',
  endTime: '12:00',
}));

export type MentorSpec = {
  user?: Partial<Parameters<typeof createUser>[1]>;
  name?: string;
  slug?: string;
  status?: 'onboarding' | 'active' | 'paused';
  headline?: string;
  companyName?: string | null;
  bio?: string;
  districtCode?: string | null;
  timeZone?: string;
  sessionMinutes?: number;
  bufferMinutes?: number;
  minNoticeHours?: number;
  bookingWindowDays?: number;
  acceptsCustomRequests?: boolean;
  /** Topic ids (default: the CV review topic of createTaxonomy). */
  topicIds?: number[];
  expertiseIds?: number[];
  weekly?: WeeklyWindowSpec[];
  referralCode?: string;
};

export type CreatedMentor = {
  user: User & { password: string | null };
  mentor: { id: string; slug: string; name: string; referralCode: string };
  topicIds: number[];
};

/** A user of role mentor with an active profile, topics and weekly availability (WIB). */
export async function createMentor(db: Database, spec: MentorSpec = {}): Promise<CreatedMentor> {
  const suffix = uniqueSuffix();
  const name = spec.name ?? `Mentor Uji ${suffix.toUpperCase()}`;
  const user = await createUser(db, { role: 'mentor', name, ...spec.user });
  const topicIds = spec.topicIds ?? [(await createTaxonomy(db)).topicIds.cv];
  const slug = spec.slug ?? `mentor-uji-${suffix}`;
  const referralCode = spec.referralCode ?? `REF${suffix.toUpperCase()}`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO mentors (user_id, slug, status, name, headline, company_name, bio,
          district_code, time_zone, session_minutes, buffer_minutes, min_notice_hours,
          booking_window_days, accepts_custom_requests, referral_code, onboarded_at)
        VALUES (${user.id}::uuid, ${slug}, ${spec.status ?? 'active'}, ${name},
          ${spec.headline ?? 'Senior Software Engineer'}, ${spec.companyName === undefined ? 'PT Teknologi Nusantara' : spec.companyName},
          ${spec.bio ?? 'Sepuluh tahun membangun produk digital di Jakarta; senang membantu lulusan baru menemukan jalur karier.'},
          ${spec.districtCode ?? null}, ${spec.timeZone ?? 'Asia/Jakarta'},
          ${spec.sessionMinutes ?? 45}, ${spec.bufferMinutes ?? 0}, ${spec.minNoticeHours ?? 0},
          ${spec.bookingWindowDays ?? 30}, ${spec.acceptsCustomRequests ?? false}, ${referralCode},
          ${(spec.status ?? 'active') === 'onboarding' ? null : new Date(0).toISOString()}::timestamptz)
        RETURNING id`,
  );
  const mentorId = rows[0]!.id;
  for (const topicId of topicIds)
    await db.execute(
      sql`INSERT INTO mentor_topics (mentor_id, topic_id) VALUES (${mentorId}::uuid, ${topicId})`,
    );
  for (const expertiseId of spec.expertiseIds ?? [])
    await db.execute(
      sql`INSERT INTO mentor_academic_expertises (mentor_id, expertise_id) VALUES (${mentorId}::uuid, ${expertiseId})`,
    );
  for (const w of spec.weekly ?? WEEKDAY_MORNINGS)
    await db.execute(
      sql`INSERT INTO mentor_weekly_availability (mentor_id, weekday, start_time, end_time)
          VALUES (${mentorId}::uuid, ${w.weekday}, ${w.startTime}, ${w.endTime})`,
    );
  return { user, mentor: { id: mentorId, slug, name, referralCode }, topicIds };
}

/** A dated schedule entry (instants). */
export async function addScheduleEntry(
  db: Database,
  mentorId: string,
  entry: { kind?: 'available' | 'unavailable'; startsAt: Date; endsAt: Date },
): Promise<string> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO mentor_schedule_entries (mentor_id, kind, starts_at, ends_at)
        VALUES (${mentorId}::uuid, ${entry.kind ?? 'available'}, ${entry.startsAt.toISOString()}::timestamptz,
          ${entry.endsAt.toISOString()}::timestamptz) RETURNING id`,
  );
  return rows[0]!.id;
}

/** A session row as the sessions area would write it (busy time for availability tests). */
export async function insertMentoringSession(
  db: Database,
  s: {
    mentorId: string;
    menteeUserId: string;
    status?: string;
    startsAt: Date;
    endsAt: Date;
    bufferMinutes?: number;
    topicId?: number | null;
    createdAt?: Date;
    decidedAt?: Date | null;
  },
): Promise<string> {
  const blockedUntil = new Date(s.endsAt.getTime() + (s.bufferMinutes ?? 0) * 60_000);
  const createdAt = (s.createdAt ?? new Date(s.startsAt.getTime() - 86_400_000)).toISOString();
  const rows = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO mentoring_sessions (mentor_id, mentee_user_id, topic_id, status, starts_at,
          ends_at, blocked_until, commitment_agreed_at, decided_at, created_at)
        VALUES (${s.mentorId}::uuid, ${s.menteeUserId}::uuid, ${s.topicId ?? null}, ${s.status ?? 'approved'},
          ${s.startsAt.toISOString()}::timestamptz, ${s.endsAt.toISOString()}::timestamptz,
          ${blockedUntil.toISOString()}::timestamptz, ${createdAt}::timestamptz,
          ${s.decidedAt ? s.decidedAt.toISOString() : null}::timestamptz,
          ${createdAt}::timestamptz)
        RETURNING id`,
  );
  return rows[0]!.id;
}

/** A completed session with its review. */
export async function insertReview(
  db: Database,
  r: { mentorId: string; menteeUserId: string; rating: number; comment?: string; at: Date },
): Promise<string> {
  const sessionId = await insertMentoringSession(db, {
    mentorId: r.mentorId,
    menteeUserId: r.menteeUserId,
    status: 'completed',
    startsAt: new Date(r.at.getTime() - 3_600_000),
    endsAt: new Date(r.at.getTime() - 900_000),
  });
  await db.execute(sql`INSERT INTO mentoring_reviews (session_id, mentor_id, mentee_user_id, rating, comment, created_at)
    VALUES (${sessionId}::uuid, ${r.mentorId}::uuid, ${r.menteeUserId}::uuid, ${r.rating}, ${r.comment ?? ''},
      ${r.at.toISOString()}::timestamptz)`);
  return sessionId;
}
