import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../enums';
import {
  collegeYearOf,
  EXPERIENCE_LEVEL_GROUPS,
  experienceLevelFromYears,
  experienceLevelKey,
  isExperienceLevel,
} from './experience-levels';

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
  it('names each level', () => {
    expect(experienceLevelKey(0)).toBe('freshGraduate');
    expect(experienceLevelKey(3)).toBe('collegeYear3');
    expect(experienceLevelKey(5)).toBe('junior');
    expect(experienceLevelKey(6)).toBe('mid');
    expect(experienceLevelKey(7)).toBe('senior');
    expect(experienceLevelKey(8)).toBe('studentOrOther');
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
