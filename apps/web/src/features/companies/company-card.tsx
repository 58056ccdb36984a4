import type { CompanyCard as Card } from '@jenjang/domain';
import { BadgeCheck, Briefcase, Building2, Clock, MapPin } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { CompanyLogo } from './company-logo';
import { responseSpeed } from './response-speed';
import { countArgs } from '@/lib/i18n/count';

/** One company in the explore list: logo, name, sector, city, open jobs, response speed. */
export async function CompanyCard({ company, locale }: { company: Card; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'exploreCompanies.card' });
  const speed = responseSpeed(company.response);
  const speedText =
    speed.kind === 'withinDay'
      ? t('respondsWithinDay')
      : speed.kind === 'days'
        ? t('respondsInDays', { days: speed.days })
        : t('noResponseData');
  return (
    <li className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex items-start gap-3">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
        <div className="min-w-0">
          <h3 className="text-base font-bold leading-snug text-slate-900">
            <Link
              href={`/karir/${encodeURIComponent(company.slug)}`}
              className="outline-none after:absolute after:inset-0 hover:text-brand-700"
            >
              {company.name}
            </Link>
          </h3>
          {company.verified ? (
            <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('verified')}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="space-y-1.5 text-sm text-slate-600">
        {company.industry ? (
          <li className="flex items-center gap-2">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{company.industry.name}</span>
          </li>
        ) : null}
        {company.city ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {company.city.name}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Briefcase aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className={company.openJobCount > 0 ? 'font-semibold text-brand-700' : undefined}>
            {company.openJobCount > 0
              ? t('openJobs', countArgs(company.openJobCount, locale))
              : t('noOpenJobs')}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          {speedText}
        </li>
      </ul>
    </li>
  );
}
