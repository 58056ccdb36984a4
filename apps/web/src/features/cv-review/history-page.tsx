// /cv-reviewer/results: the user's analyses, newest first (date, file, target, score, status,
// free or full report), with an empty state, an error state with retry, and pages.
import { formatWibDateLong, type CvReviewSummary, type Paginated } from '@jenjang/domain';
import {
  AlertTriangle,
  ChevronRight,
  FileSearch,
  FileText,
  Lock,
  Plus,
  Unlock,
} from 'lucide-react';
import { getMessages } from 'next-intl/server';
import { listPageHref } from '@/features/jobs/pagination-model';
import { Pagination } from '@/features/jobs/pagination';
import { buttonStyles } from '@/features/shell/button-styles';
import { PageBand } from '@/features/shell/page-band';
import { StatusPanel } from '@/features/shell/status-panel';
import { ApiError } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { cn } from '@/lib/cn';
import { fillText } from '@/lib/i18n/client-text';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { cvReviewRequests, reportPath } from './cv-review-api';
import type { CvReviewTexts } from './cv-review-texts';
import { STATUS_TONES, targetLabel } from './review-labels';
import { ScoreBadge } from './score-badge';

const HISTORY_PATH = '/cv-reviewer/results';

function HistoryItem({
  review,
  texts,
  locale,
}: {
  review: CvReviewSummary;
  texts: CvReviewTexts;
  locale: AppLocale;
}) {
  const target = targetLabel(review.target, texts) ?? texts.history.noTarget;
  return (
    <li>
      <Link
        href={reportPath(review.id)}
        className="group grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 md:grid-cols-[1fr_auto_auto] md:items-center md:gap-6"
      >
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <FileText aria-hidden className="size-4 shrink-0 text-brand-700" />
            <span className="truncate">{review.fileName}</span>
          </p>
          <p className="mt-1 truncate text-sm text-slate-700">{target}</p>
          <p className="mt-1 text-sm text-slate-600">
            <span className="sr-only">{texts.history.date}: </span>
            <time dateTime={review.createdAt}>
              {formatWibDateLong(review.createdAt, locale)}
            </time>{' '}
            WIB
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{texts.history.status}: </span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
              STATUS_TONES[review.status],
            )}
          >
            {texts.status[review.status]}
          </span>
          {review.status === 'done' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
              {review.unlocked ? (
                <Unlock aria-hidden className="size-3.5" />
              ) : (
                <Lock aria-hidden className="size-3.5" />
              )}
              {review.unlocked ? texts.history.unlocked : texts.history.locked}
            </span>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3 md:justify-end">
          {review.overallScore !== null ? (
            <span>
              <span className="sr-only">{texts.history.score}: </span>
              <ScoreBadge score={review.overallScore} bands={texts.bands} />
            </span>
          ) : (
            <span />
          )}
          <ChevronRight aria-hidden className="size-5 text-slate-500 group-hover:text-brand-700" />
        </div>
      </Link>
    </li>
  );
}

export async function CvReviewHistoryPage({ locale, page }: { locale: AppLocale; page: number }) {
  const texts = (await getMessages({ locale })).common.cvReview;
  const request = cvReviewRequests.list(page);
  const pagePath = page > 1 ? `${HISTORY_PATH}?page=${page}` : HISTORY_PATH;
  let result: Paginated<CvReviewSummary> | null = null;
  try {
    result = (
      await loadAsUser(request.path, request.schema, {
        returnPath: localizedPath(locale, pagePath),
        locale,
        query: request.query,
      })
    ).data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`cv review history unavailable: ${error.message}`);
  }

  return (
    <div className="min-h-[70vh] bg-slate-50">
      <PageBand>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold md:text-4xl">{texts.history.heading}</h1>
            <p className="mt-2 text-white/90">{texts.history.intro}</p>
          </div>
          <Link href="/cv-reviewer" className={cn(buttonStyles.onDark, 'shrink-0')}>
            <Plus aria-hidden className="size-4" />
            {texts.history.newAnalysis}
          </Link>
        </div>
      </PageBand>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:px-6 md:py-10">
        {result === null ? (
          <StatusPanel
            role="alert"
            icon={<AlertTriangle aria-hidden className="size-7" />}
            title={texts.history.errorTitle}
            actions={
              <a href={localizedPath(locale, pagePath)} className={buttonStyles.primary}>
                {texts.history.retry}
              </a>
            }
          >
            {texts.history.errorBody}
          </StatusPanel>
        ) : result.docs.length === 0 ? (
          <StatusPanel
            icon={<FileSearch aria-hidden className="size-7" />}
            title={texts.history.emptyTitle}
            actions={
              <Link href="/cv-reviewer" className={buttonStyles.primary}>
                {texts.form.submit}
              </Link>
            }
          >
            {texts.history.emptyBody}
          </StatusPanel>
        ) : (
          <>
            <ul className="space-y-3" data-testid="cv-review-history">
              {result.docs.map((review) => (
                <HistoryItem key={review.id} review={review} texts={texts} locale={locale} />
              ))}
            </ul>
            {result.totalPages > 1 ? (
              <p className="text-center text-sm text-slate-700">
                {fillText(texts.history.range, { page: result.page, total: result.totalPages })}
              </p>
            ) : null}
            <Pagination
              locale={locale}
              page={result.page}
              totalPages={result.totalPages}
              hrefFor={(target) => listPageHref(HISTORY_PATH, target)}
            />
          </>
        )}
      </div>
    </div>
  );
}
