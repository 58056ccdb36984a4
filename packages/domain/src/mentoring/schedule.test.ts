import { describe, expect, it } from 'vitest';
import { diffSchedules, mentorScheduleEntrySchema, type MentorScheduleEntry } from './schedule';

const old: MentorScheduleEntry[] = [
  { id: 'a', date: '2025-08-18', startTime: '09:00', endTime: '10:00' },
  { id: 'b', date: '2025-08-18', startTime: '13:00', endTime: '14:00' },
  { id: 'c', date: '2025-08-19', startTime: '09:00', endTime: '10:00' },
];

describe('diffSchedules', () => {
  it('finds nothing when nothing changed', () => {
    expect(diffSchedules(old, old)).toEqual({ created: [], updated: [], deleted: [] });
  });

  it('sorts entries into created, updated and deleted', () => {
    const next = [
      old[0]!,
      { id: 'b', date: '2025-08-18', startTime: '14:00', endTime: '15:00' },
      { date: '2025-08-20', startTime: '08:00', endTime: '09:00' },
      { id: 'tmp-1', date: '2025-08-21', startTime: '08:00', endTime: '09:00' },
    ];
    expect(diffSchedules(old, next)).toEqual({
      created: [next[2], next[3]],
      updated: [next[1]],
      deleted: ['c'],
    });
  });

  it('deletes everything for an empty new schedule', () => {
    expect(diffSchedules(old, []).deleted).toEqual(['a', 'b', 'c']);
  });
});

describe('mentorScheduleEntrySchema', () => {
  it('checks date and time formats', () => {
    expect(mentorScheduleEntrySchema.safeParse(old[0]).success).toBe(true);
    expect(mentorScheduleEntrySchema.safeParse({ ...old[0], startTime: '24:00' }).success).toBe(
      false,
    );
    expect(mentorScheduleEntrySchema.safeParse({ ...old[0], date: '18/08/2025' }).success).toBe(
      false,
    );
  });
});
