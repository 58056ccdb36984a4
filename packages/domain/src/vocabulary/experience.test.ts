import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../enums';
import {
  collegeYearOf,
  EXPERIENCE_LEVEL_GROUPS,
  experienceLevelFromYears,
  EXPERIENCE_LEVEL_VOCABULARY,
  isExperienceLevel,
} from './experience';

describe('experienceLevelFromYears', () => {
  it.each([
    [0, 0],
    [0.9, 0],
    [1, 5],
    [3, 5],
    [3.9, 5],
    [4, 6],
    [5, 6],
    [5.5, 7],
    [6, 7],
    [30, 7],
  ])('%d years → level %d', (years, level) => {
    expect(experienceLevelFromYears(years)).toBe(level);
  });

  it('refuses negative and non-finite years', () => {
    expect(() => experienceLevelFromYears(-1)).toThrow(RangeError);
    expect(() => experienceLevelFromYears(Number.NaN)).toThrow(RangeError);
  });
});

describe('experience level keys and groups', () => {
  it('labels each level on the spec scale, the same for employer and job seeker', () => {
    expect(EXPERIENCE_LEVEL_VOCABULARY.label(0, 'idn')).toBe('Fresh graduate');
    // The seen bug: level 2 is a second-year student, never "1–2 tahun".
    expect(EXPERIENCE_LEVEL_VOCABULARY.label(2, 'idn')).toBe('Mahasiswa tahun ke-2');
    expect(EXPERIENCE_LEVEL_VOCABULARY.label(2, 'en')).toBe('College student, year 2');
    expect(EXPERIENCE_LEVEL_VOCABULARY.label(5, 'idn')).toBe('Junior (1–3 tahun)');
    expect(EXPERIENCE_LEVEL_VOCABULARY.label(7, 'en')).toBe('Senior (over 5 years)');
    expect(EXPERIENCE_LEVEL_VOCABULARY.labelOf(9, 'idn')).toBeNull();
  });

  it('puts every level in exactly one group', () => {
    const grouped = Object.values(EXPERIENCE_LEVEL_GROUPS)
      .flat()
      .sort((a, b) => a - b);
    expect(grouped).toEqual([...EXPERIENCE_LEVELS]);
  });

  it('knows college years', () => {
    expect(collegeYearOf(1)).toBe(1);
    expect(collegeYearOf(4)).toBe(4);
    expect(collegeYearOf(0)).toBeNull();
    expect(collegeYearOf(5)).toBeNull();
  });

  it('recognises valid levels', () => {
    expect(isExperienceLevel(8)).toBe(true);
    expect(isExperienceLevel(9)).toBe(false);
    expect(isExperienceLevel(-1)).toBe(false);
    expect(isExperienceLevel('1')).toBe(false);
  });
});
