// A job saved while signed out (issue 22): the bookmark sends a guest to sign in (or up) with
// `saveJob=<job id>` beside `returnUrl`. The account page checks the id on the server (the job
// must exist, loadPendingSave) and says what will be saved; when the account call has signed the
// person in, the save is sent before the browser leaves, and its outcome is kept for one page
// view in this tab, so the page the person lands on says whether the job was saved.
import { USER_STORAGE_PREFIX } from '@/lib/auth/stored-state';

export const SAVE_JOB_PARAM = 'saveJob';

/** What the account page found for `saveJob`: a job that exists, with the words to name it. */
export type PendingSave = { jobId: string; role: string; company: string };

/** What the page after sign-in tells: saved, or why not. */
export type SaveOutcome =
  | { saved: true; role: string; company: string }
  | { saved: false; role: string; company: string; reason: string };

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job id as the API issues them (a UUID); anything else is not looked up at all. */
export function isJobId(raw: unknown): raw is string {
  return typeof raw === 'string' && JOB_ID.test(raw);
}

/** The bookmark's link for guests: sign in, save this job, come back to `returnUrl`. */
export function signInToSavePath(returnUrl: string, jobId: string): string {
  const query = new URLSearchParams({ returnUrl, [SAVE_JOB_PARAM]: jobId });
  return `/sign-in?${query}`;
}

/** The query that keeps the pending save on links between the account pages. */
export function pendingSaveQuery(pending: PendingSave | null): Record<string, string> {
  return pending ? { [SAVE_JOB_PARAM]: pending.jobId } : {};
}

export const SAVE_OUTCOME_KEY = `${USER_STORAGE_PREFIX}save-outcome`;

export function rememberSaveOutcome(outcome: SaveOutcome, storage: Storage): void {
  try {
    storage.setItem(SAVE_OUTCOME_KEY, JSON.stringify(outcome));
  } catch {
    // Storage unavailable (private modes): the job is saved all the same, only not announced.
  }
}

/** The outcome kept for this page view, removed as it is read (it is told once). */
export function takeSaveOutcome(storage: Storage): SaveOutcome | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SAVE_OUTCOME_KEY);
    storage.removeItem(SAVE_OUTCOME_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SaveOutcome | 'reason', unknown>>;
    if (typeof value.role !== 'string' || typeof value.company !== 'string') return null;
    if (value.saved === true) return { saved: true, role: value.role, company: value.company };
    if (value.saved === false && typeof value.reason === 'string') {
      return { saved: false, role: value.role, company: value.company, reason: value.reason };
    }
    return null;
  } catch {
    return null;
  }
}
