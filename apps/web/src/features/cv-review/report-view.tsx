// The finished report: the overall score, the twelve aspects (free ones in full, locked ones by
// name with the single unlock action), the job match and the careers it fits; print and PDF.
import { type CvReview, formatCount, formatWibDateLong, type Locale } from '@jenjang/domain';
import { ArrowLeft, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fillText, pluralText } from '@/lib/i18n/client-text';
import { Link } from '@/lib/i18n/navigation';
import { PageBand } from '@/features/shell/page-band';
import { AspectCard } from './aspect-card';
import { CareersBlock } from './careers-block';
import { SCORE_STYLES, scoreBand } from './cv-review-format';
import type { CvReviewTexts } from './cv-review-texts';
import { JobMatchBlock } from './job-match-block';
import { ReportActions } from './report-actions';
import './report-print.css';
import { targetLabel } from './review-labels';
import { UnlockPanel } from './unlock-panel';

/** On paper the blue band becomes plain black on white. */
export const PRINT_PLAIN_BAND =
  'print:bg-none print:bg-white print:pb-4 print:pt-0 print:text-slate-900';

function OverallScore({ score, texts }: { score: number; texts: CvReviewTexts }) {
  const band = scoreBand(score);
  const style = SCORE_STYLES[band.color];
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      data-testid="overall-score"
      data-score-color={band.color}
      className={cn('flex items-center gap-5 rounded-2xl p-4 ring-1 md:min-w-72', style.tint)}
    >
      <svg viewBox="0 0 120 120" className="size-28 shrink-0 -rotate-90" aria-hidden>
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="12" className="stroke-white" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          className={cn(
            band.color === 'red'
              ? 'stroke-red-600'
              : band.color === 'amber'
                ? 'stroke-amber-500'
                : 'stroke-emerald-600',
          )}
        />
      </svg>
      <div>
        <p className="text-sm font-semibold text-slate-800">{texts.report.overallLabel}</p>
        <p className={cn('text-5xl font-bold tabular-nums', style.text)}>
          {score}%<span className="sr-only"> {texts.report.overallOutOf}</span>
        </p>
        <p className={cn('mt-1 text-lg font-bold', style.text)}>{texts.bands[band.label]}</p>
      </div>
    </div>
  );
}

export function ReportView({
  review,
  texts,
  locale,
  balance,
  autoUnlock,
}: {
  review: CvReview;
  texts: CvReviewTexts;
  locale: Locale;
  /** The user's credits, or null when they could not be read. */
  balance: number | null;
  autoUnlock: boolean;
}) {
  const t = texts.report;
  const open = review.aspects.filter((aspect) => !aspect.locked);
  const locked = review.aspects.filter((aspect) => aspect.locked);
  const target = targetLabel(review.target, texts);
  const meta = [
    fillText(t.createdAt, { date: formatWibDateLong(review.createdAt, locale) }),
    review.stats
      ? pluralText({ one: t.pagesOne, other: t.pagesOther }, review.stats.pages, locale)
      : null,
    review.stats ? fillText(t.words, { count: formatCount(review.stats.words, locale) }) : null,
    review.language ? (review.language === 'en' ? t.languageEn : t.languageIdn) : null,
    review.improvedByModel ? t.improvedByModel : null,
  ].filter((part): part is string => part !== null);

  return (
    <article data-print-report aria-labelledby="report-heading">
      <PageBand className={PRINT_PLAIN_BAND}>
        <div className="flex flex-col gap-3 print:hidden sm:flex-row sm:items-center sm:justify-between">
          <Link
            href="/cv-reviewer/results"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t.back}
          </Link>
          <ReportActions reviewId={review.id} texts={t} />
        </div>
        <div className="mt-4 grid gap-5 md:grid-cols-[1fr_auto] md:items-center">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-white/85 print:text-slate-700">
              {texts.hero.eyebrow}
            </p>
            <h1 id="report-heading" className="mt-1 break-words text-2xl font-bold md:text-4xl">
              {review.fileName}
            </h1>
            {target ? <p className="mt-2 text-white/95 print:text-slate-900">{target}</p> : null}
            <p className="mt-2 text-sm text-white/85 print:text-slate-700">{meta.join(' · ')}</p>
          </div>
          {review.overallScore !== null ? (
            <OverallScore score={review.overallScore} texts={texts} />
          ) : null}
        </div>
      </PageBand>

      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:px-6 md:py-10 print:py-0">
        <section aria-labelledby="aspects-heading" className="space-y-4">
          <h2 id="aspects-heading" className="text-xl font-bold text-slate-900">
            {t.aspectsHeading}
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2 lg:items-start">
            {open.map((aspect) => (
              <AspectCard key={aspect.aspect} aspect={aspect} texts={texts} locale={locale} />
            ))}
          </ul>
        </section>

        {locked.length > 0 ? (
          <section
            aria-labelledby="locked-heading"
            data-testid="locked-aspects"
            className="rounded-2xl border border-brand-200 bg-brand-50 p-4 md:p-6 print:hidden"
          >
            <h2
              id="locked-heading"
              className="flex items-center gap-2 text-xl font-bold text-slate-900"
            >
              <Lock aria-hidden className="size-5 shrink-0 text-brand-700" />
              {fillText(t.lockedHeading, { count: locked.length })}
            </h2>
            <p className="mt-2 text-slate-800">{t.lockedBody}</p>
            <ul className="my-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {locked.map((aspect) => (
                <AspectCard key={aspect.aspect} aspect={aspect} texts={texts} locale={locale} />
              ))}
            </ul>
            <UnlockPanel
              reviewId={review.id}
              autoUnlock={autoUnlock}
              texts={{
                unlock: t.unlock,
                unlocking: t.unlocking,
                unlockFailed: t.unlockFailed,
                autoUnlocking: t.autoUnlocking,
                balance:
                  balance === null
                    ? null
                    : pluralText({ one: t.balanceOne, other: t.balanceOther }, balance, locale),
              }}
            />
          </section>
        ) : null}

        {review.jobMatch ? (
          <JobMatchBlock
            match={review.jobMatch}
            texts={texts}
            locked={!review.unlocked}
            locale={locale}
          />
        ) : null}
        {review.careers.length > 0 ? <CareersBlock careers={review.careers} texts={t} /> : null}
      </div>
    </article>
  );
}
