import { applicationTimeline, type ApplicationProgress } from '@jenjang/domain';
import { Check, Circle, CircleDot, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import type { AppLocale } from '@/lib/i18n/routing';

/**
 * The timeline of spec section 4: Application Received, Application Review, then the visible
 * steps; the domain says which are active, current, finished or where it ended.
 */
export async function ApplicationTimeline({
  application,
  locale,
  label,
}: {
  application: ApplicationProgress;
  locale: AppLocale;
  label: string;
}) {
  const t = await getTranslations({ locale, namespace: 'profile.appliedJobs.timeline' });
  const entries = applicationTimeline(application);
  return (
    <ol aria-label={label} className="space-y-0" data-timeline>
      {entries.map((entry, index) => {
        const last = index === entries.length - 1;
        const name = entry.kind === 'fixed' ? t(entry.key) : entry.name;
        const current = entry.kind === 'step' && entry.current;
        const state = entry.rejectedHere
          ? 'rejected'
          : current
            ? 'current'
            : entry.active
              ? 'done'
              : 'pending';
        const Icon =
          state === 'rejected'
            ? X
            : state === 'current'
              ? CircleDot
              : state === 'done'
                ? Check
                : Circle;
        return (
          <li
            key={entry.kind === 'fixed' ? entry.key : entry.stepId}
            data-step={name}
            data-state={state}
            data-active={entry.active ? 'true' : 'false'}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute left-3 top-6 h-[calc(100%-1.25rem)] w-0.5',
                  entry.active ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                state === 'rejected' && 'border-red-700 bg-red-700 text-white',
                state === 'current' && 'border-brand-700 bg-white text-brand-700',
                state === 'done' && 'border-brand-700 bg-brand-700 text-white',
                state === 'pending' && 'border-slate-300 bg-white text-slate-300',
              )}
            >
              <Icon className="size-3.5" strokeWidth={3} />
            </span>
            <div className="min-w-0">
              <p
                className={cn(
                  'text-sm font-semibold',
                  entry.active ? 'text-slate-900' : 'text-slate-600',
                )}
              >
                {name}
              </p>
              <p className="text-xs text-slate-600">
                {t(state === 'rejected' ? 'rejectedHere' : state)}
                {entry.kind === 'step' && entry.techTestSubmitted !== null ? (
                  <span data-tech-test={entry.techTestSubmitted ? 'submitted' : 'pending'}>
                    {' · '}
                    {t(entry.techTestSubmitted ? 'techTestSubmitted' : 'techTestNotSubmitted')}
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
