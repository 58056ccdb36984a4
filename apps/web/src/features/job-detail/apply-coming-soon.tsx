import type { JobDetail } from '@jenjang/domain';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import { jobPath } from '@/features/jobs/job-path';

/** Applying through Jenjang comes with the applications work; until then, say so honestly. */
export async function ApplyComingSoon({ job, locale }: { job: JobDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'jobDetail.applyPage' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-16">
      <section className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('badge')}
        </p>
        <h1 className="mt-4 text-xl font-bold text-slate-900 md:text-2xl">{t('title')}</h1>
        <p className="mt-3 text-base text-slate-700">
          {t('body', { role: job.role, company: job.company.name })}
        </p>
        <Link href={jobPath(job)} className={`${buttonStyles.primary} mt-6`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
      </section>
    </div>
  );
}
