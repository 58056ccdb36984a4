import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS } from '../enums';
import { needsMajor } from '../contracts/onboarding-answers';
import {
  EDUCATION_LEVEL_VOCABULARY,
  educationCode,
  educationLevelsUpTo,
  educationRank,
  isEducationLevel,
  meetsEducation,
  MENTOR_DEGREE_VOCABULARY,
  MENTOR_EDUCATION_DEGREES,
} from './education';

describe('education levels', () => {
  it('is the one complete Indonesian list, lowest first', () => {
    expect(EDUCATION_LEVEL_VOCABULARY.options('idn').map((o) => o.label)).toEqual([
      'SD',
      'SMP',
      'SMA/SMK',
      'D1',
      'D2',
      'D3',
      'D4',
      'S1',
      'S2',
      'S3',
    ]);
    const ranks = EDUCATION_LEVELS.map(educationRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('keeps the meaning of the wire values 0-6 that stored profiles, jobs and URLs carry', () => {
    expect(EDUCATION_LEVEL_VOCABULARY.label(0, 'idn')).toBe('SMA/SMK');
    expect(EDUCATION_LEVEL_VOCABULARY.label(3, 'idn')).toBe('D3');
    expect(EDUCATION_LEVEL_VOCABULARY.label(4, 'idn')).toBe('S1');
    expect(EDUCATION_LEVEL_VOCABULARY.label(6, 'en')).toBe('Doctorate (S3)');
    expect(EDUCATION_LEVEL_VOCABULARY.label(7, 'idn')).toBe('SD');
    expect(EDUCATION_LEVEL_VOCABULARY.label(9, 'en')).toBe('Applied bachelor’s (D4)');
  });

  it('compares by rank, not by wire value', () => {
    expect(meetsEducation(4, 9)).toBe(true); // S1 meets D4
    expect(meetsEducation(9, 4)).toBe(true); // D4 meets S1: the same level
    expect(meetsEducation(0, 7)).toBe(true); // SMA meets SD although 0 < 7
    expect(meetsEducation(7, 0)).toBe(false);
    expect(meetsEducation(3, 4)).toBe(false);
  });

  it('lists the levels a person of a level fits, by rank not by id', () => {
    expect(educationLevelsUpTo(0)).toEqual([7, 8, 0]);
    expect(educationLevelsUpTo(4)).toEqual([7, 8, 0, 1, 2, 3, 9, 4]);
    expect(educationLevelsUpTo(9)).toEqual([7, 8, 0, 1, 2, 3, 9, 4]);
    expect(educationLevelsUpTo(6)).toEqual([...EDUCATION_LEVELS]);
  });

  it('asks for a major from D1 up only', () => {
    expect([7, 8, 0].map(needsMajor)).toEqual([false, false, false]);
    expect([1, 3, 9, 4, 6].map(needsMajor)).toEqual([true, true, true, true, true]);
    expect(needsMajor(null)).toBe(false);
    expect(needsMajor(10)).toBe(false);
  });

  it('recognises valid levels only', () => {
    expect(isEducationLevel(9)).toBe(true);
    expect(isEducationLevel(10)).toBe(false);
    expect(isEducationLevel(2.5)).toBe(false);
    expect(isEducationLevel('4')).toBe(false);
  });
});

describe('mentor degrees', () => {
  it('are the education levels by code, plus other', () => {
    expect(MENTOR_EDUCATION_DEGREES).toEqual([...EDUCATION_LEVELS.map(educationCode), 'Other']);
  });

  it('read exactly like the education levels', () => {
    for (const level of EDUCATION_LEVELS) {
      for (const locale of ['idn', 'en'] as const) {
        expect(MENTOR_DEGREE_VOCABULARY.label(educationCode(level) as never, locale)).toBe(
          EDUCATION_LEVEL_VOCABULARY.label(level, locale),
        );
      }
    }
    expect(MENTOR_DEGREE_VOCABULARY.label('Other', 'idn')).toBe('Pendidikan lain');
  });
});
