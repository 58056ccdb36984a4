import { describe, expect, it } from 'vitest';
import { checkApplicationAnswers, isValidDateAnswer, normalizeShortTextAnswer } from './check';

const q = (type: 'checkbox' | 'radio' | 'numeric' | 'date' | 'shortText', extra = {}) => ({
  questionId: type,
  type,
  mandatory: true,
  options: [{ id: 'a' }, { id: 'b' }],
  gpaMax: null,
  ...extra,
});

describe('checkApplicationAnswers', () => {
  it('normalises valid answers of every type', () => {
    const result = checkApplicationAnswers(
      [
        q('checkbox'),
        q('radio'),
        q('numeric'),
        q('date'),
        q('shortText'),
        { ...q('numeric'), questionId: 'gpa', gpaMax: 4 },
      ],
      [
        { questionId: 'checkbox', answer: ['b'] },
        { questionId: 'radio', answer: 'a' },
        { questionId: 'numeric', answer: ' 3.50 ' },
        { questionId: 'date', answer: '02/29/2024' },
        { questionId: 'shortText', answer: 'www.karya.id' },
        { questionId: 'gpa', answer: '3.45 / 4' },
      ],
    );
    expect(result.ok && Object.fromEntries(result.answers)).toEqual({
      checkbox: ['b'],
      radio: 'a',
      numeric: 3.5,
      date: '02/29/2024',
      shortText: 'https://www.karya.id',
      gpa: '3.45/4',
    });
  });

  it('accepts a decimal comma, the way Indonesians type it', () => {
    const result = checkApplicationAnswers(
      [q('numeric'), { ...q('numeric'), questionId: 'gpa', gpaMax: 4 }],
      [
        { questionId: 'numeric', answer: '3,5' },
        { questionId: 'gpa', answer: '3,45/4' },
      ],
    );
    expect(result.ok && Object.fromEntries(result.answers)).toEqual({
      numeric: 3.5,
      gpa: '3.45/4',
    });
  });

  it('gives the first problem in question order and lists them all', () => {
    const result = checkApplicationAnswers(
      [q('radio'), q('numeric'), q('checkbox', { mandatory: false })],
      [
        { questionId: 'radio', answer: 'z' },
        { questionId: 'numeric', answer: '3,4,5' },
      ],
    );
    expect(result).toEqual({
      ok: false,
      code: 'INVALID_PRE_SCREENING_ANSWERS_OPTION',
      problems: [
        { questionId: 'radio', code: 'INVALID_PRE_SCREENING_ANSWERS_OPTION' },
        { questionId: 'numeric', code: 'INVALID_PRE_SCREENING_ANSWERS' },
      ],
    });
  });

  it('reports a missing mandatory answer and defaults an optional checkbox to []', () => {
    expect(checkApplicationAnswers([q('date')], [])).toMatchObject({
      code: 'INCOMPLETE_PRE_SCREENING_ANSWERS',
    });
    const result = checkApplicationAnswers([q('checkbox', { mandatory: false })], []);
    expect(result.ok && result.answers.get('checkbox')).toEqual([]);
  });
});

describe('answer helpers', () => {
  it('reads m/d/Y dates of real days only', () => {
    expect(isValidDateAnswer('08/17/2001')).toBe(true);
    expect(isValidDateAnswer('02/29/2023')).toBe(false);
    expect(isValidDateAnswer('2001-08-17')).toBe(false);
  });
  it('prefixes https on links only', () => {
    expect(normalizeShortTextAnswer('github.com/putri')).toBe('https://github.com/putri');
    expect(normalizeShortTextAnswer('http://a.id')).toBe('https://a.id');
    expect(normalizeShortTextAnswer('Saya suka kopi.')).toBe('Saya suka kopi.');
  });
});
