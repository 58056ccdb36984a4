// A company's team: members with roles, invitations by email (a token in the link, its hash in
// the database) and join requests. Owners manage the team; recruiters see it. The company always
// keeps an owner (team.queries.ts: the company row lock plus conditional statements).
import {
  INVITATION_TTL_DAYS,
  type CompanyMemberRole,
  type CompanyTeam,
  type InvitationInput,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { newOpaqueToken, hashOpaqueToken } from '../auth/tokens';
import type { MailOutbox } from '../mail/mail-outbox';
import { employerError } from './employer.messages';
import {
  requireEmployer,
  requireMembership,
  requireOwner,
  type EmployerActor,
} from './employer-actor';
import { invitationMail } from './team.mail';
import {
  claimInvitation,
  decideJoinRequest,
  deleteMember,
  deleteOpenInvitation,
  insertMember,
  isMemberEmail,
  lockCompany,
  selectMembers,
  selectMembership,
  selectOpenInvitations,
  selectPendingJoinRequests,
  selectUserContact,
  updateMemberRole,
  upsertInvitation,
  type MemberChange,
} from './team.queries';

export type TeamDeps = { db: Database; clock: Clock; outbox: MailOutbox; webBaseUrl: string };

const iso = (value: Date | string) => new Date(value).toISOString();

export async function getCompanyTeam(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  actor: EmployerActor,
): Promise<CompanyTeam> {
  const { companyId } = await requireMembership(deps.db, actor);
  const [members, invitations, joinRequests] = await Promise.all([
    selectMembers(deps.db, companyId),
    selectOpenInvitations(deps.db, { companyId, now: deps.clock.now() }),
    selectPendingJoinRequests(deps.db, companyId),
  ]);
  return {
    members: members.map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })),
    invitations: invitations.map((i) => ({
      ...i,
      expiresAt: iso(i.expiresAt),
      createdAt: iso(i.createdAt),
    })),
    joinRequests: joinRequests.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  };
}

export async function inviteMember(
  deps: TeamDeps,
  actor: EmployerActor & { input: InvitationInput },
): Promise<{ id: string }> {
  const membership = await requireOwner(deps.db, actor);
  const { email, role } = actor.input;
  if (await isMemberEmail(deps.db, { companyId: membership.companyId, email }))
    throw employerError('ALREADY_MEMBER', actor.locale);
  const now = deps.clock.now();
  const token = newOpaqueToken();
  const id = await upsertInvitation(deps.db, {
    companyId: membership.companyId,
    email,
    role,
    tokenHash: hashOpaqueToken(token),
    invitedBy: actor.user.id,
    now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
  });
  const prefix = actor.locale === 'en' ? '/en' : '';
  await deps.outbox.enqueue(
    invitationMail({
      to: email,
      companyName: membership.name,
      inviterName: (await selectUserContact(deps.db, actor.user.id))?.name ?? membership.name,
      url: `${deps.webBaseUrl}${prefix}/employer/invitation?token=${encodeURIComponent(token)}`,
      locale: actor.locale,
    }),
  );
  return { id };
}

export async function revokeInvitation(
  deps: Pick<TeamDeps, 'db'>,
  actor: EmployerActor & { invitationId: string },
): Promise<void> {
  const { companyId } = await requireOwner(deps.db, actor);
  if (!(await deleteOpenInvitation(deps.db, { companyId, id: actor.invitationId })))
    throw employerError('NOT_FOUND', actor.locale);
}

/** The signed-in employer takes an invitation mailed to its own address. */
export async function acceptInvitation(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  actor: EmployerActor & { token: string },
): Promise<{ companyId: string; role: CompanyMemberRole }> {
  requireEmployer(actor);
  if (await selectMembership(deps.db, actor.user.id))
    throw employerError('ALREADY_IN_COMPANY', actor.locale);
  const email = (await selectUserContact(deps.db, actor.user.id))?.email;
  const now = deps.clock.now();
  const joined = await deps.db.transaction(async (tx) => {
    const claimed = await claimInvitation(tx, {
      tokenHash: hashOpaqueToken(actor.token),
      email: email ?? '',
      userId: actor.user.id,
      now,
    });
    if (!claimed) return null;
    const added = await insertMember(tx, { userId: actor.user.id, ...claimed, now });
    // Joined another company meanwhile: the claim is rolled back with the transaction.
    if (!added) throw employerError('ALREADY_IN_COMPANY', actor.locale);
    return claimed;
  });
  if (!joined) throw employerError('INVITATION_INVALID', actor.locale);
  return joined;
}

export async function decideJoin(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  actor: EmployerActor & { requestId: string; approve: boolean },
): Promise<void> {
  const { companyId } = await requireOwner(deps.db, actor);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const decided = await decideJoinRequest(tx, {
      companyId,
      id: actor.requestId,
      status: actor.approve ? 'approved' : 'declined',
      by: actor.user.id,
      now,
    });
    if (!decided) return 'missing' as const;
    if (actor.approve) {
      const added = await insertMember(tx, {
        userId: decided.userId,
        companyId,
        role: 'recruiter',
        now,
      });
      if (!added) throw employerError('ALREADY_IN_COMPANY', actor.locale);
    }
    return 'done' as const;
  });
  if (outcome === 'missing') throw employerError('NOT_FOUND', actor.locale);
}

function answerChange(change: MemberChange, actor: EmployerActor): void {
  if (change === 'missing') throw employerError('NOT_FOUND', actor.locale);
  if (change === 'lastOwner') throw employerError('LAST_OWNER', actor.locale);
}

export async function changeMemberRole(
  deps: Pick<TeamDeps, 'db'>,
  actor: EmployerActor & { memberId: string; role: CompanyMemberRole },
): Promise<void> {
  const { companyId } = await requireOwner(deps.db, actor);
  const change = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    return updateMemberRole(tx, { companyId, userId: actor.memberId, role: actor.role });
  });
  answerChange(change, actor);
}

export async function removeMember(
  deps: Pick<TeamDeps, 'db'>,
  actor: EmployerActor & { memberId: string },
): Promise<void> {
  const { companyId } = await requireOwner(deps.db, actor);
  const change = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    return deleteMember(tx, { companyId, userId: actor.memberId });
  });
  answerChange(change, actor);
}
