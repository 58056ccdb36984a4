// Builds the Application of spec section 3 (and what the applied-jobs page adds) from rows.
import {
  applicationTimeline,
  deadlineEndsAt,
  INITIAL_APPLICATION_STATUS,
  isDeadlinePassed,
  normalizeApplicationStatus,
  timelineStepDone,
  type ApplicationListItem,
  type ApplicationTechTestDetail,
} from '@jenjang/domain';
import type { Database } from '../../platform/db';
import {
  selectApplicationsByIds,
  selectHistoryOf,
  selectInterviewsOf,
  selectStepsOfJobs,
  selectTechTestsOf,
  type ApplicationRow,
  type CandidateInterviewRow,
  type ApplyJobRow,
  type HistoryRow,
  type StepRow,
  type TechTestRow,
} from './applications.queries';

const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

export function techTestDetail(row: TechTestRow): ApplicationTechTestDetail {
  return {
    id: row.id,
    recruitmentStepId: row.recruitmentStepId,
    submittedAt: iso(row.submittedAt),
    instructions: row.instructions,
    deadlineDate: row.deadlineDate,
    deadlineAt: row.deadlineDate ? deadlineEndsAt(row.deadlineDate).toISOString() : null,
    submission:
      row.submissionKind === null
        ? null
        : {
            kind: row.submissionKind,
            url: row.submissionUrl,
            fileName: row.fileName,
            size: row.sizeBytes,
          },
  };
}

function toItem(
  row: ApplicationRow,
  steps: StepRow[],
  history: HistoryRow[],
  techTests: TechTestRow[],
  interviews: CandidateInterviewRow[],
  now: Date,
): ApplicationListItem {
  const status = normalizeApplicationStatus(row.status) ?? 'notProcessed';
  const historyStepIds: string[] = [];
  for (const h of history)
    if (h.recruitmentStepId && !historyStepIds.includes(h.recruitmentStepId))
      historyStepIds.push(h.recruitmentStepId);
  const jobClosed =
    row.jobStatus === 'closed' ||
    (row.jobDeadline !== null && isDeadlinePassed(row.jobDeadline, now));
  const item: ApplicationListItem = {
    id: row.id,
    status,
    recruitmentStepId: row.recruitmentStepId,
    recruitmentStepHistoryIds: historyStepIds,
    recruitmentSteps: steps.map((s) => ({
      id: s.id,
      name: s.name,
      type: s.type,
      visible: s.visible,
      finished: false,
    })),
    fromRecommendation: row.fromRecommendation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    techTests: techTests.map(techTestDetail),
    applicationType: row.type,
    withdrawnAt: iso(row.withdrawnAt),
    statusReason: row.statusReason,
    history: history.map((h) => ({
      from: normalizeApplicationStatus(h.fromStatus),
      to: normalizeApplicationStatus(h.toStatus) ?? 'notProcessed',
      recruitmentStepId: h.recruitmentStepId,
      by: h.actor,
      at: new Date(h.createdAt).toISOString(),
    })),
    interviews: interviews.map((i) => ({
      recruitmentStepId: i.recruitmentStepId,
      startsAt: i.startsAt.toISOString(),
      location: i.location,
      meetingUrl: i.meetingUrl,
    })),
    job: {
      id: row.jobId,
      slug: row.jobSlug,
      role: row.jobRole,
      status: jobClosed ? 'closed' : 'active',
      company: { name: row.companyName, logoUrl: row.companyLogoUrl },
      externalUrl: row.jobExternalUrl,
      deadline: row.jobDeadline,
    },
  };
  // A step is finished when it happened, by the timeline's rule (decision 029): a tech test
  // handed in, an interview whose time has passed, any other step the application went past.
  const timeline = applicationTimeline(item, now);
  item.recruitmentSteps = item.recruitmentSteps.map((s) => ({
    ...s,
    finished: timelineStepDone(timeline, s.id),
  }));
  return item;
}

/**
 * A just-created easy application as the list shows it, from what applying read and wrote: the
 * initial status, no step, one history row by the candidate, no tech tests.
 */
export function newApplicationItem(input: {
  id: string;
  job: ApplyJobRow & { slug: string; companyLogoUrl: string | null };
  steps: StepRow[];
  userId: string;
  studentId: string;
  locale: 'id' | 'en';
  at: Date;
}): ApplicationListItem {
  const { job, at } = input;
  const row: ApplicationRow = {
    id: input.id,
    jobId: job.id,
    studentId: input.studentId,
    userId: input.userId,
    type: 'easyApply',
    status: INITIAL_APPLICATION_STATUS,
    recruitmentStepId: null,
    fromRecommendation: false,
    statusReason: null,
    bulkRequestId: null,
    locale: input.locale,
    createdAt: at,
    updatedAt: at,
    decidedAt: null,
    withdrawnAt: null,
    jobSlug: job.slug,
    jobRole: job.role,
    jobStatus: job.status === 'open' ? 'open' : 'closed',
    jobDeadline: job.deadline,
    jobExternalUrl: job.externalUrl,
    companyId: job.companyId,
    companyName: job.companyName,
    companyLogoUrl: job.companyLogoUrl,
  };
  const history: HistoryRow = {
    applicationId: input.id,
    fromStatus: null,
    toStatus: INITIAL_APPLICATION_STATUS,
    recruitmentStepId: null,
    actor: 'candidate',
    createdAt: at,
  };
  return toItem(row, input.steps, [history], [], [], at);
}

/** The applications with these ids, in the order given (missing ids are left out). */
export async function loadApplicationItems(
  db: Database,
  ids: string[],
  now: Date,
): Promise<ApplicationListItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectApplicationsByIds(db, ids);
  const jobIds = [...new Set(rows.map((r) => r.jobId))];
  const [steps, history, techTests, interviews] = await Promise.all([
    selectStepsOfJobs(db, jobIds),
    selectHistoryOf(db, ids),
    selectTechTestsOf(db, ids),
    selectInterviewsOf(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      toItem(
        row,
        steps.filter((s) => s.jobId === row.jobId),
        history.filter((h) => h.applicationId === id),
        techTests.filter((t) => t.applicationId === id),
        interviews.filter((i) => i.applicationId === id),
        now,
      ),
    ];
  });
}
