import { describe, expect, it } from 'vitest';
import { jobPath } from './job-path';

describe('jobPath', () => {
  it('joins the job and company slugs with a tilde', () => {
    expect(jobPath({ slug: 'staf-admin', company: { slug: 'pt-maju-jaya' } })).toBe(
      '/loker/staf-admin~pt-maju-jaya',
    );
  });
  it('encodes unexpected characters', () => {
    expect(jobPath({ slug: 'a b', company: { slug: 'c/d' } })).toBe('/loker/a%20b~c%2Fd');
  });
});
