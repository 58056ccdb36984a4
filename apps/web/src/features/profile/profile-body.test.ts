import type { StudentProfile } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import {
  decimalText,
  educationDraftOf,
  educationEntryOf,
  emptyWorkDraft,
  optionalText,
  parseDecimal,
  parseWholeNumber,
  profileBodyWith,
  sortWorkExperiences,
  toProfileBody,
  workDraftOf,
  workEntryOf,
} from './profile-body';

const student: StudentProfile = {
  id: 's1',
  userId: 'u1',
  batch: '2021',
  profile: { email: 'siswa@jenjang.test', handphone: null, name: 'Siswa' },
  careerPreference: 'openOpportunity',
  experienceLevel: 5,
  lastEducation: 4,
  hiddenFromCompanies: false,
  major: 'Informatika',
  preferredRoleIds: [3, 1],
  preferredCityIds: [49180],
  expectedSalary: 7_000_000,
  toefl: 550,
  birthdate: '2001-08-17',
  gpa: { value: 3.45, max: 4 },
  workExperiences: [
    {
      id: 'w1',
      companyName: 'PT Maju',
      industryPreferences: [2],
      roleName: 'Analis',
      roleLevel: null,
      startDate: '2022-01-10',
      endDate: '2023-02-01',
      currentlyOccupied: false,
    },
  ],
  certifications: [{ id: 'c1', certificationName: 'SQL', certificationIssuedBy: 'Dicoding' }],
  organizations: [{ id: 'o1', organizationName: 'BEM', organizationPosition: 'Ketua' }],
  educations: [
    {
      id: 'e1',
      educationLevel: 4,
      institutionName: 'UI',
      major: null,
      startYear: 2019,
      endYear: 2023,
    },
  ],
  skills: ['Excel'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('toProfileBody', () => {
  it('keeps every stored value and drops the entry ids and read-only fields', () => {
    const body = toProfileBody(student);
    expect(body).toEqual({
      batch: '2021',
      careerPreference: 'openOpportunity',
      experienceLevel: 5,
      lastEducation: 4,
      major: 'Informatika',
      preferredRoleIds: [3, 1],
      preferredCityIds: [49180],
      expectedSalary: 7_000_000,
      toefl: 550,
      birthdate: '2001-08-17',
      gpa: { value: 3.45, max: 4 },
      workExperiences: [
        {
          companyName: 'PT Maju',
          industryPreferences: [2],
          roleName: 'Analis',
          roleLevel: null,
          startDate: '2022-01-10',
          endDate: '2023-02-01',
          currentlyOccupied: false,
        },
      ],
      certifications: [{ certificationName: 'SQL', certificationIssuedBy: 'Dicoding' }],
      organizations: [{ organizationName: 'BEM', organizationPosition: 'Ketua' }],
      educations: [
        { educationLevel: 4, institutionName: 'UI', major: null, startYear: 2019, endYear: 2023 },
      ],
      skills: ['Excel'],
    });
  });

  it('does not share arrays with the student it came from', () => {
    const body = toProfileBody(student);
    body.skills.push('Word');
    body.preferredRoleIds.push(9);
    expect(student.skills).toEqual(['Excel']);
    expect(student.preferredRoleIds).toEqual([3, 1]);
  });
});

describe('profileBodyWith', () => {
  it('swaps one section and keeps the rest as stored', () => {
    const body = profileBodyWith(student, { skills: ['Figma'] });
    expect(body.skills).toEqual(['Figma']);
    expect(body.certifications).toHaveLength(1);
    expect(body.batch).toBe('2021');
  });
});

describe('work drafts', () => {
  it('round-trip a stored entry', () => {
    const entry = student.workExperiences[0]!;
    const { id: _id, ...withoutId } = entry;
    expect(workEntryOf(workDraftOf(entry))).toEqual(withoutId);
  });

  it('trim texts, turn an empty level into null and drop the end date of a current job', () => {
    const draft = {
      ...emptyWorkDraft('k'),
      companyName: '  PT Baru ',
      roleName: ' Staf ',
      roleLevel: '   ',
      startDate: '2024-05-01',
      endDate: '2024-06-01',
      currentlyOccupied: true,
    };
    expect(workEntryOf(draft)).toEqual({
      companyName: 'PT Baru',
      roleName: 'Staf',
      roleLevel: null,
      industryPreferences: [],
      startDate: '2024-05-01',
      endDate: null,
      currentlyOccupied: true,
    });
  });

  it('sort current jobs first, then newest first', () => {
    const make = (startDate: string, currentlyOccupied = false) => ({
      ...workEntryOf({ ...emptyWorkDraft('k'), startDate, endDate: '2025-01-01' }),
      currentlyOccupied,
    });
    const sorted = sortWorkExperiences([
      make('2019-01-01'),
      make('2023-01-01'),
      make('2018-01-01', true),
    ]);
    expect(sorted.map((w) => w.startDate)).toEqual(['2018-01-01', '2023-01-01', '2019-01-01']);
  });
});

describe('education drafts', () => {
  it('turn years into numbers and empties into null', () => {
    const draft = { ...educationDraftOf(student.educations[0]!), endYear: '', major: ' Hukum ' };
    expect(educationEntryOf(draft)).toEqual({
      educationLevel: 4,
      institutionName: 'UI',
      major: 'Hukum',
      startYear: 2019,
      endYear: null,
    });
  });
});

describe('number inputs', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['6500000', 6_500_000],
    ['6.500.000', 6_500_000],
    ['Rp 6.500.000', 6_500_000],
    ['rp6,500,000', 6_500_000],
    ['6 500 000', 6_500_000],
  ])('whole number %j → %j', (text, value) => {
    expect(parseWholeNumber(text)).toEqual({ ok: true, value });
  });

  it.each(['abc', '-5', '1e6', '6.5jt'])('refuses %j as a whole number', (text) => {
    expect(parseWholeNumber(text).ok).toBe(false);
  });

  it.each([
    ['3,45', 3.45],
    ['3.45', 3.45],
    ['4', 4],
    ['', null],
  ])('decimal %j → %j', (text, value) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value });
  });

  it.each(['3,456', 'tiga', '3,4,5', '-1'])('refuses %j as a decimal', (text) => {
    expect(parseDecimal(text).ok).toBe(false);
  });

  it('writes decimals the way each language types them', () => {
    expect(decimalText(3.45, 'idn')).toBe('3,45');
    expect(decimalText(3.45, 'en')).toBe('3.45');
    expect(decimalText(null, 'idn')).toBe('');
  });

  it('treats blank text as absent', () => {
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' a ')).toBe('a');
  });
});
