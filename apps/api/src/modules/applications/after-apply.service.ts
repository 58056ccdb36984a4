// After applying: the additional information form, the recommended jobs of the success screen,
// and the reusable answers the candidate keeps and edits on the profile.
import {
  checkApplicationAnswers,
  ensureHttps,
  wibDateOf,
  type AdditionalInformation,
  type AdditionalInformationPatch,
  type AnswerValue,
  type JobDoc,
  type ReusableAnswer,
} from '@jenjang/domain';
import { loadJobDocs } from '../jobs/jobs.service';
import { selectJobDetailExtra, selectSimilarJobIds } from '../jobs/detail/detail.queries';
import { applicationsError } from './applications.messages';
import { isUuid, requireStudent, type Actor, type ApplyDeps } from './apply.service';
import {
  deleteReusableAnswer,
  selectReusableAnswer,
  selectReusableAnswers,
  updateReusableAnswer,
  type ReusableAnswerRow,
} from './reusable-answers.queries';
import {
  selectAdditionalInformation,
  selectAppliedJobIdsAmong,
  upsertAdditionalInformation,
} from './after-apply.queries';

export async function getAdditionalInformation(
  deps: ApplyDeps,
  actor: Actor,
): Promise<AdditionalInformation> {
  const student = await requireStudent(deps.db, actor);
  return selectAdditionalInformation(deps.db, student.id);
}

export async function patchAdditionalInformation(
  deps: ApplyDeps,
  actor: Actor & { patch: AdditionalInformationPatch },
): Promise<AdditionalInformation> {
  const student = await requireStudent(deps.db, actor);
  const { patch } = actor;
  const portfolioUrl =
    patch.portfolioUrl === undefined
      ? undefined
      : patch.portfolioUrl === null || patch.portfolioUrl === ''
        ? null
        : ensureHttps(patch.portfolioUrl);
  await deps.db.transaction(async (tx) => {
    await upsertAdditionalInformation(tx, {
      studentId: student.id,
      patch: { ...patch, portfolioUrl },
      at: deps.clock.now(),
    });
  });
  return selectAdditionalInformation(deps.db, student.id);
}

/** Jobs like the one just applied to, without those the candidate already applied to. */
export async function recommendAfterApply(
  deps: ApplyDeps,
  actor: Actor & { jobId: string; limit: number },
): Promise<JobDoc[]> {
  const student = await requireStudent(deps.db, actor);
  if (!isUuid(actor.jobId)) throw applicationsError('JOB_NOT_FOUND', actor.locale);
  const today = wibDateOf(deps.clock.now());
  const extra = await selectJobDetailExtra(deps.db, { id: actor.jobId }, today);
  if (!extra) throw applicationsError('JOB_NOT_FOUND', actor.locale);
  const candidates = await selectSimilarJobIds(deps.db, {
    jobId: extra.id,
    jobRoleId: extra.jobRoleId,
    jobRoleCategoryId: extra.jobRoleCategoryId,
    role: extra.role,
    cityId: extra.cityId,
    wibToday: today,
    limit: actor.limit * 3,
  });
  const applied = new Set(await selectAppliedJobIdsAmong(deps.db, student.id, candidates));
  const ids = candidates.filter((id) => !applied.has(id)).slice(0, actor.limit);
  return loadJobDocs(deps.db, ids, actor.locale);
}

function toReusableAnswer(row: ReusableAnswerRow): ReusableAnswer {
  const a = row.answer;
  const answer: AnswerValue =
    typeof a === 'string' || typeof a === 'number' || a === null
      ? a
      : Array.isArray(a)
        ? a.filter((v): v is string => typeof v === 'string')
        : null;
  return {
    id: row.id,
    questionTitle: row.questionTitle,
    type: row.type,
    answer,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listReusableAnswers(
  deps: ApplyDeps,
  actor: Actor,
): Promise<ReusableAnswer[]> {
  const student = await requireStudent(deps.db, actor);
  return (await selectReusableAnswers(deps.db, student.id)).map(toReusableAnswer);
}

/**
 * Edits a reusable answer by its question type's rules (radio and checkbox answers are option
 * texts here, so they are checked as text).
 */
export async function editReusableAnswer(
  deps: ApplyDeps,
  actor: Actor & { answerId: string; answer: AnswerValue },
): Promise<ReusableAnswer> {
  const student = await requireStudent(deps.db, actor);
  const row = isUuid(actor.answerId)
    ? await selectReusableAnswer(deps.db, student.id, actor.answerId)
    : null;
  if (!row) throw applicationsError('NOT_FOUND', actor.locale);
  const asText = row.type === 'radio' ? 'shortText' : row.type;
  const check =
    row.type === 'checkbox'
      ? Array.isArray(actor.answer) && actor.answer.every((v) => v.trim().length > 0)
        ? { ok: true as const, value: actor.answer.map((v) => v.trim()) }
        : { ok: false as const }
      : (() => {
          const r = checkApplicationAnswers(
            [{ questionId: 'q', type: asText, mandatory: true, options: [], gpaMax: null }],
            [{ questionId: 'q', answer: actor.answer }],
          );
          return r.ok ? { ok: true as const, value: r.answers.get('q') } : { ok: false as const };
        })();
  if (!check.ok) throw applicationsError('INVALID_PRE_SCREENING_ANSWERS', actor.locale);
  const updated = await updateReusableAnswer(deps.db, {
    studentId: student.id,
    id: row.id,
    answer: check.value,
    at: deps.clock.now(),
  });
  if (!updated) throw applicationsError('NOT_FOUND', actor.locale);
  return toReusableAnswer(updated);
}

export async function removeReusableAnswer(
  deps: ApplyDeps,
  actor: Actor & { answerId: string },
): Promise<{ deleted: true }> {
  const student = await requireStudent(deps.db, actor);
  if (!isUuid(actor.answerId) || !(await deleteReusableAnswer(deps.db, student.id, actor.answerId)))
    throw applicationsError('NOT_FOUND', actor.locale);
  return { deleted: true };
}
