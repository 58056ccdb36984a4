import {
  BENEFITS,
  COMPANY_SIZE_VOCABULARY,
  CULTURE_VALUE_KEYS,
  FUNDING_STAGE_VOCABULARY,
  type JobDetail,
  BENEFIT_VOCABULARY,
  CULTURE_VALUE_VOCABULARY,
} from '@jenjang/domain';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { CompanyLogo } from '@/features/companies/company-logo';
import { countArgs } from '@/lib/i18n/count';

function isKey<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The hiring company: who they are, how they work, what they offer, and their other jobs. */
export async function CompanyBox({
  job,
  locale,
  headingLevel = 'h2',
}: {
  job: JobDetail;
  locale: AppLocale;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'jobDetail' });
  const detail = job.companyDetail;
  const companyHref = `/karir/${encodeURIComponent(job.company.slug)}`;
  const industry = job.industry?.name ?? job.company.sector;
  const funding = FUNDING_STAGE_VOCABULARY.labelOf(detail.fundingStage, locale);
  const culture = detail.cultureValues.filter((v) => isKey(CULTURE_VALUE_KEYS, v));
  const benefits = detail.benefits.filter((v) => isKey(BENEFITS, v));
  const Heading = headingLevel;
  const SubHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const facts = [
    industry ? { term: t('company.industry'), value: industry } : null,
    detail.size
      ? {
          term: t('company.size'),
          value: COMPANY_SIZE_VOCABULARY.labelOf(detail.size, locale) ?? detail.size,
        }
      : null,
    detail.foundedYear ? { term: t('company.founded'), value: String(detail.foundedYear) } : null,
    funding ? { term: t('company.fundingStage'), value: funding } : null,
  ].filter((fact) => fact !== null);

  return (
    <section
      aria-labelledby={`company-${job.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5"
    >
      <Heading id={`company-${job.id}`} className="text-base font-bold text-slate-900">
        {t('company.heading')}
      </Heading>
      <div className="mt-3 flex items-center gap-3">
        <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
        <div className="min-w-0">
          <Link
            href={companyHref}
            className="font-semibold text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {job.company.name}
          </Link>
          {job.company.location.city ? (
            <p className="text-sm text-slate-600">{job.company.location.city.name}</p>
          ) : null}
        </div>
      </div>

      {facts.length > 0 ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-xs text-slate-600">{fact.term}</dt>
              <dd className="font-medium text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {detail.description ? (
        <p className="mt-4 line-clamp-4 text-sm leading-relaxed text-slate-700">
          {detail.description}
        </p>
      ) : null}

      {detail.website ? (
        <a
          href={detail.website}
          target="_blank"
          rel="noopener nofollow"
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('company.website')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> {t('apply.opensInNewTab')}</span>
        </a>
      ) : null}

      {culture.length > 0 ? (
        <>
          <SubHeading className="mt-4 text-sm font-bold text-slate-900">
            {t('company.culture')}
          </SubHeading>
          <ul className="mt-2 flex flex-wrap gap-2">
            {culture.map((value) => (
              <li
                key={value}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
              >
                {CULTURE_VALUE_VOCABULARY.label(value, locale)}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {benefits.length > 0 ? (
        <>
          <SubHeading className="mt-4 text-sm font-bold text-slate-900">
            {t('company.benefits')}
          </SubHeading>
          <ul className="mt-2 grid gap-1.5 text-sm text-slate-700">
            {benefits.map((value) => (
              <li key={value} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-emerald-600"
                />
                {BENEFIT_VOCABULARY.label(value, locale)}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {detail.openJobCount > 0 ? (
        <Link
          href={companyHref}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('company.openJobs', countArgs(detail.openJobCount, locale))}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
