import { describe, expect, it } from 'vitest';
import { jobQuestionInputSchema } from '../contracts/employer-jobs';
import { QUESTION_TYPES } from '../enums';
import { findLibraryQuestion, libraryQuestionInput, QUESTION_LIBRARY } from './question-library';

describe('the question library', () => {
  it.each(
    QUESTION_LIBRARY.flatMap((q) => (['idn', 'en'] as const).map((l) => [q.key, l] as const)),
  )('%s in %s is a valid question of the editor', (key, locale) => {
    const question = libraryQuestionInput(findLibraryQuestion(key)!, locale);
    expect(jobQuestionInputSchema.safeParse(question).success).toBe(true);
  });

  it('offers every question type, under unique keys', () => {
    expect(new Set(QUESTION_LIBRARY.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    expect(new Set(QUESTION_LIBRARY.map((q) => q.key)).size).toBe(QUESTION_LIBRARY.length);
  });
});
