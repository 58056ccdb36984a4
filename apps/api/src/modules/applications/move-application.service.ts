// moveApplication: the one way an application's status changes (employer, system jobs,
// recommendation invitations, the candidate's tech-test submission). Checks the transition
// (decision 016), writes the status, a history row and the candidate's notification in one
// transaction, then puts the mail in the outbox in the language the candidate applied in.
import {
  checkApplicationTransition,
  deadlineEndsAt,
  normalizeApplicationStatus,
  wibDateOf,
  type ApplicationActor,
  type ApplicationStatus,
  type NotificationParams,
  type NotificationType,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import type { MailOutbox } from '../mail/mail-outbox';
import { noticeCompanyOfOfferAnswer } from './offer-answer-notice';
import { insertNotification } from '../notifications/notifications.queries';
import { applicationEventMail } from './application-mail';
import { applicationsError } from './applications.messages';
import {
  insertHistory,
  lockApplication,
  selectStepsOfJobs,
  type ApplicationRow,
} from './applications.queries';
import { selectUserContact, updateApplicationStatus, upsertTechTest } from './status.queries';
import { interviewCalendarAttachment } from '../pipeline/interview-calendar';
import { insertInterview, upsertRejectionReason } from '../pipeline/pipeline.queries';

export type MoveDeps = {
  db: Database;
  clock: Clock;
  outbox: MailOutbox;
  webBaseUrl: string;
};

export type MoveInput = {
  applicationId: string;
  to: ApplicationStatus;
  stepId: string | null;
  actor: ApplicationActor;
  actorUserId: string | null;
  techTest?: { instructions?: string | undefined; deadlineDate: string } | undefined;
  /** Interview steps: when and where; the candidate is notified of the interview (decision 021). */
  interview?: { startsAt: Date; location: string | null; meetingUrl: string | null } | undefined;
  /** Rejections by the company: the private reason, kept apart from what the candidate reads. */
  rejectionReason?: string | undefined;
  /** Who may move it (the employer's company check, inside the transaction: use `tx`). */
  authorize?: (row: ApplicationRow, tx: Database) => Promise<boolean>;
  locale: ApiLocale;
};

const DEFAULT_TECH_TEST_DAYS = 7;
const DAY_MS = 86_400_000;

const STATUS_REASON: Partial<Record<ApplicationStatus, 'noResponse' | 'jobClosed'>> = {
  expired: 'noResponse',
  closed: 'jobClosed',
};

function notificationType(
  to: ApplicationStatus,
  actor: ApplicationActor,
  interview: boolean,
): NotificationType {
  if (interview) return 'interviewScheduled';
  if (to === 'techTestSent') return 'techTestAssigned';
  if (to === 'expired') return 'applicationExpired';
  if (to === 'closed') return 'applicationJobClosed';
  if (actor === 'recommendation') return 'applicationInvited';
  return 'applicationStatusChanged';
}

type Moved = {
  row: ApplicationRow;
  type: NotificationType;
  params: NotificationParams;
  notified: boolean;
  /** The interview scheduled by this move: its calendar file goes with the mail. */
  interviewId: string | null;
};

/** Moves one application; answers with the moved row, or throws the error code of the refusal. */
export async function moveApplication(deps: MoveDeps, input: MoveInput): Promise<ApplicationRow> {
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx): Promise<Moved> => {
    const row = await lockApplication(tx, input.applicationId);
    if (!row || (input.authorize && !(await input.authorize(row, tx))))
      throw applicationsError('APPLICATION_NOT_FOUND', input.locale);
    const steps = await selectStepsOfJobs(tx, [row.jobId]);
    const step = input.stepId ? steps.find((s) => s.id === input.stepId) : undefined;
    if (input.stepId && !step) throw applicationsError('INVALID_STATUS_TRANSITION', input.locale);
    const from = normalizeApplicationStatus(row.status) ?? 'notProcessed';
    const check = checkApplicationTransition({
      from,
      to: input.to,
      actor: input.actor,
      withdrawn: row.withdrawnAt !== null,
      fromStepId: row.recruitmentStepId,
      toStepId: input.stepId,
      toStepType: step?.type ?? null,
    });
    if (!check.ok) throw applicationsError('INVALID_STATUS_TRANSITION', input.locale);
    const stepId = input.stepId ?? row.recruitmentStepId;
    const updated = await updateApplicationStatus(tx, {
      id: row.id,
      from: row.status,
      to: input.to,
      stepId,
      decided: check.decided,
      statusReason: STATUS_REASON[input.to] ?? null,
      fromRecommendation: input.actor === 'recommendation',
      at: now,
    });
    if (!updated) throw applicationsError('INVALID_STATUS_TRANSITION', input.locale);
    const historyId = await insertHistory(tx, {
      applicationId: row.id,
      from: row.status,
      to: input.to,
      stepId,
      actor: input.actor,
      actorUserId: input.actorUserId,
      at: now,
    });
    let deadlineDate: string | null = null;
    if (input.to === 'techTestSent' && stepId) {
      deadlineDate =
        input.techTest?.deadlineDate ??
        wibDateOf(new Date(now.getTime() + DEFAULT_TECH_TEST_DAYS * DAY_MS));
      const currentStep = steps.find((s) => s.id === stepId);
      await upsertTechTest(tx, {
        applicationId: row.id,
        stepId,
        instructions:
          input.techTest?.instructions ??
          currentStep?.instructions ??
          (row.locale === 'en'
            ? 'The employer will share the test details with you.'
            : 'Detail tes akan dikirim oleh perusahaan.'),
        deadlineDate,
        at: now,
      });
    }
    const interview =
      input.interview && stepId && (input.to === 'hrInterview' || input.to === 'userInterview')
        ? input.interview
        : null;
    const interviewId =
      interview && stepId
        ? await insertInterview(tx, {
            applicationId: row.id,
            stepId,
            ...interview,
            byUserId: input.actorUserId,
            at: now,
          })
        : null;
    if (input.to === 'rejected' && input.rejectionReason)
      await upsertRejectionReason(tx, {
        applicationId: row.id,
        reason: input.rejectionReason,
        byUserId: input.actorUserId,
        at: now,
      });
    const stepRow = steps.find((s) => s.id === stepId);
    const visibleStep = stepRow?.visible ? stepRow : undefined;
    const type = notificationType(input.to, input.actor, interview !== null);
    const params: NotificationParams = {
      jobRole: row.jobRole,
      companyName: row.companyName,
      status: input.to,
      stepName: visibleStep?.name ?? null,
      stepType: visibleStep?.type ?? null,
      deadlineDate,
      deadlineAt: deadlineDate ? deadlineEndsAt(deadlineDate).toISOString() : null,
      ...(interview
        ? {
            interviewAt: interview.startsAt.toISOString(),
            location: interview.location,
            meetingUrl: interview.meetingUrl,
          }
        : {}),
    };
    // A tech test handed in needs no notice to the candidate (the card says so); accepting an
    // offer is a commitment, and gets its receipt by bell and mail like the candidate's other
    // endings (decision 029).
    const notified =
      (input.actor !== 'candidate' || input.to === 'accepted') &&
      (await insertNotification(tx, {
        userId: row.userId,
        type,
        applicationId: row.id,
        jobId: row.jobId,
        params,
        dedupeKey: `history:${historyId}`,
        at: now,
      }));
    if (input.actor === 'candidate' && input.to === 'accepted')
      await noticeCompanyOfOfferAnswer(tx, { row, decision: 'accept', at: now });
    return {
      row: { ...row, status: input.to, recruitmentStepId: stepId },
      type,
      params,
      notified,
      interviewId,
    };
  });
  if (moved.notified) await mailCandidate(deps, moved);
  return moved.row;
}

/** The mail of a notification the candidate got, in the language they applied in. */
export async function mailCandidate(
  deps: MoveDeps,
  moved: Pick<Moved, 'row' | 'type' | 'params'> & { interviewId?: string | null },
): Promise<void> {
  const contact = await selectUserContact(deps.db, moved.row.userId);
  if (!contact) return;
  const mail = applicationEventMail({
    to: contact.email,
    name: contact.name,
    type: moved.type,
    params: moved.params,
    locale: moved.row.locale,
    webBaseUrl: deps.webBaseUrl,
  });
  const { interviewAt } = moved.params;
  const calendar =
    moved.interviewId && interviewAt
      ? interviewCalendarAttachment(
          {
            id: moved.interviewId,
            startsAt: new Date(interviewAt),
            jobRole: moved.params.jobRole,
            companyName: moved.params.companyName,
            stepName: moved.params.stepName ?? null,
            candidateName: contact.name,
            location: moved.params.location ?? null,
            meetingUrl: moved.params.meetingUrl ?? null,
            pageUrl: `${deps.webBaseUrl}${moved.row.locale === 'en' ? '/en' : ''}/loker/applied`,
          },
          moved.row.locale,
          deps.clock.now(),
        )
      : null;
  await deps.outbox.enqueue(calendar ? { ...mail, attachments: [calendar] } : mail);
}
