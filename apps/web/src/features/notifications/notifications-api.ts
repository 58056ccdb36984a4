// The bell's calls and sentences. Loaded on demand by the bell for signed-in users only; typed
// by the contracts but not parsed (the header is on every page, which must not ship zod).
import {
  applicationBellText,
  formatWibDateLong,
  isApplicationNotificationType,
  offerAnsweredBellText,
  type Locale,
  type Notification,
  type NotificationListResponse,
} from '@jenjang/domain';
import { apiClient } from '@/lib/auth/browser-api';
import { fillText } from '@/lib/i18n/client-text';
import type { ShellLabels } from '@/features/shell/shell-labels';

export type BellNotification = Notification;

export type BellState = { unreadCount: number; items: BellNotification[] };

const BASE = '/v1/job-portal/me/notification';
export const BELL_LIST_LIMIT = 10;

export async function loadBell(): Promise<BellState> {
  const body = await apiClient.request<NotificationListResponse>(BASE, {
    query: { page: 1, limit: BELL_LIST_LIMIT },
  });
  return { unreadCount: body.data.unreadCount, items: body.data.docs };
}

export async function markRead(ids: string[]): Promise<void> {
  await apiClient.request(`${BASE}/read`, { method: 'POST', body: { ids } });
}

export async function markAllRead(): Promise<void> {
  await apiClient.request(`${BASE}/read`, { method: 'POST', body: { all: true } });
}

/**
 * Where a notification leads: a mentee's sessions, the mentor area, the applications, or, for a
 * company, the candidate's page on its board.
 */
export function notificationHref(item: BellNotification): string {
  if (item.type === 'offerAnswered')
    return item.jobId && item.applicationId
      ? `/employer/jobs/${item.jobId}/applicants/${item.applicationId}`
      : '/employer/jobs';
  if (isApplicationNotificationType(item.type)) return '/loker/applied';
  return item.params.recipientRole === 'mentor' ? '/mentor' : '/mentoring/my-session';
}

/** A mentoring notification's sentence: the other party, the session's time, the reason. */
function mentoringText(
  labels: ShellLabels['notifications'],
  item: BellNotification,
  locale: Locale,
): string {
  const { params } = item;
  const wib = (value: string | null | undefined) => (value ? formatWibDateLong(value, locale) : '');
  const template =
    item.type === 'mentoringSessionRequested' && !params.startsAt
      ? labels.types.mentoringSessionRequestedCustom
      : // To the mentee a completion is the automatic one, asking for a review.
        item.type === 'mentoringSessionCompleted' && params.recipientRole === 'mentee'
        ? labels.types.mentoringSessionCompletedAuto
        : labels.types[item.type as keyof typeof labels.types];
  return fillText(template, {
    mentor: params.mentorName ?? '',
    mentee: params.menteeName ?? '',
    name: (params.recipientRole === 'mentor' ? params.menteeName : params.mentorName) ?? '',
    when: wib(params.startsAt),
    proposed: wib(params.proposedStartsAt),
    expires: wib(params.expiresAt),
    reason: params.reason ?? '',
    rating: params.rating !== undefined ? String(params.rating) : '',
  });
}

/** The sentence of a notification in the page's language. */
export function notificationText(
  labels: ShellLabels['notifications'],
  item: BellNotification,
  locale: Locale,
): string {
  // What an application's notification says comes from the domain's one status definition, the
  // same the chip, the timeline and the mail read (decision 029).
  if (isApplicationNotificationType(item.type))
    return applicationBellText(item.type, item.params, locale);
  if (item.type === 'offerAnswered') return offerAnsweredBellText(item.params, locale);
  return mentoringText(labels, item, locale);
}

/** When it happened: 'DD MMM YYYY, HH:mm' WIB (spec section 9). */
export function formatWhen(createdAt: string, locale: Locale): string {
  return `${formatWibDateLong(createdAt, locale)} WIB`;
}
