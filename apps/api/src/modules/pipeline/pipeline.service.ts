// The pipeline of a job as its company's members read it: cards (list and board), the candidate
// detail with the company's private notes and rating, and the CSV export (decision 021).
import type { Readable } from 'node:stream';
import {
  type AnswerValue,
  csvRow,
  EDUCATION_LEVEL_VOCABULARY,
  employerStatusLabel,
  EXPERIENCE_LEVEL_VOCABULARY,
  formatWibDateLong,
  normalizeApplicationStatus,
  type PipelineBoard,
  type PipelineCandidate,
  type PipelineCard,
  type PipelineColumn,
  pipelineColumnOrder,
  type PipelineJob,
  type PipelineListQuery,
  type PipelineListResponse,
  type PipelineNote,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { FileStorage } from '../../platform/file-storage';
import { applicationsError } from '../applications/applications.messages';
import {
  selectHistoryOf,
  selectStepsOfJobs,
  selectTechTestsOf,
} from '../applications/applications.queries';
import { selectCvOfStudent } from '../students/cv/cv.queries';
import { applicationOfMember, jobOfMember, type EmployerActor } from './pipeline-access';
import {
  insertNote,
  selectAnswersWithQuestions,
  selectBoardCards,
  selectCandidateBackground,
  selectCandidateProfile,
  selectCardsPage,
  selectExportRows,
  selectInterviews,
  selectNotes,
  selectRejectionReason,
  setRating,
  type CardRow,
  type NoteRow,
  type PipelineJobRow,
} from './pipeline.queries';

export type PipelineDeps = {
  db: Database;
  clock: Clock;
  fileStorage: FileStorage;
  log: { warn(obj: object, msg: string): void };
};

export function toCard(r: CardRow): PipelineCard {
  return {
    id: r.id,
    status: normalizeApplicationStatus(r.status) ?? 'notProcessed',
    recruitmentStepId: r.recruitmentStepId,
    column: r.column,
    candidate: { name: r.name, major: r.major },
    rating: r.rating,
    noteCount: r.noteCount,
    fromRecommendation: r.fromRecommendation,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function jobView(db: Database, job: PipelineJobRow): Promise<PipelineJob> {
  const steps = await selectStepsOfJobs(db, [job.id]);
  return {
    id: job.id,
    role: job.role,
    status: job.status,
    companyName: job.companyName,
    steps: steps.map((s) => ({ id: s.id, name: s.name, type: s.type, visible: s.visible })),
  };
}

export async function listPipeline(
  deps: PipelineDeps,
  actor: EmployerActor & { jobId: string; query: PipelineListQuery },
): Promise<PipelineListResponse['data']> {
  const job = await jobOfMember(deps.db, actor, actor.jobId);
  const { query } = actor;
  const { rows, total } = await selectCardsPage(deps.db, {
    jobId: job.id,
    column: query.column,
    status: query.status,
    q: query.q || undefined,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    job: await jobView(deps.db, job),
    docs: rows.map(toCard),
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

export async function pipelineBoard(
  deps: PipelineDeps,
  actor: EmployerActor & { jobId: string; perColumn: number; q?: string | undefined },
): Promise<PipelineBoard> {
  const job = await jobOfMember(deps.db, actor, actor.jobId);
  const view = await jobView(deps.db, job);
  const { cards, counts } = await selectBoardCards(deps.db, {
    jobId: job.id,
    perColumn: actor.perColumn,
    q: actor.q || undefined,
  });
  const columns: PipelineColumn[] = pipelineColumnOrder(view.steps.map((s) => s.id)).map((key) => {
    const step = view.steps.find((s) => s.id === key) ?? null;
    return {
      key,
      kind: step ? 'step' : (key as PipelineColumn['kind']),
      step,
      count: counts.get(key) ?? 0,
      cards: cards.filter((c) => c.column === key).map(toCard),
    };
  });
  return { job: view, columns };
}

function toNote(n: NoteRow): PipelineNote {
  return {
    id: n.id,
    body: n.body,
    author: { id: n.authorId, name: n.authorName ?? '—' },
    createdAt: n.createdAt.toISOString(),
  };
}

export async function candidateDetail(
  deps: PipelineDeps,
  actor: EmployerActor & { applicationId: string },
): Promise<PipelineCandidate> {
  const app = await applicationOfMember(deps.db, actor, actor.applicationId);
  const job = await jobOfMember(deps.db, actor, app.jobId);
  const [
    { rows },
    profile,
    background,
    answers,
    cv,
    techTests,
    interviews,
    history,
    notes,
    reason,
  ] = await Promise.all([
    selectCardsPage(deps.db, {
      jobId: job.id,
      sort: 'newest',
      limit: 1,
      offset: 0,
      onlyIds: [app.id],
    }),
    selectCandidateProfile(deps.db, app.studentId),
    selectCandidateBackground(deps.db, app.studentId),
    selectAnswersWithQuestions(deps.db, app.id),
    selectCvOfStudent(deps.db, app.studentId),
    selectTechTestsOf(deps.db, [app.id]),
    selectInterviews(deps.db, app.id),
    selectHistoryOf(deps.db, [app.id]),
    selectNotes(deps.db, app.id),
    selectRejectionReason(deps.db, app.id),
  ]);
  const card = rows[0];
  if (!card || !profile) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  return {
    application: {
      ...toCard(card),
      jobId: job.id,
      decidedAt: card.decidedAt?.toISOString() ?? null,
      rejectionReason: reason,
    },
    job: await jobView(deps.db, job),
    profile: { ...profile, ...background },
    answers: answers.map((a) => ({ ...a, answer: (a.answer ?? null) as AnswerValue | null })),
    cv: cv ? { fileName: cv.originalName, contentType: cv.contentType, size: cv.sizeBytes } : null,
    techTests: techTests.map((t) => ({
      recruitmentStepId: t.recruitmentStepId,
      instructions: t.instructions,
      deadlineDate: t.deadlineDate,
      submittedAt: t.submittedAt ? new Date(t.submittedAt).toISOString() : null,
      submissionKind: t.submissionKind,
      submissionUrl: t.submissionUrl,
      fileName: t.fileName,
    })),
    interviews: interviews.map((i) => ({
      ...i,
      startsAt: i.startsAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      from: normalizeApplicationStatus(h.fromStatus),
      to: normalizeApplicationStatus(h.toStatus) ?? 'notProcessed',
      recruitmentStepId: h.recruitmentStepId,
      by: h.actor,
      at: new Date(h.createdAt).toISOString(),
    })),
    notes: notes.map(toNote),
  };
}

/** The candidate's CV, for the members of the company the candidate applied to. */
export async function openCandidateCv(
  deps: PipelineDeps,
  actor: EmployerActor & { applicationId: string },
): Promise<{ fileName: string; contentType: string; stream: Readable; size: number }> {
  const app = await applicationOfMember(deps.db, actor, actor.applicationId);
  const cv = await selectCvOfStudent(deps.db, app.studentId);
  const file = cv ? await deps.fileStorage.open(cv.storageKey) : null;
  if (!cv || !file) {
    if (cv) deps.log.warn({ storageKey: cv.storageKey }, 'the file of a CV row is missing');
    throw applicationsError('NOT_FOUND', actor.locale);
  }
  return { fileName: cv.originalName, contentType: cv.contentType, ...file };
}

export async function addNote(
  deps: PipelineDeps,
  actor: EmployerActor & { applicationId: string; body: string },
): Promise<PipelineNote> {
  const app = await applicationOfMember(deps.db, actor, actor.applicationId);
  const note = await insertNote(deps.db, {
    applicationId: app.id,
    authorId: actor.user.id,
    body: actor.body,
    at: deps.clock.now(),
  });
  return toNote(note);
}

export async function rateCandidate(
  deps: PipelineDeps,
  actor: EmployerActor & { applicationId: string; rating: number | null },
): Promise<{ rating: number | null }> {
  const app = await applicationOfMember(deps.db, actor, actor.applicationId);
  await setRating(deps.db, {
    applicationId: app.id,
    rating: actor.rating,
    byUserId: actor.user.id,
    at: deps.clock.now(),
  });
  return { rating: actor.rating };
}

const CSV_HEADER = {
  id: [
    'Nama',
    'Email',
    'Telepon',
    'Jurusan',
    'Pendidikan terakhir',
    'Pengalaman',
    'Status',
    'Tahap',
    'Rating',
    'Melamar (WIB)',
    'Diperbarui (WIB)',
    'Mengundurkan diri (WIB)',
  ],
  en: [
    'Name',
    'Email',
    'Phone',
    'Major',
    'Last education',
    'Experience',
    'Status',
    'Step',
    'Rating',
    'Applied (WIB)',
    'Updated (WIB)',
    'Withdrew (WIB)',
  ],
};

/** The job's applicants as CSV (RFC 4180, formulas neutralised), oldest application first. */
export async function exportPipelineCsv(
  deps: PipelineDeps,
  actor: EmployerActor & { jobId: string },
): Promise<{ fileName: string; csv: string }> {
  const job = await jobOfMember(deps.db, actor, actor.jobId);
  const rows = await selectExportRows(deps.db, job.id);
  const lines = [csvRow(CSV_HEADER[actor.locale])];
  // The same words and dates as the pages: the vocabulary's labels, '20 Des 2026, 14:05'.
  const locale = actor.locale === 'en' ? 'en' : 'idn';
  const when = (at: Date) => formatWibDateLong(at, locale);
  for (const r of rows)
    lines.push(
      csvRow([
        r.name,
        r.email,
        r.phone,
        r.major,
        EDUCATION_LEVEL_VOCABULARY.labelOf(r.lastEducation, locale),
        EXPERIENCE_LEVEL_VOCABULARY.labelOf(r.experienceLevel, locale),
        // The label the board shows, in the reader's language: never a raw value (decision 029).
        employerStatusLabel(
          normalizeApplicationStatus(r.status) ?? 'notProcessed',
          r.withdrawnAt !== null,
          locale,
        ),
        r.stepName,
        r.rating,
        when(r.createdAt),
        when(r.updatedAt),
        r.withdrawnAt ? when(r.withdrawnAt) : null,
      ]),
    );
  const slug =
    job.role
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'job';
  // A byte-order mark so spreadsheet programs read the UTF-8 names right.
  return { fileName: `applicants-${slug}.csv`, csv: `\uFEFF${lines.join('')}` };
}

export { toNote };
