import { JOB_REPORT_REASON_VOCABULARY, type JobDetail } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { signInPath } from '@/lib/auth/return-url';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { jobPath } from '@/features/jobs/job-path';
import { ReportJobDialog } from './report-job-dialog';

/** The job page's "something wrong?" box with the report button (open jobs only). */
export async function ReportJobSection({ job, locale }: { job: JobDetail; locale: AppLocale }) {
  if (job.underReview) return null;
  const t = await getTranslations({ locale, namespace: 'jobDetail.report' });
  return (
    <section
      aria-labelledby="report-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5"
    >
      <h2 id="report-heading" className="text-base font-bold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600">{t('intro')}</p>
      <ReportJobDialog
        jobId={job.id}
        signInHref={localizedPath(locale, signInPath(localizedPath(locale, jobPath(job))))}
        texts={{
          button: t('button'),
          title: t('title'),
          reasonLegend: t('reasonLegend'),
          reasons: JOB_REPORT_REASON_VOCABULARY.labelsIn(locale),
          noteLabel: t('noteLabel'),
          noteHint: t('noteHint'),
          submit: t('submit'),
          sending: t('sending'),
          cancel: t('cancel'),
          close: t('close'),
          thanksTitle: t('thanksTitle'),
          thanksBody: t('thanksBody'),
          chooseReason: t('chooseReason'),
          failed: t('failed'),
        }}
      />
    </section>
  );
}
