// SQL of an interview's calendar file: the interview with what its event says (job, company,
// step, candidate). Always read through its application, so an interview id of another
// application is never found.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type InterviewEventRow = {
  id: string;
  applicationId: string;
  jobId: string;
  startsAt: Date;
  location: string | null;
  meetingUrl: string | null;
  jobRole: string;
  companyName: string;
  stepName: string | null;
  candidateName: string;
};

export async function selectInterviewEvent(
  db: Database,
  input: { applicationId: string; interviewId: string },
): Promise<InterviewEventRow | null> {
  const rows = await selectRows<InterviewEventRow>(
    db,
    sql`SELECT i.id, a.id AS "applicationId", j.id AS "jobId", i.starts_at AS "startsAt",
               i.location, i.meeting_url AS "meetingUrl", j.role AS "jobRole",
               c.name AS "companyName", s.name AS "stepName", u.name AS "candidateName"
        FROM application_interviews i
        JOIN applications a ON a.id = i.application_id
        JOIN jobs j ON j.id = a.job_id
        JOIN companies c ON c.id = j.company_id
        JOIN users u ON u.id = a.user_id
        LEFT JOIN recruitment_steps s ON s.id = i.recruitment_step_id
        WHERE i.id = ${input.interviewId}::uuid AND a.id = ${input.applicationId}::uuid`,
  );
  const row = rows[0];
  return row ? { ...row, startsAt: new Date(row.startsAt) } : null;
}
