// Form state ↔ API bodies of the profile page. Forms hold what people type (strings); the API
// takes trimmed text, null for empty optional fields and numbers. PUT /v1/profiles/student
// replaces the whole profile, so a list section is saved as the current profile with that one
// list swapped in.
import {
  type CertificationEntry,
  type EducationEntry,
  formatDecimal,
  type OrganizationEntry,
  type StudentProfile,
  type WorkExperienceEntry,
} from '@jenjang/domain';

type WithoutId<T> = Omit<T, 'id'>;

export type StudentProfileBody = {
  batch: string | null;
  careerPreference: StudentProfile['careerPreference'];
  experienceLevel: number;
  lastEducation: number;
  major: string | null;
  preferredRoleIds: number[];
  preferredCityIds: number[];
  expectedSalary: number | null;
  toefl: number | null;
  birthdate: string | null;
  gpa: { value: number; max: number } | null;
  workExperiences: WithoutId<WorkExperienceEntry>[];
  certifications: WithoutId<CertificationEntry>[];
  organizations: WithoutId<OrganizationEntry>[];
  educations: WithoutId<EducationEntry>[];
  skills: string[];
};

export type ListSection = 'workExperiences' | 'certifications' | 'organizations' | 'educations';

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T): WithoutId<T> => rest;

/** The PUT body that stores the profile exactly as it is now. */
export function toProfileBody(student: StudentProfile): StudentProfileBody {
  return {
    batch: student.batch,
    careerPreference: student.careerPreference,
    experienceLevel: student.experienceLevel,
    lastEducation: student.lastEducation,
    major: student.major,
    preferredRoleIds: [...student.preferredRoleIds],
    preferredCityIds: [...student.preferredCityIds],
    expectedSalary: student.expectedSalary,
    toefl: student.toefl,
    birthdate: student.birthdate,
    gpa: student.gpa ? { ...student.gpa } : null,
    workExperiences: student.workExperiences.map(withoutId),
    certifications: student.certifications.map(withoutId),
    organizations: student.organizations.map(withoutId),
    educations: student.educations.map(withoutId),
    skills: [...student.skills],
  };
}

/** The current profile with one part replaced: what a section's form saves. */
export function profileBodyWith(
  student: StudentProfile,
  changes: Partial<StudentProfileBody>,
): StudentProfileBody {
  return { ...toProfileBody(student), ...changes };
}

/** '' (or only spaces) → null, anything else trimmed. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export type ParsedNumber = { ok: true; value: number | null } | { ok: false };

/**
 * A whole number as people type it here: 'Rp 6.500.000', '6,500,000' and '6 500 000' are all
 * 6500000 (Rupiah has no decimals, so dots and commas can only group thousands). Empty → null.
 */
export function parseWholeNumber(text: string): ParsedNumber {
  const compact = text.replace(/^\s*rp\.?/i, '').replace(/[\s.,]/g, '');
  if (compact === '') return { ok: true, value: null };
  if (!/^\d+$/.test(compact) || compact.length > 15) return { ok: false };
  return { ok: true, value: Number(compact) };
}

/** A decimal with a comma or a dot ('3,45' or '3.45'); empty → null. */
export function parseDecimal(text: string): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(trimmed)) return { ok: false };
  return { ok: true, value: Number(trimmed.replace(',', '.')) };
}

/**
 * A number field's text as the body's value: null when empty, NaN when it cannot be read (the
 * contract then asks for a number, the same words the API would use).
 */
export function numberOf(text: string, kind: 'whole' | 'decimal'): number | null {
  const parsed = kind === 'whole' ? parseWholeNumber(text) : parseDecimal(text);
  return parsed.ok ? parsed.value : Number.NaN;
}

/**
 * The GPA fields as the body's `gpa`: nothing without a GPA (a scale alone is just the form's
 * default); a GPA without its scale leaves the scale missing, which the contract asks for.
 */
export function gpaOf(gpa: { value: string; max: string }): { value: number; max?: number } | null {
  if (gpa.value.trim() === '') return null;
  const max = numberOf(gpa.max, 'decimal');
  return { value: numberOf(gpa.value, 'decimal') ?? Number.NaN, ...(max === null ? {} : { max }) };
}

/** A number for an input: 3.45 → '3,45' in Indonesian, '3.45' in English; null → ''. */
export function decimalText(value: number | null, locale: 'idn' | 'en'): string {
  return value === null ? '' : formatDecimal(value, locale, 2);
}

// Drafts: one per entry being edited. `key` keeps React's list identity while people add and
// remove entries; it is the stored id for existing entries.

export type WorkDraft = {
  key: string;
  companyName: string;
  roleName: string;
  roleLevel: string;
  industryPreferences: number[];
  startDate: string;
  endDate: string;
  currentlyOccupied: boolean;
};

export type EducationDraft = {
  key: string;
  educationLevel: string;
  institutionName: string;
  major: string;
  startYear: string;
  endYear: string;
};

export type CertificationDraft = {
  key: string;
  certificationName: string;
  certificationIssuedBy: string;
};

export type OrganizationDraft = {
  key: string;
  organizationName: string;
  organizationPosition: string;
};

export function workDraftOf(entry: WorkExperienceEntry): WorkDraft {
  return {
    key: entry.id,
    companyName: entry.companyName,
    roleName: entry.roleName,
    roleLevel: entry.roleLevel ?? '',
    industryPreferences: [...entry.industryPreferences],
    startDate: entry.startDate,
    endDate: entry.endDate ?? '',
    currentlyOccupied: entry.currentlyOccupied,
  };
}

export function emptyWorkDraft(key: string): WorkDraft {
  return {
    key,
    companyName: '',
    roleName: '',
    roleLevel: '',
    industryPreferences: [],
    startDate: '',
    endDate: '',
    currentlyOccupied: false,
  };
}

export function workEntryOf(draft: WorkDraft): WithoutId<WorkExperienceEntry> {
  return {
    companyName: draft.companyName.trim(),
    roleName: draft.roleName.trim(),
    roleLevel: optionalText(draft.roleLevel),
    industryPreferences: [...draft.industryPreferences],
    startDate: draft.startDate,
    // A current job has no end date, whatever the hidden field still holds.
    endDate: draft.currentlyOccupied ? null : optionalText(draft.endDate),
    currentlyOccupied: draft.currentlyOccupied,
  };
}

export function educationDraftOf(entry: EducationEntry): EducationDraft {
  return {
    key: entry.id,
    educationLevel: String(entry.educationLevel),
    institutionName: entry.institutionName,
    major: entry.major ?? '',
    startYear: entry.startYear === null ? '' : String(entry.startYear),
    endYear: entry.endYear === null ? '' : String(entry.endYear),
  };
}

export function emptyEducationDraft(key: string, educationLevel = 4): EducationDraft {
  return {
    key,
    educationLevel: String(educationLevel),
    institutionName: '',
    major: '',
    startYear: '',
    endYear: '',
  };
}

/** Years that cannot be read become NaN, which the contract refuses with a message. */
export function educationEntryOf(draft: EducationDraft): WithoutId<EducationEntry> {
  return {
    educationLevel: Number(draft.educationLevel),
    institutionName: draft.institutionName.trim(),
    major: optionalText(draft.major),
    startYear: numberOf(draft.startYear, 'whole'),
    endYear: numberOf(draft.endYear, 'whole'),
  };
}

export const certificationDraftOf = (entry: CertificationEntry): CertificationDraft => ({
  key: entry.id,
  certificationName: entry.certificationName,
  certificationIssuedBy: entry.certificationIssuedBy,
});

export const certificationEntryOf = (draft: CertificationDraft): WithoutId<CertificationEntry> => ({
  certificationName: draft.certificationName.trim(),
  certificationIssuedBy: draft.certificationIssuedBy.trim(),
});

export const organizationDraftOf = (entry: OrganizationEntry): OrganizationDraft => ({
  key: entry.id,
  organizationName: entry.organizationName,
  organizationPosition: entry.organizationPosition,
});

export const organizationEntryOf = (draft: OrganizationDraft): WithoutId<OrganizationEntry> => ({
  organizationName: draft.organizationName.trim(),
  organizationPosition: draft.organizationPosition.trim(),
});

/** Newest first, current jobs on top: how people read a CV. */
export function sortWorkExperiences<T extends WithoutId<WorkExperienceEntry>>(entries: T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.currentlyOccupied !== b.currentlyOccupied) return a.currentlyOccupied ? -1 : 1;
    return b.startDate.localeCompare(a.startDate);
  });
}
