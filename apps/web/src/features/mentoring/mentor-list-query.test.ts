import { describe, expect, it } from 'vitest';
import {
  hasMentorFilters,
  mentorListApiQuery,
  mentorListHref,
  parseMentorListParams,
} from './mentor-list-query';

describe('parseMentorListParams', () => {
  it('reads the address', () => {
    const p = parseMentorListParams({
      q: ' product manager ',
      topic: '12',
      category: ['3', '4'],
      soon: '1',
      sort: 'rating',
      page: '2',
    });
    expect(p).toEqual({
      q: 'product manager',
      topicId: 12,
      categoryId: 3,
      availableSoon: true,
      sort: 'rating',
      page: 2,
    });
  });

  it('falls back to no filter for what it cannot read', () => {
    expect(
      parseMentorListParams({
        topic: '-1',
        category: 'x',
        soon: 'yes',
        sort: 'cheapest',
        page: '0',
      }),
    ).toEqual({
      q: '',
      topicId: null,
      categoryId: null,
      availableSoon: false,
      sort: 'soonest',
      page: 1,
    });
    expect(parseMentorListParams({ q: 'a'.repeat(300) }).q).toHaveLength(100);
    expect(parseMentorListParams({ page: '99999999' }).page).toBe(1);
  });
});

describe('mentorListApiQuery', () => {
  it('names the API filters and leaves out the unused ones', () => {
    const p = parseMentorListParams({ topic: '7', soon: '1' });
    expect(mentorListApiQuery(p)).toEqual({
      q: undefined,
      topicId_in: 7,
      categoryId_in: undefined,
      availableWithinDays: 7,
      sort: 'soonest',
      page: 1,
      limit: 12,
    });
  });
});

describe('mentorListHref', () => {
  it('keeps the plain page plain and round-trips the filters', () => {
    expect(mentorListHref(parseMentorListParams({}))).toBe('/mentoring');
    const p = parseMentorListParams({ q: 'UX & riset', category: '2', sort: 'sessions' });
    const href = mentorListHref(p, 3);
    expect(href).toBe('/mentoring?q=UX+%26+riset&category=2&sort=sessions&page=3');
    const back = parseMentorListParams(
      Object.fromEntries(new URL(href, 'https://x.test').searchParams),
    );
    expect(back).toEqual({ ...p, page: 3 });
  });

  it('knows whether anything filters', () => {
    expect(hasMentorFilters(parseMentorListParams({ sort: 'rating', page: '2' }))).toBe(false);
    expect(hasMentorFilters(parseMentorListParams({ soon: '1' }))).toBe(true);
  });
});
