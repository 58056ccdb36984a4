import { formatDecimal, type MentorCard as Card } from '@jenjang/domain';
import { Building2, CalendarClock, MessageSquareText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { type AppLocale } from '@/lib/i18n/routing';
import { MentorPhoto } from './mentor-photo';
import { mentorPath } from './mentoring-api';
import { MentoringTime } from './mentoring-time';
import { RatingStars } from './rating-stars';
import { countArgs } from '@/lib/i18n/count';

const TOPICS_SHOWN = 3;

/** One mentor in the list: photo, name, headline, company, rating, topics, next free time. */
export async function MentorCard({ mentor, locale }: { mentor: Card; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'homepageMentoring.card' });
  const shown = mentor.topics.slice(0, TOPICS_SHOWN);
  const more = mentor.topics.length - shown.length;
  return (
    <li
      data-mentor={mentor.slug}
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <MentorPhoto name={mentor.name} photoUrl={mentor.photoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-bold leading-snug text-slate-900">
            <Link
              href={mentorPath(mentor.slug)}
              className="outline-none after:absolute after:inset-0 hover:text-brand-700"
            >
              {mentor.name}
            </Link>
          </h3>
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{mentor.headline}</p>
          {mentor.companyName ? (
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <span className="truncate">{mentor.companyName}</span>
            </p>
          ) : null}
        </div>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        {mentor.rating !== null && mentor.reviewCount > 0 ? (
          <span className="inline-flex items-center gap-1.5">
            <RatingStars
              rating={mentor.rating}
              label={t('rating', { rating: formatDecimal(mentor.rating, locale, 1, 1) })}
            />
            <span aria-hidden="true" className="font-semibold text-slate-900">
              {formatDecimal(mentor.rating, locale, 1, 1)}
            </span>
            <span className="text-slate-600">
              ({t('reviews', countArgs(mentor.reviewCount, locale))})
            </span>
          </span>
        ) : (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t('newMentor')}
          </span>
        )}
        {mentor.sessionsDone > 0 ? (
          <span className="inline-flex items-center gap-1 text-slate-600">
            <MessageSquareText aria-hidden="true" className="size-4 text-slate-400" />
            {t('sessionsDone', countArgs(mentor.sessionsDone, locale))}
          </span>
        ) : null}
      </p>
      {shown.length > 0 ? (
        <ul aria-label={t('topicsLabel')} className="flex flex-wrap gap-1.5">
          {shown.map((topic) => (
            <li
              key={topic.id}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
            >
              {topic.name}
            </li>
          ))}
          {more > 0 ? (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
              {t('moreTopics', { count: more })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {mentor.nextAvailableAt ? (
          <p>
            <span className="block text-xs text-slate-600">{t('nextSlot')}</span>
            <MentoringTime
              startsAt={mentor.nextAvailableAt}
              locale={locale}
              className="font-semibold text-slate-900"
            />
          </p>
        ) : (
          <p className="text-slate-600">{t('noSlot')}</p>
        )}
      </div>
    </li>
  );
}
