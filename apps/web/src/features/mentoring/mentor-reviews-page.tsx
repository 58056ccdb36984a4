import { formatCount, formatDecimal, type MentorDetail } from '@jenjang/domain';
import { ArrowLeft, ChevronRight, MessageSquareText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { type AppLocale } from '@/lib/i18n/routing';
import { Pagination } from '@/features/jobs/pagination';
import { PageBand } from '@/features/shell/page-band';
import { StatusPanel } from '@/features/shell/status-panel';
import { loadMentorReviews, loadMentorStatistic, REVIEWS_PAGE_SIZE } from './load-mentoring';
import { MentorPhoto } from './mentor-photo';
import { mentorPath, mentorReviewsPath } from './mentoring-api';
import { RatingStars } from './rating-stars';
import { ReviewItem } from './review-item';
import { countArgs } from '@/lib/i18n/count';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 md:p-6';

/** /mentoring/[mentorSlug]/reviews: the rating summary, then every review, newest first. */
export async function MentorReviewsPage({
  mentor,
  page,
  locale,
}: {
  mentor: MentorDetail;
  page: number;
  locale: AppLocale;
}) {
  const [t, statistic, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'mentorDetail' }),
    loadMentorStatistic(mentor.id, locale),
    loadMentorReviews(mentor.id, page, REVIEWS_PAGE_SIZE, locale),
  ]);
  const rating = statistic?.ratingAverage ?? mentor.rating;
  const reviewCount = statistic?.reviewCount ?? mentor.reviewCount;
  const counts = statistic?.ratingCounts ?? null;
  const hrefFor = (target: number) =>
    target > 1
      ? `${mentorReviewsPath(mentor.slug)}?page=${target}`
      : mentorReviewsPath(mentor.slug);

  return (
    <div className="bg-slate-50">
      <PageBand>
        <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-brand-100">
            <li>
              <Link href="/mentoring" className="rounded hover:text-white hover:underline">
                {t('breadcrumb.mentoring')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li className="min-w-0 truncate">
              <Link
                href={mentorPath(mentor.slug)}
                className="rounded hover:text-white hover:underline"
              >
                {mentor.name}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              <span aria-current="page" className="text-white">
                {t('breadcrumb.reviews')}
              </span>
            </li>
          </ol>
        </nav>
        <div className="flex items-center gap-4">
          <MentorPhoto
            name={mentor.name}
            photoUrl={mentor.photoUrl}
            className="ring-4 ring-white/20"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold md:text-3xl">
              {t('sections.reviews')} · {mentor.name}
            </h1>
            <p className="mt-1 text-brand-100">{t('reviews.intro')}</p>
          </div>
        </div>
      </PageBand>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside className="min-w-0">
          <section aria-labelledby="summary-heading" className={card}>
            <h2 id="summary-heading" className="sr-only">
              {t('sections.statistics')}
            </h2>
            {rating !== null && reviewCount > 0 ? (
              <>
                <p className="text-4xl font-bold text-slate-900" data-rating-average>
                  {formatDecimal(rating, locale, 1, 1)}
                  <span className="ml-1 text-base font-semibold text-slate-500">/ 5</span>
                </p>
                <RatingStars
                  rating={rating}
                  size="md"
                  label={t('reviews.summary', { rating: formatDecimal(rating, locale, 1, 1) })}
                  className="mt-2"
                />
                <p className="mt-1 text-sm text-slate-600">
                  {t('reviews.summaryCount', countArgs(reviewCount, locale))}
                </p>
                {counts ? (
                  <ul className="mt-4 space-y-1.5">
                    {[5, 4, 3, 2, 1].map((stars) => {
                      const count = counts[stars - 1] ?? 0;
                      const share = reviewCount > 0 ? Math.round((count / reviewCount) * 100) : 0;
                      return (
                        <li key={stars} className="flex items-center gap-2 text-sm">
                          <span className="sr-only">
                            {t('reviews.distribution', {
                              stars,
                              count: formatCount(count, locale),
                            })}
                          </span>
                          <span aria-hidden="true" className="w-6 text-slate-700">
                            {stars}★
                          </span>
                          <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-slate-100">
                            <span
                              className="block h-2 rounded-full bg-amber-400"
                              style={{ width: `${share}%` }}
                            />
                          </span>
                          <span aria-hidden="true" className="w-8 text-right text-slate-600">
                            {formatCount(count, locale)}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </>
            ) : (
              <p className="text-sm text-slate-600">{t('statistics.noRating')}</p>
            )}
            <Link
              href={mentorPath(mentor.slug)}
              className="mt-5 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('reviews.back')}
            </Link>
          </section>
        </aside>

        <section aria-labelledby="review-list-heading" className="min-w-0">
          <h2 id="review-list-heading" className="sr-only">
            {t('sections.reviews')}
          </h2>
          {!reviews.ok ? (
            <StatusPanel role="alert" title={t('error.title')}>
              <p>{t('reviews.error')}</p>
            </StatusPanel>
          ) : reviews.value.docs.length === 0 ? (
            <StatusPanel
              role="status"
              icon={<MessageSquareText aria-hidden="true" className="size-7" />}
              title={t('sections.reviews')}
            >
              <p>{t('reviews.empty')}</p>
            </StatusPanel>
          ) : (
            <div className={card}>
              <p className="mb-4 text-sm text-slate-600">
                {t('reviews.range', {
                  from: formatCount((reviews.value.page - 1) * reviews.value.limit + 1, locale),
                  to: formatCount(
                    (reviews.value.page - 1) * reviews.value.limit + reviews.value.docs.length,
                    locale,
                  ),
                  total: formatCount(reviews.value.totalDocs, locale),
                })}
              </p>
              <ul className="divide-y divide-slate-200" data-review-list>
                {reviews.value.docs.map((review) => (
                  <ReviewItem key={review.id} review={review} locale={locale} />
                ))}
              </ul>
              <div className="mt-6">
                <Pagination
                  locale={locale}
                  page={reviews.value.page}
                  totalPages={reviews.value.totalPages}
                  hrefFor={hrefFor}
                />
              </div>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
