'use client';

import { Check, Lock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import {
  MENTOR_ONBOARDING_STEPS,
  stepNumber,
  stepState,
  type MentorOnboardingStep,
  type OnboardingProgress,
} from './onboarding-progress';

/** The five steps, each a button when it may be opened; the current one is marked for screen readers. */
export function StepIndicator({
  progress,
  onOpen,
}: {
  progress: OnboardingProgress;
  onOpen: (step: MentorOnboardingStep) => void;
}) {
  const t = useTranslations('onboardingMentor.onboarding');
  const total = MENTOR_ONBOARDING_STEPS.length;
  return (
    <nav aria-label={t('stepsLabel')} className="mt-6">
      <p className="text-sm font-semibold text-slate-700 sm:sr-only">
        {t('stepOf', { step: stepNumber(progress.step), total, name: t(`steps.${progress.step}`) })}
      </p>
      <div
        className="mt-2 h-1.5 rounded-full bg-slate-200 sm:hidden"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={stepNumber(progress.step)}
      >
        <div
          className="h-1.5 rounded-full bg-brand-700"
          style={{ width: `${(stepNumber(progress.step) / total) * 100}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-5 gap-1 sm:gap-2">
        {MENTOR_ONBOARDING_STEPS.map((step) => {
          const state = stepState(progress, step);
          const clickable = state === 'done' || state === 'open';
          const content = (
            <>
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  state === 'current' && 'bg-brand-700 text-white',
                  state === 'done' && 'bg-emerald-600 text-white',
                  state === 'open' && 'border-2 border-brand-600 text-brand-700',
                  state === 'locked' && 'bg-slate-200 text-slate-500',
                )}
              >
                {state === 'done' ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : state === 'locked' ? (
                  <Lock aria-hidden="true" className="size-3.5" />
                ) : (
                  stepNumber(step)
                )}
              </span>
              <span className="hidden text-xs font-semibold sm:block">{t(`steps.${step}`)}</span>
              <span className="sr-only">
                {t('stepA11y', {
                  step: stepNumber(step),
                  name: t(`steps.${step}`),
                  state: t(`stepStates.${state}`),
                })}
              </span>
            </>
          );
          return (
            <li key={step} className="min-w-0">
              {clickable ? (
                <button
                  type="button"
                  onClick={() => onOpen(step)}
                  className="flex w-full flex-col items-center gap-1 rounded-lg p-1 text-center text-slate-800 hover:bg-slate-100"
                >
                  {content}
                </button>
              ) : (
                <div
                  aria-current={state === 'current' ? 'step' : undefined}
                  className={cn(
                    'flex flex-col items-center gap-1 p-1 text-center',
                    state === 'current' ? 'text-brand-800' : 'text-slate-500',
                  )}
                >
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
