import { describe, expect, it } from 'vitest';
import {
  EDUCATION_LEVEL_ABBREVIATIONS,
  educationLevelKey,
  educationLevelsUpTo,
  isEducationLevel,
} from './education-levels';

describe('education levels', () => {
  it('reads S1 any major as levels 0-4', () => {
    expect(educationLevelsUpTo(4)).toEqual([0, 1, 2, 3, 4]);
    expect(educationLevelsUpTo(0)).toEqual([0]);
    expect(educationLevelsUpTo(6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('names the levels', () => {
    expect(educationLevelKey(0)).toBe('highSchool');
    expect(educationLevelKey(4)).toBe('bachelor');
    expect(EDUCATION_LEVEL_ABBREVIATIONS[4]).toBe('S1/D4');
    expect(EDUCATION_LEVEL_ABBREVIATIONS[3]).toBe('D3');
  });

  it('recognises valid levels', () => {
    expect(isEducationLevel(6)).toBe(true);
    expect(isEducationLevel(7)).toBe(false);
    expect(isEducationLevel(2.5)).toBe(false);
  });
});
