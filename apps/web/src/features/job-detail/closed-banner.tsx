import type { JobDetail } from '@jenjang/domain';
import { ArrowDown, CircleOff } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';

export const SIMILAR_JOBS_ANCHOR = 'similar-jobs';

/** Says plainly that the job takes no applications any more and points to similar open ones. */
export async function ClosedBanner({ job, locale }: { job: JobDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'jobDetail.closed' });
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 md:p-5"
    >
      <CircleOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-bold">
          {job.closedReason === 'underReview' ? t('underReviewTitle') : t('title')}
        </p>
        <p className="mt-1 text-sm">
          {job.closedReason === 'underReview'
            ? t('underReviewBody')
            : job.closedReason === 'expired'
              ? t('expiredBody')
              : t('closedBody')}
        </p>
        <a
          href={`#${SIMILAR_JOBS_ANCHOR}`}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-amber-900 underline underline-offset-4"
        >
          {t('seeSimilar')}
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}
