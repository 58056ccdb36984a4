import { describe, expect, it } from 'vitest';
import { jobPath } from '@/features/jobs/job-path';
import { parseJobSlugParam } from './job-slug-param';

describe('parseJobSlugParam', () => {
  it('splits the job and company slugs', () => {
    expect(parseJobSlugParam('staf-admin-1a2b3c~pt-maju-jaya')).toEqual({
      jobSlug: 'staf-admin-1a2b3c',
      companySlug: 'pt-maju-jaya',
    });
  });

  it('reads an encoded segment and round-trips jobPath', () => {
    const path = jobPath({ slug: 'admin', company: { slug: 'maju-jaya' } });
    expect(parseJobSlugParam(path.replace('/loker/', ''))).toEqual({
      jobSlug: 'admin',
      companySlug: 'maju-jaya',
    });
    expect(parseJobSlugParam('admin%7Emaju-jaya')).toEqual({
      jobSlug: 'admin',
      companySlug: 'maju-jaya',
    });
  });

  it('accepts a bare job slug (redirected to the canonical address)', () => {
    expect(parseJobSlugParam('admin')).toEqual({ jobSlug: 'admin', companySlug: null });
    expect(parseJobSlugParam('admin~')).toEqual({ jobSlug: 'admin', companySlug: null });
  });

  it('refuses empty, oversized and malformed segments', () => {
    expect(parseJobSlugParam('~maju')).toBeNull();
    expect(parseJobSlugParam('')).toBeNull();
    expect(parseJobSlugParam('a'.repeat(201))).toBeNull();
    expect(parseJobSlugParam('%E0%A4%A')).toBeNull();
    expect(parseJobSlugParam('a%2Fb~c')).toBeNull();
  });
});
