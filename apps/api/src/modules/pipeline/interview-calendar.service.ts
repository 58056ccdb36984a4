// GET …/employer/application/{applicationId}/interview/{interviewId}/calendar: an interview of a
// candidate as an .ics, for the members of the company the candidate applied to (others: 404).
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { applicationsError } from '../applications/applications.messages';
import { isUuid } from '../applications/apply.service';
import { interviewCalendar } from './interview-calendar';
import { selectInterviewEvent } from './interview-calendar.queries';
import { applicationOfMember, type EmployerActor } from './pipeline-access';

export type InterviewCalendarDeps = { db: Database; clock: Clock; webBaseUrl: string };

export async function employerInterviewCalendar(
  deps: InterviewCalendarDeps,
  actor: EmployerActor & { applicationId: string; interviewId: string },
): Promise<{ fileName: string; content: string }> {
  const app = await applicationOfMember(deps.db, actor, actor.applicationId);
  const row = isUuid(actor.interviewId)
    ? await selectInterviewEvent(deps.db, { applicationId: app.id, interviewId: actor.interviewId })
    : null;
  if (!row) throw applicationsError('NOT_FOUND', actor.locale);
  const prefix = actor.locale === 'en' ? '/en' : '';
  const pageUrl = `${deps.webBaseUrl}${prefix}/employer/jobs/${row.jobId}/applicants/${row.applicationId}`;
  return {
    fileName: `jenjang-wawancara-${row.candidateName.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.ics`,
    content: interviewCalendar({ ...row, pageUrl }, 'employer', actor.locale, deps.clock.now()),
  };
}
