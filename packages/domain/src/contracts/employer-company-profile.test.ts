import { describe, expect, it } from 'vitest';
import {
  companyProfilePatchSchema,
  isWebsiteUrl,
  normalizeWebsite,
} from './employer-company-profile';

describe('normalizeWebsite (spec section 5)', () => {
  it('prefixes https:// to a link without a scheme and keeps one that has it', () => {
    expect(normalizeWebsite(' perusahaan.co.id/karier ')).toBe('https://perusahaan.co.id/karier');
    expect(normalizeWebsite('http://perusahaan.co.id')).toBe('http://perusahaan.co.id');
    expect(normalizeWebsite('')).toBe('');
  });

  it('accepts only http(s) with a dotted host and no credentials', () => {
    expect(isWebsiteUrl('https://kopi.co.id')).toBe(true);
    expect(isWebsiteUrl('javascript:alert(1)')).toBe(false);
    expect(isWebsiteUrl('https://localhost')).toBe(false);
    expect(isWebsiteUrl('https://user:pass@kopi.co.id')).toBe(false);
    expect(isWebsiteUrl('https://kopi .co.id')).toBe(false);
  });
});

describe('companyProfilePatchSchema', () => {
  const office = (cityId: number, isHeadOffice: boolean) => ({ cityId, address: '', isHeadOffice });
  const issues = (patch: object) => {
    const result = companyProfilePatchSchema.safeParse(patch);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('takes any subset and gives the website its scheme', () => {
    const parsed = companyProfilePatchSchema.parse({ website: 'kopi.co.id' });
    expect(parsed).toEqual({ website: 'https://kopi.co.id' });
  });

  it('wants one head office among distinct cities', () => {
    expect(issues({ locations: [office(1, true), office(2, false)] })).toEqual([]);
    expect(issues({ locations: [] })).toEqual([]);
    expect(issues({ locations: [office(1, false)] })).toEqual(['locations:headOfficeOne']);
    expect(issues({ locations: [office(1, true), office(1, false)] })).toEqual([
      'locations:duplicateCity',
    ]);
  });

  it('caps culture values at 6 and refuses repeats and unknown keys', () => {
    expect(
      issues({
        cultureValues: ['fun', 'open', 'driven', 'quality', 'balanced', 'vibrant', 'energetic'],
      }),
    ).toEqual(['cultureValues:tooMany']);
    expect(issues({ benefits: ['freeMeals', 'freeMeals'] })).toEqual(['benefits:duplicateChoice']);
    expect(issues({ benefits: ['freeBeer'] })[0]).toMatch(/^benefits\.0:/);
  });
});
