import {
  applicationTimeline,
  currentVisibleStep,
  formatWibDateLong,
  normalizeApplicationStatus,
} from '@jenjang/domain';
import { Building2, ChevronDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import type { AppliedItem } from './applications-api';
import { ApplicationTimeline } from './application-timeline';
import { StatusBadge } from './status-badge';
import { TechTestForm } from './tech-test-form';
import { WithdrawButton } from './withdraw-button';

/**
 * The tech test of the current step that the candidate has handed in, if any: the card keeps
 * saying so after the form that sent it is gone (the page refreshes right after sending).
 */
function handedInTechTest(application: AppliedItem) {
  const step = currentVisibleStep(application);
  if (!step || step.type !== 'techTest') return null;
  const test = application.techTests.find((t) => t.recruitmentStepId === step.id);
  return test?.submittedAt ? test : null;
}

/** Statuses after which there is nothing left to withdraw. */
const FINAL_STATUSES = new Set(['rejected', 'rejectedBySystem', 'expired', 'closed', 'accepted']);

/** The tech-test step waiting for the candidate's work, if any. */
function openTechTest(application: AppliedItem) {
  const step = currentVisibleStep(application);
  if (!step || step.type !== 'techTest') return null;
  const entry = applicationTimeline(application).find(
    (e) => e.kind === 'step' && e.stepId === step.id,
  );
  if (!entry || entry.kind !== 'step' || entry.techTestSubmitted) return null;
  const test = application.techTests.find((t) => t.recruitmentStepId === step.id) ?? null;
  return { step, test };
}

/** One application on /loker/applied: job, status, when, the timeline and what can be done. */
export async function ApplicationCard({
  application,
  locale,
  appliedOn,
}: {
  application: AppliedItem;
  locale: AppLocale;
  appliedOn: string;
}) {
  const t = await getTranslations({ locale, namespace: 'profile.appliedJobs' });
  const status = normalizeApplicationStatus(application.status);
  const techTest = openTechTest(application);
  const handedIn = techTest ? null : handedInTechTest(application);
  // Withdrawing keeps the status the company last set (decision 016); withdrawnAt ends it.
  const canWithdraw =
    status !== null &&
    !FINAL_STATUSES.has(status) &&
    application.withdrawnAt === null &&
    application.job.status !== 'closed';
  return (
    <article
      data-application={application.id}
      aria-labelledby={`application-${application.id}-role`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={`application-${application.id}-role`}
            className="text-base font-bold text-slate-900 md:text-lg"
          >
            <Link
              href={`/loker/${encodeURIComponent(application.job.slug)}`}
              className="hover:text-brand-700 hover:underline"
            >
              {application.job.role}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            {application.job.company.name}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {t('appliedOn', { date: appliedOn })}
            {application.applicationType === 'external' ? ` · ${t('external')}` : null}
          </p>
          {application.statusReason ? (
            <p
              className="mt-1 text-sm text-slate-700"
              data-status-reason={application.statusReason}
            >
              {t(`reasons.${application.statusReason}`)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="sr-only">{t('statusLabel')}</span>
          <StatusBadge application={application} locale={locale} />
        </div>
      </div>
      <details className="group mt-4 rounded-xl bg-slate-50 p-3" open={techTest !== null}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
          {t('timelineLabel', { role: application.job.role })}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="mt-3">
          <ApplicationTimeline
            application={application}
            locale={locale}
            label={t('timelineLabel', { role: application.job.role })}
          />
        </div>
      </details>
      {techTest ? (
        <TechTestForm
          applicationId={application.id}
          stepId={techTest.step.id}
          instructions={techTest.test?.instructions ?? null}
          deadline={
            techTest.test?.deadlineAt ? formatWibDateLong(techTest.test.deadlineAt, locale) : null
          }
        />
      ) : null}
      {handedIn?.submittedAt ? (
        <p
          role="status"
          data-tech-test-handed-in
          className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800"
        >
          {t('techTest.handedIn', { date: formatWibDateLong(handedIn.submittedAt, locale) })}
        </p>
      ) : null}
      {canWithdraw ? (
        <div className="mt-4 flex justify-end">
          <WithdrawButton applicationId={application.id} role={application.job.role} />
        </div>
      ) : null}
    </article>
  );
}
