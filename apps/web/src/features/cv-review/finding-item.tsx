// One finding: the CV line it is about (quoted, with its line number), why it matters, and the
// rewrite to try, in a box of its own.
import type { CvFinding, Locale } from '@jenjang/domain';
import { Lightbulb } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fillText } from '@/lib/i18n/client-text';
import { localized } from './cv-review-format';
import type { CvReviewTexts } from './cv-review-texts';

const SEVERITY = {
  high: { key: 'severityHigh', tone: 'bg-red-50 text-red-800 ring-red-200' },
  medium: { key: 'severityMedium', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  low: { key: 'severityLow', tone: 'bg-slate-100 text-slate-800 ring-slate-300' },
} as const;

export function FindingItem({
  finding,
  texts,
  locale,
}: {
  finding: CvFinding;
  texts: CvReviewTexts['report'];
  locale: Locale;
}) {
  const severity = SEVERITY[finding.severity];
  return (
    <li className="space-y-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0 print:break-inside-avoid">
      <span
        className={cn(
          'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
          severity.tone,
        )}
      >
        {texts[severity.key]}
      </span>
      {finding.quote !== null ? (
        <figure className="m-0">
          {finding.line !== null ? (
            <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {fillText(texts.lineLabel, { line: finding.line })}
            </figcaption>
          ) : null}
          <blockquote
            data-testid="finding-quote"
            className="mt-1 break-words border-l-4 border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          >
            <q className="before:content-none after:content-none">{finding.quote}</q>
          </blockquote>
        </figure>
      ) : (
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {texts.missingLabel}
        </p>
      )}
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{texts.why}: </span>
        {localized(finding.why, locale)}
      </p>
      {finding.suggestion ? (
        <div className="rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200">
          <p className="flex items-center gap-1.5 text-sm font-bold text-emerald-900">
            <Lightbulb aria-hidden className="size-4" />
            {texts.tryThis}
          </p>
          <p className="mt-1 break-words text-sm text-emerald-950">{finding.suggestion}</p>
        </div>
      ) : null}
    </li>
  );
}
