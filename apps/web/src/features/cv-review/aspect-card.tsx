// One of the twelve aspects: its name, score (bar, number and band word) and summary, then its
// findings. A locked aspect shows only its name and a lock.
import type { CvAspectResult, Locale } from '@jenjang/domain';
import { Lock } from 'lucide-react';
import { fillText } from '@/lib/i18n/client-text';
import { localized } from './cv-review-format';
import type { CvReviewTexts } from './cv-review-texts';
import { FindingItem } from './finding-item';
import { ScoreBadge, ScoreBar } from './score-badge';

export function AspectCard({
  aspect,
  texts,
  locale,
}: {
  aspect: CvAspectResult;
  texts: CvReviewTexts;
  locale: Locale;
}) {
  const name = texts.aspects[aspect.aspect];
  const headingId = `aspect-${aspect.aspect}`;
  if (aspect.locked || aspect.score === null) {
    return (
      <li
        data-aspect={aspect.aspect}
        data-locked="true"
        className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 bg-white/70 px-4 py-3 print:hidden"
      >
        <span className="font-semibold text-slate-800">{name}</span>
        <span className="inline-flex items-center gap-1 text-sm text-slate-700">
          <Lock aria-hidden className="size-4" />
          {texts.report.lockedAspect}
        </span>
      </li>
    );
  }
  return (
    <li
      data-aspect={aspect.aspect}
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5 print:break-inside-avoid print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {name}
        </h3>
        <ScoreBadge score={aspect.score} bands={texts.bands} />
      </div>
      <div className="mt-3">
        <ScoreBar score={aspect.score} />
        <p className="sr-only">{fillText(texts.report.aspectScore, { score: aspect.score })}</p>
      </div>
      {aspect.summary ? (
        <p className="mt-3 text-slate-800">{localized(aspect.summary, locale)}</p>
      ) : null}
      {aspect.findings.length > 0 ? (
        <details open className="mt-4 group">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-800">
            {texts.report.findingsHeading} ({aspect.findings.length})
          </summary>
          <ul className="mt-2 space-y-3">
            {aspect.findings.map((finding, index) => (
              <FindingItem
                key={`${finding.detector}-${finding.line ?? 'none'}-${index}`}
                finding={finding}
                texts={texts.report}
                locale={locale}
              />
            ))}
          </ul>
        </details>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{texts.report.noFindings}</p>
      )}
    </li>
  );
}
