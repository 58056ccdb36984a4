// SQL of the public mentor pages (decision 023): mentor rows with their figures, their topics and
// expertise, statistics, reviews, banners and codes.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { uuidArray } from '../applications/applications.queries';
import { intArray } from './taxonomy.queries';

export type MentorRow = {
  id: string;
  userId: string;
  slug: string;
  status: 'onboarding' | 'active' | 'paused';
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
  sessionMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  bookingWindowDays: number;
  acceptsCustomRequests: boolean;
  offersOnline: boolean;
  offersOffline: boolean;
  offlineAddress: string | null;
  referralCode: string;
  onboardedAt: Date | null;
  ratingAverage: number | null;
  reviewCount: number;
  sessionsDone: number;
};

const MENTOR_SELECT = sql`SELECT m.id, m.user_id AS "userId", m.slug, m.status, m.name, m.headline,
    m.company_name AS "companyName", m.photo_url AS "photoUrl", m.bio,
    m.years_of_experience AS "yearsOfExperience", m.linkedin_url AS "linkedinUrl", m.languages,
    m.district_code AS "districtCode", m.time_zone AS "timeZone",
    m.session_minutes AS "sessionMinutes", m.buffer_minutes AS "bufferMinutes",
    m.min_notice_hours AS "minNoticeHours", m.booking_window_days AS "bookingWindowDays",
    m.accepts_custom_requests AS "acceptsCustomRequests", m.offers_online AS "offersOnline",
    m.offers_offline AS "offersOffline", m.offline_address AS "offlineAddress",
    m.referral_code AS "referralCode", m.onboarded_at AS "onboardedAt",
    (SELECT round(avg(r.rating)::numeric, 1)::float8 FROM mentoring_reviews r WHERE r.mentor_id = m.id) AS "ratingAverage",
    (SELECT count(*)::int FROM mentoring_reviews r WHERE r.mentor_id = m.id) AS "reviewCount",
    (SELECT count(*)::int FROM mentoring_sessions s WHERE s.mentor_id = m.id AND s.status = 'completed') AS "sessionsDone"
  FROM mentors m`;

function mentorRow(r: MentorRow): MentorRow {
  return {
    ...r,
    ratingAverage: r.ratingAverage === null ? null : Number(r.ratingAverage),
    onboardedAt: r.onboardedAt === null ? null : new Date(r.onboardedAt),
  };
}

export type MentorFilter = {
  topicIds: readonly number[];
  categoryIds: readonly number[];
  expertiseIds: readonly number[];
  districtCode?: string | undefined;
  mentorIds?: readonly string[] | undefined;
};

/** Active mentors matching every filter given (a list filter matches any of its values). */
export async function selectActiveMentors(
  db: Database,
  filter: MentorFilter,
): Promise<MentorRow[]> {
  const where: SQL[] = [sql`m.status = 'active'`];
  if (filter.topicIds.length > 0)
    where.push(
      sql`EXISTS (SELECT 1 FROM mentor_topics mt WHERE mt.mentor_id = m.id AND mt.topic_id = ANY(${intArray(filter.topicIds)}))`,
    );
  if (filter.categoryIds.length > 0)
    where.push(
      sql`EXISTS (SELECT 1 FROM mentor_topics mt JOIN mentoring_topics t ON t.id = mt.topic_id
          WHERE mt.mentor_id = m.id AND t.category_id = ANY(${intArray(filter.categoryIds)}))`,
    );
  if (filter.expertiseIds.length > 0)
    where.push(
      sql`EXISTS (SELECT 1 FROM mentor_academic_expertises me WHERE me.mentor_id = m.id
          AND me.expertise_id = ANY(${intArray(filter.expertiseIds)}))`,
    );
  if (filter.districtCode) where.push(sql`m.district_code = ${filter.districtCode}`);
  if (filter.mentorIds) where.push(sql`m.id = ANY(${uuidArray(filter.mentorIds)})`);
  const rows = await selectRows<MentorRow>(
    db,
    sql`${MENTOR_SELECT} WHERE ${sql.join(where, sql` AND `)} ORDER BY m.name, m.id`,
  );
  return rows.map(mentorRow);
}

export async function selectMentorBy(
  db: Database,
  by: { id?: string | undefined; slug?: string | undefined; userId?: string | undefined },
): Promise<MentorRow | null> {
  const condition = by.id
    ? sql`m.id = ${by.id}::uuid`
    : by.userId
      ? sql`m.user_id = ${by.userId}::uuid`
      : sql`m.slug = ${by.slug ?? ''}`;
  const rows = await selectRows<MentorRow>(db, sql`${MENTOR_SELECT} WHERE ${condition}`);
  return rows[0] ? mentorRow(rows[0]) : null;
}

export type MentorTagRow = {
  mentorId: string;
  id: number;
  slug: string;
  nameId: string;
  nameEn: string;
  categoryId: number;
  categorySlug: string;
  categoryNameId: string;
  categoryNameEn: string;
};

/** The topics (or academic expertise) of these mentors, with their categories. */
export async function selectTagsOfMentors(
  db: Database,
  kind: 'topic' | 'expertise',
  mentorIds: readonly string[],
): Promise<MentorTagRow[]> {
  if (mentorIds.length === 0) return [];
  const query =
    kind === 'topic'
      ? sql`SELECT l.mentor_id AS "mentorId", t.id, t.slug, t.name_id AS "nameId", t.name_en AS "nameEn",
            c.id AS "categoryId", c.slug AS "categorySlug", c.name_id AS "categoryNameId", c.name_en AS "categoryNameEn"
          FROM mentor_topics l JOIN mentoring_topics t ON t.id = l.topic_id
          JOIN mentoring_categories c ON c.id = t.category_id
          WHERE l.mentor_id = ANY(${uuidArray(mentorIds)}) ORDER BY c.position, t.name_id, t.id`
      : sql`SELECT l.mentor_id AS "mentorId", t.id, t.slug, t.name_id AS "nameId", t.name_en AS "nameEn",
            c.id AS "categoryId", c.slug AS "categorySlug", c.name_id AS "categoryNameId", c.name_en AS "categoryNameEn"
          FROM mentor_academic_expertises l JOIN academic_expertises t ON t.id = l.expertise_id
          JOIN academic_expertise_categories c ON c.id = t.category_id
          WHERE l.mentor_id = ANY(${uuidArray(mentorIds)}) ORDER BY c.name_id, t.name_id, t.id`;
  return selectRows<MentorTagRow>(db, query);
}

export type EducationRow = {
  id: string;
  mentorId: string;
  school: string;
  degree: 'SMA' | 'D3' | 'D4' | 'S1' | 'S2' | 'S3' | 'Other';
  fieldOfStudy: string;
  startYear: number;
  endYear: number | null;
  description: string | null;
};

export async function selectEducations(db: Database, mentorId: string): Promise<EducationRow[]> {
  return selectRows<EducationRow>(
    db,
    sql`SELECT id, mentor_id AS "mentorId", school, degree, field_of_study AS "fieldOfStudy",
          start_year AS "startYear", end_year AS "endYear", description
        FROM mentor_educations WHERE mentor_id = ${mentorId}::uuid
        ORDER BY end_year DESC NULLS FIRST, start_year DESC, created_at, id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Statistics and reviews

export type StatisticRow = {
  sessionsDone: number;
  menteesHelped: number;
  answered: number;
  unanswered: number;
  medianResponseMinutes: number | null;
};

export async function selectMentorStatistic(db: Database, mentorId: string): Promise<StatisticRow> {
  const rows = await selectRows<StatisticRow>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE status = 'completed')::int AS "sessionsDone",
          count(DISTINCT mentee_user_id) FILTER (WHERE status = 'completed')::int AS "menteesHelped",
          count(*) FILTER (WHERE decided_at IS NOT NULL)::int AS answered,
          count(*) FILTER (WHERE status = 'expired')::int AS unanswered,
          round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at) / 60)
            FILTER (WHERE decided_at IS NOT NULL))::int AS "medianResponseMinutes"
        FROM mentoring_sessions WHERE mentor_id = ${mentorId}::uuid`,
  );
  return rows[0]!;
}

export async function selectRatingCounts(
  db: Database,
  mentorId: string,
): Promise<{ rating: number; total: number }[]> {
  return selectRows<{ rating: number; total: number }>(
    db,
    sql`SELECT rating, count(*)::int AS total FROM mentoring_reviews
        WHERE mentor_id = ${mentorId}::uuid GROUP BY rating`,
  );
}

export type ReviewRow = {
  id: string;
  rating: number;
  comment: string;
  menteeName: string;
  topicNameId: string | null;
  topicNameEn: string | null;
  createdAt: Date;
};

export async function selectReviewsPage(
  db: Database,
  mentorId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await selectRows<ReviewRow>(
    db,
    sql`SELECT r.session_id AS id, r.rating, r.comment, u.name AS "menteeName",
          t.name_id AS "topicNameId", t.name_en AS "topicNameEn", r.created_at AS "createdAt"
        FROM mentoring_reviews r JOIN users u ON u.id = r.mentee_user_id
        JOIN mentoring_sessions s ON s.id = r.session_id
        LEFT JOIN mentoring_topics t ON t.id = s.topic_id
        WHERE r.mentor_id = ${mentorId}::uuid
        ORDER BY r.created_at DESC, r.session_id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const total = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM mentoring_reviews WHERE mentor_id = ${mentorId}::uuid`,
  );
  return {
    rows: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    total: total[0]?.total ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Banners and codes

export type BannerRow = {
  id: string;
  mentorId: string;
  titleId: string;
  titleEn: string;
  subtitleId: string;
  subtitleEn: string;
  position: number;
  startsAt: Date;
  endsAt: Date;
};

/** Banners shown at `now`, of active mentors. */
export async function selectCurrentBanners(db: Database, now: Date): Promise<BannerRow[]> {
  const rows = await selectRows<BannerRow>(
    db,
    sql`SELECT b.id, b.mentor_id AS "mentorId", b.title_id AS "titleId", b.title_en AS "titleEn",
          b.subtitle_id AS "subtitleId", b.subtitle_en AS "subtitleEn", b.position,
          b.starts_at AS "startsAt", b.ends_at AS "endsAt"
        FROM special_mentor_banners b JOIN mentors m ON m.id = b.mentor_id
        WHERE m.status = 'active' AND b.starts_at <= ${now.toISOString()}::timestamptz
          AND b.ends_at > ${now.toISOString()}::timestamptz
        ORDER BY b.position, b.starts_at, b.id LIMIT 50`,
  );
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) }));
}

export async function selectInvitationCode(
  db: Database,
  code: string,
  now: Date,
): Promise<{ usable: boolean } | null> {
  const rows = await selectRows<{ usable: boolean }>(
    db,
    sql`SELECT (used_count < max_uses AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz)) AS usable
        FROM mentor_invitation_codes WHERE upper(code) = upper(${code}) LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function selectMentorByReferralCode(
  db: Database,
  code: string,
): Promise<{
  code: string;
  id: string;
  slug: string;
  name: string;
  headline: string;
  photoUrl: string | null;
} | null> {
  const rows = await selectRows<{
    code: string;
    id: string;
    slug: string;
    name: string;
    headline: string;
    photoUrl: string | null;
  }>(
    db,
    sql`SELECT referral_code AS code, id, slug, name, headline, photo_url AS "photoUrl"
        FROM mentors WHERE upper(referral_code) = upper(${code}) AND status IN ('active','paused')
        LIMIT 1`,
  );
  return rows[0] ?? null;
}
