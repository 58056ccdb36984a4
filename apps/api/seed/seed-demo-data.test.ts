// The demo seed on a fresh database: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { verify } from '@node-rs/argon2';
import {
  BENEFITS,
  CITIES,
  CULTURE_VALUE_KEYS,
  EMPLOYMENT_TYPES,
  FUNDING_STAGES,
  WORKPLACE_TYPES,
} from '@jenjang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchIndex } from '../src/modules/jobs/search/search-index.service';
import { checkCvFile } from '../src/modules/students/cv/check-cv-file';
import { fixedClock } from '../src/platform/clock';
import { createLocalFileStorage, type FileStorage } from '../src/platform/file-storage';
import { DEMO_PASSWORD, SEEDED_ACCOUNTS } from './accounts';
import { COMPANY_SEEDS } from './data/companies';
import { HIRING_PLANS } from './data/employers';
import { createCompany, createJob } from './factories';
import { wibDate } from './jobs';
import { generateDemoData, seedDemoData, type SeedResult } from './seed-demo-data';
import { openTestDatabase, type TestDatabase } from './test-database';

const NOW = new Date();
const TODAY = wibDate(NOW);
const SEED = 42;
const TIMEOUT = 120_000;

async function rows<T>(database: TestDatabase, text: string, values: unknown[] = []): Promise<T[]> {
  const result = await database.handle.execute(text, values);
  return result.rows as T[];
}

async function scalar(database: TestDatabase, text: string, values: unknown[] = []) {
  const [row] = await rows<{ n: number | string }>(database, text, values);
  return Number(row?.n);
}

async function tableCounts(database: TestDatabase) {
  const tables = [
    'cities',
    'industries',
    'job_role_categories',
    'job_roles',
    'companies',
    'jobs',
    'users',
    'feature_flags',
    'regions',
    'mentors',
    'mentoring_sessions',
    'mentoring_session_events',
    'mentoring_reviews',
    'mentor_weekly_availability',
    'mentor_schedule_entries',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = await scalar(database, `SELECT count(*) AS n FROM ${table}`);
  return counts;
}

describe('seedDemoData', { timeout: TIMEOUT }, () => {
  let database: TestDatabase;
  let first: SeedResult;
  let filesDir: string;
  let fileStorage: FileStorage;

  beforeAll(async () => {
    database = await openTestDatabase();
    filesDir = await mkdtemp(path.join(tmpdir(), 'jenjang-seed-files-'));
    fileStorage = createLocalFileStorage(filesDir);
    first = await seedDemoData(database.handle, { now: NOW, seed: SEED, fileStorage });
  }, TIMEOUT);

  afterAll(async () => {
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('seeds at least 1,700 jobs and 80 companies', () => {
    expect(first.seeded).toBe(true);
    expect(first.jobs).toBeGreaterThanOrEqual(1700);
    expect(first.companies).toBeGreaterThanOrEqual(80);
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts(database);
    const again = await seedDemoData(database.handle, { now: NOW, seed: SEED + 1, fileStorage });
    expect(again).toEqual({ seeded: false, jobs: first.jobs, companies: first.companies });
    expect(await tableCounts(database)).toEqual(before);
  });

  it('has at least 1,600 open jobs with a deadline ahead', async () => {
    const open = await scalar(
      database,
      `SELECT count(*) AS n FROM jobs WHERE status = 'open' AND deadline >= $1::date`,
      [TODAY],
    );
    expect(open).toBeGreaterThanOrEqual(1600);
  });

  it('keeps closed jobs and open jobs whose deadline has passed (the API must hide both)', async () => {
    expect(
      await scalar(database, `SELECT count(*) AS n FROM jobs WHERE status = 'closed'`),
    ).toBeGreaterThanOrEqual(50);
    expect(
      await scalar(
        database,
        `SELECT count(*) AS n FROM jobs WHERE status = 'open' AND deadline < $1::date`,
        [TODAY],
      ),
    ).toBeGreaterThanOrEqual(30);
  });

  it('has the 18 spec cities with their fixed ids, each with open jobs', async () => {
    const cities = await rows<{ id: number; name: string; open: number | string }>(
      database,
      `SELECT c.id, c.name,
              count(j.id) FILTER (WHERE j.status = 'open' AND j.deadline >= $1::date) AS open
         FROM cities c LEFT JOIN jobs j ON j.city_id = c.id
        GROUP BY c.id, c.name ORDER BY c.id`,
      [TODAY],
    );
    expect(cities.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      CITIES.map((c) => c.id).sort((a, b) => a - b),
    );
    for (const city of cities) {
      expect(CITIES.find((c) => c.id === city.id)?.name).toBe(city.name);
      expect(Number(city.open), city.name).toBeGreaterThan(0);
    }
  });

  it('gives every company 2-4 photos shipped with the web, a head office, and verifies some', async () => {
    const perCompany = await rows<{ photos: number; head: number; verified: boolean }>(
      database,
      `SELECT (SELECT count(*)::int FROM company_photos p WHERE p.company_id = c.id) AS photos,
              (SELECT count(*)::int FROM company_locations l
                WHERE l.company_id = c.id AND l.is_head_office AND l.city_id = c.city_id) AS head,
              c.verified_at IS NOT NULL AS verified
         FROM companies c`,
    );
    for (const company of perCompany) {
      expect(company.photos).toBeGreaterThanOrEqual(2);
      expect(company.photos).toBeLessThanOrEqual(4);
      expect(company.head).toBe(1);
    }
    const verified = perCompany.filter((c) => c.verified).length;
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThan(perCompany.length);
    const urls = await rows<{ url: string }>(database, `SELECT DISTINCT url FROM company_photos`);
    const publicDir = new URL('../../web/public', import.meta.url);
    for (const { url } of urls)
      expect(existsSync(new URL(`.${url}`, `${publicDir.href}/`))).toBe(true);
  });

  it('flags the demo posting that asks for money and a KTP photo, and seeds two reports', async () => {
    const flagged = await rows<{ flag_reasons: string[] }>(
      database,
      `SELECT flag_reasons FROM jobs WHERE cardinality(flag_reasons) > 0`,
    );
    expect(flagged).toEqual([{ flag_reasons: ['asksForMoney', 'asksForIdCard'] }]);
    const reports = await rows<{ n: number; jobs: number }>(
      database,
      `SELECT count(*)::int AS n, count(DISTINCT job_id)::int AS jobs FROM job_reports`,
    );
    expect(reports).toEqual([{ n: 2, jobs: 1 }]);
  });

  it('gives every company 3+ culture values, 4+ benefits and a funding stage from the spec', async () => {
    const companies = await rows<{
      slug: string;
      culture_values: string[];
      benefits: string[];
      funding_stage: string;
      industry_id: number | null;
      city_id: number | null;
      description_id: string;
      description_en: string;
    }>(database, `SELECT * FROM companies`);
    expect(companies.length).toBeGreaterThanOrEqual(80);
    for (const company of companies) {
      expect(company.culture_values.length, company.slug).toBeGreaterThanOrEqual(3);
      for (const value of company.culture_values) expect(CULTURE_VALUE_KEYS).toContain(value);
      expect(company.benefits.length, company.slug).toBeGreaterThanOrEqual(4);
      for (const benefit of company.benefits) expect(BENEFITS).toContain(benefit);
      expect(FUNDING_STAGES).toContain(company.funding_stage);
      expect(company.industry_id).not.toBeNull();
      expect(CITIES.map((c) => c.id)).toContain(company.city_id);
      expect(company.description_id.length).toBeGreaterThan(50);
      expect(company.description_en.length).toBeGreaterThan(50);
    }
  });

  it('has a Bank industry with open jobs in Surabaya (landing preset)', async () => {
    const n = await scalar(
      database,
      `SELECT count(*) AS n FROM jobs j JOIN companies c ON c.id = j.company_id
         JOIN industries i ON i.id = c.industry_id
        WHERE i.slug = 'bank' AND j.city_id = 265 AND j.status = 'open' AND j.deadline >= $1::date`,
      [TODAY],
    );
    expect(n).toBeGreaterThan(0);
  });

  it('uses every employment type and workplace type, mostly full time and on site', async () => {
    const employment = await rows<{ type: string; n: number | string }>(
      database,
      `SELECT unnest(employment_types) AS type, count(*) AS n FROM jobs GROUP BY 1`,
    );
    expect(employment.map((r) => r.type).sort()).toEqual([...EMPLOYMENT_TYPES].sort());
    const byType = Object.fromEntries(employment.map((r) => [r.type, Number(r.n)]));
    expect(byType.fullTime).toBeGreaterThan(first.jobs / 2);

    const workplace = await rows<{ type: string; n: number | string }>(
      database,
      `SELECT workplace_type AS type, count(*) AS n FROM jobs GROUP BY 1`,
    );
    expect(workplace.map((r) => r.type).sort()).toEqual([...WORKPLACE_TYPES].sort());
    const byPlace = Object.fromEntries(workplace.map((r) => [r.type, Number(r.n) / first.jobs]));
    expect(byPlace.remote).toBeGreaterThan(0.08);
    expect(byPlace.remote).toBeLessThan(0.25);
    expect(byPlace.hybrid).toBeGreaterThan(0.1);
  });

  it('writes kebab-case unique slugs and only <p>, <ul>, <li> and <strong> in job texts', async () => {
    const jobs = await rows<Record<string, string>>(
      database,
      `SELECT slug, description_id, description_en, responsibilities_id, responsibilities_en,
              requirements_id, requirements_en FROM jobs`,
    );
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{6}$/);
      for (const [column, html] of Object.entries(job)) {
        if (column === 'slug') continue;
        const tags = (html ?? '').match(/<\/?([a-z0-9]+)[^>]*>/g) ?? [];
        for (const tag of tags)
          expect(tag, `${job.slug} ${column}`).toMatch(/^<\/?(p|ul|li|strong)>$/);
      }
    }
  });

  it('has salaries in rupiah, some hidden, some missing, and some jobs with few applicants', async () => {
    const [stats] = await rows<Record<string, number | string>>(
      database,
      `SELECT count(*) FILTER (WHERE salary_min IS NULL) AS missing,
              count(*) FILTER (WHERE NOT salary_shown) AS hidden,
              count(*) FILTER (WHERE applicant_count < 10) AS few,
              count(*) FILTER (WHERE urgently_needed) AS urgent,
              count(*) FILTER (WHERE application_type = 'external' AND external_url LIKE 'https://careers.%.example.id/%') AS external,
              min(salary_min) FILTER (WHERE salary_type = 'monthly' AND 'fullTime' = ANY(employment_types)) AS min_full_time,
              max(salary_max) FILTER (WHERE salary_type = 'monthly') AS max_monthly
         FROM jobs`,
    );
    expect(Number(stats?.missing)).toBeGreaterThan(0);
    expect(Number(stats?.hidden)).toBeGreaterThan(Number(stats?.missing));
    expect(Number(stats?.few)).toBeGreaterThan(0);
    expect(Number(stats?.urgent) / first.jobs).toBeGreaterThan(0.06);
    expect(Number(stats?.external)).toBeGreaterThan(0);
    expect(Number(stats?.min_full_time)).toBeGreaterThanOrEqual(2_500_000);
    expect(Number(stats?.max_monthly)).toBeLessThanOrEqual(80_000_000);
  });

  it('creates two demo accounts per role with argon2id hashes of the demo password', async () => {
    const users = await rows<{ email: string; role: string; password_hash: string }>(
      database,
      // Accounts without a password (the demo join request's asker) cannot sign in: not demo ones.
      `SELECT email, role, password_hash FROM users WHERE password_hash IS NOT NULL ORDER BY email`,
    );
    expect(users.map((u) => u.email)).toEqual(SEEDED_ACCOUNTS.map((a) => a.email).sort());
    for (const role of ['student', 'mentor', 'employer', 'admin']) {
      expect(users.filter((u) => u.role === role)).toHaveLength(2);
    }
    const [user] = users;
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(user?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it("makes the seeded employers owners, with an invitation and a join request on the first's team", async () => {
    const members = await rows<{ email: string; role: string }>(
      database,
      `SELECT u.email, m.role FROM company_members m JOIN users u ON u.id = m.user_id ORDER BY u.email`,
    );
    expect(members).toEqual([
      { email: 'employer2@jenjang.test', role: 'owner' },
      { email: 'employer@jenjang.test', role: 'owner' },
    ]);
    const team = await rows<{ invitations: number; requests: number }>(
      database,
      `SELECT (SELECT count(*)::int FROM company_invitations i WHERE i.company_id = m.company_id
                 AND i.accepted_at IS NULL) AS invitations,
              (SELECT count(*)::int FROM company_join_requests r WHERE r.company_id = m.company_id
                 AND r.status = 'pending') AS requests
       FROM company_members m JOIN users u ON u.id = m.user_id
       WHERE u.email = 'employer@jenjang.test'`,
    );
    expect(team).toEqual([{ invitations: 1, requests: 1 }]);
  });

  it('gives the student accounts (only them) a complete job seeker profile', async () => {
    const profiles = await rows<{ email: string; skills: number; educations: number }>(
      database,
      `SELECT u.email,
              (SELECT count(*)::int FROM student_skills s WHERE s.student_id = p.id) AS skills,
              (SELECT count(*)::int FROM student_educations e WHERE e.student_id = p.id) AS educations
         FROM student_profiles p JOIN users u ON u.id = p.user_id ORDER BY u.email`,
    );
    expect(profiles.map((p) => p.email)).toEqual(['siswa2@jenjang.test', 'siswa@jenjang.test']);
    expect(profiles.every((p) => p.skills > 0 && p.educations > 0)).toBe(true);
    const [siswa] = await rows<{ preferred_role_ids: number[] }>(
      database,
      `SELECT p.preferred_role_ids FROM student_profiles p JOIN users u ON u.id = p.user_id
        WHERE u.email = 'siswa@jenjang.test'`,
    );
    expect(siswa?.preferred_role_ids).toHaveLength(2);
  });

  it('gives each seeded job seeker a CV on file, stored the way an upload is', async () => {
    const cvs = await rows<{
      email: string;
      student_id: string;
      original_name: string;
      content_type: string;
      size_bytes: number;
      sha256: string;
      storage_key: string;
      created_at: Date;
    }>(
      database,
      `SELECT u.email, c.* FROM student_cvs c JOIN student_profiles p ON p.id = c.student_id
         JOIN users u ON u.id = p.user_id ORDER BY u.email`,
    );
    expect(cvs.map((cv) => [cv.email, cv.original_name])).toEqual([
      ['siswa2@jenjang.test', 'Bagas Saputra CV.pdf'],
      ['siswa@jenjang.test', 'CV Putri Maharani.pdf'],
    ]);
    for (const cv of cvs) {
      expect(cv.storage_key).toMatch(
        new RegExp(`^student-cvs/${cv.student_id}/[0-9a-f-]{36}\\.pdf$`),
      );
      expect(cv.content_type).toBe('application/pdf');
      expect(new Date(cv.created_at).getTime()).toBeLessThan(NOW.getTime());
      const file = await fileStorage.open(cv.storage_key);
      expect(file, cv.storage_key).not.toBeNull();
      const bytes = await buffer(file!.stream);
      expect(bytes.length).toBe(cv.size_bytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(cv.sha256);
      // The upload's own check takes it as a PDF.
      expect(await checkCvFile(bytes, 'id')).toBe('pdf');
    }
  });

  it('writes the search columns with the rows: the first refresh rewrites no job', async () => {
    const snapshot = () =>
      rows<Record<string, unknown>>(
        database,
        `SELECT id, search_seq, search_version, search_title, industry_id, job_role_category_id,
                company_activity FROM jobs ORDER BY id`,
      );
    const before = await snapshot();
    expect(before.filter((job) => job.industry_id === null || job.search_title === '')).toEqual([]);
    const refreshed = await refreshSearchIndex({ db: database.handle.db, clock: fixedClock(NOW) });
    expect(refreshed.analysed).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves the jobs table with the indexes the migrations made (rebuilt after the load)', async () => {
    const indexes = (db: TestDatabase) =>
      rows<{ indexdef: string }>(
        db,
        `SELECT indexdef FROM pg_indexes WHERE tablename = 'jobs' ORDER BY indexname`,
      ).then((r) => r.map((x) => x.indexdef));
    const fresh = await openTestDatabase();
    try {
      const migrated = await indexes(fresh);
      expect(migrated.some((d) => d.includes('USING gin'))).toBe(true);
      expect(await indexes(database)).toEqual(migrated);
    } finally {
      await fresh.close();
    }
  });

  it("posts only roles of each company's hiring plan, and no company website that would not open", async () => {
    const kindOf = new Map(COMPANY_SEEDS.map((c) => [c.name, c.kind]));
    const posted = await rows<{ company: string; role: string; website: string | null }>(
      database,
      `SELECT DISTINCT c.name AS company, r.slug AS role, c.website FROM jobs j
         JOIN companies c ON c.id = j.company_id JOIN job_roles r ON r.id = j.job_role_id`,
    );
    const misfits = posted.filter((p) => {
      const kind = kindOf.get(p.company);
      return !kind || !(HIRING_PLANS[kind].roles as Record<string, number>)[p.role];
    });
    expect(misfits).toEqual([]);
    expect(posted.filter((p) => p.website !== null)).toEqual([]);
  });

  it('seeds the feature flags', async () => {
    const flags = await rows<{ key: string; enabled: boolean }>(
      database,
      `SELECT key, enabled FROM feature_flags`,
    );
    const byKey = Object.fromEntries(flags.map((f) => [f.key, f.enabled]));
    expect(byKey).toMatchObject({
      jobSearchAutocomplete: true,
      cvReviewer: true,
      bulkApply: false,
    });
  });

  it('loads every region and the mentoring taxonomy', async () => {
    const levels = await rows<{ level: string; n: number }>(
      database,
      `SELECT level, count(*)::int AS n FROM regions GROUP BY level ORDER BY level`,
    );
    const byLevel = Object.fromEntries(levels.map((l) => [l.level, l.n]));
    expect(byLevel.province).toBe(38);
    expect(byLevel.regency).toBeGreaterThanOrEqual(510);
    expect(byLevel.district).toBeGreaterThanOrEqual(7_000);
    const [kebayoran] = await rows<{ name: string; parent: string }>(
      database,
      `SELECT d.name, r.name AS parent FROM regions d JOIN regions r ON r.code = d.parent_code
        WHERE d.code = '31.74.07'`,
    );
    expect(kebayoran).toEqual({
      name: 'Kebayoran Baru',
      parent: 'Kota Administrasi Jakarta Selatan',
    });
    expect(
      await scalar(database, `SELECT count(*) AS n FROM mentoring_categories`),
    ).toBeGreaterThanOrEqual(6);
    const topics = await scalar(database, `SELECT count(*) AS n FROM mentoring_topics`);
    expect(topics).toBeGreaterThanOrEqual(40);
    expect(topics).toBeLessThanOrEqual(60);
    expect(await scalar(database, `SELECT count(*) AS n FROM academic_expertises`)).toBeGreaterThan(
      20,
    );
  });

  it('seeds ~36 active mentors, the first two on the seeded mentor accounts', async () => {
    const mentors = await rows<{
      email: string;
      role: string;
      name: string;
      user_name: string;
      has_password: boolean;
    }>(
      database,
      `SELECT u.email, u.role, m.name, u.name AS user_name, u.password_hash IS NOT NULL AS has_password
         FROM mentors m JOIN users u ON u.id = m.user_id WHERE m.status = 'active'`,
    );
    expect(mentors.length).toBeGreaterThanOrEqual(30);
    expect(mentors.every((m) => m.role === 'mentor' && m.name === m.user_name)).toBe(true);
    const withPassword = mentors
      .filter((m) => m.has_password)
      .map((m) => m.email)
      .sort();
    expect(withPassword).toEqual(['mentor2@jenjang.test', 'mentor@jenjang.test']);
    const incomplete = await scalar(
      database,
      `SELECT count(*) AS n FROM mentors m
        WHERE NOT EXISTS (SELECT 1 FROM mentor_topics t WHERE t.mentor_id = m.id)
           OR NOT EXISTS (SELECT 1 FROM mentor_academic_expertises e WHERE e.mentor_id = m.id)
           OR NOT EXISTS (SELECT 1 FROM mentor_educations e WHERE e.mentor_id = m.id)
           OR NOT EXISTS (SELECT 1 FROM mentor_weekly_availability w WHERE w.mentor_id = m.id)
           OR m.photo_url IS NULL OR length(m.bio) < 80`,
    );
    expect(incomplete).toBe(0);
    // Districts are real kecamatan; only the mentors living in Singapore have none.
    const places = await rows<{ time_zone: string; level: string | null }>(
      database,
      `SELECT m.time_zone, r.level FROM mentors m LEFT JOIN regions r ON r.code = m.district_code`,
    );
    for (const place of places) {
      expect(place.level).toBe(place.time_zone === 'Asia/Singapore' ? null : 'district');
    }
    expect(new Set(places.map((p) => p.time_zone)).size).toBe(4);
  });

  it('stores weekly windows in WIB: a Makassar evening starts an hour earlier', async () => {
    const windows = await rows<{ time_zone: string; start_time: string }>(
      database,
      `SELECT m.time_zone, w.start_time::text AS start_time
         FROM mentor_weekly_availability w JOIN mentors m ON m.id = w.mentor_id`,
    );
    const evening = (zone: string) =>
      windows
        .filter((w) => w.time_zone === zone)
        .map((w) => w.start_time)
        .filter((t) => t >= '17:00');
    // Evenings start at 19:00–20:00 local time: 19:00–20:00 WIB, 18:00–19:00 from WITA, 17:00–18:00 from WIT.
    expect(evening('Asia/Jakarta').every((t) => t >= '19:00')).toBe(true);
    expect(evening('Asia/Makassar').length).toBeGreaterThan(0);
    expect(evening('Asia/Makassar').every((t) => t >= '18:00' && t <= '19:00:00')).toBe(true);
    expect(evening('Asia/Jayapura').every((t) => t >= '17:00' && t <= '18:00:00')).toBe(true);
  });

  it('seeds sessions in every state and reviews of completed ones', async () => {
    const states = await rows<{ status: string; n: number }>(
      database,
      `SELECT status, count(*)::int AS n FROM mentoring_sessions GROUP BY status`,
    );
    const byStatus = Object.fromEntries(states.map((s) => [s.status, s.n]));
    for (const status of [
      'pending',
      'requested',
      'approved',
      'rescheduleRequested',
      'rejected',
      'cancelled',
      'expired',
      'completed',
      'noShow',
    ]) {
      expect(byStatus[status] ?? 0, status).toBeGreaterThan(0);
    }
    expect(byStatus.completed).toBeGreaterThan(150);
    const reviews = await rows<{ n: number; avg: string; bad: number }>(
      database,
      `SELECT count(*)::int AS n, avg(r.rating)::numeric(3,2)::text AS avg,
              count(*) FILTER (WHERE s.status <> 'completed' OR s.mentor_id <> r.mentor_id
                                 OR s.mentee_user_id <> r.mentee_user_id)::int AS bad
         FROM mentoring_reviews r JOIN mentoring_sessions s ON s.id = r.session_id`,
    );
    expect(reviews[0]?.n).toBeGreaterThan(100);
    expect(Number(reviews[0]?.avg)).toBeGreaterThan(4);
    expect(reviews[0]?.bad).toBe(0);
    const mine = await rows<{ status: string }>(
      database,
      `SELECT s.status FROM mentoring_sessions s JOIN users u ON u.id = s.mentee_user_id
        WHERE u.email = 'siswa@jenjang.test'`,
    );
    expect(new Set(mine.map((s) => s.status))).toEqual(
      new Set(['completed', 'cancelled', 'rejected', 'approved', 'pending', 'rescheduleRequested']),
    );
    const mentorPending = await scalar(
      database,
      `SELECT count(*) AS n FROM mentoring_sessions s JOIN mentors m ON m.id = s.mentor_id
         JOIN users u ON u.id = m.user_id
        WHERE u.email = 'mentor@jenjang.test' AND s.status = 'pending' AND s.starts_at > $1`,
      [NOW],
    );
    expect(mentorPending).toBeGreaterThanOrEqual(2);
  });

  it('never overlaps two sessions of a mentor (buffer included) or of a mentee, in any state', async () => {
    const mentorOverlaps = await scalar(
      database,
      `SELECT count(*) AS n FROM mentoring_sessions a JOIN mentoring_sessions b
          ON a.mentor_id = b.mentor_id AND a.id < b.id
         -- A custom request has no time yet (a null bound would read as unbounded).
         AND a.starts_at IS NOT NULL AND b.starts_at IS NOT NULL
         AND tstzrange(a.starts_at, a.blocked_until, '[)') && tstzrange(b.starts_at, b.blocked_until, '[)')`,
    );
    const menteeOverlaps = await scalar(
      database,
      `SELECT count(*) AS n FROM mentoring_sessions a JOIN mentoring_sessions b
          ON a.mentee_user_id = b.mentee_user_id AND a.id < b.id
         AND a.starts_at IS NOT NULL AND b.starts_at IS NOT NULL
         AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
    );
    expect({ mentorOverlaps, menteeOverlaps }).toEqual({ mentorOverlaps: 0, menteeOverlaps: 0 });
    // The overlap checks see the sessions: most have a time.
    expect(
      await scalar(
        database,
        `SELECT count(*) AS n FROM mentoring_sessions WHERE starts_at IS NOT NULL`,
      ),
    ).toBeGreaterThan(250);
  });

  it('gives every approved online session a meeting room and a join link the API knows', async () => {
    const missing = await scalar(
      database,
      `SELECT count(*) AS n FROM mentoring_sessions s
        WHERE s.status = 'approved' AND s.mode = 'online'
          AND (s.meeting_url IS NULL OR NOT EXISTS (
            SELECT 1 FROM mentoring_meeting_links l
             WHERE l.token = s.meeting_token AND l.session_id = s.id AND l.version = s.version))`,
    );
    expect(missing).toBe(0);
    expect(
      await scalar(
        database,
        `SELECT count(*) AS n FROM mentoring_sessions WHERE status = 'approved' AND mode = 'online'`,
      ),
    ).toBeGreaterThan(5);
  });

  it('keeps the past in the past and upcoming sessions ahead', async () => {
    const future = await rows<{ what: string; n: number }>(
      database,
      `SELECT 'session' AS what, count(*)::int AS n FROM mentoring_sessions
        WHERE created_at > $1 OR updated_at > $1 OR decided_at > $1 OR cancelled_at > $1
           OR completed_at > $1 OR commitment_agreed_at > $1
       UNION ALL
       SELECT 'ended', count(*)::int FROM mentoring_sessions
        WHERE status IN ('completed', 'noShow', 'expired') AND (ends_at > $1 OR starts_at > $1)
       UNION ALL
       SELECT 'event', count(*)::int FROM mentoring_session_events WHERE created_at > $1
       UNION ALL
       SELECT 'review', count(*)::int FROM mentoring_reviews WHERE created_at > $1
       UNION ALL
       SELECT 'stale', count(*)::int FROM mentoring_sessions
        WHERE status IN ('pending', 'rescheduleRequested') AND starts_at <= $1
       UNION ALL
       SELECT 'decided after start', count(*)::int FROM mentoring_sessions WHERE decided_at >= starts_at`,
      [NOW],
    );
    expect(future.filter((f) => f.n > 0)).toEqual([]);
    const upcoming = await scalar(
      database,
      `SELECT count(*) AS n FROM mentoring_sessions WHERE status = 'approved' AND starts_at > $1`,
      [NOW],
    );
    expect(upcoming).toBeGreaterThan(20);
  });

  it('gives the same job slugs for the same seed and now', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemoData(other.handle, { now: NOW, seed: SEED });
      const slugs = (db: TestDatabase) =>
        rows<{ slug: string }>(db, `SELECT slug FROM jobs ORDER BY slug`).then((r) =>
          r.map((x) => x.slug),
        );
      expect(await slugs(other)).toEqual(await slugs(database));
    } finally {
      await other.close();
    }
    const differentSeed = generateDemoData({ now: NOW, seed: SEED + 1 }).jobs.map((j) => j.slug);
    const sameSeed = generateDemoData({ now: NOW, seed: SEED }).jobs.map((j) => j.slug);
    expect(differentSeed).not.toEqual(sameSeed);
  });
});

describe('factories', { timeout: TIMEOUT }, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  }, TIMEOUT);

  afterAll(async () => {
    await database?.close();
  });

  it('creates a job with its city, industry and company on an empty database', async () => {
    const job = await createJob(database.handle.db, { role: 'Kasir Minimarket', cityId: 265 });
    expect(job.slug).toMatch(/^kasir-minimarket-/);
    expect(job.cityId).toBe(265);
    expect(job.status).toBe('open');
    const [company] = await rows<{ city_id: number; industry_id: number }>(
      database,
      `SELECT city_id, industry_id FROM companies WHERE id = $1`,
      [job.companyId],
    );
    expect(company?.city_id).toBe(265);
    expect(company?.industry_id).toEqual(expect.any(Number));
  });

  it('gives every call a unique slug and reuses a given company', async () => {
    const company = await createCompany(database.handle.db, { name: 'PT Uji Slug' });
    const a = await createJob(database.handle.db, { companyId: company.id });
    const b = await createJob(database.handle.db, { companyId: company.id });
    expect(a.slug).not.toBe(b.slug);
    expect(b.companyId).toBe(company.id);
    const other = await createCompany(database.handle.db, { name: 'PT Uji Slug' });
    expect(other.slug).not.toBe(company.slug);
  });

  it('works inside a transaction', async () => {
    const job = await database.handle.db.transaction(async (tx) =>
      createJob(tx, { workplaceType: 'remote', employmentTypes: ['freelance'] }),
    );
    expect(job.workplaceType).toBe('remote');
    expect(job.employmentTypes).toEqual(['freelance']);
  });

  it('takes the clock for its default dates', async () => {
    const now = new Date('2026-01-15T20:00:00Z'); // 16 January in Jakarta
    const job = await createJob(database.handle.db, {}, { now });
    expect(job.publishedAt.toISOString()).toBe(now.toISOString());
    expect(job.deadline).toBe('2026-02-15');
  });
});
