// Spec section 4, student gate: after USER_IS_NOT_STUDENT, requests for job seeker data stop
// (they would only fail again) until the profile exists: a successful onboarding, or any
// successful job seeker request, resumes them. Per page load; a full navigation starts afresh.

const STUDENT_DATA_PREFIXES = ['/v1/job-portal/me/student', '/v1/profiles'];
/** Finishing onboarding itself: saving its progress on the way creates no profile. */
const ONBOARDING_PATH = '/v1/job-portal/onboarding';

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function createStudentGate() {
  let blocked = false;
  return {
    block(): void {
      blocked = true;
    },
    /** True for a student-data read while the gate is closed. */
    blocks(path: string, method = 'GET'): boolean {
      return blocked && method === 'GET' && startsWithAny(path, STUDENT_DATA_PREFIXES);
    },
    noteSuccess(path: string, method = 'GET'): void {
      const resumes = path === ONBOARDING_PATH || startsWithAny(path, STUDENT_DATA_PREFIXES);
      if (blocked && method !== 'GET' && resumes) blocked = false;
    },
    get isBlocked(): boolean {
      return blocked;
    },
  };
}

export const studentGate = createStudentGate();
