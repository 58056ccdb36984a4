import {
  BENEFIT_VOCABULARY,
  COMPANY_SIZE_VOCABULARY,
  CULTURE_VALUE_VOCABULARY,
  FUNDING_STAGE_VOCABULARY,
} from './companies';
import { EDUCATION_LEVEL_VOCABULARY } from './education';
import { EXPERIENCE_LEVEL_VOCABULARY } from './experience';
import {
  APPLICATION_TYPE_VOCABULARY,
  EMPLOYMENT_TYPE_VOCABULARY,
  HIRING_STEP_TYPE_VOCABULARY,
  JOB_REPORT_REASON_VOCABULARY,
  QUESTION_TYPE_VOCABULARY,
  SALARY_PERIOD_VOCABULARY,
  SORT_VOCABULARY,
  WORKPLACE_TYPE_VOCABULARY,
} from './jobs';
import { MENTOR_LANGUAGE_VOCABULARY, MENTORING_MODE_VOCABULARY } from './mentoring';
import { CAREER_PREFERENCE_VOCABULARY } from './profile';
import type { Label } from './vocabulary';

export * from './vocabulary';
export * from './jobs';
export * from './companies';
export * from './education';
export * from './experience';
export * from './profile';
export * from './mentoring';

/**
 * Every vocabulary with labels of its own, for the guard tests that refuse a second definition
 * of any of these labels (the mentor degrees reuse the education labels, so they are not here).
 */
export const VOCABULARIES: readonly {
  readonly name: string;
  readonly values: readonly (string | number)[];
  readonly labels: Readonly<Record<string | number, Label>>;
}[] = [
  EMPLOYMENT_TYPE_VOCABULARY,
  WORKPLACE_TYPE_VOCABULARY,
  SALARY_PERIOD_VOCABULARY,
  EDUCATION_LEVEL_VOCABULARY,
  EXPERIENCE_LEVEL_VOCABULARY,
  CAREER_PREFERENCE_VOCABULARY,
  APPLICATION_TYPE_VOCABULARY,
  QUESTION_TYPE_VOCABULARY,
  HIRING_STEP_TYPE_VOCABULARY,
  SORT_VOCABULARY,
  JOB_REPORT_REASON_VOCABULARY,
  FUNDING_STAGE_VOCABULARY,
  COMPANY_SIZE_VOCABULARY,
  BENEFIT_VOCABULARY,
  CULTURE_VALUE_VOCABULARY,
  MENTORING_MODE_VOCABULARY,
  MENTOR_LANGUAGE_VOCABULARY,
];
