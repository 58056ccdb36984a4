// A score with the spec's colour and the word for its band: the colour is never the only cue.
import { cn } from '@/lib/cn';
import { SCORE_STYLES, scoreBand } from './cv-review-format';
import type { CvReviewTexts } from './cv-review-texts';

export function ScoreBadge({
  score,
  bands,
  className,
}: {
  score: number;
  bands: CvReviewTexts['bands'];
  className?: string;
}) {
  const band = scoreBand(score);
  const style = SCORE_STYLES[band.color];
  return (
    <span
      data-score-color={band.color}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        style.tint,
        style.text,
        className,
      )}
    >
      <span className="tabular-nums">{score}%</span>
      <span aria-hidden>·</span>
      <span>{bands[band.label]}</span>
    </span>
  );
}

/** A horizontal bar of a 0-100 score in its band's colour (decorative: the number is beside it). */
export function ScoreBar({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <div
      aria-hidden
      className="h-2 overflow-hidden rounded-full bg-slate-200 print:border print:border-slate-400"
    >
      <div
        className={cn(
          'h-full rounded-full print:[print-color-adjust:exact]',
          SCORE_STYLES[band.color].bar,
        )}
        style={{ width: `${Math.max(2, score)}%` }}
      />
    </div>
  );
}
