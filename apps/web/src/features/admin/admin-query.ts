// What /admin shows, read from its address: the tab (jobs to review or companies to verify),
// the search, the queue of the jobs tab and the page. Everything is in the address so a plain
// form (no JavaScript needed) searches, links page, and an action's refresh keeps the view.
import { ADMIN_REVIEW_QUEUES, ADMIN_SEARCH_MAX, type AdminReviewQueue } from '@jenjang/domain';

export const ADMIN_TABS = ['jobs', 'companies'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export type AdminListQuery = {
  tab: AdminTab;
  search: string;
  /** The jobs tab only. */
  queue: AdminReviewQueue;
  page: number;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Any address reads as a view: unknown values fall back to the defaults, never an error. */
export function readAdminQuery(params: SearchParams): AdminListQuery {
  const tab = first(params.tab);
  const queue = first(params.queue);
  const page = Number(first(params.page));
  return {
    tab: (ADMIN_TABS as readonly string[]).includes(tab ?? '') ? (tab as AdminTab) : 'jobs',
    search: (first(params.q) ?? '').trim().slice(0, ADMIN_SEARCH_MAX),
    queue: (ADMIN_REVIEW_QUEUES as readonly string[]).includes(queue ?? '')
      ? (queue as AdminReviewQueue)
      : 'all',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a view, leaving out what is the default (a clean, shareable link). */
export function adminHref(query: AdminListQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'jobs') params.set('tab', query.tab);
  if (query.search) params.set('q', query.search);
  if (query.tab === 'jobs' && query.queue !== 'all') params.set('queue', query.queue);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/admin?${text}` : '/admin';
}
