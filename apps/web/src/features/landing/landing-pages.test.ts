import { CITIES, jobSearchQuerySchema } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { presetApiQuery } from '@/features/jobs/search-preset';
import { ROLE_CITY_CITIES } from './landing-cities';
import {
  findLandingPage,
  LANDING_FAMILIES,
  LANDING_PAGES,
  relatedLandingPages,
  REMOTE_ROLE_PAGES,
  ROLE_CITY_PAGES,
} from './landing-pages';
import { ROLE_CITY_ROLES } from './landing-roles';

/** The query without its unset parameters, as the API client sends it. */
const definedValues = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

const TEXT_FIELDS = ['title', 'heading', 'description', 'intro', 'summary'] as const;

describe('landing pages', () => {
  it('have unique slugs that start with loker- and are URL-safe', () => {
    const slugs = LANDING_PAGES.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^loker-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('cover every family of the spec', () => {
    const families = new Set(LANDING_PAGES.map((page) => page.family));
    expect([...LANDING_FAMILIES].filter((family) => !families.has(family))).toEqual([]);
  });

  it('have 120 role-by-city pages: 10 roles × 12 cities', () => {
    expect(ROLE_CITY_ROLES).toHaveLength(10);
    expect(ROLE_CITY_CITIES).toHaveLength(12);
    expect(ROLE_CITY_PAGES).toHaveLength(120);
    expect(LANDING_PAGES.filter((page) => page.family === 'roleCity')).toHaveLength(120);
    expect(findLandingPage('loker-digital-marketing-jakarta')?.preset).toEqual({
      search: 'digital marketing',
      cityIds: [49180],
    });
  });

  it('have about 25 remote role pages, remote only', () => {
    expect(REMOTE_ROLE_PAGES.length).toBeGreaterThanOrEqual(25);
    for (const page of REMOTE_ROLE_PAGES) expect(page.preset.location).toEqual(['remote']);
    expect(findLandingPage('loker-remote-data-scientist')).toBeDefined();
  });

  it('use the city ids of the spec', () => {
    const ids = new Set<number>(CITIES.map((city) => city.id));
    for (const page of LANDING_PAGES) {
      for (const id of page.preset.cityIds ?? []) expect(ids.has(id), page.slug).toBe(true);
    }
    expect(findLandingPage('loker-bank-surabaya')?.preset).toEqual({
      industry: ['bank'],
      cityIds: [265],
    });
  });

  it.each(LANDING_PAGES.map((page) => [page.slug, page] as const))(
    '%s has a preset the job search accepts',
    (_slug, page) => {
      expect(Object.keys(page.preset).length).toBeGreaterThan(0);
      const parsed = jobSearchQuerySchema.safeParse(
        definedValues(presetApiQuery(page.preset, { page: 1, limit: 20 })),
      );
      expect(parsed.success, parsed.error?.message).toBe(true);
    },
  );

  it('carry the presets the spec names', () => {
    expect(findLandingPage('loker-dibutuhkan-segera')?.preset).toEqual({ urgentlyNeeded: true });
    expect(findLandingPage('loker-wfh')?.preset).toEqual({ location: ['remote'] });
    expect(findLandingPage('loker-gaji-tinggi')?.preset).toEqual({ sortParam: 'highestSalary' });
    expect(findLandingPage('loker-fresh-graduate-s1-semua-jurusan')?.preset.lastEducations).toEqual(
      [0, 1, 2, 3, 4],
    );
    for (const slug of ['loker-gaji-5-juta-yogyakarta', 'loker-gaji-5-juta-surabaya']) {
      expect(findLandingPage(slug)?.preset).toMatchObject({
        salaryMin: 5_000_000,
        salaryMax: 60_000_000,
      });
    }
  });

  it('have every text in both languages, and unique titles', () => {
    for (const page of LANDING_PAGES) {
      for (const field of TEXT_FIELDS) {
        expect(page[field].idn.trim(), `${page.slug} ${field} idn`).not.toBe('');
        expect(page[field].en.trim(), `${page.slug} ${field} en`).not.toBe('');
      }
      expect(page.description.idn.length, page.slug).toBeLessThanOrEqual(170);
      expect(page.description.en.length, page.slug).toBeLessThanOrEqual(170);
    }
    for (const locale of ['idn', 'en'] as const) {
      const titles = LANDING_PAGES.map((page) => page.title[locale].toLowerCase());
      expect(new Set(titles).size, locale).toBe(titles.length);
    }
  });

  it('link to related pages: the same role elsewhere and the same city', () => {
    const page = findLandingPage('loker-admin-bandung')!;
    const [sameRole, sameCity] = relatedLandingPages(page);
    expect(sameRole?.kind).toBe('sameRole');
    expect(sameRole?.pages.map((p) => p.slug)).toContain('loker-admin-jakarta');
    expect(sameCity?.kind).toBe('sameCity');
    expect(sameCity?.pages.map((p) => p.slug)).toContain('loker-data-analyst-bandung');
    for (const candidate of LANDING_PAGES) {
      const related = relatedLandingPages(candidate).flatMap((g) => g.pages);
      expect(related.length, candidate.slug).toBeGreaterThan(0);
      expect(related.map((p) => p.slug)).not.toContain(candidate.slug);
    }
  });
});
