'use client';

// The running analysis: asks GET /v1/cv-review/analyses/{id} every moment and shows the step
// (queued → reading → analysing → done) with a progress bar and a spoken status line; once done
// it opens the report, once failed it says why and offers another try.
import type { CvReview, CvReviewStatus } from '@jenjang/domain';
import { AlertTriangle, Check, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { fillText } from '@/lib/i18n/client-text';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { usePolled } from '@/lib/polling/use-polled';
import { cvReviewRequests, reportPath } from './cv-review-api';
import {
  PROGRESS_POLL_INTERVAL_MS,
  PROGRESS_POLL_MAX_MS,
  PROGRESS_STEPS,
  isFinalReviewStatus,
  progressPercent,
  stepIndex,
} from './cv-review-format';
import type { CvReviewProgressTexts } from './cv-review-texts';

type Running = Pick<CvReview, 'id' | 'status' | 'progress' | 'failure'>;

const STEP_TEXT = {
  queued: 'stepQueued',
  reading: 'stepReading',
  analysing: 'stepAnalysing',
  done: 'stepDone',
} as const;

const STATUS_TEXT: Record<Exclude<CvReviewStatus, 'failed'>, keyof CvReviewProgressTexts> = {
  queued: 'statusQueued',
  reading: 'statusReading',
  analysing: 'statusAnalysing',
  done: 'statusDone',
};

async function loadReview(id: string, signal: AbortSignal): Promise<Running> {
  const { path, schema } = cvReviewRequests.one(id);
  return schema.parse(await apiClient.request<unknown>(path, { signal })).data.result;
}

const isFinalRunning = (review: Running) => isFinalReviewStatus(review.status);

export function CvReviewProgress({
  initial,
  texts,
  onReportPage = false,
  focusOnStart = false,
}: {
  initial: Running;
  texts: CvReviewProgressTexts;
  /** On the report's own page a finished analysis reloads the page instead of navigating. */
  onReportPage?: boolean;
  /** Started by the form, which has gone: the heading takes the focus it held. */
  focusOnStart?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnStart) heading.current?.focus();
  }, [focusOnStart]);
  const router = useRouter();
  const { value: review, problem } = usePolled({
    initial,
    id: initial.id,
    load: loadReview,
    isFinal: isFinalRunning,
    intervalMs: PROGRESS_POLL_INTERVAL_MS,
    slowAfterMs: PROGRESS_POLL_MAX_MS,
  });

  useEffect(() => {
    if (review.status !== 'done') return;
    if (onReportPage) router.refresh();
    // The finished report replaces the progress page; the browser's own navigation, which a
    // busy client router cannot lose (docs/decisions/028, "The lost navigation").
    else router.assign(reportPath(review.id), { replace: true });
  }, [review.status, review.id, onReportPage, router]);

  if (review.status === 'failed') {
    return (
      <section
        role="alert"
        className="rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm"
      >
        <AlertTriangle className="mx-auto size-8 text-red-700" aria-hidden />
        <h2 className="mt-3 text-xl font-bold text-slate-900">{texts.failedTitle}</h2>
        {review.failure ? (
          <p className="mt-2 text-slate-700">
            {fillText(texts.failedBody, { reason: review.failure.message })}
          </p>
        ) : null}
        <Link href="/cv-reviewer" className={cn(buttonStyles.primary, 'mt-5')}>
          {texts.retry}
        </Link>
      </section>
    );
  }

  const percent = progressPercent(review.status, review.progress);
  const current = stepIndex(review.status);
  return (
    <section
      aria-labelledby="cv-progress-heading"
      data-testid="cv-review-progress"
      data-status={review.status}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8"
    >
      <h2
        id="cv-progress-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {texts.heading}
      </h2>
      <p role="status" aria-live="polite" className="mt-3 flex items-center gap-2 text-slate-800">
        {review.status === 'done' ? (
          <Check className="size-5 shrink-0 text-emerald-700" aria-hidden />
        ) : (
          <Loader2
            className="size-5 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none"
            aria-hidden
          />
        )}
        <span>{texts[STATUS_TEXT[review.status]]}</span>
      </p>
      <div
        role="progressbar"
        aria-label={texts.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={fillText(texts.percent, { percent })}
        className="mt-4 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-700">{fillText(texts.percent, { percent })}</p>
      <ol className="mt-5 grid gap-2 text-sm sm:grid-cols-4">
        {PROGRESS_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-lg px-3 py-2 ring-1',
              index < current || review.status === 'done'
                ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
                : index === current
                  ? 'bg-brand-50 font-semibold text-brand-900 ring-brand-300'
                  : 'bg-white text-slate-600 ring-slate-200',
            )}
          >
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white text-xs font-bold ring-1 ring-current"
            >
              {index < current || review.status === 'done' ? (
                <Check className="size-3.5" />
              ) : (
                index + 1
              )}
            </span>
            {texts[STEP_TEXT[step]]}
          </li>
        ))}
      </ol>
      {problem !== 'none' ? <p className="mt-4 text-sm text-slate-700">{texts[problem]}</p> : null}
      <p className="mt-4">
        <Link
          href="/cv-reviewer/results"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {texts.historyLink}
        </Link>
      </p>
    </section>
  );
}
