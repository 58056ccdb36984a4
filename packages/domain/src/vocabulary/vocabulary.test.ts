import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { EMPLOYMENT_TYPE_VOCABULARY, salaryPeriodSuffix, SALARY_PERIOD_VOCABULARY } from './jobs';
import { defineVocabulary, labelList, VOCABULARIES } from './index';

const normalise = (label: string) => label.trim().toLocaleLowerCase('en-US');

describe('every vocabulary', () => {
  it.each(VOCABULARIES.map((v) => [v.name, v] as const))(
    '%s labels every value in both languages, each label once',
    (_name, vocabulary) => {
      for (const locale of LOCALES) {
        const labels = vocabulary.values.map((value) => vocabulary.labels[value]![locale]);
        for (const label of labels) expect(label.trim()).not.toBe('');
        // Two values sharing a label could not be told apart where a person picks one.
        expect(new Set(labels.map(normalise)).size).toBe(labels.length);
      }
    },
  );

  it('no label names two different things', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const vocabulary of VOCABULARIES) {
        for (const value of vocabulary.values) {
          const label = normalise(vocabulary.labels[value]![locale]);
          const owner = `${vocabulary.name}.${value}`;
          expect(seen.get(label) ?? owner, `${locale} "${label}"`).toBe(owner);
          seen.set(label, owner);
        }
      }
    }
  });
});

describe('defineVocabulary', () => {
  it('refuses a value listed twice', () => {
    expect(() =>
      defineVocabulary('twice', ['a', 'a'] as const, { a: { idn: 'A', en: 'A' } }),
    ).toThrow(/twice/);
  });

  it('answers labels, options and membership', () => {
    expect(EMPLOYMENT_TYPE_VOCABULARY.label('internship', 'idn')).toBe('Magang');
    expect(EMPLOYMENT_TYPE_VOCABULARY.label('internship', 'en')).toBe('Internship');
    expect(EMPLOYMENT_TYPE_VOCABULARY.labelOf('gigWork', 'en')).toBeNull();
    expect(EMPLOYMENT_TYPE_VOCABULARY.has('contract')).toBe(true);
    expect(EMPLOYMENT_TYPE_VOCABULARY.options('idn')[0]).toEqual({
      value: 'fullTime',
      label: 'Full time',
    });
    expect(EMPLOYMENT_TYPE_VOCABULARY.labelsIn('en').freelance).toBe('Freelance');
    expect(labelList(EMPLOYMENT_TYPE_VOCABULARY, ['freelance', 'nope', 'contract'], 'idn')).toEqual(
      ['Kontrak', 'Freelance'],
    );
  });

  it('gives salary periods a label to pick and a suffix to read', () => {
    expect(SALARY_PERIOD_VOCABULARY.label('monthly', 'idn')).toBe('Per bulan');
    expect(salaryPeriodSuffix('monthly', 'idn')).toBe('/bulan');
    expect(salaryPeriodSuffix('project', 'en')).toBe('/project');
  });
});
