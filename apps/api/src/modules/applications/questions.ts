// Questions of a job as the apply form shows them, with the candidate's prefills: the three
// special profile questions from the profile, other questions from the candidate's earlier
// answer to a question with the same text (reusable answers).
import {
  serializeDateAnswer,
  type AnswerValue,
  type ApplicationQuestion,
  type CheckedQuestion,
  type QuestionType,
  type SerializedAnswer,
} from '@jenjang/domain';
import type { QuestionRow, StudentForApplyRow } from './applications.queries';
import type { ReusableAnswerRow } from './reusable-answers.queries';

/** How "the same text" is recognised: case and spacing do not matter. */
export function questionTitleKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function toCheckedQuestion(row: QuestionRow): CheckedQuestion {
  return {
    questionId: row.id,
    type: row.type,
    mandatory: row.mandatory,
    options: row.options,
    gpaMax: row.profileField === 'gpa' ? row.gpaMax : null,
  };
}

function profileAnswer(row: QuestionRow, student: StudentForApplyRow): AnswerValue {
  switch (row.profileField) {
    case 'toefl':
      return student.toefl;
    case 'birthdate':
      return student.birthdate ? serializeDateAnswer(student.birthdate) : null;
    case 'gpa': {
      if (student.gpaValue === null || student.gpaMax === null || row.gpaMax === null) return null;
      // The profile's GPA on the question's scale (a 3.6 of 4 asked out of 4 stays 3.6).
      const value =
        student.gpaMax === row.gpaMax
          ? student.gpaValue
          : Math.round((student.gpaValue / student.gpaMax) * row.gpaMax * 100) / 100;
      return `${value}/${row.gpaMax}`;
    }
    default:
      return null;
  }
}

/**
 * Reusable answers keep option texts (option ids belong to one job): they are mapped back to
 * this question's options by text, and dropped when none matches.
 */
function reusedAnswer(row: QuestionRow, reusable: ReusableAnswerRow): AnswerValue {
  const byText = new Map(row.options.map((o) => [o.value.trim().toLowerCase(), o.id]));
  const optionId = (text: unknown) =>
    typeof text === 'string' ? (byText.get(text.trim().toLowerCase()) ?? null) : null;
  if (row.type === 'radio') return optionId(reusable.answer);
  if (row.type === 'checkbox') {
    if (!Array.isArray(reusable.answer)) return null;
    const ids = reusable.answer.map(optionId).filter((id): id is string => id !== null);
    return ids.length ? ids : null;
  }
  const a = reusable.answer;
  return typeof a === 'string' || typeof a === 'number' ? a : null;
}

export function toApplicationQuestion(
  row: QuestionRow,
  prefill?: { student: StudentForApplyRow; reusable: Map<string, ReusableAnswerRow> },
): ApplicationQuestion {
  let answer: AnswerValue = row.type === 'checkbox' ? [] : null;
  let answerSource: ApplicationQuestion['answerSource'] = null;
  if (prefill) {
    if (row.profileField) {
      const value = profileAnswer(row, prefill.student);
      if (value !== null) [answer, answerSource] = [value, 'profile'];
    } else {
      const reusable = prefill.reusable.get(`${row.type}:${questionTitleKey(row.title)}`);
      const value = reusable ? reusedAnswer(row, reusable) : null;
      if (value !== null) [answer, answerSource] = [value, 'reusable'];
    }
  }
  return {
    questionId: row.id,
    type: row.type,
    title: row.title,
    mandatory: row.mandatory,
    description: row.description,
    options: row.options,
    profileField: row.profileField,
    gpaMax: row.profileField === 'gpa' ? row.gpaMax : null,
    answer,
    answerSource,
  };
}

/** What to keep as reusable answers from checked answers (radio and checkbox as option texts). */
export function reusableFromAnswers(
  rows: readonly QuestionRow[],
  answers: Map<string, SerializedAnswer>,
): { titleKey: string; title: string; type: QuestionType; answer: unknown }[] {
  const out = [];
  for (const row of rows) {
    if (row.profileField) continue;
    const value = answers.get(row.id);
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0))
      continue;
    const text = (id: string) => row.options.find((o) => o.id === id)?.value ?? null;
    const answer =
      row.type === 'radio' && typeof value === 'string'
        ? text(value)
        : row.type === 'checkbox' && Array.isArray(value)
          ? value.map(text).filter((t) => t !== null)
          : value;
    out.push({ titleKey: questionTitleKey(row.title), title: row.title, type: row.type, answer });
  }
  return out;
}
