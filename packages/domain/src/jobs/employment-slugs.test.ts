import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPES } from '../enums';
import {
  employmentTypeFromLandingSlug,
  employmentTypeFromSlug,
  employmentTypeLandingPath,
  employmentTypeToSlug,
} from './employment-slugs';

describe('employment type slugs', () => {
  it.each([
    ['fullTime', 'full-time', '/loker/tipe/loker-full-time'],
    ['contract', 'kontrak', '/loker/tipe/loker-kontrak'],
    ['partTime', 'part-time', '/loker/tipe/loker-part-time'],
    ['internship', 'magang', '/loker/tipe/loker-magang'],
    ['freelance', 'freelance', '/loker/tipe/loker-freelance'],
  ] as const)('%s ↔ %s', (type, slug, path) => {
    expect(employmentTypeToSlug(type)).toBe(slug);
    expect(employmentTypeFromSlug(slug)).toBe(type);
    expect(employmentTypeLandingPath(type)).toBe(path);
    expect(employmentTypeFromLandingSlug(`loker-${slug}`)).toBe(type);
  });

  it('round-trips every type', () => {
    for (const type of EMPLOYMENT_TYPES) {
      expect(employmentTypeFromSlug(employmentTypeToSlug(type))).toBe(type);
    }
  });

  it('refuses unknown slugs and wire values', () => {
    expect(employmentTypeFromSlug('fullTime')).toBeNull();
    expect(employmentTypeFromSlug('contract')).toBeNull();
    expect(employmentTypeFromSlug('')).toBeNull();
    expect(employmentTypeFromLandingSlug('kontrak')).toBeNull();
    expect(employmentTypeFromLandingSlug('loker-remote')).toBeNull();
  });
});
