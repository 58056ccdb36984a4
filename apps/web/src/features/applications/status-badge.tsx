import { applicationStatusDisplay, type ApplicationProgress } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import type { AppLocale } from '@/lib/i18n/routing';

const TONE = {
  applicationReceived: 'bg-slate-100 text-slate-800',
  applicationReview: 'bg-amber-50 text-amber-900',
  jobClosed: 'bg-slate-100 text-slate-700',
  rejected: 'bg-red-50 text-red-800',
  shortlisted: 'bg-green-50 text-green-800',
  step: 'bg-brand-50 text-brand-800',
  invitedTo: 'bg-brand-50 text-brand-800',
} as const;

/** The status of an application as spec section 4 words it (the domain decides which). */
export async function StatusBadge({
  application,
  locale,
}: {
  application: ApplicationProgress;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'profile.appliedJobs.status' });
  const display = applicationStatusDisplay(application);
  const text =
    display.key === 'step'
      ? display.stepName
      : display.key === 'invitedTo'
        ? t('invitedTo', { step: display.stepName })
        : t(display.key);
  return (
    <span
      data-status={display.key}
      className={cn(
        'inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold',
        TONE[display.key],
      )}
    >
      {text}
    </span>
  );
}
