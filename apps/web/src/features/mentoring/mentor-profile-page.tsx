import {
  formatCount,
  formatDecimal,
  MENTOR_DEGREE_VOCABULARY,
  type MentorDetail,
  MENTOR_LANGUAGE_VOCABULARY,
  MENTORING_MODE_VOCABULARY,
} from '@jenjang/domain';
import {
  Briefcase,
  Building2,
  CalendarClock,
  ChevronRight,
  Clock,
  GraduationCap,
  Languages,
  Linkedin,
  MapPin,
  Video,
} from 'lucide-react';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { signInPath } from '@/lib/auth/return-url';
import { SITE_URL } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd } from '@/features/seo/json-ld';
import { PageBand } from '@/features/shell/page-band';
import { BookingLauncher, OPEN_BOOKING_PARAM } from './booking-launcher';
import { bookingMentorOf } from './booking-types';
import { loadMentorReviews, loadMentorStatistic } from './load-mentoring';
import { buildMentorJsonLd } from './mentor-json-ld';
import { MentorPhoto } from './mentor-photo';
import { mentorPath, mentorReviewsPath } from './mentoring-api';
import { MentoringTime } from './mentoring-time';
import { RatingStars } from './rating-stars';
import { ReviewItem } from './review-item';
import { countArgs } from '@/lib/i18n/count';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 md:p-6';
const heading = 'mb-4 text-lg font-bold text-slate-900';
const chip = 'rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800';
const PREVIEW_REVIEWS = 3;

/** /mentoring/[mentorSlug]: the mentor's band, profile sections, statistics and the booking. */
export async function MentorProfilePage({
  mentor,
  locale,
}: {
  mentor: MentorDetail;
  locale: AppLocale;
}) {
  const [t, messages, statistic, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'mentorDetail' }),
    getMessages({ locale }),
    loadMentorStatistic(mentor.id, locale),
    loadMentorReviews(mentor.id, 1, PREVIEW_REVIEWS, locale),
  ]);
  const path = mentorPath(mentor.slug);
  const rating = statistic?.ratingAverage ?? mentor.rating;
  const reviewCount = statistic?.reviewCount ?? mentor.reviewCount;
  const sessionsDone = statistic?.sessionsDone ?? mentor.sessionsDone;
  const languageName = (code: string) => MENTOR_LANGUAGE_VOCABULARY.labelOf(code, locale) ?? code;
  const modes =
    mentor.modes.length > 1
      ? t('profile.modes.both')
      : MENTORING_MODE_VOCABULARY.label(mentor.modes[0] ?? 'online', locale);
  const booking = mentor.isBookable
    ? {
        mentor: bookingMentorOf(mentor),
        messages: { bookingModal: messages.bookingModal } as Pick<Messages, 'bookingModal'>,
        label: t('profile.book'),
        signInHref: localizedPath(
          locale,
          signInPath(localizedPath(locale, `${path}?${OPEN_BOOKING_PARAM}=1`)),
        ),
      }
    : null;

  return (
    <div className="bg-slate-50">
      <JsonLd
        data={buildMentorJsonLd(mentor, { url: absoluteUrl(locale, path), siteUrl: SITE_URL })}
      />
      <PageBand>
        <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm">
          <ol className="flex items-center gap-1 text-brand-100">
            <li>
              <Link
                href="/mentoring"
                className="rounded underline-offset-2 hover:text-white hover:underline"
              >
                {t('breadcrumb.mentoring')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li className="min-w-0 truncate">
              <span aria-current="page" className="text-white">
                {mentor.name}
              </span>
            </li>
          </ol>
        </nav>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <MentorPhoto
            name={mentor.name}
            photoUrl={mentor.photoUrl}
            alt={t('profile.photoOf', { name: mentor.name })}
            size="lg"
            priority
            className="ring-4 ring-white/20"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold md:text-3xl">{mentor.name}</h1>
            <p className="mt-1 text-brand-50">{mentor.headline}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-brand-100">
              {mentor.companyName ? (
                <li className="inline-flex items-center gap-1">
                  <Building2 aria-hidden="true" className="size-4" />
                  {mentor.companyName}
                </li>
              ) : null}
              {mentor.yearsOfExperience > 0 ? (
                <li className="inline-flex items-center gap-1">
                  <Briefcase aria-hidden="true" className="size-4" />
                  {t('profile.years', { count: mentor.yearsOfExperience })}
                </li>
              ) : null}
              {mentor.district ? (
                <li className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('profile.district')}: </span>
                  {mentor.district.regencyName}
                </li>
              ) : null}
              {rating !== null && reviewCount > 0 ? (
                <li className="inline-flex items-center gap-1">
                  <RatingStars
                    rating={rating}
                    label={t('reviews.stars', { rating: formatDecimal(rating, locale, 1, 1) })}
                  />
                  <span aria-hidden="true" className="font-semibold text-white">
                    {formatDecimal(rating, locale, 1, 1)}
                  </span>
                  <Link
                    href={mentorReviewsPath(mentor.slug)}
                    className="underline underline-offset-2 hover:text-white"
                  >
                    ({t('reviews.summaryCount', countArgs(reviewCount, locale))})
                  </Link>
                </li>
              ) : null}
            </ul>
          </div>
          {booking ? (
            <BookingLauncher {...booking} variant="onDark" className="sm:self-center" />
          ) : null}
        </div>
      </PageBand>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {mentor.bio ? (
            <section aria-labelledby="about-heading" className={card}>
              <h2 id="about-heading" className={heading}>
                {t('sections.about')}
              </h2>
              <p className="whitespace-pre-line leading-relaxed text-slate-700">{mentor.bio}</p>
              {mentor.linkedinUrl ? (
                <a
                  href={mentor.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  <Linkedin aria-hidden="true" className="size-4" />
                  {t('profile.linkedin')}
                </a>
              ) : null}
            </section>
          ) : null}

          {mentor.topics.length > 0 ? (
            <section aria-labelledby="topics-heading" className={card}>
              <h2 id="topics-heading" className={heading}>
                {t('sections.topics')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {mentor.topics.map((topic) => (
                  <li key={topic.id} className={chip}>
                    {topic.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="education-heading" className={card}>
            <h2 id="education-heading" className={heading}>
              {t('sections.education')}
            </h2>
            {mentor.educations.length === 0 ? (
              <p className="text-sm text-slate-600">{t('education.empty')}</p>
            ) : (
              <ul className="space-y-4">
                {mentor.educations.map((education) => (
                  <li key={education.id} className="flex gap-3">
                    <GraduationCap
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-brand-700"
                    />
                    <div>
                      <p className="font-semibold text-slate-900">{education.school}</p>
                      <p className="text-sm text-slate-700">
                        {MENTOR_DEGREE_VOCABULARY.label(education.degree, locale)} ·{' '}
                        {education.fieldOfStudy}
                      </p>
                      <p className="text-sm text-slate-500">
                        {t('education.years', {
                          start: education.startYear,
                          end: education.endYear ?? t('education.present'),
                        })}
                      </p>
                      {education.description ? (
                        <p className="mt-1 text-sm text-slate-600">{education.description}</p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {mentor.academicExpertises.length > 0 ? (
            <section aria-labelledby="expertise-heading" className={card}>
              <h2 id="expertise-heading" className={heading}>
                {t('sections.expertise')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {mentor.academicExpertises.map((expertise) => (
                  <li
                    key={expertise.id}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800"
                  >
                    {expertise.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="reviews-heading" className={card}>
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="reviews-heading" className="text-lg font-bold text-slate-900">
                {t('sections.reviews')}
              </h2>
              {reviewCount > 0 ? (
                <Link
                  href={mentorReviewsPath(mentor.slug)}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('reviews.seeAll', { count: formatCount(reviewCount, locale) })}
                </Link>
              ) : null}
            </div>
            {!reviews.ok ? (
              <p role="alert" className="text-sm text-slate-600">
                {t('reviews.error')}
              </p>
            ) : reviews.value.docs.length === 0 ? (
              <p className="text-sm text-slate-600">{t('reviews.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {reviews.value.docs.map((review) => (
                  <ReviewItem key={review.id} review={review} locale={locale} />
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="min-w-0 space-y-6">
          <section aria-labelledby="booking-heading" className={card}>
            <h2 id="booking-heading" className={heading}>
              {t('profile.book')}
            </h2>
            <ul className="space-y-3 text-sm text-slate-700">
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {t('profile.sessionLength', { minutes: mentor.sessionMinutes })}
              </li>
              <li className="flex items-center gap-2">
                <Video aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {modes}
              </li>
              {mentor.languages.length > 0 ? (
                <li className="flex items-center gap-2">
                  <Languages aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span>
                    <span className="sr-only">{t('profile.languages')}: </span>
                    {mentor.languages.map(languageName).join(', ')}
                  </span>
                </li>
              ) : null}
              <li className="flex items-start gap-2">
                <CalendarClock
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-brand-700"
                />
                {mentor.nextAvailableAt ? (
                  <span>
                    <span className="block text-xs text-slate-500">{t('profile.nextSlot')}</span>
                    <MentoringTime
                      startsAt={mentor.nextAvailableAt}
                      locale={locale}
                      className="font-semibold text-slate-900"
                    />
                  </span>
                ) : (
                  <span className="text-slate-600">{t('profile.noSlot')}</span>
                )}
              </li>
            </ul>
            {booking ? <BookingLauncher {...booking} className="mt-5 w-full" /> : null}
          </section>

          <section aria-labelledby="statistics-heading" className={card}>
            <h2 id="statistics-heading" className={heading}>
              {t('sections.statistics')}
            </h2>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="flex flex-col-reverse rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('statistics.sessionsDone')}</dt>
                <dd className="text-xl font-bold text-slate-900">
                  {formatCount(sessionsDone, locale)}
                </dd>
              </div>
              <div className="flex flex-col-reverse rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('statistics.rating')}</dt>
                <dd className="text-xl font-bold text-slate-900">
                  {rating !== null && reviewCount > 0 ? formatDecimal(rating, locale, 1, 1) : '–'}
                  {rating === null || reviewCount === 0 ? (
                    <span className="sr-only">{t('statistics.noRating')}</span>
                  ) : null}
                </dd>
              </div>
              <div className="flex flex-col-reverse rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('statistics.reviews')}</dt>
                <dd className="text-xl font-bold text-slate-900">
                  {formatCount(reviewCount, locale)}
                </dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
