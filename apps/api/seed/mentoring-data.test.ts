// The mentoring demo data without a database: taxonomy, mentors, schedule and sessions hang
// together, are deterministic, and keep the rules the schema will enforce.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRegions, type RegionRow } from '../src/modules/mentoring/regions/read-regions';
import { SEEDED_ACCOUNTS } from './accounts';
import { MENTOR_PERSONAS, PHOTO_LOOKS } from './data/mentor-personas';
import {
  ACADEMIC_EXPERTISES,
  ACADEMIC_EXPERTISE_CATEGORIES,
  LANGUAGES,
  MENTEE_NAMES,
  MENTORING_CATEGORIES,
  MENTORING_TOPICS,
  MENTOR_CITIES,
} from './data/mentoring';
import { REVIEW_TEXTS, SESSION_NOTES } from './data/mentoring-texts';
import { generateMentorProfiles } from './mentor-profiles';
import {
  mentorSlots,
  planScheduleEntries,
  type ScheduleEntryPlan,
} from './mentoring-schedule-plan';
import { planMentoringSessions, type SessionPlan } from './mentoring-sessions';
import { DAY_MS, toWibWindow } from './mentoring-time';

const SEED = 7;
const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
const PHOTO_DIR = join(import.meta.dirname, '../../web/public');
const MINUTE_MS = 60_000;

function unique(values: readonly string[]) {
  return new Set(values).size === values.length;
}

function plan(seed = SEED, now = NOW) {
  const mentors = generateMentorProfiles({ seed, currentYear: now.getUTCFullYear() });
  const entries = planScheduleEntries({ seed, now, mentors });
  const sessions = planMentoringSessions({ seed, now, mentors, entries });
  return { mentors, entries, sessions };
}

describe('mentoring taxonomy', () => {
  it('has 6–8 categories and 40–60 topics, each in a known category, slugs unique', () => {
    expect(MENTORING_CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(MENTORING_CATEGORIES.length).toBeLessThanOrEqual(8);
    expect(MENTORING_TOPICS.length).toBeGreaterThanOrEqual(40);
    expect(MENTORING_TOPICS.length).toBeLessThanOrEqual(60);
    const categories = new Set(MENTORING_CATEGORIES.map((c) => c.slug));
    for (const topic of MENTORING_TOPICS) expect(categories.has(topic.categorySlug)).toBe(true);
    for (const category of categories) {
      expect(MENTORING_TOPICS.filter((t) => t.categorySlug === category).length).toBeGreaterThan(3);
      expect(SESSION_NOTES[category]?.length ?? 0).toBeGreaterThan(2);
    }
    expect(unique(MENTORING_CATEGORIES.map((c) => c.slug))).toBe(true);
    expect(unique(MENTORING_TOPICS.map((t) => t.slug))).toBe(true);
    expect(unique(MENTORING_TOPICS.map((t) => t.nameId))).toBe(true);
  });

  it('has academic expertise under known categories, slugs unique and kebab-case', () => {
    const categories = new Set(ACADEMIC_EXPERTISE_CATEGORIES.map((c) => c.slug));
    expect(categories.size).toBe(ACADEMIC_EXPERTISE_CATEGORIES.length);
    for (const expertise of ACADEMIC_EXPERTISES) {
      expect(categories.has(expertise.categorySlug)).toBe(true);
    }
    expect(unique(ACADEMIC_EXPERTISES.map((e) => e.slug))).toBe(true);
    for (const named of [...MENTORING_TOPICS, ...ACADEMIC_EXPERTISES, ...MENTORING_CATEGORIES]) {
      expect(named.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(named.nameId.length).toBeGreaterThan(2);
      expect(named.nameEn.length).toBeGreaterThan(2);
    }
  });

  it('has 60+ reviews, mostly 4–5 stars, a few 3s, some in English', () => {
    expect(REVIEW_TEXTS.length).toBeGreaterThanOrEqual(60);
    const threes = REVIEW_TEXTS.filter((r) => r.rating === 3).length;
    expect(threes).toBeGreaterThan(0);
    expect(threes / REVIEW_TEXTS.length).toBeLessThan(0.15);
    expect(REVIEW_TEXTS.filter((r) => /\b(the|was|my)\b/i.test(r.comment)).length).toBeGreaterThan(
      4,
    );
    expect(unique(REVIEW_TEXTS.map((r) => r.comment))).toBe(true);
    const categories = new Set(MENTORING_CATEGORIES.map((c) => c.slug));
    for (const review of REVIEW_TEXTS) {
      if (review.category) expect(categories.has(review.category), review.category).toBe(true);
    }
  });
});

describe('generateMentorProfiles', () => {
  let regions: Map<string, RegionRow>;
  const mentors = generateMentorProfiles({ seed: SEED, currentYear: YEAR });

  beforeAll(async () => {
    regions = new Map((await readRegions()).map((r) => [r.code, r]));
  });

  it('is deterministic for a seed and differs for another', () => {
    expect(generateMentorProfiles({ seed: SEED, currentYear: YEAR })).toEqual(mentors);
    const other = generateMentorProfiles({ seed: SEED + 1, currentYear: YEAR });
    expect(other.map((m) => m.bio)).not.toEqual(mentors.map((m) => m.bio));
  });

  it('makes ~36 mentors, the first two named as the seeded mentor accounts', () => {
    expect(mentors.length).toBeGreaterThanOrEqual(30);
    expect(mentors.length).toBeLessThanOrEqual(40);
    const seededMentors = SEEDED_ACCOUNTS.filter((a) => a.role === 'mentor').map((a) => a.name);
    expect(mentors.slice(0, 2).map((m) => m.name)).toEqual(seededMentors);
    expect(unique(mentors.map((m) => m.slug))).toBe(true);
    expect(unique(mentors.map((m) => m.referralCode))).toBe(true);
    expect(unique(mentors.map((m) => m.photoUrl))).toBe(true);
  });

  it('links only topics, expertise, languages and photos that exist', () => {
    const topics = new Set(MENTORING_TOPICS.map((t) => t.slug));
    const expertises = new Set(ACADEMIC_EXPERTISES.map((e) => e.slug));
    for (const mentor of mentors) {
      expect(mentor.topicSlugs.length).toBeGreaterThanOrEqual(2);
      expect(mentor.topicSlugs.length).toBeLessThanOrEqual(5);
      expect(unique(mentor.topicSlugs)).toBe(true);
      for (const slug of mentor.topicSlugs) expect(topics.has(slug), slug).toBe(true);
      expect(mentor.expertiseSlugs.length).toBeGreaterThanOrEqual(1);
      expect(mentor.expertiseSlugs.length).toBeLessThanOrEqual(3);
      for (const slug of mentor.expertiseSlugs) expect(expertises.has(slug), slug).toBe(true);
      expect(mentor.languages.slice(0, 2)).toEqual(['id', 'en']);
      for (const code of mentor.languages) expect(LANGUAGES[code], code).toBeDefined();
      expect(existsSync(join(PHOTO_DIR, mentor.photoUrl))).toBe(true);
      expect(PHOTO_LOOKS[mentor.index]).toEqual(MENTOR_PERSONAS[mentor.index]!.look);
    }
  });

  it('places mentors in real districts of their city, with the city time zone', () => {
    const zones = new Set(mentors.map((m) => m.timeZone));
    expect([...zones].sort()).toEqual([
      'Asia/Jakarta',
      'Asia/Jayapura',
      'Asia/Makassar',
      'Asia/Singapore',
    ]);
    for (const mentor of mentors) {
      const city = MENTOR_CITIES[mentor.city];
      expect(mentor.timeZone).toBe(city.timeZone);
      if (mentor.city === 'singapore') {
        expect(mentor.districtCode).toBeNull();
        continue;
      }
      const district = regions.get(mentor.districtCode ?? '');
      expect(district?.level, `${mentor.name} ${mentor.districtCode}`).toBe('district');
    }
    // Every listed district code of every city exists (not only the ones this seed drew).
    for (const city of Object.values(MENTOR_CITIES)) {
      for (const code of city.districtCodes)
        expect(regions.get(code)?.level, code).toBe('district');
    }
    expect(regions.get('31.74.07')?.name).toBe('Kebayoran Baru');
  });

  it('writes 2–4 sentence bios and 1–3 finished education entries', () => {
    for (const mentor of mentors) {
      const sentences = mentor.bio.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(mentor.bio).not.toContain('{');
      expect(mentor.educations.length).toBeGreaterThanOrEqual(1);
      expect(mentor.educations.length).toBeLessThanOrEqual(3);
      let previousEnd = 0;
      for (const education of mentor.educations) {
        expect(['D3', 'D4', 'S1', 'S2', 'S3']).toContain(education.degree);
        expect(education.endYear).toBeGreaterThan(education.startYear);
        expect(education.endYear).toBeLessThanOrEqual(YEAR);
        expect(education.startYear).toBeGreaterThanOrEqual(previousEnd);
        previousEnd = education.endYear;
      }
      expect(mentor.yearsOfExperience).toBeGreaterThan(0);
    }
  });

  it('keeps evenings and weekends in the mentor zone, each window storable in WIB', () => {
    let eveningOrWeekend = 0;
    let windows = 0;
    for (const mentor of mentors) {
      expect([30, 45, 60]).toContain(mentor.sessionMinutes);
      expect([0, 10, 15]).toContain(mentor.bufferMinutes);
      expect(mentor.weekly.length).toBeGreaterThanOrEqual(3);
      for (const window of mentor.weekly) {
        windows += 1;
        if (window.weekday >= 6 || window.startTime >= '18:00') eveningOrWeekend += 1;
        expect(window.endTime > window.startTime).toBe(true);
        const wib = toWibWindow(window, mentor.timeZone, NOW);
        expect(wib.endTime > wib.startTime).toBe(true);
      }
    }
    expect(eveningOrWeekend / windows).toBeGreaterThan(0.75);
    // 19:00 in Makassar is 18:00 in Jakarta; 19:00 in Jayapura is 17:00.
    const window = { weekday: 1, startTime: '19:00', endTime: '21:00' };
    expect(toWibWindow(window, 'Asia/Makassar', NOW)).toEqual({
      ...window,
      startTime: '18:00',
      endTime: '20:00',
    });
    expect(toWibWindow(window, 'Asia/Jayapura', NOW).startTime).toBe('17:00');
  });
});

describe('planMentoringSessions', () => {
  const { mentors, entries, sessions } = plan();
  const timed = sessions.filter((s) => s.startsAt && s.endsAt);

  it('is deterministic for a seed and a moment', () => {
    const again = plan();
    expect(again.sessions).toEqual(sessions);
    expect(again.entries).toEqual(entries);
  });

  it('has a history and a future of every state, with reviews on completed sessions', () => {
    const count = (status: SessionPlan['status']) =>
      sessions.filter((s) => s.status === status).length;
    expect(sessions.length).toBeGreaterThan(250);
    expect(count('completed')).toBeGreaterThan(150);
    for (const status of [
      'cancelled',
      'noShow',
      'rejected',
      'expired',
      'pending',
      'approved',
      'rescheduleRequested',
      'requested',
    ] as const) {
      expect(count(status), status).toBeGreaterThan(0);
    }
    const reviewed = sessions.filter((s) => s.review);
    expect(reviewed.length).toBeGreaterThan(100);
    expect(reviewed.every((s) => s.status === 'completed')).toBe(true);
    // A review that speaks of a subject (a CV, an LPDP essay) follows a session on it.
    const categoryOf = (slug: string) =>
      MENTORING_TOPICS.find((t) => t.slug === slug)?.categorySlug;
    const misplaced = reviewed.filter(
      (s) => s.review?.category && s.review.category !== categoryOf(s.topicSlug),
    );
    expect(misplaced).toEqual([]);
    expect(reviewed.filter((s) => s.review?.category).length).toBeGreaterThan(30);
    expect(new Set(sessions.map((s) => s.mentorIndex)).size).toBe(mentors.length);
  });

  it('never overlaps two sessions of one mentor (buffer included) or of one mentee', () => {
    for (const mentor of mentors) {
      const own = timed
        .filter((s) => s.mentorIndex === mentor.index)
        .sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime());
      for (let i = 1; i < own.length; i++) {
        expect(own[i]!.startsAt!.getTime()).toBeGreaterThanOrEqual(
          own[i - 1]!.blockedUntil!.getTime(),
        );
        expect(own[i - 1]!.blockedUntil!.getTime() - own[i - 1]!.endsAt!.getTime()).toBe(
          mentor.bufferMinutes * MINUTE_MS,
        );
      }
    }
    const mentees = new Set(timed.map((s) => s.menteeEmail));
    for (const mentee of mentees) {
      const own = timed
        .filter((s) => s.menteeEmail === mentee)
        .sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime());
      for (let i = 1; i < own.length; i++) {
        expect(own[i]!.startsAt!.getTime()).toBeGreaterThanOrEqual(own[i - 1]!.endsAt!.getTime());
      }
    }
  });

  it('puts every past moment before now, and upcoming sessions after it', () => {
    const now = NOW.getTime();
    for (const session of sessions) {
      const moments = [
        session.createdAt,
        session.updatedAt,
        session.decidedAt,
        session.cancelledAt,
        session.completedAt,
        session.review?.createdAt,
        ...session.events.map((e) => e.createdAt),
      ].filter((d): d is Date => d instanceof Date);
      for (const moment of moments) expect(moment.getTime()).toBeLessThanOrEqual(now);
      // Events in order, the first one the booking.
      const times = session.events.map((e) => e.createdAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(session.events[0]?.createdAt).toEqual(session.createdAt);
      expect(session.events.at(-1)?.toStatus).toBe(session.status);
      if (['completed', 'noShow'].includes(session.status)) {
        expect(session.endsAt!.getTime()).toBeLessThan(now);
      }
      if (['pending', 'rescheduleRequested'].includes(session.status)) {
        expect(session.startsAt!.getTime()).toBeGreaterThan(now);
      }
      if (session.status === 'approved') {
        // Upcoming, or ended within the last three days and waiting for its completion.
        expect(session.endsAt!.getTime()).toBeGreaterThan(now - 3 * DAY_MS);
      }
      if (session.status === 'requested') {
        expect(session.startsAt).toBeNull();
        expect(session.requestedWindows.length).toBeGreaterThan(0);
      }
      if (session.startsAt && session.decidedAt) {
        expect(session.decidedAt.getTime()).toBeLessThan(session.startsAt.getTime());
      }
      if (session.startsAt) {
        const mentor = mentors[session.mentorIndex]!;
        expect(session.startsAt.getTime() - session.createdAt.getTime()).toBeGreaterThanOrEqual(
          mentor.minNoticeHours * 3_600_000,
        );
      }
    }
  });

  it('books only slots the mentor offers (weekly windows, extra windows, no exceptions)', () => {
    const from = new Date(NOW.getTime() - 200 * DAY_MS);
    const to = new Date(NOW.getTime() + 60 * DAY_MS);
    const offered = new Map(
      mentors.map((m) => [
        m.index,
        new Set(mentorSlots(m, entries, from, to).map((s) => s.startsAt.getTime())),
      ]),
    );
    for (const session of timed) {
      expect(offered.get(session.mentorIndex)!.has(session.startsAt!.getTime())).toBe(true);
      const mentor = mentors[session.mentorIndex]!;
      expect(session.endsAt!.getTime() - session.startsAt!.getTime()).toBe(
        mentor.sessionMinutes * MINUTE_MS,
      );
    }
  });

  it('gives the seeded student every state and the seeded mentors requests to answer', () => {
    const student = new Set(
      sessions.filter((s) => s.menteeEmail === 'siswa@jenjang.test').map((s) => s.status),
    );
    for (const status of [
      'completed',
      'cancelled',
      'rejected',
      'approved',
      'pending',
      'rescheduleRequested',
    ] as const) {
      expect(student.has(status), status).toBe(true);
    }
    expect(sessions.some((s) => s.menteeEmail === 'siswa2@jenjang.test')).toBe(true);
    for (const index of [0, 1]) {
      const own = sessions.filter((s) => s.mentorIndex === index);
      expect(own.filter((s) => s.status === 'pending').length).toBeGreaterThanOrEqual(2);
      expect(
        own.filter((s) => s.status === 'approved' && s.startsAt! > NOW).length,
      ).toBeGreaterThanOrEqual(2);
      expect(own.filter((s) => s.review).length).toBeGreaterThanOrEqual(5);
    }
    const menteeEmails = new Set(sessions.map((s) => s.menteeEmail));
    expect(menteeEmails.size).toBeGreaterThan(MENTEE_NAMES.length / 2);
  });

  it('keeps exceptions of one kind apart and in the coming weeks', () => {
    const byMentor = new Map<number, ScheduleEntryPlan[]>();
    for (const entry of entries)
      byMentor.set(entry.mentorIndex, [...(byMentor.get(entry.mentorIndex) ?? []), entry]);
    for (const own of byMentor.values()) {
      for (const a of own) {
        expect(a.endsAt.getTime()).toBeGreaterThan(a.startsAt.getTime());
        expect(a.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
        expect(a.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        for (const b of own) {
          if (a === b || a.kind !== b.kind) continue;
          expect(a.startsAt < b.endsAt && b.startsAt < a.endsAt).toBe(false);
        }
      }
    }
    expect(entries.some((e) => e.kind === 'unavailable')).toBe(true);
    expect(entries.some((e) => e.kind === 'available')).toBe(true);
  });

  it('plans for any moment: a Sunday night, a Monday morning', () => {
    for (const iso of ['2026-03-01T16:30:00Z', '2026-03-02T01:00:00Z']) {
      const now = new Date(iso);
      const { sessions: other } = plan(SEED, now);
      expect(other.length).toBeGreaterThan(250);
      for (const s of other) {
        for (const e of s.events) expect(e.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });
});
