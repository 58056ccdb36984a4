// Finding mentors (decision 023): list with search, filters and sorts, one mentor, statistics,
// reviews, banners, invitation and referral codes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../../seed/account-factories';
import {
  createInvitationCode,
  createMentor,
  createRegions,
  createTaxonomy,
  insertMentoringSession,
  insertReview,
  SAMPLE_DISTRICTS,
  type Taxonomy,
} from '../../../seed/mentor-factories';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, M, type Caller } from './test-kit';

// Monday 30 November 2026, 08:00 WIB.
const NOW = new Date('2026-11-30T01:00:00Z');
const HOUR = 3_600_000;
let t: TestApp;
let call: Caller;
let tax: Taxonomy;
const ids: Record<string, string> = {};
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  call = caller(t);
  const db = t.database.db;
  tax = await createTaxonomy(db);
  await createRegions(db);
  const rina = await createMentor(db, {
    name: 'Rina Santoso',
    headline: 'HR Business Partner',
    companyName: 'PT Bank Nusantara Sejahtera',
    topicIds: [tax.topicIds.cv, tax.topicIds.interview],
    expertiseIds: [tax.expertiseIds.akuntansi],
    districtCode: SAMPLE_DISTRICTS.kebayoranBaru,
    // Tuesdays only: her first slot is tomorrow.
    weekly: [{ weekday: 2, startTime: '13:00', endTime: '15:00' }],
  });
  const budi = await createMentor(db, {
    name: 'Budi Hartono',
    headline: 'Backend Engineer',
    companyName: 'PT Kopi Kita Digital',
    topicIds: [tax.topicIds.backend],
    districtCode: SAMPLE_DISTRICTS.mariso,
    timeZone: 'Asia/Makassar',
    // Mondays from 09:00 WIB: his first slot is today.
    weekly: [{ weekday: 1, startTime: '09:00', endTime: '12:00' }],
  });
  const sari = await createMentor(db, {
    name: 'Sari Wulandari',
    status: 'paused',
    topicIds: [tax.topicIds.dataScience],
  });
  const dewi = await createMentor(db, { name: 'Dewi Lestari', status: 'onboarding' });
  const farhan = await createMentor(db, {
    name: 'Farhan Akbar',
    headline: 'Data Scientist',
    topicIds: [tax.topicIds.dataScience],
    // Nothing weekly; one dated window next week.
    weekly: [],
  });
  await t.database.db
    .execute(sql`INSERT INTO mentor_schedule_entries (mentor_id, kind, starts_at, ends_at)
    VALUES (${farhan.mentor.id}::uuid, 'available', '2026-12-08T02:00:00Z', '2026-12-08T04:00:00Z')`);
  for (const [key, m] of Object.entries({ rina, budi, sari, dewi, farhan })) {
    ids[key] = m.mentor.id;
    slugs[key] = m.mentor.slug;
  }
  const mentees = await Promise.all([1, 2, 3].map(() => createStudent(db)));
  // Rina: two reviews (5 and 4); Budi: one review (3) and two more completed sessions.
  await insertReview(db, {
    mentorId: rina.mentor.id,
    menteeUserId: mentees[0]!.user.id,
    rating: 5,
    comment: 'Sangat membantu!',
    at: new Date(NOW.getTime() - 48 * HOUR),
  });
  await insertReview(db, {
    mentorId: rina.mentor.id,
    menteeUserId: mentees[1]!.user.id,
    rating: 4,
    at: new Date(NOW.getTime() - 24 * HOUR),
  });
  await insertReview(db, {
    mentorId: budi.mentor.id,
    menteeUserId: mentees[0]!.user.id,
    rating: 3,
    at: new Date(NOW.getTime() - 72 * HOUR),
  });
  for (const i of [1, 2])
    await insertMentoringSession(db, {
      mentorId: budi.mentor.id,
      menteeUserId: mentees[i]!.user.id,
      status: 'completed',
      startsAt: new Date(NOW.getTime() - (100 + i * 5) * HOUR),
      endsAt: new Date(NOW.getTime() - (99 + i * 5) * HOUR),
    });
  // Budi answered one request after 30 minutes and let one expire.
  await insertMentoringSession(db, {
    mentorId: budi.mentor.id,
    menteeUserId: mentees[2]!.user.id,
    status: 'approved',
    startsAt: new Date('2026-12-10T03:00:00Z'),
    endsAt: new Date('2026-12-10T03:45:00Z'),
    createdAt: new Date(NOW.getTime() - 2 * HOUR),
    decidedAt: new Date(NOW.getTime() - 1.5 * HOUR),
  });
  await insertMentoringSession(db, {
    mentorId: budi.mentor.id,
    menteeUserId: mentees[2]!.user.id,
    status: 'expired',
    startsAt: new Date(NOW.getTime() - 30 * HOUR),
    endsAt: new Date(NOW.getTime() - 29 * HOUR),
  });
  await t.database.db
    .execute(sql`INSERT INTO special_mentor_banners (mentor_id, title_id, title_en, starts_at, ends_at, position) VALUES
    (${budi.mentor.id}::uuid, 'Mentor pilihan minggu ini', 'Mentor of the week', '2026-11-29T00:00:00Z', '2026-12-06T00:00:00Z', 1),
    (${rina.mentor.id}::uuid, 'Sudah lewat', 'Over', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', 0),
    (${sari.mentor.id}::uuid, 'Sedang jeda', 'Paused', '2026-11-29T00:00:00Z', '2026-12-06T00:00:00Z', 0)`);
});
afterAll(async () => t.close());

const names = (res: { json(): { data: { docs: { name: string }[] } } }) =>
  res.json().data.docs.map((d) => d.name);

describe('GET mentor/list', () => {
  it('lists active mentors only, soonest free slot first, with their cards', async () => {
    const res = await call('GET', `${M}/mentor/list`);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['Budi Hartono', 'Rina Santoso', 'Farhan Akbar']);
    const budi = res.json().data.docs[0];
    expect(budi).toMatchObject({
      slug: slugs.budi,
      headline: 'Backend Engineer',
      companyName: 'PT Kopi Kita Digital',
      rating: 3,
      reviewCount: 1,
      sessionsDone: 3,
      timeZone: 'Asia/Makassar',
      nextAvailableAt: '2026-11-30T02:00:00.000Z',
      district: { code: SAMPLE_DISTRICTS.mariso, label: 'Mariso, Kota Makassar, Sulawesi Selatan' },
      categories: [{ slug: 'teknologi-data', name: 'Teknologi & Data' }],
    });
    expect(budi.topics.map((x: { slug: string }) => x.slug)).toEqual(['backend-developer']);
    expect(res.json().data).toMatchObject({ totalDocs: 3, page: 1, totalPages: 1 });
  });

  it('sorts by rating and by sessions done', async () => {
    expect(names(await call('GET', `${M}/mentor/list?sort=rating`))).toEqual([
      'Rina Santoso',
      'Budi Hartono',
      'Farhan Akbar',
    ]);
    expect(names(await call('GET', `${M}/mentor/list?sort=sessions`))).toEqual([
      'Budi Hartono',
      'Rina Santoso',
      'Farhan Akbar',
    ]);
  });

  it('searches name, headline, company and topics, stems and unfinished words included', async () => {
    const q = async (text: string) =>
      names(await call('GET', `${M}/mentor/list?q=${encodeURIComponent(text)}`));
    expect(await q('backend')).toEqual(['Budi Hartono']);
    expect(await q('back')).toEqual(['Budi Hartono']);
    expect(await q('rina')).toEqual(['Rina Santoso']);
    expect(await q('bank nusantara')).toEqual(['Rina Santoso']);
    expect(await q('wawancara')).toEqual(['Rina Santoso']);
    expect(await q('interview')).toEqual(['Rina Santoso']);
    expect(await q('data science')).toEqual(['Farhan Akbar']);
    expect(await q('tukang roti')).toEqual([]);
  });

  it('filters by topic, category, expertise, district and availability', async () => {
    const list = async (query: string) => names(await call('GET', `${M}/mentor/list?${query}`));
    expect(await list(`topicId_in=${tax.topicIds.cv}&topicId_in=${tax.topicIds.backend}`)).toEqual([
      'Budi Hartono',
      'Rina Santoso',
    ]);
    expect(await list(`categoryId_in=${tax.categoryIds.teknologi}`)).toEqual([
      'Budi Hartono',
      'Farhan Akbar',
    ]);
    expect(await list(`academicExpertiseId_in=${tax.expertiseIds.akuntansi}`)).toEqual([
      'Rina Santoso',
    ]);
    expect(await list(`districtCode_eq=${SAMPLE_DISTRICTS.kebayoranBaru}`)).toEqual([
      'Rina Santoso',
    ]);
    expect(await list('availableWithinDays=3')).toEqual(['Budi Hartono', 'Rina Santoso']);
    expect(await list('availableWithinDays=1')).toEqual(['Budi Hartono']);
  });

  it('pages', async () => {
    const res = await call('GET', `${M}/mentor/list?limit=2&page=2`);
    expect(res.json().data).toMatchObject({ totalDocs: 3, page: 2, limit: 2, totalPages: 2 });
    expect(names(res)).toEqual(['Farhan Akbar']);
  });

  it('refuses unbounded input', async () => {
    expect((await call('GET', `${M}/mentor/list?limit=1000`)).statusCode).toBe(400);
    expect((await call('GET', `${M}/mentor/list?sort=random`)).statusCode).toBe(400);
    expect((await call('GET', `${M}/mentor/list?topicId_in=abc`)).statusCode).toBe(400);
  });

  it('names topics in the language asked for', async () => {
    const res = await call('GET', `${M}/mentor/list?q=rina`, null, undefined, { 'x-locale': 'en' });
    expect(res.json().data.docs[0].topics.map((x: { name: string }) => x.name)).toEqual([
      'Job interview preparation',
      'CV review',
    ]);
  });
});

describe('GET mentor/one', () => {
  it('answers by slug or id with what a booker needs', async () => {
    const bySlug = await call('GET', `${M}/mentor/one?slug_eq=${slugs.rina}`);
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(bySlug.json().data).toMatchObject({
      id: ids.rina,
      status: 'active',
      isBookable: true,
      sessionMinutes: 45,
      modes: ['online'],
      acceptsCustomRequests: false,
      rating: 4.5,
      reviewCount: 2,
      nextAvailableAt: '2026-12-01T06:00:00.000Z',
      academicExpertises: [{ slug: 'akuntansi', name: 'Akuntansi' }],
      educations: [],
    });
    const byId = await call('GET', `${M}/mentor/one?id_eq=${ids.rina}`);
    expect(byId.json().data.slug).toBe(slugs.rina);
  });

  it('shows a paused mentor as not bookable and hides one still onboarding', async () => {
    const paused = await call('GET', `${M}/mentor/one?slug_eq=${slugs.sari}`);
    expect(paused.json().data).toMatchObject({
      status: 'paused',
      isBookable: false,
      nextAvailableAt: null,
    });
    const onboarding = await call('GET', `${M}/mentor/one?slug_eq=${slugs.dewi}`);
    expect(onboarding.statusCode).toBe(404);
    expect(onboarding.json().messageId).toBe('MENTOR_NOT_FOUND');
  });

  it('answers 404 for no such mentor and 400 without id or slug', async () => {
    const missing = await call('GET', `${M}/mentor/one?slug_eq=tidak-ada`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageId).toBe('MENTOR_NOT_FOUND');
    expect((await call('GET', `${M}/mentor/one`)).statusCode).toBe(400);
    expect((await call('GET', `${M}/mentor/one?id_eq=123`)).statusCode).toBe(400);
  });
});

describe('GET mentor/one/statistic', () => {
  it('counts sessions, ratings, mentees and how the mentor answers', async () => {
    const res = await call('GET', `${M}/mentor/one/statistic?id_eq=${ids.budi}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      mentorId: ids.budi,
      sessionsDone: 3,
      ratingAverage: 3,
      reviewCount: 1,
      ratingCounts: [0, 0, 1, 0, 0],
      menteesHelped: 3,
      responseRate: 0.5,
      medianResponseMinutes: 30,
    });
    const fresh = await call('GET', `${M}/mentor/one/statistic?slug_eq=${slugs.farhan}`);
    expect(fresh.json().data).toMatchObject({
      sessionsDone: 0,
      ratingAverage: null,
      responseRate: null,
    });
  });
});

describe('GET review/list', () => {
  it('lists reviews newest first with a short name', async () => {
    const res = await call('GET', `${M}/review/list?mentorId_eq=${ids.rina}&limit=1`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ totalDocs: 2, totalPages: 2 });
    expect(data.docs[0]).toMatchObject({ rating: 4, menteeName: 'Pengguna U.' });
    const second = (
      await call('GET', `${M}/review/list?mentorId_eq=${ids.rina}&limit=1&page=2`)
    ).json().data;
    expect(second.docs[0]).toMatchObject({ rating: 5, comment: 'Sangat membantu!' });
  });

  it('answers 404 for a mentor still onboarding', async () => {
    expect((await call('GET', `${M}/review/list?mentorId_eq=${ids.dewi}`)).statusCode).toBe(404);
  });
});

describe('GET special-mentor-banner/list', () => {
  it('shows the banners of now, of active mentors', async () => {
    const res = await call('GET', `${M}/special-mentor-banner/list`, null, undefined, {
      'x-locale': 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.docs).toEqual([
      expect.objectContaining({
        title: 'Mentor of the week',
        mentor: expect.objectContaining({ id: ids.budi }),
      }),
    ]);
  });
});

describe('codes', () => {
  it('tells whether an invitation code exists and is usable', async () => {
    const db = t.database.db;
    const fresh = await createInvitationCode(db);
    const usedUp = await createInvitationCode(db, { maxUses: 2, usedCount: 2 });
    const expired = await createInvitationCode(db, { expiresAt: new Date(NOW.getTime() - HOUR) });
    const check = async (code: string) =>
      (
        await call(
          'GET',
          `${M}/mentor/invitation-code-existence/one?code_eq=${encodeURIComponent(code)}`,
        )
      ).json().data;
    expect(await check(fresh)).toEqual({ exists: true, usable: true });
    expect(await check(fresh.toLowerCase())).toEqual({ exists: true, usable: true });
    expect(await check(usedUp)).toEqual({ exists: true, usable: false });
    expect(await check(expired)).toEqual({ exists: true, usable: false });
    expect(await check('TIDAK-ADA')).toEqual({ exists: false, usable: false });
  });

  it('finds the mentor of a referral code', async () => {
    const code = (await t.database.db.execute(
      sql`SELECT referral_code FROM mentors WHERE id = ${ids.budi}::uuid`,
    )) as unknown as { rows: { referral_code: string }[] };
    const referral = code.rows[0]!.referral_code;
    const res = await call('GET', `${M}/referral-code/one?code_eq=${referral.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      code: referral,
      mentor: { id: ids.budi, name: 'Budi Hartono' },
    });
    const missing = await call('GET', `${M}/referral-code/one?code_eq=NOPE`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageId).toBe('REFERRAL_CODE_NOT_FOUND');
  });

  it('limits invitation-code checks per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await call('GET', `${M}/mentor/invitation-code-existence/one?code_eq=TEBAK-${i}`))
          .statusCode,
      );
    // Five were spent by the test above: the limit is 20 an hour.
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.slice(15).every((s) => s === 429)).toBe(true);
  });
});
