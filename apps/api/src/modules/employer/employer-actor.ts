// Who is acting in the employer area: an employer account, and (for everything but creating or
// joining a company) a member of exactly one company. Every employer endpoint starts here, so a
// company's objects are looked up within the actor's own company and nowhere else.
import type { AuthUser } from '../../platform/auth-guard';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { employerError } from './employer.messages';
import { selectMembership, type MembershipRow } from './team.queries';

export type EmployerActor = { user: AuthUser; locale: ApiLocale };

export function requireEmployer(actor: EmployerActor): void {
  if (actor.user.role !== 'employer') throw employerError('EMPLOYER_ONLY', actor.locale);
}

export async function requireMembership(
  db: Database,
  actor: EmployerActor,
): Promise<MembershipRow> {
  requireEmployer(actor);
  const membership = await selectMembership(db, actor.user.id);
  if (!membership) throw employerError('COMPANY_REQUIRED', actor.locale);
  return membership;
}

export async function requireOwner(db: Database, actor: EmployerActor): Promise<MembershipRow> {
  const membership = await requireMembership(db, actor);
  if (membership.role !== 'owner') throw employerError('OWNER_ONLY', actor.locale);
  return membership;
}
