import type { JobDoc } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { firstRecommendations } from './first-recommendations';

const AKUNTAN = 12;
const JAKARTA = 49180;

function job(id: string, roleId: number | null, cityId: number): JobDoc {
  return {
    id,
    jobRole: roleId === null ? null : { id: roleId, name: `role ${roleId}`, categoryId: 1 },
    location: { city: { id: cityId, name: `city ${cityId}` }, country: { name: 'Indonesia' } },
  } as JobDoc;
}

const chosen = { preferredRoleIds: [AKUNTAN], preferredCityIds: [JAKARTA] };

describe('firstRecommendations', () => {
  it('keeps the jobs that match a chosen role or city, role and city first', () => {
    const docs = [
      job('other', 99, 1),
      job('city-only', 99, JAKARTA),
      job('role-only', AKUNTAN, 179),
      job('both', AKUNTAN, JAKARTA),
      job('no-role', null, JAKARTA),
    ];
    const result = firstRecommendations(docs, chosen);
    expect(result.matching).toBe(true);
    expect(result.jobs.map((entry) => [entry.job.id, entry.reasons])).toEqual([
      ['both', ['role', 'city']],
      ['role-only', ['role']],
      ['city-only', ['city']],
      ['no-role', ['city']],
    ]);
  });

  it('shows at most the given number', () => {
    const docs = Array.from({ length: 10 }, (_, index) => job(`j${index}`, AKUNTAN, JAKARTA));
    expect(firstRecommendations(docs, chosen, 4).jobs.map((entry) => entry.job.id)).toEqual([
      'j0',
      'j1',
      'j2',
      'j3',
    ]);
  });

  it('says so when nothing matches, and offers the first jobs instead', () => {
    const result = firstRecommendations([job('a', 1, 2), job('b', 3, 4)], chosen);
    expect(result.matching).toBe(false);
    expect(result.jobs.map((entry) => [entry.job.id, entry.reasons])).toEqual([
      ['a', []],
      ['b', []],
    ]);
    expect(firstRecommendations([], chosen)).toEqual({ jobs: [], matching: false });
  });
});
