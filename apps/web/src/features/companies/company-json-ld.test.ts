import type { CompanyDetail } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { buildOrganizationJsonLd, employeeRange } from './company-json-ld';

const company: CompanyDetail = {
  id: 'c1',
  slug: 'kopi-senja',
  name: 'PT Kopi Senja',
  logoUrl: null,
  industry: { id: 1, slug: 'fnb', name: 'Makanan & Minuman' },
  city: { id: 49180, name: 'Jakarta' },
  size: '51-200',
  verified: true,
  openJobCount: 2,
  response: { applicationCount: 4, medianDaysToFirstResponse: 2, answeredShare: 0.75 },
  description: 'Kedai kopi lokal.',
  website: 'https://kopi-senja.example.id',
  address: 'Jl. Merdeka 1, Jakarta',
  foundedYear: 2015,
  fundingStage: 'bootstrap',
  verifiedAt: '2026-10-01T00:00:00.000Z',
  locations: [
    { cityId: 179, city: 'Bandung', address: 'Kantor cabang', isHeadOffice: false },
    { cityId: 49180, city: 'Jakarta', address: 'Jl. Merdeka 1, Jakarta', isHeadOffice: true },
  ],
  cultureValues: [],
  benefits: [],
  photos: [],
  openJobs: [],
};

describe('buildOrganizationJsonLd', () => {
  it('describes the company with its head office, website, founding year and size', () => {
    expect(
      buildOrganizationJsonLd(company, {
        url: 'https://jenjang.id/karir/kopi-senja',
        siteUrl: 'https://jenjang.id',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'PT Kopi Senja',
      url: 'https://jenjang.id/karir/kopi-senja',
      description: 'Kedai kopi lokal.',
      sameAs: ['https://kopi-senja.example.id'],
      foundingDate: '2015',
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 51, maxValue: 200 },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Merdeka 1, Jakarta',
        addressLocality: 'Jakarta',
        addressCountry: 'ID',
      },
      knowsAbout: 'Makanan & Minuman',
    });
  });

  it('leaves out what the company has not given, and makes a logo address absolute', () => {
    const bare = buildOrganizationJsonLd(
      {
        ...company,
        website: null,
        foundedYear: null,
        size: null,
        logoUrl: '/logos/k.png',
        locations: [],
        city: null,
        industry: null,
        description: '',
      },
      { url: 'https://jenjang.id/karir/kopi-senja', siteUrl: 'https://jenjang.id' },
    );
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'PT Kopi Senja',
      url: 'https://jenjang.id/karir/kopi-senja',
      logo: 'https://jenjang.id/logos/k.png',
    });
    expect(employeeRange('5000+')).toEqual({ '@type': 'QuantitativeValue', minValue: 5000 });
    expect(employeeRange('many')).toBeNull();
  });
});
