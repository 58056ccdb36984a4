import type { MentorReview } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { RatingStars } from './rating-stars';
import { wibDateText } from './slot-days';

/** One review: stars (with the rating as text), the comment, the mentee's first name, the date. */
export async function ReviewItem({ review, locale }: { review: MentorReview; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'mentorDetail.reviews' });
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-review>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={review.rating} label={t('stars', { rating: review.rating })} />
        <time dateTime={review.createdAt} className="text-xs text-slate-500">
          {wibDateText(review.createdAt, locale)}
        </time>
      </div>
      {review.comment ? (
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-800">
          {review.comment}
        </p>
      ) : null}
      <p className="mt-2 text-sm font-semibold text-slate-900">
        {review.menteeName}
        {review.topic ? (
          <span className="font-normal text-slate-500"> · {review.topic}</span>
        ) : null}
      </p>
    </li>
  );
}
