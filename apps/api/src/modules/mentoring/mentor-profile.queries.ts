// SQL of the mentor's own profile: onboarding with an invitation code, settings, topics and
// expertise, education entries (decision 023).
import { sql } from 'drizzle-orm';
import type { MentorEducationInput } from '@jenjang/domain';
import { selectRows, type Database } from '../../platform/db';
import type { EducationRow } from './mentors.queries';
import { intArray } from './taxonomy.queries';

/**
 * Counts one use of an invitation code, if it can still be used: the conditional update is the
 * guard (two onboardings racing for a one-use code: one row updated, the other none).
 */
export async function consumeInvitationCode(
  db: Database,
  code: string,
  now: Date,
): Promise<string | null> {
  const rows = await selectRows<{ code: string }>(
    db,
    sql`UPDATE mentor_invitation_codes SET used_count = used_count + 1
        WHERE upper(code) = upper(${code}) AND used_count < max_uses
          AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz)
        RETURNING code`,
  );
  return rows[0]?.code ?? null;
}

export async function mentorSlugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await selectRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM mentors WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  );
  return rows.map((r) => r.slug);
}

export type NewMentor = {
  userId: string;
  slug: string;
  name: string;
  headline: string;
  companyName: string | null;
  photoUrl: string | null;
  bio: string;
  yearsOfExperience: number;
  linkedinUrl: string | null;
  languages: string[];
  districtCode: string | null;
  timeZone: string;
  referralCode: string;
  invitationCode: string;
  now: Date;
};

/** The new mentor's id; null when the user has one already (unique user_id). */
export async function insertMentor(db: Database, m: NewMentor): Promise<string | null> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO mentors (user_id, slug, status, name, headline, company_name, photo_url, bio,
          years_of_experience, linkedin_url, languages, district_code, time_zone, referral_code,
          invitation_code, created_at, updated_at)
        VALUES (${m.userId}::uuid, ${m.slug}, 'onboarding', ${m.name}, ${m.headline},
          ${m.companyName}, ${m.photoUrl}, ${m.bio}, ${m.yearsOfExperience}, ${m.linkedinUrl},
          ${`{${m.languages.join(',')}}`}::text[], ${m.districtCode}, ${m.timeZone},
          ${m.referralCode}, ${m.invitationCode}, ${m.now.toISOString()}::timestamptz,
          ${m.now.toISOString()}::timestamptz)
        ON CONFLICT (user_id) DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export async function districtExists(db: Database, code: string): Promise<boolean> {
  const rows = await selectRows<{ code: string }>(
    db,
    sql`SELECT code FROM regions WHERE code = ${code} AND level = 'district'`,
  );
  return rows.length > 0;
}

/** Locks the mentor row for the rest of the transaction (profile and schedule changes). */
export async function lockMentor(db: Database, mentorId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM mentors WHERE id = ${mentorId}::uuid FOR UPDATE`);
}

/** Column → value of the fields to change (already checked by the contract). */
export type MentorChanges = Partial<{
  name: string;
  headline: string;
  company_name: string | null;
  photo_url: string | null;
  bio: string;
  years_of_experience: number;
  linkedin_url: string | null;
  languages: string[];
  district_code: string | null;
  time_zone: string;
  session_minutes: number;
  buffer_minutes: number;
  min_notice_hours: number;
  booking_window_days: number;
  accepts_custom_requests: boolean;
  offers_online: boolean;
  offers_offline: boolean;
  offline_address: string | null;
  status: string;
  onboarded_at: Date;
}>;

export async function updateMentor(
  db: Database,
  mentorId: string,
  changes: MentorChanges,
  now: Date,
): Promise<void> {
  const sets = Object.entries(changes).map(([column, value]) => {
    const v =
      value instanceof Date
        ? sql`${value.toISOString()}::timestamptz`
        : Array.isArray(value)
          ? sql`${`{${value.join(',')}}`}::text[]`
          : sql`${value}`;
    return sql`${sql.identifier(column)} = ${v}`;
  });
  sets.push(sql`updated_at = ${now.toISOString()}::timestamptz`);
  await db.execute(sql`UPDATE mentors SET ${sql.join(sets, sql`, `)} WHERE id = ${mentorId}::uuid`);
}

/** Replaces the mentor's topics (kind topic) or academic expertise with these ids. */
export async function replaceMentorTags(
  db: Database,
  kind: 'topic' | 'expertise',
  mentorId: string,
  ids: readonly number[],
): Promise<void> {
  if (kind === 'topic') {
    await db.execute(sql`DELETE FROM mentor_topics WHERE mentor_id = ${mentorId}::uuid`);
    if (ids.length > 0)
      await db.execute(
        sql`INSERT INTO mentor_topics (mentor_id, topic_id)
            SELECT ${mentorId}::uuid, unnest(${intArray(ids)}) ON CONFLICT DO NOTHING`,
      );
    return;
  }
  await db.execute(sql`DELETE FROM mentor_academic_expertises WHERE mentor_id = ${mentorId}::uuid`);
  if (ids.length > 0)
    await db.execute(
      sql`INSERT INTO mentor_academic_expertises (mentor_id, expertise_id)
          SELECT ${mentorId}::uuid, unnest(${intArray(ids)}) ON CONFLICT DO NOTHING`,
    );
}

export async function selectTagIdsOfMentor(
  db: Database,
  kind: 'topic' | 'expertise',
  mentorId: string,
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    kind === 'topic'
      ? sql`SELECT topic_id AS id FROM mentor_topics WHERE mentor_id = ${mentorId}::uuid ORDER BY topic_id`
      : sql`SELECT expertise_id AS id FROM mentor_academic_expertises WHERE mentor_id = ${mentorId}::uuid ORDER BY expertise_id`,
  );
  return rows.map((r) => r.id);
}

/** Whether the mentor has a weekly window or a future available entry. */
export async function hasAvailability(db: Database, mentorId: string, now: Date): Promise<boolean> {
  const rows = await selectRows<{ yes: boolean }>(
    db,
    sql`SELECT (EXISTS (SELECT 1 FROM mentor_weekly_availability WHERE mentor_id = ${mentorId}::uuid)
          OR EXISTS (SELECT 1 FROM mentor_schedule_entries WHERE mentor_id = ${mentorId}::uuid
            AND kind = 'available' AND ends_at > ${now.toISOString()}::timestamptz)) AS yes`,
  );
  return rows[0]?.yes === true;
}

// ---------------------------------------------------------------------------------------------
// Education entries

export async function countEducations(db: Database, mentorId: string): Promise<number> {
  const rows = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM mentor_educations WHERE mentor_id = ${mentorId}::uuid`,
  );
  return rows[0]?.total ?? 0;
}

const EDUCATION_RETURNING = sql`RETURNING id, mentor_id AS "mentorId", school, degree,
  field_of_study AS "fieldOfStudy", start_year AS "startYear", end_year AS "endYear", description`;

export async function insertEducation(
  db: Database,
  mentorId: string,
  e: MentorEducationInput,
  now: Date,
): Promise<EducationRow> {
  const rows = await selectRows<EducationRow>(
    db,
    sql`INSERT INTO mentor_educations (mentor_id, school, degree, field_of_study, start_year,
          end_year, description, created_at, updated_at)
        VALUES (${mentorId}::uuid, ${e.school}, ${e.degree}, ${e.fieldOfStudy}, ${e.startYear},
          ${e.endYear}, ${e.description}, ${now.toISOString()}::timestamptz,
          ${now.toISOString()}::timestamptz)
        ${EDUCATION_RETURNING}`,
  );
  return rows[0]!;
}

/** Changes an entry of this mentor; null when the mentor has no entry of that id. */
export async function updateEducation(
  db: Database,
  mentorId: string,
  id: string,
  e: MentorEducationInput,
  now: Date,
): Promise<EducationRow | null> {
  const rows = await selectRows<EducationRow>(
    db,
    sql`UPDATE mentor_educations SET school = ${e.school}, degree = ${e.degree},
          field_of_study = ${e.fieldOfStudy}, start_year = ${e.startYear}, end_year = ${e.endYear},
          description = ${e.description}, updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id}::uuid AND mentor_id = ${mentorId}::uuid
        ${EDUCATION_RETURNING}`,
  );
  return rows[0] ?? null;
}

export async function deleteEducation(
  db: Database,
  mentorId: string,
  id: string,
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`DELETE FROM mentor_educations WHERE id = ${id}::uuid AND mentor_id = ${mentorId}::uuid
        RETURNING id`,
  );
  return rows.length > 0;
}
