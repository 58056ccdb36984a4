import { describe, expect, it } from 'vitest';
import { estimatedBirthYearFromLevel, latestBirthYearForEntry, minimumAgeFromEntry } from './age';

describe('minimumAgeFromEntry', () => {
  it('is years since entry plus 18', () => {
    expect(minimumAgeFromEntry(2025, 2025)).toBe(18);
    expect(minimumAgeFromEntry(2021, 2025)).toBe(22);
  });

  it('refuses an entry in the future or a fractional year', () => {
    expect(() => minimumAgeFromEntry(2026, 2025)).toThrow(RangeError);
    expect(() => minimumAgeFromEntry(2020.5, 2025)).toThrow(RangeError);
  });
});

describe('latestBirthYearForEntry', () => {
  it('is the entry year minus 18', () => {
    expect(latestBirthYearForEntry(2021)).toBe(2003);
  });
});

describe('estimatedBirthYearFromLevel', () => {
  it('is the current year minus (level + 22)', () => {
    expect(estimatedBirthYearFromLevel(0, 2025)).toBe(2003);
    expect(estimatedBirthYearFromLevel(3, 2025)).toBe(2000);
  });

  it('refuses a negative level', () => {
    expect(() => estimatedBirthYearFromLevel(-1, 2025)).toThrow(RangeError);
  });
});
