// Inline checks of the profile forms. They mirror the API's rules (its zod contracts and
// students.validation.ts) so people see a problem beside the field before sending; the API
// still checks everything and its field details are shown the same way.
import { PROFILE_LIMITS as LIMITS, PROFILE_PHONE_PATTERN } from '@jenjang/domain';
import {
  parseDecimal,
  parseWholeNumber,
  type CertificationDraft,
  type EducationDraft,
  type OrganizationDraft,
  type WorkDraft,
} from './profile-body';

/** Keys of `profile.profilePage.errors`. */
export type ErrorKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'invalidDate'
  | 'endDateRequired'
  | 'endBeforeStart'
  | 'startInFuture'
  | 'wholeNumber'
  | 'number'
  | 'outOfRange'
  | 'gpaAboveMax'
  | 'birthdateOutOfRange'
  | 'duplicateSkill'
  | 'tooMany'
  | 'tooManyEntries'
  | 'invalidPhone';

export type FieldError = { key: ErrorKey; values?: Record<string, number | string> };
/** Problems by field path, the API's way: 'workExperiences.0.endDate'. */
export type FieldErrors = Record<string, FieldError>;

function checkText(
  errors: FieldErrors,
  field: string,
  text: string,
  options: { required: boolean; max: number; min?: number },
): void {
  const length = [...text.trim()].length;
  if (length === 0) {
    if (options.required) errors[field] = { key: 'required' };
  } else if (options.min !== undefined && length < options.min) {
    errors[field] = { key: 'tooShort', values: { min: options.min } };
  } else if (length > options.max) {
    errors[field] = { key: 'tooLong', values: { max: options.max } };
  }
}

/** A real calendar date in YYYY-MM-DD (what date inputs give). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function checkWholeNumber(
  errors: FieldErrors,
  field: string,
  text: string,
  range: { min: number; max: number },
): number | null {
  const parsed = parseWholeNumber(text);
  if (!parsed.ok) {
    errors[field] = { key: 'wholeNumber' };
    return null;
  }
  if (parsed.value !== null && (parsed.value < range.min || parsed.value > range.max)) {
    errors[field] = { key: 'outOfRange', values: range };
    return null;
  }
  return parsed.value;
}

function checkCount(errors: FieldErrors, field: string, count: number, max: number): void {
  if (count > max) errors[field] = { key: 'tooManyEntries', values: { max } };
}

export function validateIdentity(form: { name: string; handphone: string; batch: string }) {
  const errors: FieldErrors = {};
  checkText(errors, 'name', form.name, {
    required: true,
    min: LIMITS.nameMin,
    max: LIMITS.nameMax,
  });
  const phone = form.handphone.trim();
  if (phone !== '' && !PROFILE_PHONE_PATTERN.test(phone)) {
    errors.handphone = { key: 'invalidPhone' };
  }
  checkText(errors, 'batch', form.batch, { required: false, max: LIMITS.batch });
  return errors;
}

export function validateExperience(form: { major: string }) {
  const errors: FieldErrors = {};
  checkText(errors, 'major', form.major, { required: false, max: LIMITS.shortText });
  return errors;
}

/** `today` is the date in Jakarta (YYYY-MM-DD): a job cannot have started tomorrow. */
export function validateWorkDrafts(drafts: WorkDraft[], today: string): FieldErrors {
  const errors: FieldErrors = {};
  checkCount(errors, 'workExperiences', drafts.length, LIMITS.listEntries);
  drafts.forEach((draft, index) => {
    const at = `workExperiences.${index}`;
    checkText(errors, `${at}.companyName`, draft.companyName, {
      required: true,
      max: LIMITS.shortText,
    });
    checkText(errors, `${at}.roleName`, draft.roleName, { required: true, max: LIMITS.shortText });
    checkText(errors, `${at}.roleLevel`, draft.roleLevel, {
      required: false,
      max: LIMITS.roleLevel,
    });
    if (draft.industryIds.length > LIMITS.industriesPerJob) {
      errors[`${at}.industryPreferences`] = {
        key: 'tooMany',
        values: { max: LIMITS.industriesPerJob },
      };
    }
    const startValid = isIsoDate(draft.startDate);
    if (draft.startDate === '') errors[`${at}.startDate`] = { key: 'required' };
    else if (!startValid) errors[`${at}.startDate`] = { key: 'invalidDate' };
    else if (draft.startDate > today) errors[`${at}.startDate`] = { key: 'startInFuture' };
    if (draft.currentlyOccupied) return;
    if (draft.endDate === '') errors[`${at}.endDate`] = { key: 'endDateRequired' };
    else if (!isIsoDate(draft.endDate)) errors[`${at}.endDate`] = { key: 'invalidDate' };
    else if (startValid && draft.endDate < draft.startDate) {
      errors[`${at}.endDate`] = { key: 'endBeforeStart' };
    }
  });
  return errors;
}

export function validateEducationDrafts(drafts: EducationDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  checkCount(errors, 'educations', drafts.length, LIMITS.educations);
  const years = { min: LIMITS.yearMin, max: LIMITS.yearMax };
  drafts.forEach((draft, index) => {
    const at = `educations.${index}`;
    checkText(errors, `${at}.institutionName`, draft.institutionName, {
      required: true,
      max: LIMITS.shortText,
    });
    checkText(errors, `${at}.major`, draft.major, { required: false, max: LIMITS.shortText });
    const start = checkWholeNumber(errors, `${at}.startYear`, draft.startYear, years);
    const end = checkWholeNumber(errors, `${at}.endYear`, draft.endYear, years);
    if (start !== null && end !== null && end < start) {
      errors[`${at}.endYear`] = { key: 'endBeforeStart' };
    }
  });
  return errors;
}

export function validateCertificationDrafts(drafts: CertificationDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  checkCount(errors, 'certifications', drafts.length, LIMITS.listEntries);
  drafts.forEach((draft, index) => {
    const at = `certifications.${index}`;
    const rule = { required: true, max: LIMITS.shortText };
    checkText(errors, `${at}.certificationName`, draft.certificationName, rule);
    checkText(errors, `${at}.certificationIssuedBy`, draft.certificationIssuedBy, rule);
  });
  return errors;
}

export function validateOrganizationDrafts(drafts: OrganizationDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  checkCount(errors, 'organizations', drafts.length, LIMITS.listEntries);
  drafts.forEach((draft, index) => {
    const at = `organizations.${index}`;
    const rule = { required: true, max: LIMITS.shortText };
    checkText(errors, `${at}.organizationName`, draft.organizationName, rule);
    checkText(errors, `${at}.organizationPosition`, draft.organizationPosition, rule);
  });
  return errors;
}

/** A skill about to be added to `existing` (compared without case, like the API). */
export function validateNewSkill(skill: string, existing: readonly string[]): FieldError | null {
  const trimmed = skill.trim();
  if (trimmed === '') return { key: 'required' };
  if ([...trimmed].length > LIMITS.skill) return { key: 'tooLong', values: { max: LIMITS.skill } };
  if (existing.some((s) => s.toLowerCase() === trimmed.toLowerCase())) {
    return { key: 'duplicateSkill' };
  }
  if (existing.length >= LIMITS.skills) return { key: 'tooMany', values: { max: LIMITS.skills } };
  return null;
}

export function validatePreferences(form: {
  roleIds: readonly number[];
  cityIds: readonly number[];
  salary: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  const max = LIMITS.preferredIds;
  if (form.roleIds.length > max) errors.preferredRoleIds = { key: 'tooMany', values: { max } };
  if (form.cityIds.length > max) errors.preferredCityIds = { key: 'tooMany', values: { max } };
  checkWholeNumber(errors, 'expectedSalary', form.salary, { min: 0, max: LIMITS.salaryMax });
  return errors;
}

export function validateAdditional(
  form: { toefl: string; birthdate: string; gpaValue: string; gpaMax: string },
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  checkWholeNumber(errors, 'toefl', form.toefl, { min: 0, max: LIMITS.toeflMax });
  if (form.birthdate !== '') {
    if (!isIsoDate(form.birthdate)) errors.birthdate = { key: 'invalidDate' };
    else if (form.birthdate > today || form.birthdate < LIMITS.earliestBirthdate) {
      errors.birthdate = { key: 'birthdateOutOfRange' };
    }
  }
  const value = parseDecimal(form.gpaValue);
  const max = parseDecimal(form.gpaMax);
  if (!value.ok) errors['gpa.value'] = { key: 'number' };
  if (!max.ok) errors['gpa.max'] = { key: 'number' };
  if (value.ok && max.ok) {
    // A GPA without its scale means nothing; a scale without a GPA is just the form's default.
    if (value.value !== null && max.value === null) errors['gpa.max'] = { key: 'required' };
    if (max.value !== null && (max.value <= 0 || max.value > LIMITS.gpaMax)) {
      errors['gpa.max'] = { key: 'outOfRange', values: { min: 1, max: LIMITS.gpaMax } };
    } else if (value.value !== null && max.value !== null && value.value > max.value) {
      errors['gpa.value'] = { key: 'gpaAboveMax' };
    }
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
