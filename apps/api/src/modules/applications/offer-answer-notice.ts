// The hiring company hears the candidate's answer to its offer: one bell notice to each member of
// the company, written in the same transaction as the answer, once per application (a repeated
// answer or a retry adds nothing). The employer's side of decision 029: what the candidate did is
// what the company reads.
import type { NotificationParams, OfferDecision } from '@jenjang/domain';
import type { Database } from '../../platform/db';
import { insertNotification } from '../notifications/notifications.queries';
import { selectMembersOfCompanyWithCandidate, type ApplicationRow } from './applications.queries';

export async function noticeCompanyOfOfferAnswer(
  tx: Database,
  input: { row: ApplicationRow; decision: OfferDecision; at: Date },
): Promise<void> {
  const { row } = input;
  const people = await selectMembersOfCompanyWithCandidate(tx, row.companyId, row.userId);
  for (const { memberId, candidateName } of people) {
    const params: NotificationParams = {
      jobRole: row.jobRole,
      companyName: row.companyName,
      status: input.decision === 'accept' ? 'accepted' : 'offered',
      stepName: null,
      stepType: null,
      deadlineDate: null,
      deadlineAt: null,
      candidateName,
      offerDecision: input.decision,
    };
    await insertNotification(tx, {
      userId: memberId,
      type: 'offerAnswered',
      applicationId: row.id,
      jobId: row.jobId,
      params,
      dedupeKey: `offer-answer:${row.id}`,
      at: input.at,
    });
  }
}
