import type { JobRoleItem } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { companyTarget, jobTarget, lokerTarget, roleTarget } from './legacy-targets';

const ROLES: JobRoleItem[] = [
  { id: 7, slug: 'software-engineer', name: 'Software Engineer', categoryId: 1, jobCount: 12 },
  { id: 9, slug: 'kasir', name: 'Kasir', categoryId: 2, jobCount: 3 },
];

describe("the original site's addresses", () => {
  it('/loker leads to the jobs home, keeping its query', () => {
    expect(lokerTarget({})).toBe('/');
    expect(lokerTarget({ search: 'kasir', cityIds: ['179', '265'] })).toBe(
      '/?search=kasir&cityIds=179&cityIds=265',
    );
  });

  it("/jobs/... leads to the job's canonical page, or nowhere", () => {
    expect(jobTarget({ slug: 'kasir-toko-1a2b', company: { slug: 'toko-maju' } })).toBe(
      '/loker/kasir-toko-1a2b~toko-maju',
    );
    expect(jobTarget(null)).toBeNull();
  });

  it('/role/{slug} leads to the job search for that role, or nowhere', () => {
    expect(roleTarget(ROLES, 'software-engineer')).toBe('/?jobRoleIds=7');
    expect(roleTarget(ROLES, 'Kasir')).toBe('/?jobRoleIds=9');
    expect(roleTarget(ROLES, 'astronaut')).toBeNull();
  });

  it("/company/{slug} leads to the company's page, or nowhere", () => {
    expect(companyTarget(['toko-maju', 'bank-cempaka'], 'toko-maju')).toBe('/karir/toko-maju');
    expect(companyTarget(['toko-maju'], 'no-such-company')).toBeNull();
  });
});
