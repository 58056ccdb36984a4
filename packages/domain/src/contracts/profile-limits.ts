// The limits of the job seeker's profile: the API's contracts are built from them and the web's
// forms show them (counts, "at most 10").

export const PROFILE_LIMITS = {
  shortText: 120,
  roleLevel: 60,
  skill: 60,
  batch: 32,
  nameMin: 2,
  nameMax: 100,
  listEntries: 30,
  educations: 10,
  skills: 50,
  preferredIds: 10,
  industriesPerJob: 10,
  salaryMax: 1_000_000_000,
  toeflMax: 677,
  gpaMax: 100,
  yearMin: 1950,
  yearMax: 2100,
  earliestBirthdate: '1900-01-01',
} as const;

/** The phone rule: digits, spaces and dashes, an optional leading +, 6 to 20 long. */
export const PROFILE_PHONE_PATTERN = /^\+?[0-9 -]{6,20}$/;
