import { type CompanyResponseFigures, formatDecimal } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { type AppLocale } from '@/lib/i18n/routing';
import { countArgs } from '@/lib/i18n/count';

/** Median days to the first answer and the share answered, or why there is nothing to say. */
export async function ResponseFigures({
  figures,
  locale,
}: {
  figures: CompanyResponseFigures;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'companyDetail.response' });
  if (figures.applicationCount === 0 || figures.answeredShare === null)
    return <p className="text-slate-600">{t('none')}</p>;
  const median = figures.medianDaysToFirstResponse;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-600">{t('median')}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-800">
            {median === null
              ? '–'
              : median < 1
                ? t('withinDay')
                : t('medianValue', { days: formatDecimal(median, locale) })}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-600">{t('answered')}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-800">
            {t('answeredValue', { percent: Math.round(figures.answeredShare * 100) })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-500">
        {t('basis', countArgs(figures.applicationCount, locale))}
      </p>
    </>
  );
}
