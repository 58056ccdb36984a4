// The /v2/mentoring/ calls the mentee's pages make, in one place (paths and queries). Shapes are
// the domain's contracts (decision 014).

export const MENTORING_API = '/v2/mentoring';

export const mentoringPaths = {
  mentorList: `${MENTORING_API}/mentor/list`,
  mentorOne: `${MENTORING_API}/mentor/one`,
  mentorStatistic: `${MENTORING_API}/mentor/one/statistic`,
  mentorAvailability: `${MENTORING_API}/mentor/one/availability`,
  dayAvailability: `${MENTORING_API}/mentor-schedule-availability/list`,
  banners: `${MENTORING_API}/special-mentor-banner/list`,
  categories: `${MENTORING_API}/category/list`,
  topics: `${MENTORING_API}/topic/list`,
  reviews: `${MENTORING_API}/review/list`,
  sessionOne: `${MENTORING_API}/session/one`,
  sessionList: `${MENTORING_API}/session/list`,
  sessionCounter: `${MENTORING_API}/session/counter-status`,
  sessionJoin: `${MENTORING_API}/session/join`,
  rescheduleTimes: `${MENTORING_API}/session/one/reschedule-times`,
  sessionCalendar: `${MENTORING_API}/session/one/calendar`,
  completion: `${MENTORING_API}/session-completion-status/one`,
} as const;

export type SessionActionPath = 'cancel' | 'reschedule' | 'attendance';

/** PATCH session/one/<action>?id_eq=<id> */
export function sessionActionPath(action: SessionActionPath): string {
  return `${MENTORING_API}/session/one/${action}`;
}

/** The profile of a mentor on the site. */
export const mentorPath = (slug: string) => `/mentoring/${encodeURIComponent(slug)}`;
export const mentorReviewsPath = (slug: string) => `${mentorPath(slug)}/reviews`;
