// Use cases of the job seeker's profile. Every one acts on the signed-in user's own profile,
// except the hidden flag by id, which checks the owner.
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { forbiddenError, type AuthUser } from '../../platform/auth-guard';
import { toPublicUser } from '../auth/public-user';
import { selectUserById, updateUserContact } from '../auth/users.queries';
import { validationError } from '../auth/auth.messages';
import type {
  OnboardingInput,
  PatchStudentInput,
  PublicUser,
  Role,
  StudentMini,
  StudentProfile,
  StudentProfileInput,
} from '@jenjang/domain';
import { studentsError } from './students.messages';
import {
  replaceStudentSections,
  selectStudentOwner,
  selectStudentSections,
  selectStudentWithUser,
  updateHiddenFromCompanies,
  updateStudentProfile,
  upsertStudentProfile,
  type StudentProfileValues,
  type StudentSections,
  type StudentWithUser,
} from './students.queries';
import { findProfileProblems } from './students.validation';
import { deleteOnboardingProgress } from './onboarding/onboarding-progress.queries';

export type StudentsDeps = {
  db: Database;
  /** Reads the spec marks read-from-secondary (the profile); the primary without a replica. */
  replica: Database;
  clock: Clock;
};

type Actor = { user: AuthUser; locale: ApiLocale };

function toMini({ student, user }: StudentWithUser): StudentMini {
  return {
    id: student.id,
    userId: student.userId,
    batch: student.batch,
    profile: { email: user.email, handphone: user.phone, name: user.name },
    careerPreference: student.careerPreference as StudentMini['careerPreference'],
    experienceLevel: student.experienceLevel,
    lastEducation: student.lastEducation,
    hiddenFromCompanies: student.hiddenFromCompanies,
  };
}

function toFull(row: StudentWithUser, sections: StudentSections): StudentProfile {
  const { student } = row;
  return {
    ...toMini(row),
    major: student.major,
    preferredRoleIds: student.preferredRoleIds,
    preferredCityIds: student.preferredCityIds,
    expectedSalary: student.expectedSalary,
    toefl: student.toefl,
    birthdate: student.birthdate,
    gpa:
      student.gpaValue !== null && student.gpaMax !== null
        ? { value: Number(student.gpaValue), max: Number(student.gpaMax) }
        : null,
    workExperiences: sections.workExperiences.map((w) => ({
      id: w.id,
      companyName: w.companyName,
      industryPreferences: w.industryPreferences,
      roleName: w.roleName,
      roleLevel: w.roleLevel,
      startDate: w.startDate,
      endDate: w.endDate,
      currentlyOccupied: w.currentlyOccupied,
    })),
    certifications: sections.certifications.map((c) => ({
      id: c.id,
      certificationName: c.certificationName,
      certificationIssuedBy: c.certificationIssuedBy,
    })),
    organizations: sections.organizations.map((o) => ({
      id: o.id,
      organizationName: o.organizationName,
      organizationPosition: o.organizationPosition,
    })),
    educations: sections.educations.map((e) => ({
      id: e.id,
      educationLevel: e.educationLevel,
      institutionName: e.institutionName,
      major: e.major,
      startYear: e.startYear,
      endYear: e.endYear,
    })),
    skills: sections.skills.map((s) => s.name),
    createdAt: student.createdAt.toISOString(),
    updatedAt: student.updatedAt.toISOString(),
  };
}

/** The profile summary that sign-in answers carry; null for users who are not students. */
export async function findStudentMini(db: Database, userId: string): Promise<StudentMini | null> {
  const row = await selectStudentWithUser(db, userId);
  return row ? toMini(row) : null;
}

/** The whole profile with its sections, or null. */
export async function findStudentFull(
  db: Database,
  userId: string,
): Promise<StudentProfile | null> {
  const row = await selectStudentWithUser(db, userId);
  return row ? toFull(row, await selectStudentSections(db, row.student.id)) : null;
}

export async function getMyStudent(deps: StudentsDeps, actor: Actor): Promise<StudentProfile> {
  const student = await findStudentFull(deps.replica, actor.user.id);
  if (!student) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
  return student;
}

export async function getMyStudentMini(deps: StudentsDeps, actor: Actor): Promise<StudentMini> {
  const student = await findStudentMini(deps.replica, actor.user.id);
  if (!student) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
  return student;
}

function gpaColumns(gpa: StudentProfileInput['gpa'] | undefined) {
  if (gpa === undefined) return {};
  return { gpaValue: gpa?.value ?? null, gpaMax: gpa?.max ?? null };
}

async function assertValid(
  deps: StudentsDeps,
  input: Parameters<typeof findProfileProblems>[1],
  locale: ApiLocale,
) {
  const problems = await findProfileProblems(deps.db, input, { locale, now: deps.clock.now() });
  if (problems.length) throw validationError(locale, problems);
}

/**
 * Onboarding creates the profile; onboarding again updates it. Students only. The saved progress
 * of onboarding goes in the same transaction.
 */
export async function completeOnboarding(
  deps: StudentsDeps,
  actor: Actor & { input: OnboardingInput },
): Promise<StudentProfile> {
  if (actor.user.role !== 'student') throw forbiddenError(actor.locale);
  await assertValid(deps, actor.input, actor.locale);
  await deps.db.transaction(async (tx) => {
    await upsertStudentProfile(tx, {
      userId: actor.user.id,
      values: actor.input,
      now: deps.clock.now(),
    });
    // Done: a later visit has nothing to resume (the web sends a finished user onward).
    await deleteOnboardingProgress(tx, actor.user.id);
  });
  return requireFull(deps.db, actor);
}

async function requireFull(db: Database, actor: Actor): Promise<StudentProfile> {
  const student = await findStudentFull(db, actor.user.id);
  if (!student) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
  return student;
}

export async function updateMyStudent(
  deps: StudentsDeps,
  actor: Actor & { input: PatchStudentInput },
): Promise<StudentProfile> {
  const { name, handphone, gpa, ...scalars } = actor.input;
  await assertValid(deps, actor.input, actor.locale);
  const now = deps.clock.now();
  const values: Partial<StudentProfileValues> = { ...scalars, ...gpaColumns(gpa) };
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateStudentProfile(tx, { userId: actor.user.id, values, now });
    if (row) await updateUserContact(tx, { userId: actor.user.id, name, phone: handphone, now });
    return row;
  });
  if (!updated) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
  return requireFull(deps.db, actor);
}

/** Replaces the whole profile (every section) in one transaction. Students only. */
export async function replaceMyStudentProfile(
  deps: StudentsDeps,
  actor: Actor & { input: StudentProfileInput },
): Promise<StudentProfile> {
  if (actor.user.role !== 'student') throw forbiddenError(actor.locale);
  await assertValid(deps, actor.input, actor.locale);
  const { workExperiences, certifications, organizations, educations, skills, gpa, ...scalars } =
    actor.input;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const student = await upsertStudentProfile(tx, {
      userId: actor.user.id,
      values: { ...scalars, ...gpaColumns(gpa) },
      now,
    });
    await replaceStudentSections(tx, student.id, {
      workExperiences,
      certifications,
      organizations,
      educations,
      skills,
    });
  });
  return requireFull(deps.db, actor);
}

/** Every profile of the signed-in user: for now the student profile, null for other roles. */
export async function getMyProfiles(
  deps: StudentsDeps,
  actor: Actor,
): Promise<{ user: PublicUser; role: Role; student: StudentProfile | null }> {
  const user = await selectUserById(deps.db, actor.user.id);
  if (!user) throw studentsError('NOT_FOUND', actor.locale);
  return {
    user: toPublicUser(user),
    role: actor.user.role,
    student: await findStudentFull(deps.replica, actor.user.id),
  };
}

/** Only the owner of the profile may hide it from companies or show it again. */
export async function setHiddenFromCompanies(
  deps: StudentsDeps,
  actor: Actor & { studentId: string; hidden: boolean },
): Promise<{ id: string; hiddenFromCompanies: boolean }> {
  const owner = await selectStudentOwner(deps.db, actor.studentId);
  if (!owner) throw studentsError('NOT_FOUND', actor.locale);
  if (owner.userId !== actor.user.id) throw forbiddenError(actor.locale);
  await updateHiddenFromCompanies(deps.db, {
    studentId: actor.studentId,
    hidden: actor.hidden,
    now: deps.clock.now(),
  });
  return { id: actor.studentId, hiddenFromCompanies: actor.hidden };
}
