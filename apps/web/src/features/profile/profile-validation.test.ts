import { describe, expect, it } from 'vitest';
import { emptyEducationDraft, emptyWorkDraft } from './profile-body';
import {
  isIsoDate,
  validateAdditional,
  validateCertificationDrafts,
  validateEducationDrafts,
  validateIdentity,
  validateNewSkill,
  validatePreferences,
  validateWorkDrafts,
} from './profile-validation';

const TODAY = '2026-11-21';

const job = (change: Partial<ReturnType<typeof emptyWorkDraft>> = {}) => ({
  ...emptyWorkDraft('k'),
  companyName: 'PT Maju',
  roleName: 'Analis',
  startDate: '2024-01-01',
  endDate: '2025-01-01',
  ...change,
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('17/08/2024')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('validateIdentity', () => {
  it('passes a good identity', () => {
    expect(validateIdentity({ name: 'Siti', handphone: '+62 812-3456', batch: '' })).toEqual({});
  });

  it('mirrors the API: name 2-100, phone pattern, batch at most 32', () => {
    expect(validateIdentity({ name: ' S ', handphone: '08ab', batch: 'x'.repeat(33) })).toEqual({
      name: { key: 'tooShort', values: { min: 2 } },
      handphone: { key: 'invalidPhone' },
      batch: { key: 'tooLong', values: { max: 32 } },
    });
    expect(validateIdentity({ name: '', handphone: '', batch: '' })).toEqual({
      name: { key: 'required' },
    });
  });
});

describe('validateWorkDrafts', () => {
  it('passes finished and current jobs', () => {
    expect(
      validateWorkDrafts([job(), job({ currentlyOccupied: true, endDate: '' })], TODAY),
    ).toEqual({});
  });

  it('names the field of each problem by its API path', () => {
    const errors = validateWorkDrafts(
      [
        job({ companyName: ' ', endDate: '' }),
        job({ roleName: 'x'.repeat(121), startDate: '2025-02-01', endDate: '2025-01-01' }),
        job({ startDate: '2027-01-01', currentlyOccupied: true }),
      ],
      TODAY,
    );
    expect(errors).toEqual({
      'workExperiences.0.companyName': { key: 'required' },
      'workExperiences.0.endDate': { key: 'endDateRequired' },
      'workExperiences.1.roleName': { key: 'tooLong', values: { max: 120 } },
      'workExperiences.1.endDate': { key: 'endBeforeStart' },
      'workExperiences.2.startDate': { key: 'startInFuture' },
    });
  });

  it('refuses more entries than the API keeps', () => {
    const many = Array.from({ length: 31 }, () => job());
    expect(validateWorkDrafts(many, TODAY).workExperiences).toEqual({
      key: 'tooManyEntries',
      values: { max: 30 },
    });
  });
});

describe('validateEducationDrafts', () => {
  it('checks the institution and the years', () => {
    const errors = validateEducationDrafts([
      { ...emptyEducationDraft('a'), institutionName: 'UI', startYear: '2020', endYear: '2019' },
      { ...emptyEducationDraft('b'), startYear: '1900', endYear: 'dua' },
    ]);
    expect(errors).toEqual({
      'educations.0.endYear': { key: 'endBeforeStart' },
      'educations.1.institutionName': { key: 'required' },
      'educations.1.startYear': { key: 'outOfRange', values: { min: 1950, max: 2100 } },
      'educations.1.endYear': { key: 'wholeNumber' },
    });
  });
});

describe('validateCertificationDrafts', () => {
  it('needs both texts', () => {
    expect(
      validateCertificationDrafts([
        { key: 'a', certificationName: 'SQL', certificationIssuedBy: '' },
      ]),
    ).toEqual({ 'certifications.0.certificationIssuedBy': { key: 'required' } });
  });
});

describe('validateNewSkill', () => {
  it('refuses empty, too long, duplicate (any case) and one too many', () => {
    expect(validateNewSkill('  ', [])).toEqual({ key: 'required' });
    expect(validateNewSkill('x'.repeat(61), [])).toEqual({ key: 'tooLong', values: { max: 60 } });
    expect(validateNewSkill(' excel ', ['Excel'])).toEqual({ key: 'duplicateSkill' });
    const fifty = Array.from({ length: 50 }, (_, i) => `s${i}`);
    expect(validateNewSkill('Figma', fifty)).toEqual({ key: 'tooMany', values: { max: 50 } });
    expect(validateNewSkill('Figma', ['Excel'])).toBeNull();
  });
});

describe('validatePreferences', () => {
  it('allows up to ten of each and a salary up to a billion', () => {
    expect(validatePreferences({ roleIds: [1], cityIds: [], salary: '6.500.000' })).toEqual({});
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(
      validatePreferences({ roleIds: eleven, cityIds: eleven, salary: '2.000.000.000' }),
    ).toEqual({
      preferredRoleIds: { key: 'tooMany', values: { max: 10 } },
      preferredCityIds: { key: 'tooMany', values: { max: 10 } },
      expectedSalary: { key: 'outOfRange', values: { min: 0, max: 1_000_000_000 } },
    });
  });
});

describe('validateAdditional', () => {
  const form = { toefl: '', birthdate: '', gpaValue: '', gpaMax: '4' };

  it('passes an empty form (the GPA scale alone is the default)', () => {
    expect(validateAdditional(form, TODAY)).toEqual({});
  });

  it('checks TOEFL, birthdate and GPA like the API', () => {
    expect(
      validateAdditional(
        { toefl: '700', birthdate: '2027-01-01', gpaValue: '3,9', gpaMax: '3' },
        TODAY,
      ),
    ).toEqual({
      toefl: { key: 'outOfRange', values: { min: 0, max: 677 } },
      birthdate: { key: 'birthdateOutOfRange' },
      'gpa.value': { key: 'gpaAboveMax' },
    });
    expect(validateAdditional({ ...form, gpaValue: '3,5', gpaMax: '' }, TODAY)).toEqual({
      'gpa.max': { key: 'required' },
    });
    expect(validateAdditional({ ...form, birthdate: '1899-12-31' }, TODAY)).toEqual({
      birthdate: { key: 'birthdateOutOfRange' },
    });
    expect(validateAdditional({ ...form, gpaValue: 'A' }, TODAY)).toEqual({
      'gpa.value': { key: 'number' },
    });
  });
});
