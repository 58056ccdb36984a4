// Spec section 9 gives the age helpers only as "minimum age equals entry plus 18; birth year
// from level plus 22". Our reading, used for plausibility checks and birthdate pickers:
// - people start college (the "entry" year, a student's batch) at 18 at the youngest, so
//   someone who entered N years ago is at least N + 18 years old;
// - people graduate at about 22, so someone with `level` years of work experience after
//   graduating was born about (current year - level - 22).

export const COLLEGE_ENTRY_AGE = 18;
export const GRADUATION_AGE = 22;

function assertWholeNonNegative(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
  }
}

/** Youngest plausible age of someone who entered college in `entryYear` (a batch year). */
export function minimumAgeFromEntry(entryYear: number, currentYear: number): number {
  assertWholeNonNegative(entryYear, 'entryYear');
  const yearsSinceEntry = currentYear - entryYear;
  assertWholeNonNegative(yearsSinceEntry, 'years since entry');
  return yearsSinceEntry + COLLEGE_ENTRY_AGE;
}

/** Latest plausible birth year for a batch: entry 2021 → born 2003 or earlier. */
export function latestBirthYearForEntry(entryYear: number): number {
  assertWholeNonNegative(entryYear, 'entryYear');
  return entryYear - COLLEGE_ENTRY_AGE;
}

/** Estimated birth year from years of work experience: 3 years in 2025 → 2000. */
export function estimatedBirthYearFromLevel(level: number, currentYear: number): number {
  assertWholeNonNegative(level, 'level');
  return currentYear - (level + GRADUATION_AGE);
}
