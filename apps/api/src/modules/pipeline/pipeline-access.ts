// Who may see a job's pipeline: employers who are members of the job's company. Anything else
// answers 404 as if it did not exist (403 for signed-in users of another role).
import { forbiddenError, type AuthUser } from '../../platform/auth-guard';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { applicationsError } from '../applications/applications.messages';
import { isUuid } from '../applications/apply.service';
import { isCompanyMember } from '../applications/status.queries';
import {
  selectApplicationOfMember,
  selectPipelineJob,
  type PipelineJobRow,
} from './pipeline.queries';

export type EmployerActor = { user: AuthUser; locale: ApiLocale };

export function requireEmployer(actor: EmployerActor): void {
  if (actor.user.role !== 'employer') throw forbiddenError(actor.locale);
}

/** The job, when the employer is a member of its company; JOB_NOT_FOUND otherwise. */
export async function jobOfMember(
  db: Database,
  actor: EmployerActor,
  jobId: string,
): Promise<PipelineJobRow> {
  requireEmployer(actor);
  const job = isUuid(jobId) ? await selectPipelineJob(db, jobId) : null;
  if (!job || !(await isCompanyMember(db, actor.user.id, job.companyId)))
    throw applicationsError('JOB_NOT_FOUND', actor.locale);
  return job;
}

/** The application, when the employer is a member of its job's company; APPLICATION_NOT_FOUND otherwise. */
export async function applicationOfMember(
  db: Database,
  actor: EmployerActor,
  applicationId: string,
) {
  requireEmployer(actor);
  const row = isUuid(applicationId)
    ? await selectApplicationOfMember(db, applicationId, actor.user.id)
    : null;
  if (!row) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  return row;
}
