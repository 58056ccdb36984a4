// The profile's rules that a body's schema cannot state alone: ids against the taxonomy (the
// database's), and the domain's rules of fields against each other and against today (the same
// the web's forms run, student-profile-rules.ts in the domain). Problems come back as field
// details in the user's language.
import {
  findProfileRuleProblems,
  fieldMessageText,
  wibDateOf,
  type StudentProfileInput,
} from '@jenjang/domain';
import type { Database } from '../../platform/db';
import { domainLocale } from '../../platform/error-messages';
import type { ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';
import { fieldProblem } from './students.messages';
import { selectUnknownIds } from './students.queries';

type Scalars = Partial<
  Pick<StudentProfileInput, 'preferredCityIds' | 'preferredRoleIds' | 'gpa' | 'birthdate'>
>;
type Sections = Partial<Pick<StudentProfileInput, 'workExperiences' | 'educations' | 'skills'>>;

export async function findProfileProblems(
  db: Database,
  input: Scalars & Sections,
  context: { locale: ApiLocale; now: Date },
): Promise<ErrorDetail[]> {
  const { locale } = context;
  const problems: ErrorDetail[] = [];
  const checkIds = async (field: string, kind: 'city' | 'jobRole' | 'industry', ids?: number[]) => {
    const unknown = await selectUnknownIds(db, kind, [...new Set(ids ?? [])]);
    if (unknown.length)
      problems.push(fieldProblem(field, 'unknownIds', locale, unknown.join(', ')));
  };
  await checkIds('preferredCityIds', 'city', input.preferredCityIds);
  await checkIds('preferredRoleIds', 'jobRole', input.preferredRoleIds);
  for (const [index, job] of (input.workExperiences ?? []).entries()) {
    await checkIds(
      `workExperiences.${index}.industryPreferences`,
      'industry',
      job.industryPreferences,
    );
  }
  for (const problem of findProfileRuleProblems(input, wibDateOf(context.now))) {
    problems.push({
      field: problem.path.join('.'),
      message: fieldMessageText(problem.key, domainLocale(locale)),
    });
  }
  return problems;
}
