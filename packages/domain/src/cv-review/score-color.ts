export type ScoreColor = 'red' | 'amber' | 'green';

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

/**
 * Spec section 9: 0-59 red, 60-79 amber, 80 and above green. Scores are clamped to 0-100 first
 * (a stray -3 or 104 from the analyser still gets a colour); fractions keep their place
 * (59.9 is still red). NaN and infinities are refused.
 */
export function scoreColor(score: number): ScoreColor {
  if (Number.isNaN(score)) throw new RangeError('score must be a number, got NaN');
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
  if (clamped < 60) return 'red';
  if (clamped < 80) return 'amber';
  return 'green';
}
