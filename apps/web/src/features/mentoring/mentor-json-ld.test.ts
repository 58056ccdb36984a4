import type { MentorDetail } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { buildMentorJsonLd } from './mentor-json-ld';
import { personInitials } from './mentor-photo';

const tag = (id: number, name: string) => ({
  id,
  slug: name.toLowerCase(),
  name,
  nameId: name,
  nameEn: name,
  categoryId: 1,
});

const mentor = {
  id: 'm1',
  slug: 'ratna-kusumawati',
  name: 'Ratna Kusumawati',
  headline: 'HR Business Partner',
  companyName: 'Bank Kencana',
  photoUrl: '/mentor-photos/mentor-01.svg',
  bio: 'Sepuluh tahun merekrut talenta muda.',
  linkedinUrl: null,
  languages: ['id', 'en'],
  topics: [tag(1, 'Review CV')],
  academicExpertises: [tag(2, 'Psikologi')],
  educations: [
    {
      id: 'e1',
      school: 'Universitas Gadjah Mada',
      degree: 'S1',
      fieldOfStudy: 'Psikologi',
      startYear: 2008,
      endYear: 2012,
      description: null,
    },
    {
      id: 'e2',
      school: 'Universitas Gadjah Mada',
      degree: 'S2',
      fieldOfStudy: 'Psikologi Industri',
      startYear: 2013,
      endYear: 2015,
      description: null,
    },
  ],
  district: {
    code: '31.71.01',
    name: 'Gambir',
    regencyCode: '31.71',
    regencyName: 'Kota Jakarta Pusat',
    provinceCode: '31',
    provinceName: 'DKI Jakarta',
    label: 'Gambir, Kota Jakarta Pusat, DKI Jakarta',
  },
} as unknown as MentorDetail;

describe('buildMentorJsonLd', () => {
  it('describes the person with what the page shows', () => {
    const data = buildMentorJsonLd(mentor, {
      url: 'https://jenjang.test/mentoring/ratna-kusumawati',
      siteUrl: 'https://jenjang.test',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ratna Kusumawati',
      url: 'https://jenjang.test/mentoring/ratna-kusumawati',
      jobTitle: 'HR Business Partner',
      description: 'Sepuluh tahun merekrut talenta muda.',
      image: 'https://jenjang.test/mentor-photos/mentor-01.svg',
      worksFor: { '@type': 'Organization', name: 'Bank Kencana' },
      knowsAbout: ['Review CV', 'Psikologi'],
      knowsLanguage: ['id', 'en'],
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'Universitas Gadjah Mada' }],
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Kota Jakarta Pusat',
        addressRegion: 'DKI Jakarta',
        addressCountry: 'ID',
      },
    });
  });

  it('leaves out what the mentor has not given', () => {
    const data = buildMentorJsonLd(
      { ...mentor, companyName: null, photoUrl: null, district: null, educations: [], bio: '' },
      { url: 'https://jenjang.test/m', siteUrl: 'https://jenjang.test' },
    );
    for (const key of ['worksFor', 'image', 'address', 'alumniOf', 'description']) {
      expect(data).not.toHaveProperty(key);
    }
    expect(data).toMatchObject({ name: 'Ratna Kusumawati', jobTitle: 'HR Business Partner' });
  });
});

describe('personInitials', () => {
  it('takes two letters of the name', () => {
    expect(personInitials('Ratna Sari Kusumawati')).toBe('RS');
    expect(personInitials('Hendra')).toBe('H');
    expect(personInitials('dr. Ayu')).toBe('DA');
  });
});
