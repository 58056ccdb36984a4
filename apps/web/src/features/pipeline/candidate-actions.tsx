'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  isTerminalApplicationStatus,
  pipelineInterviewActionSchema,
  pipelineRejectActionSchema,
  pipelineTechTestActionSchema,
  type PipelineCandidate,
} from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { ApiRequestError, apiClient } from '@/lib/auth/browser-api';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { cn } from '@/lib/cn';
import { pipelinePaths } from './pipeline-api';

type Step = PipelineCandidate['job']['steps'][number];

/** The action buttons of a candidate; tech test, interview and reject open a dialog. */
export function CandidateActions({ candidate }: { candidate: PipelineCandidate }) {
  const t = useTranslations('employer.pipeline.actions');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startRefresh] = useTransition();
  // Until hydration the buttons do nothing: say when they work (browser tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const app = candidate.application;
  const ended = isTerminalApplicationStatus(app.status) || app.withdrawnAt !== null;

  async function send(body: object): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await apiClient.request(pipelinePaths.action(app.id), { method: 'POST', body });
      startRefresh(() => router.refresh());
      return true;
    } catch (e) {
      setError(t('failed', { message: e instanceof ApiRequestError ? e.message : '' }));
      return false;
    } finally {
      setBusy(false);
    }
  }

  if (ended) return <p className="text-sm text-slate-700">{t('ended')}</p>;
  const move = (status: string, step: Step | null = null) =>
    void send({ action: 'move', status, recruitmentStepId: step?.id ?? null });
  const steps = candidate.job.steps;
  return (
    <div className="space-y-3" data-actions-ready={ready}>
      <div className="flex flex-wrap gap-2">
        {app.status === 'waitListed' || app.status === 'notProcessed' ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => move('review')}
          >
            {t('review')}
          </button>
        ) : null}
        {steps.map((step) =>
          step.type === 'techTest' ? (
            <TechTestDialog key={step.id} step={step} onSend={send} busy={busy} />
          ) : step.type === 'custom' ? (
            <button
              key={step.id}
              type="button"
              className={buttonStyles.secondary}
              disabled={busy || app.recruitmentStepId === step.id}
              onClick={() => move('custom', step)}
            >
              {t('moveToStep', { step: step.name })}
            </button>
          ) : (
            <InterviewDialog key={step.id} step={step} onSend={send} busy={busy} />
          ),
        )}
        {app.status !== 'offered' ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => move('offered')}
          >
            {t('offer')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy}
            onClick={() => move('accepted')}
          >
            {t('accept')}
          </button>
        )}
        {app.status !== 'waitListed' ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => move('waitListed')}
          >
            {t('waitList')}
          </button>
        ) : null}
        <RejectDialog onSend={send} busy={busy} />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A native modal dialog: focus moves in and back, Escape closes it. */
function ActionDialog({
  label,
  title,
  danger,
  children,
}: {
  label: string;
  title: string;
  danger?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => ref.current?.close();
  return (
    <>
      <button
        type="button"
        className={cn(buttonStyles.secondary, danger && 'text-red-700')}
        onClick={() => ref.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={ref}
        aria-label={title}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 backdrop:bg-slate-900/50"
      >
        <div className="space-y-4 p-5">
          <h2 className="text-lg font-bold text-slate-900">{title}</h2>
          {children(close)}
        </div>
      </dialog>
    </>
  );
}

function useActionForm<S extends z.ZodType<object, FieldValues>>(schema: S, defaults: z.input<S>) {
  const locale = useLocale();
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: fieldResolver(schema, locale === 'en' ? 'en' : 'idn') as never,
    defaultValues: defaults as never,
  });
}

function field<F extends ReturnType<typeof useForm>>(form: F, name: string, id: string) {
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[name];
  return { ...form.register(name), id, error: error?.message };
}

type SendProps = { onSend: (body: object) => Promise<boolean>; busy: boolean };

function DialogButtons({
  close,
  busy,
  danger,
}: {
  close: () => void;
  busy: boolean;
  danger?: boolean;
}) {
  const t = useTranslations('employer.pipeline.actions');
  return (
    <div className="flex justify-end gap-2">
      <button type="button" className={buttonStyles.secondary} onClick={close}>
        {t('cancel')}
      </button>
      <button
        type="submit"
        className={cn(buttonStyles.primary, danger && 'bg-red-700 hover:bg-red-800')}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('sending') : t('send')}
      </button>
    </div>
  );
}

function TechTestDialog({ step, onSend, busy }: SendProps & { step: Step }) {
  const t = useTranslations('employer.pipeline.actions');
  const form = useActionForm(pipelineTechTestActionSchema, {
    action: 'techTest',
    recruitmentStepId: step.id,
    instructions: '',
    deadlineDate: '',
  });
  const f = form as unknown as ReturnType<typeof useForm>;
  return (
    <ActionDialog label={t('techTest')} title={`${t('techTest')}: ${step.name}`}>
      {(close) => (
        <ClientForm
          noValidate
          className="space-y-3"
          onSubmit={form.handleSubmit(async (values) => {
            if (await onSend(values)) close();
          })}
        >
          <TextAreaField
            label={t('instructions')}
            required
            {...field(f, 'instructions', `tt-${step.id}-i`)}
          />
          <TextField
            type="date"
            label={t('deadlineDate')}
            required
            {...field(f, 'deadlineDate', `tt-${step.id}-d`)}
          />
          <DialogButtons close={close} busy={busy} />
        </ClientForm>
      )}
    </ActionDialog>
  );
}

function InterviewDialog({ step, onSend, busy }: SendProps & { step: Step }) {
  const t = useTranslations('employer.pipeline.actions');
  const form = useActionForm(pipelineInterviewActionSchema, {
    action: 'interview',
    recruitmentStepId: step.id,
    date: '',
    time: '',
    location: null,
    meetingUrl: null,
  });
  const f = form as unknown as ReturnType<typeof useForm>;
  const orNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
  return (
    <ActionDialog
      label={t('interview', { step: step.name })}
      title={t('interview', { step: step.name })}
    >
      {(close) => (
        <ClientForm
          noValidate
          className="space-y-3"
          onSubmit={form.handleSubmit(async (values) => {
            if (await onSend(values)) close();
          })}
        >
          <TextField
            type="date"
            label={t('date')}
            required
            {...field(f, 'date', `iv-${step.id}-d`)}
          />
          <TextField
            label={t('time')}
            required
            placeholder="10:00"
            inputMode="numeric"
            {...field(f, 'time', `iv-${step.id}-t`)}
          />
          <TextField
            label={t('location')}
            {...field(f, 'location', `iv-${step.id}-l`)}
            {...f.register('location', { setValueAs: orNull })}
          />
          <TextField
            label={t('meetingUrl')}
            {...field(f, 'meetingUrl', `iv-${step.id}-u`)}
            {...f.register('meetingUrl', { setValueAs: orNull })}
          />
          <DialogButtons close={close} busy={busy} />
        </ClientForm>
      )}
    </ActionDialog>
  );
}

function RejectDialog({ onSend, busy }: SendProps) {
  const t = useTranslations('employer.pipeline.actions');
  const form = useActionForm(pipelineRejectActionSchema, { action: 'reject', reason: '' });
  const f = form as unknown as ReturnType<typeof useForm>;
  return (
    <ActionDialog label={t('reject')} title={t('reject')} danger>
      {(close) => (
        <ClientForm
          noValidate
          className="space-y-3"
          onSubmit={form.handleSubmit(async (values) => {
            if (await onSend(values)) close();
          })}
        >
          <TextAreaField label={t('reason')} required {...field(f, 'reason', 'reject-reason')} />
          <DialogButtons close={close} busy={busy} danger />
        </ClientForm>
      )}
    </ActionDialog>
  );
}
