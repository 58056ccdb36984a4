import { CalendarCheck, UserSearch } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { ExploreResults } from '@/features/shell/explore-results';
import { PageBand } from '@/features/shell/page-band';
import { buttonStyles } from '@/features/shell/button-styles';
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
  const body = (
    <ExploreResults
      locale={locale}
      result={state.ok ? state.value : null}
      text={(key, values) => t(key, values)}
      hrefFor={(target) => mentorListHref(params, target)}
      retryHref={mentorListHref(params)}
      resetHref={hasMentorFilters(params) ? '/mentoring' : null}
      emptyIcon={<UserSearch aria-hidden="true" className="size-7" />}
      listProps={{ 'data-mentor-list': true }}
      renderCard={(mentor) => <MentorCard key={mentor.id} mentor={mentor} locale={locale} />}
    />
  );

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
