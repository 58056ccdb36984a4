// The dates of one CV: jobs or internships (newest first), education and organisations, with a
// planted gap or overlap between two jobs when the spec asks for one. Without them, each job
// starts the month after the one before it ends, so no other gap or overlap exists.
import type { CvPersona } from './corpus-spec';
import { CORPUS_NOW, type DateRange, monthIndex, type MonthIndex } from './corpus-dates';
import type { SeededRandom } from './seeded-random';

export type Timeline = {
  /** Newest first. */
  jobs: DateRange[];
  education: DateRange;
  organisations: DateRange[];
  /** Indexes of the two jobs with an unexplained gap between them. */
  gapBetween: [number, number] | null;
  overlapBetween: [number, number] | null;
  /** Whole years since the first job started. */
  yearsOfExperience: number;
};

export function planTimeline(input: {
  persona: CvPersona;
  jobCount: number;
  gap: boolean;
  overlap: boolean;
  long: boolean;
  random: SeededRandom;
}): Timeline {
  const { persona, jobCount, gap, overlap, random } = input;
  if ((gap || overlap) && persona !== 'experienced')
    throw new Error('A planted gap or overlap needs an experienced CV (jobs, not internships)');
  if (gap && overlap && jobCount < 3) throw new Error('A gap and an overlap need three jobs');
  const overlapBetween: [number, number] | null = overlap ? [0, 1] : null;
  const gapPair = overlap ? 1 : 0;
  const gapBetween: [number, number] | null = gap ? [gapPair, gapPair + 1] : null;

  const experienced = persona === 'experienced';
  const duration = () =>
    experienced ? random.integer(input.long ? 18 : 16, input.long ? 30 : 40) : 6;
  const firstEnd: MonthIndex | 'present' = experienced
    ? 'present'
    : persona === 'student'
      ? monthIndex(2026, 8)
      : monthIndex(2026, 7);
  const jobs: DateRange[] = [];
  for (let i = 0; i < jobCount; i++) {
    const length = duration();
    if (i === 0) {
      const end = firstEnd === 'present' ? CORPUS_NOW : firstEnd;
      jobs.push({ start: end - length + 1, end: firstEnd });
      continue;
    }
    const newerStart = jobs[i - 1]!.start;
    let end = newerStart - 1;
    if (overlapBetween?.[1] === i) end += experienced ? random.integer(6, 10) : 4;
    if (gapBetween?.[1] === i) end -= random.integer(14, 20);
    jobs.push({ start: end - length + 1, end });
  }

  const firstJobStart = jobs[jobs.length - 1]!.start;
  let education: DateRange;
  if (persona === 'experienced') {
    const end = firstJobStart - 2;
    education = { start: end - 47, end };
  } else if (persona === 'student') education = { start: monthIndex(2023, 8), end: 'present' };
  else education = { start: monthIndex(2022, 8), end: monthIndex(2026, 8) };

  const organisations: DateRange[] = experienced
    ? [{ start: education.start + 12, end: education.start + 23 }]
    : [
        { start: education.start + 13, end: education.start + 24 },
        { start: education.start + 1, end: education.start + 12 },
      ];
  return {
    jobs,
    education,
    organisations,
    gapBetween,
    overlapBetween,
    yearsOfExperience: Math.floor((CORPUS_NOW - firstJobStart + 1) / 12),
  };
}
