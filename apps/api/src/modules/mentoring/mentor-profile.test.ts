// The mentor's own profile (decision 023): onboarding with an invitation code (one use, even in a
// race), mentor/me with going live and pausing, education entries, topics added by mentors.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createUser } from '../../../seed/account-factories';
import {
  createInvitationCode,
  createRegions,
  createTaxonomy,
  SAMPLE_DISTRICTS,
  type Taxonomy,
} from '../../../seed/mentor-factories';
import { fixedClock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, M, signIn, type Caller } from './test-kit';

const NOW = new Date('2026-11-30T01:00:00Z');
let t: TestApp;
let call: Caller;
let tax: Taxonomy;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  call = caller(t);
  tax = await createTaxonomy(t.database.db);
  await createRegions(t.database.db);
});
afterAll(async () => t.close());

async function newMentorUser(name = 'Ayu Pratiwi') {
  const user = await createUser(t.database.db, { role: 'mentor', name });
  return { user, token: await signIn(t, user.email) };
}

const onboarding = (token: string, body: object) =>
  call('POST', `${M}/mentor/onboarding`, token, {
    name: 'Ayu Pratiwi',
    headline: 'Product Manager di startup logistik',
    ...body,
  });

describe('POST mentor/onboarding', () => {
  it('creates the profile (status onboarding) and uses the code once', async () => {
    const { token, user } = await newMentorUser();
    const code = await createInvitationCode(t.database.db, { maxUses: 2 });
    const res = await onboarding(token, {
      invitationCode: code.toLowerCase(),
      companyName: 'PT Kirim Cepat Indonesia',
      districtCode: SAMPLE_DISTRICTS.tebet,
      timeZone: 'Asia/Makassar',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'onboarding',
      name: 'Ayu Pratiwi',
      slug: 'ayu-pratiwi',
      timeZone: 'Asia/Makassar',
      district: { code: SAMPLE_DISTRICTS.tebet, label: 'Tebet, Kota Jakarta Selatan, DKI Jakarta' },
      missing: ['profile', 'topics', 'availability'],
      onboardedAt: null,
    });
    expect(res.json().data.referralCode).toMatch(/^AYUPRA[A-Z2-9]{5}$/);
    const [row] = await selectRows<{ used: number; userId: string }>(
      t.database.db,
      sql`SELECT c.used_count AS used, m.user_id AS "userId" FROM mentor_invitation_codes c
          JOIN mentors m ON m.invitation_code = c.code WHERE c.code = ${code}`,
    );
    expect(row).toEqual({ used: 1, userId: user.id });
    const again = await onboarding(token, { invitationCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('MENTOR_ALREADY_ONBOARDED');
    const [after] = await selectRows<{ used: number }>(
      t.database.db,
      sql`SELECT used_count AS used FROM mentor_invitation_codes WHERE code = ${code}`,
    );
    expect(after!.used).toBe(1);
  });

  it('gives a second mentor of the same name another slug', async () => {
    const { token } = await newMentorUser();
    const res = await onboarding(token, {
      invitationCode: await createInvitationCode(t.database.db),
    });
    expect(res.json().data.slug).toBe('ayu-pratiwi-2');
  });

  it('refuses unknown, used-up and expired codes, leaving nothing behind', async () => {
    const { token, user } = await newMentorUser();
    const usedUp = await createInvitationCode(t.database.db, { usedCount: 1 });
    const expired = await createInvitationCode(t.database.db, {
      expiresAt: new Date(NOW.getTime() - 1),
    });
    for (const invitationCode of ['TIDAK-ADA', usedUp, expired]) {
      const res = await onboarding(token, { invitationCode });
      expect(res.statusCode, invitationCode).toBe(400);
      expect(res.json().messageId).toBe('INVITATION_CODE_INVALID');
    }
    const rows = await selectRows(
      t.database.db,
      sql`SELECT id FROM mentors WHERE user_id = ${user.id}::uuid`,
    );
    expect(rows).toHaveLength(0);
  });

  it('lets one of two racing onboardings have a one-use code', async () => {
    const a = await newMentorUser('Satu Dua');
    const b = await newMentorUser('Tiga Empat');
    const code = await createInvitationCode(t.database.db, { maxUses: 1 });
    const results = await Promise.all([
      onboarding(a.token, { invitationCode: code, name: 'Satu Dua' }),
      onboarding(b.token, { invitationCode: code, name: 'Tiga Empat' }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(loser.json().messageId).toBe('INVITATION_CODE_INVALID');
    const [row] = await selectRows<{ used: number; mentors: number }>(
      t.database.db,
      sql`SELECT c.used_count AS used, (SELECT count(*)::int FROM mentors m WHERE m.invitation_code = c.code) AS mentors
          FROM mentor_invitation_codes c WHERE c.code = ${code}`,
    );
    expect(row).toEqual({ used: 1, mentors: 1 });
  });

  it('follows a mentor sign-up (role mentor) through the real flow', async () => {
    const { signUp } = await import('../auth/test-support');
    const signedUp = await signUp(t.app, { email: 'mentor.baru@jenjang.test', role: 'mentor' });
    expect(signedUp.role).toBe('mentor');
    const res = await onboarding(signedUp.tokenData.token, {
      invitationCode: await createInvitationCode(t.database.db),
      name: 'Mentor Baru',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is for mentor accounts only', async () => {
    const student = await createStudent(t.database.db);
    const token = await signIn(t, student.user.email);
    const res = await onboarding(token, {
      invitationCode: await createInvitationCode(t.database.db),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messageId).toBe('MENTOR_ONLY');
    expect((await onboarding('', { invitationCode: 'X' })).statusCode).toBe(401);
  });
});

describe('mentor/me', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await newMentorUser('Galih Saputra'));
    await onboarding(token, {
      invitationCode: await createInvitationCode(t.database.db),
      name: 'Galih Saputra',
    });
  });
  const patch = (body: object) => call('PATCH', `${M}/mentor/me`, token, body);

  it('answers 404 MENTOR_PROFILE_REQUIRED before onboarding', async () => {
    const { token: fresh } = await newMentorUser();
    const res = await call('GET', `${M}/mentor/me`, fresh);
    expect(res.statusCode).toBe(404);
    expect(res.json().messageId).toBe('MENTOR_PROFILE_REQUIRED');
  });

  it('changes the profile, settings, topics and expertise', async () => {
    const res = await patch({
      bio: 'Delapan tahun di bidang data; dulu analis di bank, kini memimpin tim data science di e-commerce.',
      sessionMinutes: 60,
      bufferMinutes: 15,
      minNoticeHours: 24,
      bookingWindowDays: 14,
      offersOffline: true,
      offlineAddress: 'Kopi Kenangan, Jl. Tebet Raya',
      acceptsCustomRequests: true,
      languages: ['id', 'en'],
      topicIds: [tax.topicIds.dataScience, tax.topicIds.dataScience],
      academicExpertiseIds: [tax.expertiseIds.machineLearning],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sessionMinutes: 60,
      bufferMinutes: 15,
      minNoticeHours: 24,
      bookingWindowDays: 14,
      modes: ['online', 'offline'],
      acceptsCustomRequests: true,
      languages: ['id', 'en'],
      topicIds: [tax.topicIds.dataScience],
      academicExpertiseIds: [tax.expertiseIds.machineLearning],
      missing: ['availability'],
    });
  });

  it('refuses unknown topics, no mode at all and values out of bounds', async () => {
    const unknown = await patch({ topicIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messageId).toBe('MENTORING_TOPIC_INVALID');
    expect((await patch({ offersOnline: false, offersOffline: false })).statusCode).toBe(400);
    expect((await patch({ bufferMinutes: 500 })).statusCode).toBe(400);
    expect((await patch({ districtCode: '99.99.99' })).statusCode).toBe(400);
    expect((await patch({ timeZone: 'Europe/Paris' })).statusCode).toBe(400);
  });

  it('goes live only when complete, saying what is missing', async () => {
    const early = await patch({ status: 'active' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      messageId: 'MENTOR_NOT_READY',
      details: [{ field: 'availability' }],
    });
    expect(early.json().message).toContain('jadwal');
    const schedule = await call('PUT', `${M}/mentor-schedule/list`, token, {
      weekly: [{ weekday: 3, startTime: '19:00', endTime: '21:00' }],
      entries: [],
    });
    expect(schedule.statusCode).toBe(200);
    const live = await patch({ status: 'active' });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().data).toMatchObject({
      status: 'active',
      missing: [],
      onboardedAt: NOW.toISOString(),
    });
    const listed = await call('GET', `${M}/mentor/list?q=galih`);
    expect(listed.json().data.totalDocs).toBe(1);
    // An active mentor cannot drop the last topic.
    const noTopics = await patch({ topicIds: [] });
    expect(noTopics.statusCode).toBe(409);
    expect(noTopics.json().details).toEqual([expect.objectContaining({ field: 'topicIds' })]);
  });

  it('pausing hides the mentor from the lists', async () => {
    const paused = await patch({ status: 'paused' });
    expect(paused.json().data.status).toBe('paused');
    expect((await call('GET', `${M}/mentor/list?q=galih`)).json().data.totalDocs).toBe(0);
    expect((await patch({ status: 'active' })).statusCode).toBe(200);
  });
});

describe('mentor/me/education', () => {
  it('adds, changes and deletes only your own entries', async () => {
    const a = await newMentorUser('Hana Kusuma');
    const b = await newMentorUser('Indra Wijaya');
    for (const m of [a, b])
      await onboarding(m.token, { invitationCode: await createInvitationCode(t.database.db) });
    const entry = {
      school: 'Universitas Indonesia',
      degree: 'S1',
      fieldOfStudy: 'Ilmu Komputer',
      startYear: 2012,
      endYear: 2016,
    };
    const created = await call('POST', `${M}/mentor/me/education`, a.token, entry);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ ...entry, description: null });
    // The degrees are the education levels of the one list (D1, D2, SD, SMP joined in 0023).
    const diploma = await call('POST', `${M}/mentor/me/education`, a.token, {
      ...entry,
      degree: 'D1',
    });
    expect(diploma.statusCode, diploma.body).toBe(201);
    await call('DELETE', `${M}/mentor/me/education?id_eq=${diploma.json().data.id}`, a.token);
    const changed = await call('PUT', `${M}/mentor/me/education?id_eq=${id}`, a.token, {
      ...entry,
      degree: 'S2',
      startYear: 2017,
      endYear: 2019,
    });
    expect(changed.json().data).toMatchObject({ id, degree: 'S2' });
    // Mentor B cannot see, change or delete A's entry: 404, and it stays as it was.
    const foreignPut = await call('PUT', `${M}/mentor/me/education?id_eq=${id}`, b.token, entry);
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.json().messageId).toBe('EDUCATION_NOT_FOUND');
    expect((await call('DELETE', `${M}/mentor/me/education?id_eq=${id}`, b.token)).statusCode).toBe(
      404,
    );
    const detail = await call('GET', `${M}/mentor/me`, a.token);
    expect(detail.json().data.educations).toEqual([expect.objectContaining({ id, degree: 'S2' })]);
    const bad = await call('POST', `${M}/mentor/me/education`, a.token, {
      ...entry,
      endYear: 2000,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Tahun selesai tidak boleh sebelum tahun mulai.');
    const deleted = await call('DELETE', `${M}/mentor/me/education?id_eq=${id}`, a.token);
    expect(deleted.json().data).toEqual({ id, deleted: true });
    expect((await call('DELETE', `${M}/mentor/me/education?id_eq=${id}`, a.token)).statusCode).toBe(
      404,
    );
  });
});

describe('taxonomy', () => {
  it('lists categories, topics, expertise and their categories in both languages', async () => {
    const categories = await call('GET', `${M}/category/list`, null, undefined, {
      'x-locale': 'en',
    });
    expect(categories.json().data.docs.map((c: { name: string }) => c.name)).toEqual([
      'Careers & Recruiting',
      'Technology & Data',
    ]);
    const topics = await call('GET', `${M}/topic/list?categoryId_in=${tax.categoryIds.teknologi}`);
    expect(topics.json().data.docs.map((x: { slug: string }) => x.slug)).toEqual([
      'data-science',
      'backend-developer',
    ]);
    const searched = await call('GET', `${M}/topic/list?q=wawancara`);
    expect(searched.json().data.docs.map((x: { slug: string }) => x.slug)).toEqual([
      'persiapan-wawancara',
    ]);
    const withMentors = await call('GET', `${M}/topic/list?withMentors=true`);
    expect(
      withMentors
        .json()
        .data.docs.map((x: { slug: string; mentorCount: number }) => [x.slug, x.mentorCount]),
    ).toEqual([['data-science', 1]]);
    const expertiseCategories = await call('GET', `${M}/academic-expertise-category/list`);
    expect(expertiseCategories.json().data.docs).toEqual([
      expect.objectContaining({ slug: 'ilmu-komputer', expertiseCount: 2 }),
    ]);
    const expertise = await call('GET', `${M}/academic-expertise/list?q=machine`);
    expect(expertise.json().data.docs.map((x: { slug: string }) => x.slug)).toEqual([
      'machine-learning',
    ]);
  });

  it('searches districts by their own, regency or province name', async () => {
    const q = async (text: string) =>
      (await call('GET', `${M}/district/list?q=${encodeURIComponent(text)}`))
        .json()
        .data.docs.map((d: { name: string }) => d.name);
    expect(await q('kebayoran')).toEqual(['Kebayoran Baru']);
    expect(await q('jakarta selatan')).toEqual(['Tebet', 'Kebayoran Baru']);
    expect(await q('makassar')).toEqual(['Mariso']);
    expect(await q('%')).toEqual([]);
    const all = await call('GET', `${M}/district/list?limit=2`);
    expect(all.json().data).toMatchObject({ totalDocs: 3, totalPages: 2 });
    expect((await call('GET', `${M}/district/list?limit=500`)).statusCode).toBe(400);
  });

  it('lets mentors add a topic, deduplicated by slug', async () => {
    const { token } = await newMentorUser();
    const body = {
      categoryId: tax.categoryIds.karier,
      nameId: 'Negosiasi  gaji',
      nameEn: 'Salary negotiation',
    };
    const first = await call('POST', `${M}/topic/one`, token, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      slug: 'negosiasi-gaji',
      nameId: 'Negosiasi gaji',
      created: true,
    });
    const again = await call('POST', `${M}/topic/one`, token, {
      ...body,
      nameId: 'Negosiasi Gaji!',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, created: false });
    const expertise = await call('POST', `${M}/academic-expertise/one`, token, {
      categoryId: tax.expertiseCategoryId,
      nameId: 'Visi komputer',
    });
    expect(expertise.json().data).toMatchObject({
      slug: 'visi-komputer',
      nameEn: 'Visi komputer',
      created: true,
    });
    const noCategory = await call('POST', `${M}/topic/one`, token, {
      ...body,
      categoryId: 999_999,
    });
    expect(noCategory.statusCode).toBe(404);
    const student = await createStudent(t.database.db);
    const studentToken = await signIn(t, student.user.email);
    expect((await call('POST', `${M}/topic/one`, studentToken, body)).statusCode).toBe(403);
  });
});
