// The bell's calls. Loaded on demand by the bell for signed-in users only; typed by the
// contracts but not parsed (the header is on every page, which must not ship zod).
import { apiClient } from '@/lib/auth/browser-api';

// TODO(contracts): the domain's notification shapes once apply-api lands them.
export type BellNotification = {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  readAt: string | null;
  applicationId: string | null;
};

export type BellState = { unreadCount: number; items: BellNotification[] };

const BASE = '/v1/job-portal/me/notification';
export const BELL_LIST_LIMIT = 10;

export async function loadBell(): Promise<BellState> {
  const [count, list] = await Promise.all([
    apiClient.request<{ data: { count: number } }>(`${BASE}/unread-count`),
    apiClient.request<{ data: { docs: BellNotification[] } }>(BASE, {
      query: { page: 1, limit: BELL_LIST_LIMIT },
    }),
  ]);
  return { unreadCount: count.data.count, items: list.data.docs };
}

export async function markRead(id: string): Promise<void> {
  await apiClient.request(`${BASE}/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
}

export async function markAllRead(): Promise<void> {
  await apiClient.request(`${BASE}/read-all`, { method: 'PATCH' });
}
