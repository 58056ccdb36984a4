// What the booking modal needs of the mentor and of the messages; plain data from the server page.
import type { MentorDetail } from '@jenjang/domain';
import type { Messages } from 'next-intl';

export type BookingMentor = Pick<
  MentorDetail,
  | 'id'
  | 'slug'
  | 'name'
  | 'sessionMinutes'
  | 'modes'
  | 'acceptsCustomRequests'
  | 'bookingWindowDays'
  | 'minNoticeHours'
  | 'topics'
>;

/** The namespaces the modal translates in the browser. */
export type BookingMessages = Pick<Messages, 'bookingModal'>;

export function bookingMentorOf(mentor: MentorDetail): BookingMentor {
  return {
    id: mentor.id,
    slug: mentor.slug,
    name: mentor.name,
    sessionMinutes: mentor.sessionMinutes,
    modes: mentor.modes,
    acceptsCustomRequests: mentor.acceptsCustomRequests,
    bookingWindowDays: mentor.bookingWindowDays,
    minNoticeHours: mentor.minNoticeHours,
    topics: mentor.topics,
  };
}
