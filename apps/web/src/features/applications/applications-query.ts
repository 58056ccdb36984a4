// The query of /loker/applied: which status group and which page, read leniently from the URL.
import { APPLICATION_STATUS_GROUPS } from '@jenjang/domain';

/** Status groups the candidate filters by (the API's `statusGroup`; the domain's groups). */
export const STATUS_GROUPS = ['all', ...APPLICATION_STATUS_GROUPS] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export const APPLICATIONS_PAGE_SIZE = 10;

function first(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

export function readAppliedQuery(query: Record<string, string | string[] | undefined>): {
  group: StatusGroup;
  page: number;
} {
  const group = first(query.status);
  const page = Number(first(query.page));
  return {
    group: STATUS_GROUPS.includes(group as StatusGroup) ? (group as StatusGroup) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

/** The page's address for a group and page (defaults left out). */
export function appliedHref(path: string, group: StatusGroup, page = 1): string {
  const params = new URLSearchParams();
  if (group !== 'all') params.set('status', group);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
