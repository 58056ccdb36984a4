import {
  type CompanyDetail,
  EMPLOYMENT_TYPE_VOCABULARY,
  formatWibDateLong,
  WORKPLACE_TYPE_VOCABULARY,
} from '@jenjang/domain';
import { Briefcase, Flame, MapPin } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { jobPath } from '@/features/jobs/job-path';
import { buttonStyles } from '@/features/shell/button-styles';

/** The company's open jobs, newest first, each linking to its job page. */
export async function CompanyOpenJobs({
  company,
  locale,
}: {
  company: CompanyDetail;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'companyDetail' });
  return (
    <section
      id="open-jobs"
      aria-labelledby="open-jobs-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="open-jobs-heading" className="mb-4 text-lg font-bold text-slate-900">
        {t('sections.openJobs')}{' '}
        <span className="font-normal text-slate-500">({company.openJobCount})</span>
      </h2>
      {company.openJobs.length === 0 ? (
        <div className="space-y-3">
          <p className="text-slate-600">{t('noOpenJobs')}</p>
          <Link href="/karir?open=1" className={buttonStyles.secondary}>
            {t('exploreOthers')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {company.openJobs.map((job) => (
              <li key={job.id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  href={jobPath({ slug: job.slug, company: { slug: company.slug } })}
                  className="group block rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <p className="font-semibold text-slate-900 group-hover:text-brand-700 group-hover:underline">
                    {job.role}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {job.city}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Briefcase aria-hidden="true" className="size-3.5" />
                      {[
                        WORKPLACE_TYPE_VOCABULARY.label(job.workplaceType, locale),
                        ...job.employmentTypes.map((type) =>
                          EMPLOYMENT_TYPE_VOCABULARY.label(type, locale),
                        ),
                      ].join(' · ')}
                    </span>
                    <span>
                      {t('postedOn', { date: formatWibDateLong(job.publishedAt, locale) })}
                    </span>
                    {job.urgentlyNeeded ? (
                      <span className="inline-flex items-center gap-1 font-semibold text-orange-700">
                        <Flame aria-hidden="true" className="size-3.5" />
                        {t('urgent')}
                      </span>
                    ) : null}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
          {company.openJobCount > company.openJobs.length ? (
            <p className="mt-4 text-sm text-slate-500">
              {t('moreJobs', { shown: company.openJobs.length, total: company.openJobCount })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
