'use client';

import { onboardingAnswersSchema, type Locale, type OnboardingInput } from '@jenjang/domain';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '@/lib/auth/browser-api';
import { fieldResolver } from '@/lib/forms/field-resolver';
import {
  firstIncompleteStep,
  initialProgress,
  parseStoredProgress,
  progressStorageKey,
  serializeProgress,
  STEP_FIELDS,
  stepOfField,
  type OnboardingAnswers,
  type OnboardingStep,
  type StoredProgress,
} from './onboarding-state';

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

/** Moves the focus into the field (its first input or button), after React drew its error. */
export function focusField(field: string) {
  requestAnimationFrame(() => {
    const container = document.querySelector(`[data-field="${field}"]`);
    container?.querySelector<HTMLElement>('input:not([disabled]), button, textarea')?.focus();
  });
}

/**
 * The onboarding's answers on react-hook-form, checked step by step by the domain's contract,
 * with the step being shown, kept in sessionStorage between visits (per user).
 */
export function useOnboardingForm({
  userId,
  existing,
}: {
  userId: string;
  existing: OnboardingAnswers | null;
}) {
  const locale = useLocale() as Locale;
  const [start] = useState(() => initialProgress(null, existing));
  const form = useForm<OnboardingAnswers, unknown, OnboardingInput>({
    resolver: fieldResolver(onboardingAnswersSchema, locale),
    defaultValues: start.answers,
  });
  const [step, setStep] = useState<OnboardingStep>(start.step);
  const [restored, setRestored] = useState(false);
  const [keepStoring, setKeepStoring] = useState(true);
  const answers = form.watch();

  // Answers of an earlier visit in this tab win over the stored profile (they are newer).
  useEffect(() => {
    const progress = initialProgress(readStored(userId), existing);
    form.reset(progress.answers);
    setStep(progress.step);
    setRestored(true);
  }, [userId, existing, form]);

  const serialized = serializeProgress({ step, answers });
  useEffect(() => {
    if (restored && keepStoring) writeStored(userId, parseStoredProgress(serialized));
  }, [restored, keepStoring, userId, serialized]);

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
    /** Done: forget the stored answers. */
    forget() {
      setKeepStoring(false);
      writeStored(userId, null);
    },
  };
}
