// Personal data (UU PDP, Law 27/2022): a user can download everything we hold about them and
// delete their account with all of it.
import type { AuthUser } from '../../platform/auth-guard';
import { unauthorizedError } from '../../platform/auth-guard';
import type { ApiLocale } from '../../platform/locale';
import { verifyAgainstDummyHash, verifyPassword } from '../../platform/passwords';
import { deleteDevMailsTo } from '../mail/mail.queries';
import { deleteUserActivities, selectUserActivities } from '../students/student-activities.queries';
import { findStudentFull } from '../students/students.service';
import { lockStudentOfUser, selectCvOfUser } from '../students/cv/cv.queries';
import { selectAllReviewsOfUser, selectPendingReviewFiles } from '../cv-review/cv-review.queries';
import { toReviewSummary } from '../cv-review/cv-review.view';
import { toStudentCv } from '../students/cv/cv.service';
import { getMyOnboardingProgress } from '../students/onboarding/onboarding-progress.service';
import type { AuthDeps } from './auth.deps';
import { authError } from './auth.messages';
import { selectUserIdentities } from './identities.queries';
import { isRecentSignIn } from './passwords.service';
import {
  deleteSavedJobsOfUser,
  deleteUserRow,
  selectSavedJobsOfUser,
} from './personal-data.queries';
import { selectUserSessions } from './sessions.queries';
import { selectUserById } from './users.queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function exportUserData(
  deps: AuthDeps,
  input: { user: AuthUser; locale: ApiLocale },
): Promise<Record<string, unknown>> {
  const user = await selectUserById(deps.db, input.user.id);
  if (!user) throw unauthorizedError(input.locale);
  const sessions = await selectUserSessions(deps.db, user.id);
  const identities = await selectUserIdentities(deps.db, user.id);
  const activities = await selectUserActivities(deps.db, user.id);
  const savedJobs = await selectSavedJobsOfUser(deps.db, user.id);
  const cv = await selectCvOfUser(deps.db, user.id);
  const cvReviews = await selectAllReviewsOfUser(deps.db, user.id);
  return {
    exportedAt: deps.clock.now().toISOString(),
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      handphone: user.phone,
      role: user.role,
      status: user.status,
      hasPassword: user.passwordHash !== null,
      passwordChangedAt: iso(user.passwordChangedAt),
      lastSignInAt: iso(user.lastSignInAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    identities: identities.map((identity) => ({
      ...identity,
      createdAt: iso(identity.createdAt),
      lastUsedAt: iso(identity.lastUsedAt),
    })),
    sessions: sessions.map((session) => ({
      ...session,
      createdAt: iso(session.createdAt),
      lastUsedAt: iso(session.lastUsedAt),
      expiresAt: iso(session.expiresAt),
      revokedAt: iso(session.revokedAt),
    })),
    studentProfile: await findStudentFull(deps.db, user.id),
    // Unfinished onboarding answers (deleted once onboarding is done, and with the account).
    onboardingProgress:
      input.user.role === 'student' ? await getMyOnboardingProgress(deps, input) : null,
    // The metadata; the file itself is downloaded from GET /v1/job-portal/me/student/cv/file.
    cv: cv ? toStudentCv(cv) : null,
    activities: activities.map((activity) => ({ ...activity, createdAt: iso(activity.createdAt) })),
    savedJobs: savedJobs.map((saved) => ({ ...saved, savedAt: iso(saved.savedAt) })),
    // CV analyses as stored: the summary and the whole analysis (what the unlock would show).
    cvReviews: cvReviews.map((row) => ({ ...toReviewSummary(row), analysis: row.result })),
  };
}

/**
 * Deletes the account and every row of its data in one transaction. Needs the current password,
 * or (for accounts without one) a sign-in within the last minutes.
 */
export async function deleteUserAccount(
  deps: AuthDeps,
  input: { user: AuthUser; password?: string | undefined; locale: ApiLocale },
): Promise<{ deleted: true }> {
  const { locale } = input;
  const user = await selectUserById(deps.db, input.user.id);
  if (!user) throw unauthorizedError(locale);
  if (input.password !== undefined) {
    const valid = user.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummyHash(input.password);
    if (!valid) throw authError('INVALID_CREDENTIALS', locale);
  } else if (!isRecentSignIn(input.user, deps.clock.now())) {
    throw authError('REAUTHENTICATION_REQUIRED', locale);
  }
  const { cv, reviewFiles } = await deps.db.transaction(async (tx) => {
    // Locked first so that an upload running now either lands before (and is seen here) or fails.
    await lockStudentOfUser(tx, user.id);
    const cvRow = await selectCvOfUser(tx, user.id);
    const pendingReviewFiles = await selectPendingReviewFiles(tx, user.id);
    await deleteSavedJobsOfUser(tx, user.id);
    await deleteUserActivities(tx, user.id);
    await deleteDevMailsTo(tx, user.email);
    await deleteUserRow(tx, user.id); // the CV row goes with the student profile (cascade)
    return { cv: cvRow, reviewFiles: pendingReviewFiles };
  });
  // After the commit: a failed delete must not bring the rows back, and the file is unreachable.
  if (cv) await deps.fileStorage.delete(cv.storageKey);
  for (const key of reviewFiles) await deps.fileStorage.delete(key); // CVs awaiting analysis
  return { deleted: true };
}
