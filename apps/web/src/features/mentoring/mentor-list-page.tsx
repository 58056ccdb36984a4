import { CalendarCheck, RefreshCw, TriangleAlert, UserSearch } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { INTL_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { Pagination } from '@/features/jobs/pagination';
import { PageBand } from '@/features/shell/page-band';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { loadBanners, loadMentorList, loadMentoringFilters } from './load-mentoring';
import { MentorBanners } from './mentor-banners';
import { MentorCard } from './mentor-card';
import { MentorFilters } from './mentor-filters';
import { hasMentorFilters, mentorListHref, type MentorListParams } from './mentor-list-query';

/** /mentoring: the blue band with search and filters, featured mentors, then the mentor cards. */
export async function MentorListPage({
  locale,
  params,
}: {
  locale: AppLocale;
  params: MentorListParams;
}) {
  const [t, { title }, state, filters, banners] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageMentoring.list' }),
    getPageText(locale, 'mentoring'),
    loadMentorList(params, locale),
    loadMentoringFilters(locale),
    // Featured mentors belong to the plain first page, not to a filtered search.
    hasMentorFilters(params) || params.page > 1 ? Promise.resolve([]) : loadBanners(locale),
  ]);
  const number = new Intl.NumberFormat(INTL_LOCALE[locale]);

  let body;
  if (!state.ok) {
    body = (
      <StatusPanel
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('error.title')}
        actions={
          <Link href={mentorListHref(params)} prefetch={false} className={buttonStyles.primary}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('error.retry')}
          </Link>
        }
      >
        <p>{t('error.body')}</p>
      </StatusPanel>
    );
  } else if (state.value.docs.length === 0) {
    body = (
      <StatusPanel
        role="status"
        icon={<UserSearch aria-hidden="true" className="size-7" />}
        title={t('empty.title')}
        actions={
          hasMentorFilters(params) ? (
            <Link href="/mentoring" className={buttonStyles.secondary}>
              {t('reset')}
            </Link>
          ) : null
        }
      >
        <p>{t('empty.body')}</p>
      </StatusPanel>
    );
  } else {
    const { docs, totalDocs, page, limit, totalPages } = state.value;
    const from = (page - 1) * limit + 1;
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {t('range', {
            from: number.format(from),
            to: number.format(from + docs.length - 1),
            total: number.format(totalDocs),
          })}
        </p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-mentor-list>
          {docs.map((mentor) => (
            <MentorCard key={mentor.id} mentor={mentor} locale={locale} />
          ))}
        </ul>
        <div className="mt-8">
          <Pagination
            locale={locale}
            page={page}
            totalPages={totalPages}
            hrefFor={(target) => mentorListHref(params, target)}
          />
        </div>
      </>
    );
  }

  return (
    <div className="bg-slate-50">
      <PageBand>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
            <p className="mt-2 max-w-2xl text-brand-100">{t('intro')}</p>
          </div>
          <Link href="/mentoring/my-session" className={`${buttonStyles.onDark} shrink-0`}>
            <CalendarCheck aria-hidden="true" className="size-4" />
            {t('mySessions')}
          </Link>
        </div>
        <div className="mt-6">
          <MentorFilters locale={locale} params={params} filters={filters} />
        </div>
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-10">
        <MentorBanners banners={banners} locale={locale} />
        <section aria-labelledby="mentor-results-heading">
          <h2 id="mentor-results-heading" className="sr-only">
            {t('resultsHeading')}
          </h2>
          {body}
        </section>
      </div>
    </div>
  );
}
