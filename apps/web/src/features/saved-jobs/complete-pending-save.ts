// Sends the save a guest started, right after the account call signed them in, and keeps what
// happened for the next page. Only job seekers save jobs: other roles skip it.
import type { SavedJobResponse } from '@jenjang/domain';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { rememberSaveOutcome, type PendingSave } from './save-after-sign-in';

export async function completePendingSave(
  pending: PendingSave | null | undefined,
  session: { role: string },
): Promise<void> {
  if (!pending || session.role !== 'student') return;
  const { role, company } = pending;
  try {
    await apiClient.request<SavedJobResponse>(
      `/v1/job-portal/job/${encodeURIComponent(pending.jobId)}/save`,
      { method: 'POST' },
    );
    rememberSaveOutcome({ saved: true, role, company }, window.sessionStorage);
  } catch (error) {
    // The API's own sentence (in the page's language) when it gave one; the notice has its own.
    const reason = error instanceof ApiRequestError && error.status !== 0 ? error.message : '';
    rememberSaveOutcome({ saved: false, role, company, reason }, window.sessionStorage);
  }
}
