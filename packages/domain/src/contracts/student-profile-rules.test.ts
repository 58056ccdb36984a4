import { describe, expect, it } from 'vitest';
import { findProfileRuleProblems, profileRules } from './student-profile-rules';
import { putStudentProfileBodySchema } from './student-profile-input';

const TODAY = '2026-11-21';
const keys = (problems: { path: (string | number)[]; key: string }[]) =>
  problems.map((p) => `${p.path.join('.')}:${p.key}`);

describe('findProfileRuleProblems', () => {
  it('checks work dates against each other and today', () => {
    expect(
      keys(
        findProfileRuleProblems(
          {
            workExperiences: [
              { startDate: '2023-01-01', endDate: null, currentlyOccupied: false },
              { startDate: '2023-05-01', endDate: '2023-01-01', currentlyOccupied: false },
              { startDate: '2023-05-01', endDate: '2023-06-01', currentlyOccupied: true },
              { startDate: '2026-11-22', endDate: null, currentlyOccupied: true },
              { startDate: '2026-11-21', endDate: '2026-11-21', currentlyOccupied: false },
            ],
          },
          TODAY,
        ),
      ),
    ).toEqual([
      'workExperiences.0.endDate:endDateRequired',
      'workExperiences.1.endDate:endBeforeStart',
      'workExperiences.2.endDate:endDateWhileOccupied',
      'workExperiences.3.startDate:startInFuture',
    ]);
  });

  it('checks the GPA against its scale, the birthdate, the years and repeated skills', () => {
    expect(
      keys(
        findProfileRuleProblems(
          {
            gpa: { value: 3.9, max: 3 },
            birthdate: '2026-11-22',
            educations: [
              { startYear: 2020, endYear: 2019 },
              { startYear: 2020, endYear: null },
            ],
            skills: ['SQL', 'Python', 'sql'],
          },
          TODAY,
        ),
      ),
    ).toEqual([
      'gpa.value:gpaAboveMax',
      'birthdate:birthdateOutOfRange',
      'educations.0.endYear:endBeforeStart',
      'skills.2:duplicateSkill',
    ]);
    expect(findProfileRuleProblems({ birthdate: '1899-12-31' }, TODAY)).toHaveLength(1);
    expect(findProfileRuleProblems({ birthdate: TODAY, gpa: { value: 4, max: 4 } }, TODAY)).toEqual(
      [],
    );
  });

  it('works as a refinement of the body schema, naming the same fields', () => {
    const schema = putStudentProfileBodySchema.superRefine(profileRules(TODAY));
    const result = schema.safeParse({
      careerPreference: 'activelyLooking',
      experienceLevel: 0,
      lastEducation: 4,
      skills: ['SQL', 'sql'],
      workExperiences: [{ companyName: 'A', roleName: 'B', startDate: '2023-01-01' }],
    });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'workExperiences.0.endDate:endDateRequired',
      'skills.1:duplicateSkill',
    ]);
  });
});
