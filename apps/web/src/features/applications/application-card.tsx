import { applicationStatusView, currentVisibleStep, formatWibDateLong } from '@jenjang/domain';
import { Building2, ChevronDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import type { AppliedItem } from './applications-api';
import { ApplicationTimeline } from './application-timeline';
import { OfferAnswer } from './offer-answer';
import { StatusChip } from './status-chip';
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

/** The tech-test step waiting for the candidate's work, if any. */
function openTechTest(application: AppliedItem) {
  const step = currentVisibleStep(application);
  if (!step || step.type !== 'techTest' || application.status !== 'techTestSent') return null;
  const test = application.techTests.find((t) => t.recruitmentStepId === step.id) ?? null;
  if (test?.submittedAt) return null;
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
  // Chip, note, timeline and the bell all read the domain's one definition (decision 029).
  const view = applicationStatusView(application, locale);
  const open = ['received', 'inReview', 'inStep', 'invited'].includes(view.phase);
  const techTest = open ? openTechTest(application) : null;
  const handedIn = techTest || !open ? null : handedInTechTest(application);
  // An offer is answered (declining it is how one withdraws from it); an open application can be
  // withdrawn; an ended one is left as it is.
  const offered = view.phase === 'offered';
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
          {view.note ? (
            <p
              className="mt-1 text-sm text-slate-700"
              data-status-note={view.phase}
              data-status-reason={application.statusReason ?? undefined}
            >
              {view.note}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="sr-only">{t('statusLabel')}</span>
          <StatusChip label={view.label} tone={view.tone} status={view.phase} />
        </div>
      </div>
      <details
        className="group mt-4 rounded-xl bg-slate-50 p-3"
        open={techTest !== null || offered}
      >
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
      {offered ? (
        <div className="mt-4" data-offer-actions>
          <OfferAnswer
            applicationId={application.id}
            role={application.job.role}
            company={application.job.company.name}
          />
        </div>
      ) : open ? (
        <div className="mt-4 flex justify-end">
          <WithdrawButton applicationId={application.id} role={application.job.role} />
        </div>
      ) : null}
    </article>
  );
}
