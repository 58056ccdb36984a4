// Rules of the profile that a field's own schema cannot state: fields against each other (an end
// after its start, a GPA under its scale, no skill twice) and against today's date in Jakarta.
// The API runs them in its service (with the clock it is given, beside the database's checks of
// the ids) and the web's forms run them as a refinement of the same body schemas, so a problem
// is caught, and worded, the same way on both sides.
import type { z } from 'zod';
import type { FieldMessageKey } from './field-messages';
import { PROFILE_LIMITS } from './profile-limits';

type Dated = { startDate: string; endDate?: string | null; currentlyOccupied?: boolean };
type Years = { startYear?: number | null; endYear?: number | null };

export type ProfileRuleInput = {
  gpa?: { value: number; max: number } | null;
  birthdate?: string | null;
  workExperiences?: readonly Dated[];
  educations?: readonly Years[];
  skills?: readonly string[];
};

export type ProfileRuleProblem = { path: (string | number)[]; key: FieldMessageKey };

/** `today` is the date in Jakarta (YYYY-MM-DD). Problems in field order. */
export function findProfileRuleProblems(
  input: ProfileRuleInput,
  today: string,
): ProfileRuleProblem[] {
  const problems: ProfileRuleProblem[] = [];
  if (input.gpa && input.gpa.value > input.gpa.max) {
    problems.push({ path: ['gpa', 'value'], key: 'gpaAboveMax' });
  }
  if (
    input.birthdate &&
    (input.birthdate > today || input.birthdate < PROFILE_LIMITS.earliestBirthdate)
  ) {
    problems.push({ path: ['birthdate'], key: 'birthdateOutOfRange' });
  }
  for (const [index, job] of (input.workExperiences ?? []).entries()) {
    const at = ['workExperiences', index];
    if (job.startDate > today) problems.push({ path: [...at, 'startDate'], key: 'startInFuture' });
    if (job.currentlyOccupied && job.endDate) {
      problems.push({ path: [...at, 'endDate'], key: 'endDateWhileOccupied' });
    } else if (!job.currentlyOccupied && !job.endDate) {
      problems.push({ path: [...at, 'endDate'], key: 'endDateRequired' });
    } else if (job.endDate && job.endDate < job.startDate) {
      problems.push({ path: [...at, 'endDate'], key: 'endBeforeStart' });
    }
  }
  for (const [index, education] of (input.educations ?? []).entries()) {
    if (education.startYear && education.endYear && education.endYear < education.startYear) {
      problems.push({ path: ['educations', index, 'endYear'], key: 'endBeforeStart' });
    }
  }
  const seen = new Set<string>();
  for (const [index, skill] of (input.skills ?? []).entries()) {
    const key = skill.toLowerCase();
    if (seen.has(key)) problems.push({ path: ['skills', index], key: 'duplicateSkill' });
    seen.add(key);
  }
  return problems;
}

/** The rules as a zod refinement: `schema.superRefine(profileRules(today))`. */
export function profileRules(today: string) {
  return (input: ProfileRuleInput, context: z.RefinementCtx): void => {
    for (const problem of findProfileRuleProblems(input, today)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.key });
    }
  };
}
