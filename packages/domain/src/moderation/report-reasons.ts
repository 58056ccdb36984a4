// The reasons a person can give when reporting a job (no zod here: the job page's client code
// imports them).
export const JOB_REPORT_REASONS = ['scam', 'misleading', 'discriminatory', 'asksForMoney'] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];

export const JOB_REPORT_NOTE_MAX = 500;
