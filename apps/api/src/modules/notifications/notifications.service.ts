// The bell: a user's notifications, the unread count, marking read. Any signed-in role has
// notifications of its own (job seekers get them today).
import {
  notificationParamsSchema,
  type MarkNotificationsReadRequest,
  type Notification,
  type NotificationType,
  type Paginated,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { countUnread, markRead, selectNotificationsPage } from './notifications.queries';

export type NotificationsDeps = { db: Database; clock: Clock };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listNotifications(
  deps: NotificationsDeps,
  input: { userId: string; unreadOnly: boolean; page: number; limit: number },
): Promise<Paginated<Notification> & { unreadCount: number }> {
  const { rows, total } = await selectNotificationsPage(deps.db, {
    userId: input.userId,
    unreadOnly: input.unreadOnly,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const unreadCount = await countUnread(deps.db, input.userId);
  return {
    docs: rows.map((r) => ({
      id: r.id,
      type: r.type as NotificationType,
      applicationId: r.applicationId,
      jobId: r.jobId,
      mentoringSessionId: r.mentoringSessionId,
      params: notificationParamsSchema.parse(r.params),
      readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    totalDocs: total,
    page: input.page,
    limit: input.limit,
    totalPages: Math.ceil(total / input.limit),
    unreadCount,
  };
}

export async function countUnreadNotifications(
  deps: NotificationsDeps,
  userId: string,
): Promise<number> {
  return countUnread(deps.db, userId);
}

export async function markNotificationsRead(
  deps: NotificationsDeps,
  input: { userId: string; request: MarkNotificationsReadRequest },
): Promise<{ updated: number; unreadCount: number }> {
  const ids = 'ids' in input.request ? input.request.ids.filter((id) => UUID.test(id)) : null;
  const updated =
    ids !== null && ids.length === 0
      ? 0
      : await markRead(deps.db, { userId: input.userId, ids, at: deps.clock.now() });
  return { updated, unreadCount: await countUnread(deps.db, input.userId) };
}
