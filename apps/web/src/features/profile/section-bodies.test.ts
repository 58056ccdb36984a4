// How the profile's section forms check what was typed: the form's values become the API body
// and the domain's contract with the profile's rules judges it, naming fields by their body
// paths. The cases are those of the web's former hand-written checks (profile-validation.ts);
// the message keys are now the domain's (field-messages.ts).
import { fieldMessageKey, type StudentProfile } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { emptyEducationDraft, emptyWorkDraft } from './profile-body';
import {
  additionalBody,
  experienceBody,
  identityBody,
  listBody,
  newSkillProblem,
  preferencesBody,
  sectionSchema,
  type SectionBody,
} from './section-bodies';

const TODAY = '2026-11-21';

const student: StudentProfile = {
  id: 's-1',
  userId: 'u-1',
  batch: null,
  profile: { email: 'siswa@jenjang.test', handphone: null, name: 'Siti' },
  careerPreference: 'activelyLooking',
  experienceLevel: 0,
  lastEducation: 4,
  hiddenFromCompanies: false,
  major: null,
  preferredRoleIds: [],
  preferredCityIds: [],
  expectedSalary: null,
  toefl: null,
  birthdate: null,
  gpa: null,
  workExperiences: [],
  certifications: [],
  organizations: [],
  educations: [],
  skills: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

type Problem = { key: string; values?: Record<string, number> };

/** Field path → the first problem's message key, with the limit it names when it names one. */
function problems<Values>(section: SectionBody<Values>, values: Values): Record<string, Problem> {
  const result = sectionSchema(section.toBody, section.schema, TODAY).safeParse(values);
  const found: Record<string, Problem> = {};
  for (const issue of result.error?.issues ?? []) {
    const limits = issue as { minimum?: number; maximum?: number };
    const numbers = {
      ...(limits.minimum !== undefined ? { min: Number(limits.minimum) } : {}),
      ...(limits.maximum !== undefined ? { max: Number(limits.maximum) } : {}),
    };
    found[issue.path.join('.')] ??= {
      key: fieldMessageKey(issue) ?? issue.message,
      ...(Object.keys(numbers).length ? { values: numbers } : {}),
    };
  }
  return found;
}

const job = (change: Partial<ReturnType<typeof emptyWorkDraft>> = {}) => ({
  ...emptyWorkDraft('k'),
  companyName: 'PT Maju',
  roleName: 'Analis',
  startDate: '2024-01-01',
  endDate: '2025-01-01',
  ...change,
});

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    const birthdate = (text: string) =>
      problems(additionalBody, { toefl: '', birthdate: text, gpa: { value: '', max: '4' } })
        .birthdate;
    expect(birthdate('2024-02-29')).toBeUndefined();
    expect(birthdate('2023-02-29')).toEqual({ key: 'invalidDate' });
    expect(birthdate('17/08/2024')).toEqual({ key: 'invalidDate' });
    expect(birthdate('')).toBeUndefined();
  });
});

describe('identity', () => {
  it('passes a good identity', () => {
    expect(problems(identityBody, { name: 'Siti', handphone: '+62 812-3456', batch: '' })).toEqual(
      {},
    );
  });

  it('is the API: name 2-100, phone pattern, batch at most 32', () => {
    expect(
      problems(identityBody, { name: ' S ', handphone: '08ab', batch: 'x'.repeat(33) }),
    ).toEqual({
      name: { key: 'nameTooShort', values: { min: 2 } },
      handphone: { key: 'handphoneInvalid' },
      batch: { key: 'textTooLong', values: { max: 32 } },
    });
    expect(problems(identityBody, { name: '', handphone: '', batch: '' })).toEqual({
      name: { key: 'nameTooShort', values: { min: 2 } },
    });
  });

  it('checks the major of the experience section', () => {
    expect(
      problems(experienceBody, {
        experienceLevel: '0',
        lastEducation: '4',
        major: 'x'.repeat(121),
      }),
    ).toEqual({ major: { key: 'textTooLong', values: { max: 120 } } });
  });
});

describe('work experience', () => {
  const work = listBody(student, 'workExperiences');

  it('passes finished and current jobs', () => {
    expect(
      problems(work, { workExperiences: [job(), job({ currentlyOccupied: true, endDate: '' })] }),
    ).toEqual({});
  });

  it('names the field of each problem by its API path', () => {
    expect(
      problems(work, {
        workExperiences: [
          job({ companyName: ' ', endDate: '' }),
          job({ roleName: 'x'.repeat(121), startDate: '2025-02-01', endDate: '2025-01-01' }),
          job({ startDate: '2027-01-01', currentlyOccupied: true }),
        ],
      }),
    ).toEqual({
      'workExperiences.0.companyName': { key: 'required', values: { min: 1 } },
      'workExperiences.0.endDate': { key: 'endDateRequired' },
      'workExperiences.1.roleName': { key: 'textTooLong', values: { max: 120 } },
      'workExperiences.1.endDate': { key: 'endBeforeStart' },
      'workExperiences.2.startDate': { key: 'startInFuture' },
    });
  });

  it('refuses more entries than the API keeps', () => {
    const many = Array.from({ length: 31 }, () => job());
    expect(problems(work, { workExperiences: many }).workExperiences).toEqual({
      key: 'tooManyEntries',
      values: { max: 30 },
    });
  });
});

describe('education', () => {
  it('checks the institution and the years', () => {
    const education = listBody(student, 'educations');
    expect(
      problems(education, {
        educations: [
          {
            ...emptyEducationDraft('a'),
            institutionName: 'UI',
            startYear: '2020',
            endYear: '2019',
          },
        ],
      }),
    ).toEqual({ 'educations.0.endYear': { key: 'endBeforeStart' } });
    expect(
      problems(education, {
        educations: [{ ...emptyEducationDraft('b'), startYear: '1900', endYear: 'dua' }],
      }),
    ).toEqual({
      'educations.0.institutionName': { key: 'required', values: { min: 1 } },
      'educations.0.startYear': { key: 'tooSmall', values: { min: 1950 } },
      'educations.0.endYear': { key: 'number' },
    });
  });
});

describe('certifications', () => {
  it('needs both texts', () => {
    expect(
      problems(listBody(student, 'certifications'), {
        certifications: [{ key: 'a', certificationName: 'SQL', certificationIssuedBy: '' }],
      }),
    ).toEqual({
      'certifications.0.certificationIssuedBy': { key: 'required', values: { min: 1 } },
    });
  });
});

describe('newSkillProblem', () => {
  it('refuses empty, too long, duplicate (any case) and one too many', () => {
    const key = (draft: string, skills: string[]) => {
      const problem = newSkillProblem(student, skills, draft, TODAY);
      return problem ? fieldMessageKey(problem) : null;
    };
    expect(key('  ', [])).toBe('required');
    expect(key('x'.repeat(61), [])).toBe('textTooLong');
    expect(key(' excel ', ['Excel'])).toBe('duplicateSkill');
    const fifty = Array.from({ length: 50 }, (_, i) => `s${i}`);
    expect(key('Figma', fifty)).toBe('tooManyEntries');
    expect(newSkillProblem(student, fifty, 'Figma', TODAY)).toMatchObject({ maximum: 50 });
    expect(key('Figma', ['Excel'])).toBeNull();
  });
});

describe('preferences', () => {
  it('allows up to ten of each and a salary up to a billion', () => {
    expect(
      problems(preferencesBody, {
        preferredRoleIds: [1],
        preferredCityIds: [],
        expectedSalary: '6.500.000',
      }),
    ).toEqual({});
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(
      problems(preferencesBody, {
        preferredRoleIds: eleven,
        preferredCityIds: eleven,
        expectedSalary: '2.000.000.000',
      }),
    ).toEqual({
      preferredRoleIds: { key: 'tooMany', values: { max: 10 } },
      preferredCityIds: { key: 'tooMany', values: { max: 10 } },
      expectedSalary: { key: 'tooBig', values: { max: 1_000_000_000 } },
    });
  });
});

describe('additional', () => {
  const form = { toefl: '', birthdate: '', gpa: { value: '', max: '4' } };

  it('passes an empty form (the GPA scale alone is the default)', () => {
    expect(problems(additionalBody, form)).toEqual({});
  });

  it('checks TOEFL, birthdate and GPA like the API', () => {
    expect(
      problems(additionalBody, {
        toefl: '700',
        birthdate: '2027-01-01',
        gpa: { value: '3,9', max: '3' },
      }),
    ).toEqual({
      toefl: { key: 'tooBig', values: { max: 677 } },
      birthdate: { key: 'birthdateOutOfRange' },
      'gpa.value': { key: 'gpaAboveMax' },
    });
    expect(problems(additionalBody, { ...form, gpa: { value: '3,5', max: '' } })).toEqual({
      'gpa.max': { key: 'required' },
    });
    expect(problems(additionalBody, { ...form, birthdate: '1899-12-31' })).toEqual({
      birthdate: { key: 'birthdateOutOfRange' },
    });
    expect(problems(additionalBody, { ...form, gpa: { value: 'A', max: '4' } })).toEqual({
      'gpa.value': { key: 'number' },
    });
  });
});
