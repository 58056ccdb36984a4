'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import { Loader2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { buttonStyles } from '@/features/shell/button-styles';
import { checkCvFile, type CvErrorKey } from './cv-file-check';
import { CvStep } from './cv-step';
import type { PickOption } from './load-onboarding';
import { OnboardingDone } from './onboarding-done';
import { ChoiceStep, EducationStep, PreferencesStep } from './onboarding-steps';
import {
  canOpenStep,
  nextStep,
  ONBOARDING_STEPS,
  previousStep,
  stepNumber,
  type OnboardingStep,
  type SavedProgress,
} from './onboarding-state';
import { focusField, useOnboardingForm } from './use-onboarding-form';
import { uploadCv } from './upload-cv';

type Phase = 'editing' | 'saving' | 'uploading' | 'uploadFailed' | 'done';

export function OnboardingFlow({
  start,
  currentCvName,
  roles,
  cities,
  destination,
  home,
  savedReturnUrl,
}: {
  /** Where the saved progress stopped (or the first step). */
  start: SavedProgress;
  currentCvName: string | null;
  roles: PickOption[];
  cities: PickOption[];
  /** Where to go when done: a same-origin path, already checked on the server. */
  destination: string;
  /** The home page in this language: the destination when nothing else was asked for. */
  home: string;
  /** Kept with the progress, so a later session still knows where to go when done. */
  savedReturnUrl: string | null;
}) {
  const t = useTranslations('profile.onboarding');
  const language = useLocale() === 'en' ? 'en' : 'id';
  const onboarding = useOnboardingForm({ start, returnUrl: savedReturnUrl });
  const [uploadedCvName, setUploadedCvName] = useState<string | null>(null);
  const { step, answers } = onboarding;
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [cvError, setCvError] = useState<CvErrorKey | null>(null);
  const [cvChecking, setCvChecking] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [uploadPercent, setUploadPercent] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const previousStepShown = useRef<OnboardingStep | null>(null);
  const busy = phase === 'saving' || phase === 'uploading' || phase === 'done';

  // A new step: its heading takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (previousStepShown.current !== null && previousStepShown.current !== step) {
      heading.current?.focus();
    }
    previousStepShown.current = step;
  }, [step]);

  function goTo(target: OnboardingStep) {
    setFormError(null);
    // Leaving a failed upload to change an answer: Finish saves the profile again, then uploads.
    if (phase === 'uploadFailed') setPhase('editing');
    onboarding.goTo(target);
  }

  async function pickCv(file: File | null) {
    setCvFile(file);
    setCvError(null);
    if (!file) return;
    setCvChecking(true);
    try {
      setCvError(await checkCvFile(file));
    } finally {
      setCvChecking(false);
    }
  }

  function reasonOf(error: unknown): string {
    if (!(error instanceof ApiRequestError)) return t('errors.network');
    if (error.status === 0) return t('errors.network');
    if (error.status === 429) {
      return t('errors.rateLimited', { seconds: error.retryAfterSeconds ?? 60 });
    }
    return error.message;
  }

  function finish() {
    setPhase('done');
  }

  async function sendCv(file: File) {
    setPhase('uploading');
    setUploadPercent(0);
    setFormError(null);
    try {
      const stored = await uploadCv(file, {
        language,
        onProgress: (fraction) => setUploadPercent(Math.round(fraction * 100)),
      });
      setUploadedCvName(stored.originalName);
      finish();
    } catch (error) {
      setPhase('uploadFailed');
      setFormError(t('cv.uploadFailed', { reason: reasonOf(error) }));
    }
  }

  async function saveProfile() {
    const body = await onboarding.validBody();
    if (!body) return;
    setPhase('saving');
    setFormError(null);
    await onboarding.stopSaving();
    try {
      await apiClient.request('/v1/job-portal/onboarding', { method: 'POST', body });
    } catch (error) {
      setPhase('editing');
      onboarding.resumeSaving();
      onboarding.showServerErrors(error);
      setFormError(t('errors.saveFailed', { reason: reasonOf(error) }));
      return;
    }
    if (cvFile && !cvError) await sendCv(cvFile);
    else finish();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (phase === 'uploadFailed') {
      if (cvFile && !cvError) await sendCv(cvFile);
      return;
    }
    if (!(await onboarding.checkStep())) return;
    if (step === 'cv' && (cvChecking || cvError)) {
      focusField('cv');
      return;
    }
    const next = nextStep(step);
    if (next) goTo(next);
    else await saveProfile();
  }

  if (phase === 'done') {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-6 md:py-10">
        <OnboardingDone
          chosen={answers}
          cvName={uploadedCvName}
          destination={destination}
          home={home}
        />
      </div>
    );
  }

  const current = stepNumber(step);
  const total = ONBOARDING_STEPS.length;
  const back = previousStep(step);
  const isLast = nextStep(step) === null;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 md:py-10">
      <p className="text-sm font-semibold text-brand-700" id="onboarding-progress">
        {t('progress', { current, total })}
      </p>
      <div aria-hidden="true" className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
      <ol className="mt-3 hidden gap-2 text-xs md:flex">
        {ONBOARDING_STEPS.map((item) => {
          const reachable = !busy && item !== step && canOpenStep(item, answers);
          const label = t(`stepNames.${item}`);
          return (
            <li key={item} className="flex-1">
              {reachable ? (
                <button
                  type="button"
                  onClick={() => goTo(item)}
                  className="w-full rounded px-1 py-1 text-left text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {label}
                </button>
              ) : (
                <span
                  aria-current={item === step ? 'step' : undefined}
                  className={`block px-1 py-1 ${item === step ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>

      <ClientForm
        noValidate
        onSubmit={onSubmit}
        aria-describedby="onboarding-progress"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2
          ref={heading}
          tabIndex={-1}
          className="mb-4 text-xs font-semibold uppercase tracking-wide text-slate-600 focus:outline-none"
        >
          {t(`stepNames.${step}`)}
        </h2>

        {step === 'careerPreference' || step === 'experienceLevel' ? (
          <ChoiceStep field={step} {...onboarding} />
        ) : null}
        {step === 'education' ? <EducationStep {...onboarding} /> : null}
        {step === 'preferences' ? (
          <PreferencesStep {...onboarding} roles={roles} cities={cities} />
        ) : null}

        {step === 'cv' ? (
          <>
            <p className="mb-2 text-base font-semibold text-slate-900">{t('cv.question')}</p>
            <CvStep
              file={cvFile}
              checking={cvChecking}
              error={cvError ? t(`errors.${cvError}`) : undefined}
              currentCvName={currentCvName}
              disabled={busy}
              onPick={(file) => void pickCv(file)}
              onClear={() => void pickCv(null)}
            />
            {phase === 'uploading' ? (
              <div className="mt-4" aria-live="polite">
                <p className="text-sm text-slate-700">
                  {t('cv.uploading', { percent: uploadPercent })}
                </p>
                <progress
                  max={100}
                  value={uploadPercent}
                  aria-label={t('cv.uploading', { percent: uploadPercent })}
                  className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
                />
              </div>
            ) : null}
          </>
        ) : null}

        {formError ? (
          <p
            role="alert"
            className="mt-6 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {formError}
          </p>
        ) : null}

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {phase === 'uploadFailed' ? (
            <>
              <button type="button" className={buttonStyles.secondary} onClick={finish}>
                {t('cv.skipUpload')}
              </button>
              <button type="submit" className={buttonStyles.primary}>
                {t('cv.retryUpload')}
              </button>
            </>
          ) : (
            <>
              {back ? (
                <button
                  type="button"
                  disabled={busy}
                  className={buttonStyles.secondary}
                  onClick={() => goTo(back)}
                >
                  {t('actions.back')}
                </button>
              ) : (
                <span className="hidden sm:block" />
              )}
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className={`${buttonStyles.primary} disabled:cursor-wait disabled:opacity-80`}
              >
                {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                {busy ? t('actions.saving') : isLast ? t('actions.finish') : t('actions.next')}
              </button>
            </>
          )}
        </div>
      </ClientForm>
    </div>
  );
}
