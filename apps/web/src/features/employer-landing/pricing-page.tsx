import {
  EMPLOYER_PLANS,
  formatRupiah,
  yearlyPriceRupiah,
  type EmployerPlan,
} from '@jenjang/domain';
import { Check, Minus } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { PageBand } from '@/features/shell/page-band';
import { buttonStyles } from '@/features/shell/button-styles';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { comparisonCell, COMPARISON_ROWS, type ComparisonCell } from './plan-comparison';

type Translate = Awaited<ReturnType<typeof getTranslations<'pricing'>>>;

function contactHref(plan: EmployerPlan): string {
  return `/pasang-loker-gratis?plan=${plan.id}#employer-contact-form`;
}

function PlanCard({ plan, t }: { plan: EmployerPlan; t: Translate }) {
  const yearly = yearlyPriceRupiah(plan);
  const name = t(`plans.names.${plan.id}`);
  return (
    <li
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-6',
        plan.recommended ? 'border-brand-700 shadow-lg ring-1 ring-brand-700' : 'border-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{name}</h3>
        {plan.recommended ? (
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
            {t('plans.recommended')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">{t(`plans.taglines.${plan.id}`)}</p>
      <p className="mt-4 text-2xl font-bold text-slate-900 xl:text-3xl">
        {plan.monthlyPriceRupiah === null
          ? t('plans.custom')
          : plan.monthlyPriceRupiah === 0
            ? t('plans.free')
            : formatRupiah(plan.monthlyPriceRupiah)}
        {plan.monthlyPriceRupiah ? (
          <span className="text-base font-normal text-slate-600">{t('plans.perMonth')}</span>
        ) : null}
      </p>
      {yearly !== null ? (
        <p className="mt-1 text-sm text-slate-600">
          {t('plans.yearly', { amount: formatRupiah(yearly) })}
        </p>
      ) : null}
      <Link
        href={contactHref(plan)}
        className={cn(
          plan.recommended ? buttonStyles.primary : buttonStyles.secondary,
          'mt-6 w-full',
        )}
      >
        {plan.monthlyPriceRupiah === 0
          ? t('plans.startFree')
          : plan.monthlyPriceRupiah === null
            ? t('plans.contactSales')
            : t('plans.choose', { plan: name })}
      </Link>
    </li>
  );
}

function CellText({ cell, t }: { cell: ComparisonCell; t: Translate }) {
  switch (cell.kind) {
    case 'unlimited':
      return <>{t('compare.unlimited')}</>;
    case 'count':
      return <>{cell.perMonth ? t('compare.perMonthCount', { count: cell.value }) : cell.value}</>;
    case 'level':
      return <>{t(`compare.${cell.group}.${cell.value}` as Parameters<Translate>[0])}</>;
    case 'included':
      return cell.value ? (
        <>
          <Check aria-hidden="true" className="mx-auto size-5 text-emerald-700" />
          <span className="sr-only">{t('compare.included')}</span>
        </>
      ) : (
        <>
          <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
          <span className="sr-only">{t('compare.notIncluded')}</span>
        </>
      );
  }
}

/** /pasang-loker-gratis/pricing: plans in rupiah, a comparison table and questions. */
export async function PricingPage({ locale, title }: { locale: AppLocale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'pricing' });
  return (
    <>
      <PageBand>
        <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-brand-50 md:text-lg">{t('plans.lead')}</p>
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
        <h2 className="sr-only">{t('plans.heading')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {EMPLOYER_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} t={t} />
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">{t('plans.pricesNote')}</p>

        {/* Not a landmark itself: the table's scroll box below is the region this heading names
            (two regions of one name confuse a landmark list). */}
        <section className="mt-12">
          <h2 id="compare-heading" className="text-2xl font-bold text-slate-900">
            {t('compare.heading')}
          </h2>
          {/* Wider than a phone: the table scrolls inside its own box, the page does not (relative:
              the screen-reader texts in its cells are positioned, and must scroll with it). */}
          <div
            className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200"
            role="region"
            aria-labelledby="compare-heading"
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{t('compare.heading')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="p-3 font-semibold text-slate-900">
                    {t('compare.feature')}
                  </th>
                  {EMPLOYER_PLANS.map((plan) => (
                    <th
                      key={plan.id}
                      scope="col"
                      className="p-3 text-center font-semibold text-slate-900"
                    >
                      {t(`plans.names.${plan.id}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {COMPARISON_ROWS.map((row) => (
                  <tr key={row} className="border-t border-slate-200">
                    <th scope="row" className="p-3 font-medium text-slate-800">
                      {t(`compare.rows.${row}`)}
                    </th>
                    {EMPLOYER_PLANS.map((plan) => (
                      <td key={plan.id} className="p-3 text-center text-slate-800">
                        <CellText cell={comparisonCell(plan, row)} t={t} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="faq-heading" className="mt-12 max-w-3xl">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
            {t('faq.heading')}
          </h2>
          <dl className="mt-4 space-y-5">
            {(['free', 'payment', 'change'] as const).map((item) => (
              <div key={item}>
                <dt className="font-semibold text-slate-900">{t(`faq.items.${item}.q`)}</dt>
                <dd className="mt-1 text-slate-700">{t(`faq.items.${item}.a`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
