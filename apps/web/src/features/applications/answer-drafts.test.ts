import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  checkDrafts,
  draftFromAnswer,
  initialDrafts,
  toWireAnswers,
  type FormQuestion,
} from './answer-drafts';

const q = (over: Partial<FormQuestion> & Pick<FormQuestion, 'type'>): FormQuestion => ({
  questionId: over.type,
  title: 'Q',
  mandatory: true,
  options: [],
  ...over,
});

const options = [
  { id: 'a', value: 'Alpha' },
  { id: 'b', value: 'Beta' },
];
const questions: FormQuestion[] = [
  q({ type: 'checkbox', options, mandatory: false }),
  q({ type: 'radio', options }),
  q({ type: 'numeric' }),
  q({ type: 'numeric', questionId: 'GPA', profileField: 'gpa', gpaMax: 4 }),
  q({ type: 'date', questionId: 'birthdate' }),
  q({ type: 'shortText', mandatory: false }),
];

describe('checkDraft', () => {
  it('asks for mandatory answers and lets optional ones stay empty', () => {
    expect(checkDraft(questions[1]!, '')).toBe('required');
    expect(checkDraft(questions[0]!, [])).toBeNull();
    expect(checkDraft(questions[5]!, '  ')).toBeNull();
  });
  it('applies the numeric rule of spec section 5', () => {
    expect(checkDraft(questions[2]!, '3,4,5')).toBe('numeric');
    expect(checkDraft(questions[2]!, '-1')).toBe('numeric');
    expect(checkDraft(questions[2]!, '3.5')).toBeNull();
    // An IPK typed the Indonesian way (issue 22).
    expect(checkDraft(questions[2]!, '3,5')).toBeNull();
  });
  it('keeps a GPA within its scale', () => {
    expect(checkDraft(questions[3]!, '4.5')).toBe('gpaAboveMax');
    expect(checkDraft(questions[3]!, '4,5')).toBe('gpaAboveMax');
    expect(checkDraft(questions[3]!, '3.9')).toBeNull();
    expect(checkDraft(questions[3]!, '3,45')).toBeNull();
  });
  it('accepts only offered options and real dates', () => {
    expect(checkDraft(questions[1]!, 'z')).toBe('option');
    expect(checkDraft(questions[0]!, ['a', 'z'])).toBe('option');
    expect(checkDraft(questions[4]!, '2001-13-45')).toBe('date');
    expect(checkDraft(questions[4]!, '2001-08-17')).toBeNull();
  });
  it('collects every problem by question id', () => {
    expect(checkDrafts(questions, {})).toEqual({
      radio: 'required',
      numeric: 'required',
      GPA: 'required',
      birthdate: 'required',
    });
  });
});

describe('drafts', () => {
  it('start from the prefilled answers of the apply form', () => {
    const prefilled = questions.map((question) => ({
      ...question,
      answer: {
        checkbox: ['a', 'gone'],
        radio: 'b',
        numeric: 7,
        GPA: '3.6/4',
        birthdate: '08/17/2001',
        shortText: null,
      }[question.questionId],
    }));
    expect(initialDrafts(prefilled)).toEqual({
      checkbox: ['a'],
      radio: 'b',
      numeric: '7',
      GPA: '3.6',
      birthdate: '2001-08-17',
      shortText: '',
    });
  });
  it('reads wire answers back (m/d/Y dates, value/max GPA)', () => {
    expect(draftFromAnswer(questions[4]!, '08/17/2001')).toBe('2001-08-17');
    expect(draftFromAnswer(questions[3]!, '3.5/4')).toBe('3.5');
  });
  it('sends answers by the domain rules', () => {
    const wire = toWireAnswers(questions, {
      checkbox: [],
      radio: 'a',
      numeric: '3.50',
      GPA: '3.5',
      birthdate: '2001-08-17',
      shortText: ' hi ',
    });
    expect(wire.map((a) => a.answer)).toEqual([[], 'a', 3.5, '3.5/4', '08/17/2001', 'hi']);
  });
});
