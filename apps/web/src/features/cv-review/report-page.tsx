// /cv-reviewer/results/[id]: the report of one analysis. Running: the progress view; failed: its
// reason and another try; done: the report. Someone else's analysis answers 404 from the API,
// and so does this page.
import { type CvReview } from '@jenjang/domain';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { paymentsRequests } from '@/features/payments/payments-api';
import { PageBand } from '@/features/shell/page-band';
import { ApiError } from '@/lib/api/client';
import { apiFetchAsUser, loadAsUser } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { cvReviewRequests, reportPath } from './cv-review-api';
import { CvReviewProgress } from './cv-review-progress';
import { progressTextsOf } from './cv-review-texts';
import { ReportView } from './report-view';

/** The credit balance beside the unlock button; null when it cannot be read (the button works). */
async function loadBalance(locale: AppLocale): Promise<number | null> {
  const request = paymentsRequests.credits(1);
  const { status, body } = await apiFetchAsUser(request.path, { locale, query: request.query });
  if (status !== 200) return null;
  const parsed = request.schema.safeParse(body);
  return parsed.success ? parsed.data.data.balance : null;
}

export async function CvReviewReportPage({
  locale,
  id,
  autoUnlock,
}: {
  locale: AppLocale;
  id: string;
  autoUnlock: boolean;
}) {
  const texts = (await getMessages({ locale })).common.cvReview;
  const request = cvReviewRequests.one(id);
  let review: CvReview;
  try {
    review = (
      await loadAsUser(request.path, request.schema, {
        returnPath: localizedPath(locale, reportPath(id)),
        locale,
      })
    ).data.result;
  } catch (error) {
    // Not found, not theirs (the API says 404 for both) or not an id at all.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
  const locked = review.aspects.some((aspect) => aspect.locked);
  const balance = review.status === 'done' && locked ? await loadBalance(locale) : null;

  if (review.status === 'done') {
    return (
      <div className="min-h-[70vh] bg-slate-50 print:bg-white">
        <ReportView
          review={review}
          texts={texts}
          locale={locale}
          balance={balance}
          autoUnlock={autoUnlock && locked}
        />
      </div>
    );
  }
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <PageBand>
        <p className="text-sm font-semibold uppercase tracking-wide text-white/85">
          {texts.hero.eyebrow}
        </p>
        <h1 className="mt-1 break-words text-2xl font-bold md:text-4xl">{review.fileName}</h1>
      </PageBand>
      <div className="mx-auto max-w-3xl px-4 py-8 md:py-10">
        <CvReviewProgress initial={review} texts={progressTextsOf(texts)} onReportPage />
      </div>
    </div>
  );
}
