'use client';

import {
  CAREER_PREFERENCES,
  EDUCATION_LEVEL_KEYS,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVEL_KEYS,
  EXPERIENCE_LEVELS,
} from '@jenjang/domain';
import { Loader2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { buttonStyles } from '@/features/shell/button-styles';
import { ChoiceList } from './choice-list';
import { checkCvFile } from './cv-file-check';
import { CvStep } from './cv-step';
import type { PickOption } from './load-onboarding';
import { MultiPick } from './multi-pick';
import {
  canOpenStep,
  firstIncompleteStep,
  initialProgress,
  MAJOR_MAX_LENGTH,
  MAX_PREFERRED,
  needsMajor,
  nextStep,
  ONBOARDING_STEPS,
  parseStoredProgress,
  previousStep,
  progressStorageKey,
  serializeProgress,
  stepNumber,
  stepOfField,
  toggleId,
  toOnboardingBody,
  validateStep,
  type OnboardingAnswers,
  type OnboardingStep,
  type StepErrorKey,
  type StoredProgress,
} from './onboarding-state';
import { uploadCv } from './upload-cv';

type Phase = 'editing' | 'saving' | 'uploading' | 'uploadFailed' | 'done';
type ServerErrors = Partial<Record<string, string>>;

function readStored(userId: string) {
  try {
    return parseStoredProgress(window.sessionStorage.getItem(progressStorageKey(userId)));
  } catch {
    return null; // storage disabled (private mode, policy): the flow works without it
  }
}

function writeStored(userId: string, progress: StoredProgress | null) {
  try {
    const key = progressStorageKey(userId);
    if (progress) window.sessionStorage.setItem(key, serializeProgress(progress));
    else window.sessionStorage.removeItem(key);
  } catch {
    // see readStored
  }
}

function focusField(field: string) {
  const container = document.querySelector(`[data-field="${field}"]`);
  const target = container?.querySelector<HTMLElement>('input:not([disabled]), button, textarea');
  target?.focus();
}

export function OnboardingFlow({
  userId,
  existing,
  currentCvName,
  roles,
  cities,
  destination,
}: {
  userId: string;
  existing: OnboardingAnswers | null;
  currentCvName: string | null;
  roles: PickOption[];
  cities: PickOption[];
  /** Where to go when done: a same-origin path, already checked on the server. */
  destination: string;
}) {
  const t = useTranslations('profile.onboarding');
  const language = useLocale() === 'en' ? 'en' : 'id';
  const [progress, setProgress] = useState<StoredProgress>(() => initialProgress(null, existing));
  const [restored, setRestored] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [cvError, setCvError] = useState<StepErrorKey | null>(null);
  const [cvChecking, setCvChecking] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [uploadPercent, setUploadPercent] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const previousStepShown = useRef<OnboardingStep | null>(null);

  const { step, answers } = progress;
  const busy = phase === 'saving' || phase === 'uploading' || phase === 'done';

  // Answers of an earlier visit in this tab win over the stored profile (they are newer).
  useEffect(() => {
    setProgress(initialProgress(readStored(userId), existing));
    setRestored(true);
  }, [userId, existing]);

  useEffect(() => {
    if (restored && phase !== 'done') writeStored(userId, progress);
  }, [restored, userId, progress, phase]);

  // A new step: its heading takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (previousStepShown.current !== null && previousStepShown.current !== step) {
      heading.current?.focus();
    }
    previousStepShown.current = step;
  }, [step]);

  const liveErrors = attempted ? validateStep(step, answers) : {};
  const errorText = (field: keyof OnboardingAnswers): string | undefined => {
    const key = liveErrors[field];
    if (key) return t(`errors.${key}`, { max: MAX_PREFERRED });
    return serverErrors[field];
  };

  function update(change: Partial<OnboardingAnswers>) {
    setProgress((current) => ({ ...current, answers: { ...current.answers, ...change } }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change)) delete next[field];
      return next;
    });
  }

  function goTo(target: OnboardingStep) {
    setAttempted(false);
    setFormError(null);
    // Leaving a failed upload to change an answer: Finish saves the profile again, then uploads.
    if (phase === 'uploadFailed') setPhase('editing');
    setProgress((current) => ({ ...current, step: target }));
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

  function finishNavigation() {
    writeStored(userId, null);
    setPhase('done');
    window.location.assign(destination);
  }

  async function sendCv(file: File) {
    setPhase('uploading');
    setUploadPercent(0);
    setFormError(null);
    try {
      await uploadCv(file, {
        language,
        onProgress: (fraction) => setUploadPercent(Math.round(fraction * 100)),
      });
      finishNavigation();
    } catch (error) {
      setPhase('uploadFailed');
      setFormError(t('cv.uploadFailed', { reason: reasonOf(error) }));
    }
  }

  async function saveProfile() {
    const body = toOnboardingBody(answers);
    if (!body) {
      goTo(firstIncompleteStep(answers));
      setAttempted(true);
      return;
    }
    setPhase('saving');
    setFormError(null);
    try {
      await apiClient.request('/v1/job-portal/onboarding', { method: 'POST', body });
    } catch (error) {
      setPhase('editing');
      const details =
        error instanceof ApiRequestError && Array.isArray(error.details)
          ? (error.details as { field?: unknown; message?: unknown }[])
          : [];
      const fieldErrors: ServerErrors = {};
      for (const detail of details) {
        if (typeof detail.field !== 'string' || typeof detail.message !== 'string') continue;
        fieldErrors[detail.field.split('.')[0] ?? detail.field] = detail.message;
      }
      const firstField = Object.keys(fieldErrors)[0];
      const target = firstField ? stepOfField(firstField) : null;
      setServerErrors(fieldErrors);
      if (target && target !== step) goTo(target);
      setFormError(t('errors.saveFailed', { reason: reasonOf(error) }));
      return;
    }
    if (cvFile && !cvError) await sendCv(cvFile);
    else finishNavigation();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (phase === 'uploadFailed') {
      if (cvFile && !cvError) await sendCv(cvFile);
      return;
    }
    const errors = validateStep(step, answers);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      setAttempted(true);
      focusField(firstInvalid);
      return;
    }
    if (step === 'cv' && (cvChecking || cvError)) {
      focusField('cv');
      return;
    }
    const next = nextStep(step);
    if (next) goTo(next);
    else await saveProfile();
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

      <form
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

        {step === 'careerPreference' ? (
          <ChoiceList
            name="careerPreference"
            legend={t('careerPreference.question')}
            value={answers.careerPreference}
            onChange={(careerPreference) => update({ careerPreference })}
            error={errorText('careerPreference')}
            choices={CAREER_PREFERENCES.map((value) => ({
              value,
              label: t(`careerPreference.options.${value}.label`),
              description: t(`careerPreference.options.${value}.description`),
            }))}
          />
        ) : null}

        {step === 'experienceLevel' ? (
          <ChoiceList
            name="experienceLevel"
            legend={t('experienceLevel.question')}
            value={answers.experienceLevel}
            onChange={(experienceLevel) => update({ experienceLevel })}
            error={errorText('experienceLevel')}
            columns={2}
            choices={EXPERIENCE_LEVELS.map((value) => ({
              value,
              label: t(`experienceLevel.options.${EXPERIENCE_LEVEL_KEYS[value]}`),
            }))}
          />
        ) : null}

        {step === 'education' ? (
          <div className="grid gap-6">
            <ChoiceList
              name="lastEducation"
              legend={t('education.question')}
              value={answers.lastEducation}
              onChange={(lastEducation) => update({ lastEducation })}
              error={errorText('lastEducation')}
              columns={2}
              choices={EDUCATION_LEVELS.map((value) => ({
                value,
                label: t(`education.levels.${EDUCATION_LEVEL_KEYS[value]}`),
              }))}
            />
            {needsMajor(answers.lastEducation) ? (
              <div data-field="major">
                <label htmlFor="major" className="block text-sm font-semibold text-slate-900">
                  {t('education.majorLabel')}
                </label>
                <p id="major-hint" className="mt-1 text-sm text-slate-600">
                  {t('education.majorHint')}
                </p>
                <input
                  id="major"
                  name="major"
                  type="text"
                  autoComplete="off"
                  maxLength={MAJOR_MAX_LENGTH + 20}
                  value={answers.major}
                  onChange={(event) => update({ major: event.target.value })}
                  aria-invalid={errorText('major') ? true : undefined}
                  aria-describedby={errorText('major') ? 'major-hint major-error' : 'major-hint'}
                  className="mt-2 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600"
                />
                {errorText('major') ? (
                  <p id="major-error" className="mt-2 text-sm font-medium text-red-700">
                    {errorText('major')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}

        {step === 'preferences' ? (
          <div className="grid gap-8">
            <p className="text-base font-semibold text-slate-900">
              {t('preferences.question')}
              <span className="mt-1 block text-sm font-normal text-slate-600">
                {t('preferences.hint', { max: MAX_PREFERRED })}
              </span>
            </p>
            {roles.length === 0 || cities.length === 0 ? (
              <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('preferences.listUnavailable')}
              </p>
            ) : null}
            <MultiPick
              name="preferredRoleIds"
              options={roles}
              selected={answers.preferredRoleIds}
              max={MAX_PREFERRED}
              onToggle={(id) =>
                update({ preferredRoleIds: toggleId(answers.preferredRoleIds, id) })
              }
              error={errorText('preferredRoleIds')}
              labels={{
                legend: t('preferences.rolesLegend'),
                filter: t('preferences.rolesFilter'),
                selectedCount: t('preferences.selectedCount', {
                  count: answers.preferredRoleIds.length,
                  max: MAX_PREFERRED,
                }),
                noMatch: t('preferences.noMatch'),
                remove: (name) => t('preferences.remove', { name }),
              }}
            />
            <MultiPick
              name="preferredCityIds"
              options={cities}
              selected={answers.preferredCityIds}
              max={MAX_PREFERRED}
              onToggle={(id) =>
                update({ preferredCityIds: toggleId(answers.preferredCityIds, id) })
              }
              error={errorText('preferredCityIds')}
              labels={{
                legend: t('preferences.citiesLegend'),
                filter: t('preferences.citiesFilter'),
                selectedCount: t('preferences.selectedCount', {
                  count: answers.preferredCityIds.length,
                  max: MAX_PREFERRED,
                }),
                noMatch: t('preferences.noMatch'),
                remove: (name) => t('preferences.remove', { name }),
              }}
            />
          </div>
        ) : null}

        {step === 'cv' ? (
          <>
            <p className="mb-2 text-base font-semibold text-slate-900">{t('cv.question')}</p>
            <CvStep
              file={cvFile}
              checking={cvChecking}
              error={cvError ? t(`errors.${cvError}`, { max: MAX_PREFERRED }) : undefined}
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
        {phase === 'done' ? (
          <p role="status" className="mt-6 text-sm font-medium text-emerald-800">
            {t('done')}
          </p>
        ) : null}

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {phase === 'uploadFailed' ? (
            <>
              <button type="button" className={buttonStyles.secondary} onClick={finishNavigation}>
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
      </form>
    </div>
  );
}
