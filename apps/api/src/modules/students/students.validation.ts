// Rules that a schema cannot state alone: dates against each other and against today, ids
// against the taxonomy. Problems come back as field details in the user's language.
import { wibDateOf } from '@jenjang/domain';
import type { Database } from '../../platform/db';
import type { ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';
import type { StudentProfileInput } from './students.contracts';
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

  if (input.gpa && input.gpa.value > input.gpa.max) {
    problems.push(fieldProblem('gpa.value', 'gpaAboveMax', locale));
  }
  if (input.birthdate) {
    const today = wibDateOf(context.now);
    if (input.birthdate > today || input.birthdate < '1900-01-01') {
      problems.push(fieldProblem('birthdate', 'birthdateOutOfRange', locale));
    }
  }

  for (const [index, job] of (input.workExperiences ?? []).entries()) {
    const at = `workExperiences.${index}`;
    await checkIds(`${at}.industryPreferences`, 'industry', job.industryPreferences);
    if (job.currentlyOccupied && job.endDate) {
      problems.push(fieldProblem(`${at}.endDate`, 'endDateWhileOccupied', locale));
    } else if (!job.currentlyOccupied && !job.endDate) {
      problems.push(fieldProblem(`${at}.endDate`, 'endDateRequired', locale));
    } else if (job.endDate && job.endDate < job.startDate) {
      problems.push(fieldProblem(`${at}.endDate`, 'endBeforeStart', locale));
    }
  }
  for (const [index, education] of (input.educations ?? []).entries()) {
    if (education.startYear && education.endYear && education.endYear < education.startYear) {
      problems.push(fieldProblem(`educations.${index}.endYear`, 'endBeforeStart', locale));
    }
  }
  const seen = new Set<string>();
  for (const [index, skill] of (input.skills ?? []).entries()) {
    const key = skill.toLowerCase();
    if (seen.has(key)) problems.push(fieldProblem(`skills.${index}`, 'duplicateSkill', locale));
    seen.add(key);
  }
  return problems;
}
