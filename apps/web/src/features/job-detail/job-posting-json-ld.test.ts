import { jobDetailSchema, type JobDetail } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { buildJobPostingJsonLd, serializeJsonLd, validThroughOf } from './job-posting-json-ld';

const OPTIONS = {
  url: 'https://jenjang.example/loker/staff-programmer-94a923~sarana-kota',
  sectionTitles: { responsibilities: 'Tanggung jawab', requirements: 'Kualifikasi' },
};

function job(overrides: Partial<JobDetail> = {}): JobDetail {
  return jobDetailSchema.parse({
    id: '4337a2ad-6cd7-4f0e-9d1a-1be13f3955ca',
    slug: 'staff-programmer-94a923',
    role: 'Staff Programmer',
    company: {
      id: 'd358d84b',
      name: 'PT Sarana Kota',
      slug: 'sarana-kota',
      logoUrl: 'https://cdn.example/logo.png',
      sector: 'Pemerintahan & BUMN',
      location: { city: { id: 384, name: 'Manado' } },
      description: 'BUMD di Manado.',
      insight: { benefits: ['freeLunch'] },
    },
    location: { city: { id: 179, name: 'Bandung' }, country: { name: 'Indonesia' } },
    employmentTypes: ['fullTime'],
    workplaceType: 'onSite',
    salaryType: 'monthly',
    salaryMin: 5_500_000,
    salaryMax: 10_250_000,
    salaryShown: true,
    candidatePreference: { lastEducations: [3, 4], experienceLevels: [5, 6] },
    jobRole: { id: 10, name: 'Programmer', categoryId: 1 },
    applicationType: 'easyApply',
    urgentlyNeeded: false,
    thereAreStillFewApplicants: false,
    status: 'active',
    publishedAt: '2026-11-21T06:21:54.296Z',
    deadline: '2027-01-22',
    description: '<p>Bergabung bersama kami.</p>',
    responsibilities: '<ul><li>Membuat modul</li></ul>',
    requirements: '<ul><li>D3 Teknik Informatika</li></ul>',
    skills: [{ name: 'Laravel' }, { name: 'JavaScript' }],
    city: { id: 179, name: 'Bandung' },
    country: { name: 'Indonesia' },
    salaryRange: { start: 5_500_000, end: 10_250_000 },
    categorySlug: 'pemerintahan-bumn',
    latestUpdatedAt: '2026-11-21T06:21:54.296Z',
    lastActivelyHiringAt: '2026-11-21T06:21:54.296Z',
    stats: { applicantCount: 30 },
    externalUrl: null,
    applicantCount: 30,
    isClosed: false,
    closedReason: null,
    underReview: false,
    companyDetail: {
      description: 'BUMD di Manado.',
      size: '5000+',
      website: 'https://sarana-kota.example.id',
      foundedYear: 1990,
      fundingStage: 'Others',
      cultureValues: ['open'],
      benefits: ['freeLunch'],
      openJobCount: 17,
    },
    industry: { id: 16, slug: 'pemerintahan-bumn', name: 'Pemerintahan & BUMN' },
    updatedAt: '2026-11-21T06:21:54.296Z',
    questions: [],
    recruitmentSteps: [],
    ...overrides,
  });
}

describe('buildJobPostingJsonLd', () => {
  it('has the fields Google requires and recommends', () => {
    const ld = buildJobPostingJsonLd(job(), OPTIONS)!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Staff Programmer',
      datePosted: '2026-11-21T06:21:54.296Z',
      validThrough: '2027-01-22T23:59:59+07:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'PT Sarana Kota',
        sameAs: 'https://sarana-kota.example.id',
        logo: 'https://cdn.example/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bandung',
          addressRegion: 'Jawa Barat',
          addressCountry: 'ID',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'IDR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 5_500_000,
          maxValue: 10_250_000,
          unitText: 'MONTH',
        },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: '4337a2ad-6cd7-4f0e-9d1a-1be13f3955ca' },
      url: OPTIONS.url,
    });
    expect(ld.description).toBe(
      '<p>Bergabung bersama kami.</p><h3>Tanggung jawab</h3><ul><li>Membuat modul</li></ul><h3>Kualifikasi</h3><ul><li>D3 Teknik Informatika</li></ul>',
    );
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('has no JobPosting for a closed or expired job', () => {
    expect(
      buildJobPostingJsonLd(
        job({ isClosed: true, closedReason: 'closed', status: 'closed' }),
        OPTIONS,
      ),
    ).toBeNull();
    expect(
      buildJobPostingJsonLd(job({ isClosed: true, closedReason: 'expired' }), OPTIONS),
    ).toBeNull();
  });

  it('marks remote jobs as telecommute within Indonesia', () => {
    const ld = buildJobPostingJsonLd(job({ workplaceType: 'remote' }), OPTIONS)!;
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Indonesia' });
  });

  it('leaves the salary out when it is hidden or per project', () => {
    expect(buildJobPostingJsonLd(job({ salaryShown: false }), OPTIONS)).not.toHaveProperty(
      'baseSalary',
    );
    expect(buildJobPostingJsonLd(job({ salaryType: 'project' }), OPTIONS)).not.toHaveProperty(
      'baseSalary',
    );
  });

  it('uses one value when only one bound is known', () => {
    const ld = buildJobPostingJsonLd(
      job({ salaryMin: null, salaryMax: 8_000_000, salaryType: 'daily' }),
      OPTIONS,
    )!;
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'IDR',
      value: { '@type': 'QuantitativeValue', value: 8_000_000, unitText: 'DAY' },
    });
  });

  it('maps employment types, freelance and contract both to CONTRACTOR', () => {
    const ld = buildJobPostingJsonLd(
      job({ employmentTypes: ['contract', 'freelance', 'partTime', 'internship'] }),
      OPTIONS,
    )!;
    expect(ld.employmentType).toEqual(['CONTRACTOR', 'PART_TIME', 'INTERN']);
  });

  it('says directApply false for external applications and skips unknown logo and region', () => {
    const ld = buildJobPostingJsonLd(
      job({
        applicationType: 'external',
        externalUrl: 'https://careers.example/x',
        company: { ...job().company, logoUrl: null },
        location: { city: { id: 999_999, name: 'Sorong' }, country: { name: 'Indonesia' } },
      }),
      OPTIONS,
    )!;
    expect(ld.directApply).toBe(false);
    expect(ld.hiringOrganization).not.toHaveProperty('logo');
    expect((ld.jobLocation as { address: object }).address).not.toHaveProperty('addressRegion');
  });
});

describe('validThroughOf', () => {
  it('is the last second of the deadline day in Jakarta', () => {
    expect(validThroughOf('2025-12-31')).toBe('2025-12-31T23:59:59+07:00');
    expect(validThroughOf('2025-08-16T17:00:00Z')).toBe('2025-08-17T23:59:59+07:00');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const text = serializeJsonLd({ description: '</script><script>alert(1)</script> & more' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script> & more' });
  });
});
