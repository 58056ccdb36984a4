// Every state, group and action the domain knows has its words in both languages, so no page of
// mentoring ever shows a message key (degrees read from the domain's education vocabulary).
import {
  MENTOR_LIST_SORTS,
  SESSION_STATUSES,
  SESSION_STATUS_GROUPS,
  SESSION_VIEWER_ACTIONS,
} from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import enBooking from '../../../messages/en/bookingModal.json';
import enMentoring from '../../../messages/en/homepageMentoring.json';
import enMentor from '../../../messages/en/mentorDetail.json';
import idnBooking from '../../../messages/idn/bookingModal.json';
import idnMentoring from '../../../messages/idn/homepageMentoring.json';
import idnMentor from '../../../messages/idn/mentorDetail.json';
import type { BookingProblem } from './booking-request';

const locales = [
  ['idn', idnMentoring, idnMentor, idnBooking],
  ['en', enMentoring, enMentor, enBooking],
] as const;

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);

describe.each(locales)('mentoring words in %s', (_locale, mentoring, mentor, booking) => {
  it('name every session state, group and viewer action', () => {
    for (const status of SESSION_STATUSES) expect(mentoring.sessions.status[status]).toBeTruthy();
    for (const group of SESSION_STATUS_GROUPS) {
      expect(mentoring.sessions.groups[group]).toBeTruthy();
      expect(mentoring.sessions.empty[group]).toBeTruthy();
    }
    for (const action of SESSION_VIEWER_ACTIONS)
      expect(mentoring.sessions.actions[action]).toBeTruthy();
  });

  it('name every sort', () => {
    for (const sort of MENTOR_LIST_SORTS) expect(mentoring.list.sorts[sort]).toBeTruthy();
  });

  it('word every problem of the booking form', () => {
    const problems: BookingProblem[] = [
      'slot.required',
      'topic.required',
      'commitment.required',
      'request.required',
      'request.order',
      'request.past',
    ];
    for (const problem of problems) expect(typeof at(booking, problem)).toBe('string');
    for (const failure of ['slotTaken', 'menteeConflict', 'network', 'failed'])
      expect(typeof at(booking, `failures.${failure}`)).toBe('string');
  });
});
