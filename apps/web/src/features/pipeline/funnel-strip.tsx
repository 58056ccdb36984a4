import {
  formatCount,
  formatDecimal,
  formatPercent,
  type PipelineFunnel,
  type PipelineJob,
} from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { columnLabel } from './column-label';

/** The job's funnel on top of the applicants: per column now and the response figures. */
export async function FunnelStrip({
  funnel,
  job,
  locale,
}: {
  funnel: PipelineFunnel;
  job: PipelineJob;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'employer.pipeline' });
  const hiddenStep = (name: string) => t('columns.hiddenStep', { name });
  return (
    <section
      aria-labelledby="funnel-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="funnel-heading" className="mb-3 text-base font-bold text-slate-900">
        {t('funnel.title')}
      </h2>
      <dl className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600">{t('funnel.total')}</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatCount(funnel.total, locale)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('funnel.responseRate')}</dt>
          <dd className="text-2xl font-bold text-slate-900">
            {funnel.response.responseRate === null
              ? t('funnel.none')
              : formatPercent(funnel.response.responseRate, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('funnel.medianResponse')}</dt>
          <dd className="text-2xl font-bold text-slate-900">
            {funnel.response.medianDaysToFirstResponse === null
              ? t('funnel.none')
              : formatDecimal(funnel.response.medianDaysToFirstResponse, locale)}
          </dd>
        </div>
      </dl>
      {/* Scrolls sideways when the steps do not fit: focusable and named, so that a keyboard
          can scroll it and a screen reader says what it is. */}
      <ol
        tabIndex={0}
        aria-label={t('funnel.steps')}
        className="flex gap-2 overflow-x-auto rounded-lg pb-1 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {funnel.columns.map((c) => {
          const step = job.steps.find((s) => s.id === c.key) ?? null;
          return (
            <li key={c.key} className="min-w-32 flex-1 rounded-lg bg-slate-50 p-2 text-sm">
              <p className="truncate font-semibold text-slate-800">
                {columnLabel({ kind: c.kind, step }, locale, hiddenStep)}
              </p>
              <p className="text-slate-700">
                {formatCount(c.current, locale)} {t('funnel.current')}
              </p>
              {c.medianDaysInStep !== null ? (
                <p className="text-xs text-slate-600">
                  {t('funnel.medianDays', { days: formatDecimal(c.medianDaysInStep, locale) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
