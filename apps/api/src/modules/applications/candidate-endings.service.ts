// What the candidate decides about an application: withdraw it, or answer an offer (accept or
// decline). Each is checked against the row locked in a transaction and written with a
// conditional update, gets a history row, and a receipt by bell and mail (decision 029).
import type { ApplicationListItem, NotificationParams, OfferDecision } from '@jenjang/domain';
import { insertNotification } from '../notifications/notifications.queries';
import { loadApplicationItems } from './application-view';
import { applicationsError } from './applications.messages';
import {
  insertHistory,
  lockApplication,
  selectApplicationOwner,
  selectStepsOfJobs,
} from './applications.queries';
import { isUuid, requireStudent, type Actor } from './apply.service';
import { mailCandidate, moveApplication, type MoveDeps } from './move-application.service';
import { noticeCompanyOfOfferAnswer } from './offer-answer-notice';
import { markWithdrawn } from './status.queries';

type Ending = Actor & { applicationId: string };

async function answer(deps: MoveDeps, actor: Ending, at: Date): Promise<ApplicationListItem> {
  const [item] = await loadApplicationItems(deps.db, [actor.applicationId], at);
  if (!item) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  return item;
}

/**
 * Withdrawing ends the application for good (decision 016): withdrawnAt is set, the status stays
 * what it was (the employer sees where the candidate left), a history row records it. From an
 * offer (`onlyOffer`, or a withdrawal while offered) it is the declined offer. Ending twice
 * answers with the ended application; an ended one cannot be withdrawn.
 */
async function endByCandidate(
  deps: MoveDeps,
  actor: Ending,
  onlyOffer: boolean,
): Promise<ApplicationListItem> {
  await requireStudent(deps.db, actor);
  if (!isUuid(actor.applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  const now = deps.clock.now();
  const receipt = await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, actor.applicationId);
    if (!row || row.userId !== actor.user.id)
      throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
    if (row.withdrawnAt !== null) {
      if (onlyOffer && row.status !== 'offered')
        throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
      return null;
    }
    const ended = await markWithdrawn(tx, {
      id: row.id,
      at: now,
      ...(onlyOffer ? { onlyStatus: 'offered' } : {}),
    });
    if (!ended) throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
    const historyId = await insertHistory(tx, {
      applicationId: row.id,
      from: row.status,
      to: row.status,
      stepId: row.recruitmentStepId,
      actor: 'candidate',
      actorUserId: actor.user.id,
      at: now,
    });
    // Withdrawing while offered is declining the offer: the company hears it.
    if (row.status === 'offered')
      await noticeCompanyOfOfferAnswer(tx, { row, decision: 'decline', at: now });
    const step = (await selectStepsOfJobs(tx, [row.jobId])).find(
      (s) => s.id === row.recruitmentStepId && s.visible,
    );
    const params: NotificationParams = {
      jobRole: row.jobRole,
      companyName: row.companyName,
      status: row.status as NotificationParams['status'],
      stepName: step?.name ?? null,
      stepType: step?.type ?? null,
      deadlineDate: null,
      deadlineAt: null,
      withdrawn: true,
    };
    const notified = await insertNotification(tx, {
      userId: row.userId,
      type: 'applicationStatusChanged',
      applicationId: row.id,
      jobId: row.jobId,
      params,
      dedupeKey: `history:${historyId}`,
      at: now,
    });
    return notified ? { row, params } : null;
  });
  if (receipt) await mailCandidate(deps, { ...receipt, type: 'applicationStatusChanged' });
  return answer(deps, actor, now);
}

export function withdrawMyApplication(deps: MoveDeps, actor: Ending) {
  return endByCandidate(deps, actor, false);
}

/**
 * The candidate's answer to an offer. Accepting is a move to `accepted` by the candidate (the
 * one use case checks it follows the offer); answering the same way twice answers with the
 * application as it is.
 */
export async function answerOffer(
  deps: MoveDeps,
  actor: Ending & { decision: OfferDecision },
): Promise<ApplicationListItem> {
  if (actor.decision === 'decline') return endByCandidate(deps, actor, true);
  await requireStudent(deps.db, actor);
  if (!isUuid(actor.applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  if ((await selectApplicationOwner(deps.db, actor.applicationId)) !== actor.user.id)
    throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  const current = await answer(deps, actor, deps.clock.now());
  if (current.status === 'accepted' && current.withdrawnAt === null) return current;
  await moveApplication(deps, {
    applicationId: actor.applicationId,
    to: 'accepted',
    stepId: null,
    actor: 'candidate',
    actorUserId: actor.user.id,
    locale: actor.locale,
    authorize: (row) => Promise.resolve(row.userId === actor.user.id),
  });
  return answer(deps, actor, deps.clock.now());
}
