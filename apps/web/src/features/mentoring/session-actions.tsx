'use client';

import { ClientButton } from '@/lib/hydration/client-button';
import { MENTORING_TIMING, type SessionStatus, type SessionViewerAction } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { mentoringPaths, sessionActionPath } from './mentoring-api';
import {
  CancelForm,
  ProposeRescheduleForm,
  ReviewForm,
  useFailureText,
} from './session-action-forms';

export type SessionActionTarget = {
  id: string;
  status: SessionStatus;
  allowedActions: SessionViewerAction[];
  mentorId: string;
  mentorName: string;
};

type Panel = 'cancel' | 'proposeReschedule' | 'review' | null;

/** Actions the mentee's buttons send; each answers the session or the API's refusal. */
export type SendAction = (
  kind: 'cancel' | 'reschedule' | 'attendance' | 'completion',
  body: unknown,
) => Promise<void>;

/**
 * The buttons of one session, exactly those `allowedActions` names: cancel (with a reason),
 * propose another time (from every time free for both), answer or withdraw a proposal, say
 * whether the mentor came, complete and review. After an action the page reloads its data.
 */
export function SessionActions({ session }: { session: SessionActionTarget }) {
  const t = useTranslations('homepageMentoring.sessions');
  const failureText = useFailureText();
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [panel, setPanel] = useState<Panel>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const allowed = new Set(session.allowedActions);

  const send: SendAction = async (kind, body) => {
    const path = kind === 'completion' ? mentoringPaths.completion : sessionActionPath(kind);
    await apiClient.request(path, { method: 'PATCH', query: { id_eq: session.id }, body });
  };

  const finish = (message: string) => {
    setPanel(null);
    setProblem(null);
    setDone(message);
    startRefresh(() => router.refresh());
  };

  const quick = async (
    kind: 'reschedule' | 'attendance',
    body: unknown,
    successMessage: string,
  ) => {
    setBusy(true);
    setProblem(null);
    try {
      await send(kind, body);
      finish(successMessage);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p role="status" data-action-done className="mt-4 text-sm font-semibold text-emerald-800">
        {done}
      </p>
    );
  }

  const buttons: {
    action: SessionViewerAction;
    onClick: () => void;
    tone?: 'danger' | 'primary';
  }[] = [];
  if (allowed.has('acceptReschedule'))
    buttons.push({
      action: 'acceptReschedule',
      tone: 'primary',
      onClick: () => void quick('reschedule', { action: 'accept' }, t('reschedule.accepted')),
    });
  if (allowed.has('declineReschedule'))
    buttons.push({
      action: 'declineReschedule',
      onClick: () => void quick('reschedule', { action: 'decline' }, t('reschedule.declined')),
    });
  if (allowed.has('withdrawReschedule'))
    buttons.push({
      action: 'withdrawReschedule',
      onClick: () => void quick('reschedule', { action: 'withdraw' }, t('reschedule.withdrawn')),
    });
  if (allowed.has('complete'))
    buttons.push({ action: 'complete', tone: 'primary', onClick: () => setPanel('review') });
  if (allowed.has('review'))
    buttons.push({ action: 'review', tone: 'primary', onClick: () => setPanel('review') });
  if (allowed.has('proposeReschedule'))
    buttons.push({ action: 'proposeReschedule', onClick: () => setPanel('proposeReschedule') });
  if (allowed.has('cancel'))
    buttons.push({ action: 'cancel', tone: 'danger', onClick: () => setPanel('cancel') });

  const attendance = allowed.has('attendance');
  if (buttons.length === 0 && !attendance) return null;

  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4" data-session-actions>
      {attendance ? (
        <div
          role="group"
          aria-labelledby={`attendance-${session.id}`}
          className="rounded-xl border border-slate-200 p-3"
        >
          <p id={`attendance-${session.id}`} className="text-sm font-semibold text-slate-900">
            {t('attendance.question', { name: session.mentorName })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <ClientButton
              type="button"
              disabled={busy}
              className={buttonStyles.secondary}
              onClick={() => void quick('attendance', { attended: true }, t('attendance.thanks'))}
            >
              {t('attendance.yes')}
            </ClientButton>
            <ClientButton
              type="button"
              disabled={busy}
              className={buttonStyles.secondary}
              onClick={() => void quick('attendance', { attended: false }, t('attendance.thanks'))}
            >
              {t('attendance.no')}
            </ClientButton>
          </div>
        </div>
      ) : null}
      {panel === null ? (
        <div className="flex flex-wrap gap-2">
          {buttons.map(({ action, onClick, tone }) => (
            <ClientButton
              key={action}
              type="button"
              data-action={action}
              disabled={busy}
              aria-busy={busy}
              onClick={onClick}
              className={cn(
                tone === 'primary' ? buttonStyles.primary : buttonStyles.secondary,
                tone === 'danger' && 'text-red-700 hover:border-red-600 hover:text-red-800',
              )}
            >
              {t(`actions.${action}`)}
            </ClientButton>
          ))}
        </div>
      ) : panel === 'cancel' ? (
        <CancelForm
          cutoffHours={MENTORING_TIMING.defaultCancelCutoffHours}
          showCutoff={session.status === 'approved' || session.status === 'rescheduleRequested'}
          send={(body) => send('cancel', body)}
          onDone={() => finish(t('cancel.done'))}
          onClose={() => setPanel(null)}
        />
      ) : panel === 'proposeReschedule' ? (
        <ProposeRescheduleForm
          sessionId={session.id}
          send={(body) => send('reschedule', body)}
          onDone={() => finish(t('reschedule.sent'))}
          onClose={() => setPanel(null)}
        />
      ) : (
        <ReviewForm
          send={(body) => send('completion', body)}
          onDone={() => finish(t('complete.thanks'))}
          onClose={() => setPanel(null)}
        />
      )}
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
