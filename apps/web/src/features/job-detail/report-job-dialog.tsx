'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import { JOB_REPORT_NOTE_MAX, JOB_REPORT_REASONS, type JobReportReason } from '@jenjang/domain';
import { Flag } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { hasSessionMarker } from '@/lib/auth/session-marker';
import { buttonStyles } from '@/features/shell/button-styles';

export type ReportTexts = {
  button: string;
  title: string;
  reasonLegend: string;
  reasons: Record<JobReportReason, string>;
  noteLabel: string;
  noteHint: string;
  submit: string;
  sending: string;
  cancel: string;
  close: string;
  thanksTitle: string;
  thanksBody: string;
  chooseReason: string;
  failed: string;
};

type State = 'editing' | 'sending' | 'sent';

/**
 * "Report this job": a native modal dialog (focus kept inside, Escape closes) with the four
 * reasons and an optional note. Guests go to sign-in first and come back. Plain form state,
 * no zod: the job page is public and its script stays small (decision 019).
 */
export function ReportJobDialog({
  jobId,
  texts,
  signInHref,
}: {
  jobId: string;
  texts: ReportTexts;
  signInHref: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>('editing');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  const open = () => {
    if (!hasSessionMarker()) {
      window.location.assign(signInHref);
      return;
    }
    setProblem(null);
    if (state !== 'sent') setState('editing');
    dialog.current?.showModal();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = form.get('reason');
    if (typeof reason !== 'string' || !(JOB_REPORT_REASONS as readonly string[]).includes(reason)) {
      setProblem(texts.chooseReason);
      return;
    }
    setState('sending');
    setProblem(null);
    const { sendJobReport } = await import('./report-job');
    const outcome = await sendJobReport(jobId, {
      reason: reason as JobReportReason,
      note: String(form.get('note') ?? '').slice(0, JOB_REPORT_NOTE_MAX),
    });
    if (outcome.ok) setState('sent');
    else {
      setState('editing');
      setProblem(outcome.message ?? texts.failed);
    }
  };

  return (
    <>
      <button type="button" onClick={open} className={buttonStyles.secondary}>
        <Flag aria-hidden="true" className="size-4" />
        {texts.button}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${ids}-title`}
        className="w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 backdrop:bg-slate-900/50"
      >
        <div className="p-5">
          <h2 id={`${ids}-title`} className="text-lg font-bold text-slate-900">
            {state === 'sent' ? texts.thanksTitle : texts.title}
          </h2>
          {state === 'sent' ? (
            <div role="status">
              <p className="mt-2 text-sm text-slate-700">{texts.thanksBody}</p>
              <div className="mt-5 flex justify-end">
                <button
                  type="button"
                  className={buttonStyles.primary}
                  onClick={() => dialog.current?.close()}
                >
                  {texts.close}
                </button>
              </div>
            </div>
          ) : (
            <ClientForm
              onSubmit={(event) => void submit(event)}
              noValidate
              className="mt-3 space-y-4"
            >
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-slate-800">
                  {texts.reasonLegend}
                </legend>
                <div className="space-y-1">
                  {JOB_REPORT_REASONS.map((reason) => (
                    <label
                      key={reason}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
                    >
                      <input
                        type="radio"
                        name="reason"
                        value={reason}
                        className="size-4 text-brand-700 focus:ring-brand-600"
                      />
                      {texts.reasons[reason]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div>
                <label
                  htmlFor={`${ids}-note`}
                  className="mb-1 block text-sm font-semibold text-slate-800"
                >
                  {texts.noteLabel}
                </label>
                <textarea
                  id={`${ids}-note`}
                  name="note"
                  rows={3}
                  maxLength={JOB_REPORT_NOTE_MAX}
                  aria-describedby={`${ids}-hint`}
                  className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                />
                <p id={`${ids}-hint`} className="mt-1 text-xs text-slate-500">
                  {texts.noteHint}
                </p>
              </div>
              {problem ? (
                <p role="alert" className="text-sm font-semibold text-red-700">
                  {problem}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => dialog.current?.close()}
                >
                  {texts.cancel}
                </button>
                <button
                  type="submit"
                  className={buttonStyles.primary}
                  disabled={state === 'sending'}
                >
                  {state === 'sending' ? texts.sending : texts.submit}
                </button>
              </div>
            </ClientForm>
          )}
        </div>
      </dialog>
    </>
  );
}
