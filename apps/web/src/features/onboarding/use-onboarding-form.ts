'use client';

import { onboardingAnswersSchema, type Locale, type OnboardingInput } from '@jenjang/domain';
import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { fieldResolver } from '@/lib/forms/field-resolver';
import {
  firstIncompleteStep,
  STEP_FIELDS,
  stepOfField,
  type OnboardingAnswers,
  type OnboardingStep,
  type SavedProgress,
} from './onboarding-state';
import { createProgressSaver, type ProgressBody } from './progress-saver';

export const PROGRESS_PATH = '/v1/job-portal/onboarding/progress';

const sendProgress = (body: ProgressBody) =>
  apiClient
    .request<unknown>(PROGRESS_PATH, { method: 'PUT', body, keepalive: true })
    .then(() => {});

/** Moves the focus into the field (its first input or button), after React drew its error. */
export function focusField(field: string) {
  requestAnimationFrame(() => {
    const container = document.querySelector(`[data-field="${field}"]`);
    container?.querySelector<HTMLElement>('input:not([disabled]), button, textarea')?.focus();
  });
}

/**
 * The onboarding's answers on react-hook-form, checked step by step by the domain's contract.
 * It starts where the saved progress stopped, and keeps the API's copy current (every answer,
 * every step), so another browser or a later session resumes here.
 */
export function useOnboardingForm({
  start,
  returnUrl,
}: {
  /** Resumed on the server (resumeProgress), so the first render matches the page's HTML. */
  start: SavedProgress;
  /** Saved with the progress: where a resumed onboarding continues to. */
  returnUrl: string | null;
}) {
  const locale = useLocale() as Locale;
  const form = useForm<OnboardingAnswers, unknown, OnboardingInput>({
    resolver: fieldResolver(onboardingAnswersSchema, locale),
    defaultValues: start.answers,
  });
  const [step, setStep] = useState<OnboardingStep>(start.step);
  const [saver] = useState(() => createProgressSaver(sendProgress));
  const answers = form.watch();

  // Every change is saved; a new step at once. The state the page opened with is already there.
  const body = JSON.stringify({ step, answers, returnUrl } satisfies ProgressBody);
  const shown = useRef({ body, step });
  useEffect(() => {
    if (shown.current.body === body) return;
    const stepChanged = shown.current.step !== step;
    shown.current = { body, step };
    saver.save(JSON.parse(body) as ProgressBody, { now: stepChanged });
  }, [body, step, saver]);

  // Leaving the page: what waits for the pause goes now (the request outlives the page).
  useEffect(() => {
    const leave = () => void saver.flush();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [saver]);

  /** One answer changed; a field marked wrong is checked again at once. */
  function update<Field extends keyof OnboardingAnswers>(
    field: Field,
    value: OnboardingAnswers[Field],
  ) {
    const marked = Boolean(form.getFieldState(field).error);
    form.setValue(field, value as never, { shouldDirty: true, shouldValidate: marked });
  }

  function goTo(target: OnboardingStep) {
    form.clearErrors();
    setStep(target);
  }

  /** Checks this step's answers; focuses the first one to fix and says false when any is off. */
  async function checkStep(current: OnboardingStep = step): Promise<boolean> {
    const fields = STEP_FIELDS[current];
    if (fields.length === 0) return true;
    if (await form.trigger([...fields])) return true;
    const first = fields.find((field) => form.getFieldState(field).error);
    if (first) focusField(first);
    return false;
  }

  /** Checks every answer; when one is off, opens its step with the problems shown. */
  function validBody(): Promise<OnboardingInput | null> {
    return new Promise((resolve) => {
      void form.handleSubmit(
        (body) => resolve(body),
        () => {
          const target = firstIncompleteStep(form.getValues());
          setStep(target);
          void checkStep(target);
          resolve(null);
        },
      )();
    });
  }

  /** The API's field errors beside their answers, on the step of the first one. */
  function showServerErrors(error: unknown) {
    const details =
      error instanceof ApiRequestError && Array.isArray(error.details)
        ? (error.details as { field?: unknown; message?: unknown }[])
        : [];
    let firstStep: OnboardingStep | null = null;
    for (const detail of details) {
      if (typeof detail.field !== 'string' || typeof detail.message !== 'string') continue;
      const field = detail.field.split('.')[0] ?? detail.field;
      const target = stepOfField(field);
      if (!target) continue;
      firstStep ??= target;
      form.setError(field as keyof OnboardingAnswers, { type: 'server', message: detail.message });
    }
    if (firstStep && firstStep !== step) setStep(firstStep);
  }

  /** Props of a text input bound to an answer (the major), re-checked while marked wrong. */
  function bind(field: 'major') {
    return {
      id: field,
      error: form.formState.errors[field]?.message,
      ...form.register(field, {
        onChange: () => {
          if (form.getFieldState(field).error) void form.trigger(field);
        },
      }),
    };
  }

  return {
    answers,
    step,
    update,
    bind,
    goTo,
    checkStep,
    validBody,
    showServerErrors,
    errorOf: (field: keyof OnboardingAnswers) => form.formState.errors[field]?.message,
    /**
     * Finishing: no more progress saves, and none still on its way (the API deletes the progress
     * when the profile is saved; a late save must not bring it back).
     */
    stopSaving: () => saver.stop(),
    /** Finishing failed: back to editing, and to saving. */
    resumeSaving: () => saver.resume(),
  };
}
