// The /mentoring address <-> the mentor list query: filters live in the URL (shareable, work
// without JavaScript); anything out of range falls back to no filter, the API checks the rest.
import { MENTOR_LIST_SORTS, type MentorListSort } from '@jenjang/domain';

export const MENTORS_PAGE_SIZE = 12;
/** "Free soon" means a free slot within this many days. */
export const AVAILABLE_SOON_DAYS = 7;

export type MentorListParams = {
  q: string;
  topicId: number | null;
  categoryId: number | null;
  availableSoon: boolean;
  sort: MentorListSort;
  page: number;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

function positiveInt(text: string, max = 2_147_483_647): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

export function parseMentorListParams(params: SearchParams): MentorListParams {
  const sort = first(params.sort);
  return {
    q: first(params.q).slice(0, 100),
    topicId: positiveInt(first(params.topic)),
    categoryId: positiveInt(first(params.category)),
    availableSoon: first(params.soon) === '1',
    sort: (MENTOR_LIST_SORTS as readonly string[]).includes(sort)
      ? (sort as MentorListSort)
      : 'soonest',
    page: positiveInt(first(params.page), 1_000) ?? 1,
  };
}

/** The query of GET /v2/mentoring/mentor/list (decision 023's `<field>_in` style). */
export function mentorListApiQuery(
  p: MentorListParams,
): Record<string, string | number | undefined> {
  return {
    q: p.q || undefined,
    topicId_in: p.topicId ?? undefined,
    categoryId_in: p.categoryId ?? undefined,
    availableWithinDays: p.availableSoon ? AVAILABLE_SOON_DAYS : undefined,
    sort: p.sort,
    page: p.page,
    limit: MENTORS_PAGE_SIZE,
  };
}

/** The /mentoring address of these params (defaults left out: the plain page stays /mentoring). */
export function mentorListHref(p: MentorListParams, page = p.page): string {
  const query = new URLSearchParams();
  if (p.q) query.set('q', p.q);
  if (p.categoryId !== null) query.set('category', String(p.categoryId));
  if (p.topicId !== null) query.set('topic', String(p.topicId));
  if (p.availableSoon) query.set('soon', '1');
  if (p.sort !== 'soonest') query.set('sort', p.sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/mentoring?${text}` : '/mentoring';
}

export function hasMentorFilters(p: MentorListParams): boolean {
  return Boolean(p.q || p.topicId || p.categoryId || p.availableSoon);
}
