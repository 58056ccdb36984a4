// Who may use the mentor's own endpoints: signed in, role mentor (403 MENTOR_ONLY otherwise);
// most of them also need the mentor profile that onboarding creates.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../../platform/auth-guard';
import type { Database } from '../../platform/db';
import { requestLocale, type ApiLocale } from '../../platform/locale';
import { mentoringError } from './mentoring.messages';
import { selectMentorBy, type MentorRow } from './mentors.queries';

export type MentorActor = { userId: string; locale: ApiLocale };

/** onRequest hook after `authenticate`. */
export async function mentorOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = signedInUser(request);
  if (user.role !== 'mentor') throw mentoringError('MENTOR_ONLY', requestLocale(request));
}

export function mentorActor(request: FastifyRequest): MentorActor {
  return { userId: signedInUser(request).id, locale: requestLocale(request) };
}

/** The signed-in mentor's profile; 404 MENTOR_PROFILE_REQUIRED before onboarding. */
export async function ownMentor(db: Database, actor: MentorActor): Promise<MentorRow> {
  const mentor = await selectMentorBy(db, { userId: actor.userId });
  if (!mentor) throw mentoringError('MENTOR_PROFILE_REQUIRED', actor.locale);
  return mentor;
}
