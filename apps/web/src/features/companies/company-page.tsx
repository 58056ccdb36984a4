import {
  COMPANY_SIZE_VOCABULARY,
  type CompanyDetail,
  formatWibDateLong,
  FUNDING_STAGE_VOCABULARY,
  BENEFIT_VOCABULARY,
  CULTURE_VALUE_VOCABULARY,
} from '@jenjang/domain';
import {
  BadgeCheck,
  Briefcase,
  Building2,
  ChevronRight,
  ExternalLink,
  MapPin,
  Users,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { SITE_URL } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd } from '@/features/seo/json-ld';
import { PageBand } from '@/features/shell/page-band';
import { buttonStyles } from '@/features/shell/button-styles';
import { buildOrganizationJsonLd } from './company-json-ld';
import { CompanyLogo } from './company-logo';
import { CompanyOpenJobs } from './company-open-jobs';
import { OptionIcon } from './option-icon';
import { ResponseFigures } from './response-figures';
import { countArgs } from '@/lib/i18n/count';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 md:p-6';
const heading = 'mb-4 text-lg font-bold text-slate-900';

/** /karir/[slug]: the blue band with the company, then its sections and open jobs. */
export async function CompanyPage({
  company,
  locale,
}: {
  company: CompanyDetail;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'companyDetail' });
  const path = `/karir/${encodeURIComponent(company.slug)}`;
  const headOffice = company.locations.find((l) => l.isHeadOffice);
  const facts: { label: string; value: string }[] = [
    ...(company.industry ? [{ label: t('facts.industry'), value: company.industry.name }] : []),
    ...(company.size
      ? [
          {
            label: t('facts.size'),
            value: COMPANY_SIZE_VOCABULARY.labelOf(company.size, locale) ?? company.size,
          },
        ]
      : []),
    ...(company.foundedYear
      ? [{ label: t('facts.founded'), value: String(company.foundedYear) }]
      : []),
    ...(company.fundingStage
      ? [
          {
            label: t('facts.fundingStage'),
            value: FUNDING_STAGE_VOCABULARY.label(company.fundingStage, locale),
          },
        ]
      : []),
    ...(headOffice ? [{ label: t('facts.headOffice'), value: headOffice.city }] : []),
  ];

  return (
    <div className="bg-slate-50">
      <JsonLd
        data={buildOrganizationJsonLd(company, {
          url: absoluteUrl(locale, path),
          siteUrl: SITE_URL,
        })}
      />
      <PageBand>
        <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm">
          <ol className="flex items-center gap-1 text-brand-100">
            <li>
              <Link
                href="/karir"
                className="rounded underline-offset-2 hover:text-white hover:underline"
              >
                {t('breadcrumb.companies')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li className="min-w-0 truncate">
              <span aria-current="page" className="text-white">
                {company.name}
              </span>
            </li>
          </ol>
        </nav>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <CompanyLogo
            name={company.name}
            logoUrl={company.logoUrl}
            className="size-16 text-xl ring-4 ring-white/20"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold md:text-3xl">{company.name}</h1>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-brand-100">
              {company.verified ? (
                <li
                  className="inline-flex items-center gap-1 rounded-full bg-emerald-500/20 px-2 py-0.5 font-semibold text-white"
                  title={t('verifiedHint')}
                >
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('verified')}
                  <span className="sr-only">: {t('verifiedHint')}</span>
                </li>
              ) : null}
              {company.industry ? (
                <li className="inline-flex items-center gap-1">
                  <Building2 aria-hidden="true" className="size-4" />
                  {company.industry.name}
                </li>
              ) : null}
              {company.city ? (
                <li className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  {company.city.name}
                </li>
              ) : null}
              {company.size ? (
                <li className="inline-flex items-center gap-1">
                  <Users aria-hidden="true" className="size-4" />
                  {COMPANY_SIZE_VOCABULARY.labelOf(company.size, locale) ?? company.size}
                </li>
              ) : null}
            </ul>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href="#open-jobs" className={buttonStyles.onDark}>
              <Briefcase aria-hidden="true" className="size-4" />
              {company.openJobCount > 0
                ? t('openJobsCount', countArgs(company.openJobCount, locale))
                : t('noOpenJobsCount')}
            </a>
            {company.website ? (
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-white/40 px-4 text-sm font-semibold text-white hover:bg-white/10"
              >
                {t('visitWebsite')}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : null}
          </div>
        </div>
      </PageBand>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="about-heading" className={card}>
            <h2 id="about-heading" className={heading}>
              {t('sections.about')}
            </h2>
            <p className="whitespace-pre-line leading-relaxed text-slate-700">
              {company.description}
            </p>
          </section>

          <section aria-labelledby="response-heading" className={card}>
            <h2 id="response-heading" className={heading}>
              {t('sections.response')}
            </h2>
            <ResponseFigures figures={company.response} locale={locale} />
          </section>

          {company.cultureValues.length > 0 ? (
            <section aria-labelledby="culture-heading" className={card}>
              <h2 id="culture-heading" className={heading}>
                {t('sections.culture')}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {company.cultureValues.map((value) => (
                  <li key={value.key} className="flex items-start gap-3 rounded-xl bg-brand-50 p-3">
                    <OptionIcon
                      name={value.icon}
                      className="mt-0.5 size-5 shrink-0 text-brand-700"
                    />
                    <div>
                      <p className="font-semibold text-slate-900">
                        {CULTURE_VALUE_VOCABULARY.labelOf(value.key, locale) ?? value.key}
                      </p>
                      <p className="text-sm text-slate-600">{t(`cultureSubtitle.${value.key}`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {company.benefits.length > 0 ? (
            <section aria-labelledby="benefits-heading" className={card}>
              <h2 id="benefits-heading" className={heading}>
                {t('sections.benefits')}
              </h2>
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
                {company.benefits.map((benefit) => (
                  <li
                    key={benefit.value}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
                  >
                    <OptionIcon name={benefit.icon} className="size-4 shrink-0 text-brand-700" />
                    {BENEFIT_VOCABULARY.labelOf(benefit.value, locale) ?? benefit.value}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {company.photos.length > 0 ? (
            <section aria-labelledby="photos-heading" className={card}>
              <h2 id="photos-heading" className={heading}>
                {t('sections.photos')}
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {company.photos.map((photo) => (
                  <li key={photo.position}>
                    <figure>
                      {/* A plain img: small SVGs and uploads, nothing to resize. */}
                      <img
                        src={photo.url}
                        alt={photo.caption}
                        width={640}
                        height={400}
                        loading="lazy"
                        className="aspect-[8/5] w-full rounded-xl border border-slate-200 object-cover"
                      />
                      {photo.caption ? (
                        <figcaption aria-hidden="true" className="mt-1 text-sm text-slate-600">
                          {photo.caption}
                        </figcaption>
                      ) : null}
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <CompanyOpenJobs company={company} locale={locale} />
        </div>

        <aside className="min-w-0 space-y-6">
          <section aria-labelledby="facts-heading" className={card}>
            <h2 id="facts-heading" className={heading}>
              {t('facts.heading')}
            </h2>
            <dl className="space-y-3 text-sm">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-slate-500">{fact.label}</dt>
                  <dd className="font-semibold text-slate-900">{fact.value}</dd>
                </div>
              ))}
              {company.website ? (
                <div>
                  <dt className="text-slate-500">{t('facts.website')}</dt>
                  <dd className="break-all font-semibold">
                    <a
                      href={company.website}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {company.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </div>
              ) : null}
              {company.verifiedAt ? (
                <div>
                  <dt className="text-slate-500">{t('verified')}</dt>
                  <dd className="font-semibold text-slate-900">
                    {formatWibDateLong(company.verifiedAt, locale)}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          {company.locations.length > 0 ? (
            <section aria-labelledby="locations-heading" className={card}>
              <h2 id="locations-heading" className={heading}>
                {t('sections.locations')}
              </h2>
              <ul className="space-y-3 text-sm">
                {company.locations.map((location) => (
                  <li key={location.cityId} className="flex gap-2">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <div>
                      <p className="font-semibold text-slate-900">
                        {location.city}{' '}
                        <span className="font-normal text-slate-500">
                          · {location.isHeadOffice ? t('headOffice') : t('branch')}
                        </span>
                      </p>
                      {location.address ? (
                        <p className="text-slate-600">{location.address}</p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
