// The API addresses the mentor area calls (docs/decisions/023), in one place.
const BASE = '/v2/mentoring';

export const MENTOR_API = {
  me: `${BASE}/mentor/me`,
  onboarding: `${BASE}/mentor/onboarding`,
  invitationCode: `${BASE}/mentor/invitation-code-existence/one`,
  statistic: `${BASE}/mentor/one/statistic`,
  education: `${BASE}/mentor/me/education`,
  scheduleMe: `${BASE}/mentor-schedule/me`,
  scheduleList: `${BASE}/mentor-schedule/list`,
  scheduleConflict: `${BASE}/mentor-schedule/check-conflict`,
  topics: `${BASE}/topic/list`,
  topicOne: `${BASE}/topic/one`,
  categories: `${BASE}/category/list`,
  districts: `${BASE}/district/list`,
  expertiseCategories: `${BASE}/academic-expertise-category/list`,
  expertises: `${BASE}/academic-expertise/list`,
  sessions: `${BASE}/session/list`,
  sessionCounters: `${BASE}/session/counter-status`,
  sessionAction: (action: 'approve' | 'reject' | 'reschedule' | 'cancel' | 'attendance') =>
    `${BASE}/session/one/${action}`,
  customTimes: `${BASE}/available-custom-session-schedule-to-propose/list`,
  rescheduleTimes: `${BASE}/session/one/reschedule-times`,
  sessionCalendar: `${BASE}/session/one/calendar`,
} as const;

/** The area's own pages (locale-free; Link adds the prefix). */
export const MENTOR_PAGES = {
  dashboard: '/mentor',
  onboarding: '/mentor/onboarding',
  signUp: '/mentor/sign-up',
} as const;
