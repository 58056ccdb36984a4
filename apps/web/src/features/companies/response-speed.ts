import type { CompanyResponseFigures } from '@jenjang/domain';

/**
 * How a card words a company's response speed: within a day, within N days (rounded up, so
 * "2.3 days" never reads as 2), or nothing known.
 */
export function responseSpeed(
  figures: CompanyResponseFigures,
): { kind: 'withinDay' } | { kind: 'days'; days: number } | { kind: 'unknown' } {
  const median = figures.medianDaysToFirstResponse;
  if (median === null) return { kind: 'unknown' };
  if (median <= 1) return { kind: 'withinDay' };
  return { kind: 'days', days: Math.ceil(median) };
}
