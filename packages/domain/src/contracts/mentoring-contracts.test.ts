import { describe, expect, it } from 'vitest';
import {
  mentorListQuerySchema,
  mentorOneQuerySchema,
  updateMentorMeRequestSchema,
} from './mentoring-mentors';
import {
  mentorAvailabilityQuerySchema,
  replaceMentorScheduleRequestSchema,
  scheduleConflictQuerySchema,
} from './mentoring-schedule';

const mentorId = '5b0f8a0e-3c1d-4f6e-9a7b-2c3d4e5f6a7b';

describe('mentoring contracts', () => {
  it('reads list filters as repeated keys with bounds', () => {
    const q = mentorListQuerySchema.parse({
      topicId_in: ['3', '7'],
      categoryId_in: '2',
      sort: 'rating',
    });
    expect(q).toMatchObject({
      topicId_in: [3, 7],
      categoryId_in: [2],
      academicExpertiseId_in: [],
      page: 1,
    });
    expect(mentorListQuerySchema.safeParse({ availableWithinDays: '365' }).success).toBe(false);
    expect(mentorListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('needs id_eq or slug_eq for one mentor', () => {
    expect(mentorOneQuerySchema.safeParse({}).success).toBe(false);
    expect(mentorOneQuerySchema.safeParse({ slug_eq: 'rina-santoso' }).success).toBe(true);
    expect(mentorOneQuerySchema.safeParse({ id_eq: 'not-an-id' }).success).toBe(false);
  });

  it('takes WIB entries ending at 24:00 but never ending before they start', () => {
    const entry = { date: '2026-11-30', startTime: '20:00', endTime: '24:00' };
    const ok = replaceMentorScheduleRequestSchema.parse({ weekly: [], entries: [entry] });
    expect(ok.entries[0]?.kind).toBe('available');
    const bad = { weekly: [], entries: [{ ...entry, endTime: '19:00' }] };
    expect(replaceMentorScheduleRequestSchema.safeParse(bad).success).toBe(false);
    const noDay = { weekly: [], entries: [{ ...entry, date: '2026-02-30' }] };
    expect(replaceMentorScheduleRequestSchema.safeParse(noDay).success).toBe(false);
    const startAtMidnight = {
      weekly: [{ weekday: 1, startTime: '24:00', endTime: '24:00' }],
      entries: [],
    };
    expect(replaceMentorScheduleRequestSchema.safeParse(startAtMidnight).success).toBe(false);
  });

  it('takes a conflict range as WIB wall clock or as instants', () => {
    expect(
      scheduleConflictQuerySchema.safeParse({
        date: '2026-11-30',
        startTime: '09:00',
        endTime: '10:00',
      }).success,
    ).toBe(true);
    expect(
      scheduleConflictQuerySchema.safeParse({
        startsAt: '2026-11-30T02:00:00Z',
        endsAt: '2026-11-30T03:00:00+07:00',
      }).success,
    ).toBe(false);
    expect(scheduleConflictQuerySchema.safeParse({ date: '2026-11-30' }).success).toBe(false);
  });

  it('takes availability bounds as WIB dates or instants', () => {
    expect(
      mentorAvailabilityQuerySchema.safeParse({
        mentorId_eq: mentorId,
        from: '2026-11-30',
        to: '2026-12-01T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      mentorAvailabilityQuerySchema.safeParse({ mentorId_eq: mentorId, from: 'tomorrow' }).success,
    ).toBe(false);
  });

  it('bounds the profile fields', () => {
    expect(updateMentorMeRequestSchema.safeParse({ sessionMinutes: 50 }).success).toBe(false);
    expect(
      updateMentorMeRequestSchema.safeParse({ sessionMinutes: 60, timeZone: 'Asia/Makassar' })
        .success,
    ).toBe(true);
    expect(updateMentorMeRequestSchema.safeParse({ photoUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});
