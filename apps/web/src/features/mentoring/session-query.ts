// The query of /mentoring/my-session: which group of sessions and which page, read leniently.
import { SESSION_STATUS_GROUPS, type SessionStatusGroup } from '@jenjang/domain';

export const MY_SESSION_GROUPS = SESSION_STATUS_GROUPS;
export type MySessionGroup = SessionStatusGroup;

export const SESSIONS_PAGE_SIZE = 10;

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

export function readSessionsQuery(query: Record<string, string | string[] | undefined>): {
  group: MySessionGroup;
  page: number;
} {
  const group = first(query.group);
  const page = Number(first(query.page));
  return {
    group: (MY_SESSION_GROUPS as readonly string[]).includes(group ?? '')
      ? (group as MySessionGroup)
      : 'upcoming',
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

/** The page's address for a group and page (defaults left out). */
export function sessionsHref(group: MySessionGroup, page = 1): string {
  const params = new URLSearchParams();
  if (group !== 'upcoming') params.set('group', group);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/mentoring/my-session?${search}` : '/mentoring/my-session';
}
