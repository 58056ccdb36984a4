import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonStyles } from '@/features/shell/button-styles';
import { itemsOf, loadCities, loadIndustries } from '@/lib/api/taxonomy';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';
import { CompanySetup } from './company-setup';
import { loadJobs, loadMe } from './employer-api';
import { LoadErrorNotice } from './employer-states';

/** /employer: the company's figures, or setting up a company first. */
export async function EmployerDashboardPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'employer.area' });
  const me = await loadMe(locale, '/employer');
  if (me.kind !== 'ok') return <LoadErrorNotice locale={locale} />;
  const { company, memberRole, pendingJoinRequest } = me.data.data;
  if (!company) {
    const [industries, cities] = await Promise.all([loadIndustries(locale), loadCities(locale)]);
    return (
      <div className="space-y-6">
        {pendingJoinRequest ? (
          <p
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
          >
            {t('setup.pending', { company: pendingJoinRequest.companyName })}
          </p>
        ) : null}
        <CompanySetup locale={locale} industries={itemsOf(industries)} cities={itemsOf(cities)} />
      </div>
    );
  }
  const jobs = await loadJobs(locale, { status: undefined, page: 1 });
  const counts = jobs.kind === 'ok' ? jobs.data.data.counts : null;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">
          {t('dashboard.welcome', { company: company.name })}
        </h1>
        <p className="mt-1 text-slate-700">
          {t('dashboard.role', { role: t(`roles.${memberRole ?? 'recruiter'}`) })}
        </p>
      </header>
      {counts ? (
        <dl className="grid grid-cols-3 gap-3">
          {(['open', 'draft', 'closed'] as const).map((status) => (
            <div key={status} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{t(`dashboard.${status}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{counts[status]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <LoadErrorNotice locale={locale} />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link className={buttonStyles.primary} href={localizedPath(locale, '/employer/jobs/new')}>
          {t('dashboard.postJob')}
        </Link>
        <Link className={buttonStyles.secondary} href={localizedPath(locale, '/employer/jobs')}>
          {t('dashboard.seeJobs')}
        </Link>
      </div>
    </div>
  );
}
