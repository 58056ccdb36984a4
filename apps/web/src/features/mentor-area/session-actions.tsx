'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  MENTORING_SESSION_LIMITS,
  cancelSessionRequestSchema,
  proposableTimesResponseSchema,
  rejectSessionRequestSchema,
  rescheduleSessionRequestSchema,
  rescheduleTimesResponseSchema,
  type MentoringSession,
  type SessionTime,
  type SessionViewerAction,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { TextAreaField } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { DialogButtons, MentorDialog } from './mentor-dialog';
import { bindField, FormAlert, useMentorForm } from './mentor-form';
import { MENTOR_API } from './mentor-paths';
import { useSessionTime } from './session-card';
import { useMentorAction } from './use-mentor-action';

type Dialog = 'approveCustom' | 'reject' | 'cancel' | 'proposeReschedule' | 'attendance' | null;

/** The mentor's buttons on one session: only those `allowedActions` names. */
export function SessionActions({
  session,
  timeZone,
}: {
  session: MentoringSession;
  timeZone: string;
}) {
  const t = useTranslations('onboardingMentor.sessions');
  const action = useMentorAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const allowed = new Set<SessionViewerAction>(session.allowedActions);
  const query = { id_eq: session.id };
  const busy = action.pending !== null;
  const direct = (key: string, path: string, body: object) =>
    void action.run(key, path, { method: 'PATCH', query, body });

  const buttons: {
    key: SessionViewerAction;
    label: string;
    onClick: () => void;
    primary?: boolean;
    danger?: boolean;
  }[] = [];
  if (allowed.has('approve')) {
    buttons.push({
      key: 'approve',
      label: t('actions.approve'),
      primary: true,
      onClick: () =>
        session.bookingType === 'custom' && !session.time
          ? setDialog('approveCustom')
          : direct('approve', MENTOR_API.sessionAction('approve'), {}),
    });
  }
  if (allowed.has('reject'))
    buttons.push({
      key: 'reject',
      label: t('actions.reject'),
      danger: true,
      onClick: () => setDialog('reject'),
    });
  if (allowed.has('acceptReschedule')) {
    buttons.push({
      key: 'acceptReschedule',
      label: t('actions.acceptReschedule'),
      primary: true,
      onClick: () =>
        direct('acceptReschedule', MENTOR_API.sessionAction('reschedule'), { action: 'accept' }),
    });
  }
  if (allowed.has('declineReschedule')) {
    buttons.push({
      key: 'declineReschedule',
      label: t('actions.declineReschedule'),
      onClick: () =>
        direct('declineReschedule', MENTOR_API.sessionAction('reschedule'), { action: 'decline' }),
    });
  }
  if (allowed.has('withdrawReschedule')) {
    buttons.push({
      key: 'withdrawReschedule',
      label: t('actions.withdrawReschedule'),
      onClick: () =>
        direct('withdrawReschedule', MENTOR_API.sessionAction('reschedule'), {
          action: 'withdraw',
        }),
    });
  }
  if (allowed.has('proposeReschedule')) {
    buttons.push({
      key: 'proposeReschedule',
      label: t('actions.proposeReschedule'),
      onClick: () => setDialog('proposeReschedule'),
    });
  }
  if (allowed.has('attendance'))
    buttons.push({
      key: 'attendance',
      label: t('actions.attendance'),
      onClick: () => setDialog('attendance'),
    });
  if (allowed.has('cancel'))
    buttons.push({
      key: 'cancel',
      label: t('actions.cancel'),
      danger: true,
      onClick: () => setDialog('cancel'),
    });

  if (buttons.length === 0) return null;
  const close = () => setDialog(null);
  return (
    <>
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          className={cn(
            button.primary ? buttonStyles.primary : buttonStyles.secondary,
            button.danger && 'text-red-700 hover:border-red-600 hover:text-red-800',
          )}
          disabled={busy}
          aria-busy={action.pending === button.key || undefined}
          onClick={button.onClick}
        >
          {action.pending === button.key ? t('working') : button.label}
        </button>
      ))}
      {action.error && dialog === null ? (
        <div className="basis-full">
          <FormAlert message={action.error} />
        </div>
      ) : null}
      {dialog === 'approveCustom' ? (
        <ApproveCustomDialog session={session} timeZone={timeZone} onClose={close} />
      ) : null}
      {dialog === 'reject' || dialog === 'cancel' ? (
        <ReasonDialog session={session} kind={dialog} onClose={close} />
      ) : null}
      {dialog === 'proposeReschedule' ? (
        <RescheduleDialog session={session} timeZone={timeZone} onClose={close} />
      ) : null}
      {dialog === 'attendance' ? <AttendanceDialog session={session} onClose={close} /> : null}
    </>
  );
}

function useDialogText() {
  const t = useTranslations('onboardingMentor.sessions');
  const tCommon = useTranslations('onboardingMentor.common');
  return { t, tCommon };
}

/** A list of times to choose one from (radio buttons), loaded when the dialog opens. */
function TimeChoice({
  name,
  load,
  timeZone,
  value,
  onChange,
}: {
  name: string;
  load: () => Promise<SessionTime[] | null>;
  timeZone: string;
  value: string | null;
  onChange: (startsAt: string) => void;
}) {
  const { t } = useDialogText();
  const { range } = useSessionTime(timeZone);
  const [times, setTimes] = useState<SessionTime[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((list) => live && setTimes(list ?? 'failed'))
      .catch(() => live && setTimes('failed'));
    return () => {
      live = false;
    };
    // Loaded once per dialog.
  }, []);
  if (times === null)
    return (
      <p className="text-sm text-slate-700" role="status">
        {t('loadingTimes')}
      </p>
    );
  if (times === 'failed') return <FormAlert message={t('timesFailed')} />;
  if (times.length === 0)
    return <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('noTimes')}</p>;
  return (
    <fieldset className="max-h-72 space-y-1 overflow-y-auto">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('chooseTime')}</legend>
      {times.map((time) => (
        <label
          key={time.startsAt}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 text-sm',
            value === time.startsAt ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
          )}
        >
          <input
            type="radio"
            name={name}
            value={time.startsAt}
            checked={value === time.startsAt}
            onChange={() => onChange(time.startsAt)}
            className="size-4 text-brand-700"
          />
          {range(time)}
        </label>
      ))}
    </fieldset>
  );
}

function ApproveCustomDialog({
  session,
  timeZone,
  onClose,
}: {
  session: MentoringSession;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, tCommon } = useDialogText();
  const action = useMentorAction();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <MentorDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('approveCustomTitle')}
      description={t('approveCustomBody', { name: session.mentee.name })}
      closeLabel={tCommon('close')}
    >
      <ClientForm
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!startsAt) return setMissing(true);
          const done = await action.run('approve', MENTOR_API.sessionAction('approve'), {
            method: 'PATCH',
            query: { id_eq: session.id },
            body: { startsAt },
          });
          if (done !== null) onClose();
        }}
      >
        <FormAlert message={action.error} />
        <TimeChoice
          name={`approve-${session.id}`}
          timeZone={timeZone}
          value={startsAt}
          onChange={(value) => {
            setStartsAt(value);
            setMissing(false);
          }}
          load={async () => {
            const body = await apiClient.request<unknown>(MENTOR_API.customTimes, {
              query: { id_eq: session.id },
            });
            const parsed = proposableTimesResponseSchema.safeParse(body);
            return parsed.success ? parsed.data.data.docs : null;
          }}
        />
        {missing ? <p className="text-sm font-medium text-red-700">{t('pickTime')}</p> : null}
        <DialogButtons
          onCancel={onClose}
          cancelLabel={tCommon('cancel')}
          submitLabel={action.pending ? t('working') : t('actions.approve')}
          busy={action.pending !== null}
        />
      </ClientForm>
    </MentorDialog>
  );
}

function ReasonDialog({
  session,
  kind,
  onClose,
}: {
  session: MentoringSession;
  kind: 'reject' | 'cancel';
  onClose: () => void;
}) {
  const { t, tCommon } = useDialogText();
  const action = useMentorAction();
  const form = useMentorForm(
    kind === 'reject' ? rejectSessionRequestSchema : cancelSessionRequestSchema,
    { reason: '' },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await action.run(kind, MENTOR_API.sessionAction(kind), {
      method: 'PATCH',
      query: { id_eq: session.id },
      body: values,
    });
    if (done !== null) onClose();
  });
  return (
    <MentorDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(kind === 'reject' ? 'rejectTitle' : 'cancelTitle')}
      description={t(kind === 'reject' ? 'rejectBody' : 'cancelBody', {
        name: session.mentee.name,
      })}
      closeLabel={tCommon('close')}
    >
      <ClientForm noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={action.error} />
        <TextAreaField
          {...bindField(form as never, 'reason' as never, `${kind}-${session.id}-reason`)}
          label={t('reason')}
          hint={t('reasonHint')}
          required
          rows={3}
          maxLength={MENTORING_SESSION_LIMITS.reasonMax}
        />
        <DialogButtons
          onCancel={onClose}
          cancelLabel={tCommon('cancel')}
          submitLabel={action.pending ? t('working') : t(`actions.${kind}`)}
          busy={action.pending !== null}
          danger
        />
      </ClientForm>
    </MentorDialog>
  );
}

// The propose variant of the reschedule request, without the time (the dialog picks it apart).
const proposeFormSchema = z.object({
  reason: rescheduleSessionRequestSchema.options[0].shape.reason,
});

function RescheduleDialog({
  session,
  timeZone,
  onClose,
}: {
  session: MentoringSession;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, tCommon } = useDialogText();
  const action = useMentorAction();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const form = useMentorForm(proposeFormSchema, { reason: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    if (!startsAt) return setMissing(true);
    const done = await action.run('proposeReschedule', MENTOR_API.sessionAction('reschedule'), {
      method: 'PATCH',
      query: { id_eq: session.id },
      body: { action: 'propose', startsAt, reason: values.reason },
    });
    if (done !== null) onClose();
  });
  return (
    <MentorDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('rescheduleTitle')}
      description={t('rescheduleBody', { name: session.mentee.name })}
      closeLabel={tCommon('close')}
    >
      <ClientForm noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={action.error} />
        <TimeChoice
          name={`reschedule-${session.id}`}
          timeZone={timeZone}
          value={startsAt}
          onChange={(value) => {
            setStartsAt(value);
            setMissing(false);
          }}
          load={async () => {
            // Every time free for both parties, not the mentor's calendar alone.
            const body = await apiClient.request<unknown>(MENTOR_API.rescheduleTimes, {
              query: { id_eq: session.id },
            });
            const parsed = rescheduleTimesResponseSchema.safeParse(body);
            return parsed.success ? parsed.data.data.docs : null;
          }}
        />
        {missing ? <p className="text-sm font-medium text-red-700">{t('pickTime')}</p> : null}
        <TextAreaField
          {...bindField(form as never, 'reason' as never, `reschedule-${session.id}-reason`)}
          label={t('reason')}
          hint={t('rescheduleReasonHint')}
          required
          rows={2}
          maxLength={MENTORING_SESSION_LIMITS.reasonMax}
        />
        <DialogButtons
          onCancel={onClose}
          cancelLabel={tCommon('cancel')}
          submitLabel={action.pending ? t('working') : t('proposeSubmit')}
          busy={action.pending !== null}
        />
      </ClientForm>
    </MentorDialog>
  );
}

function AttendanceDialog({
  session,
  onClose,
}: {
  session: MentoringSession;
  onClose: () => void;
}) {
  const { t, tCommon } = useDialogText();
  const action = useMentorAction();
  const send = async (attended: boolean) => {
    const done = await action.run(
      attended ? 'came' : 'absent',
      MENTOR_API.sessionAction('attendance'),
      {
        method: 'PATCH',
        query: { id_eq: session.id },
        body: { attended },
      },
    );
    if (done !== null) onClose();
  };
  return (
    <MentorDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('attendanceTitle')}
      description={t('attendanceBody', { name: session.mentee.name })}
      closeLabel={tCommon('close')}
    >
      <FormAlert message={action.error} />
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={action.pending !== null}
          onClick={() => void send(true)}
        >
          {t('attended')}
        </button>
        <button
          type="button"
          className={cn(buttonStyles.secondary, 'text-red-700')}
          disabled={action.pending !== null}
          onClick={() => void send(false)}
        >
          {t('notAttended')}
        </button>
      </div>
    </MentorDialog>
  );
}
