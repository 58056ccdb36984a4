// The mentor's own profile (decision 023, "Mentor self-service"): onboarding with an invitation
// code, mentor/me (profile, settings, topics, expertise, going live or pausing) and education.
import { randomBytes } from 'node:crypto';
import {
  MENTOR_PROFILE_LIMITS,
  slugify,
  type MentorEducation,
  type MentorEducationInput,
  type MentorMe,
  type MentorOnboardingRequest,
  type MentorReadinessItem,
  type UpdateMentorMeRequest,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { soonestSlots } from './availability.service';
import { ownMentor, type MentorActor } from './mentor-access';
import { toDetail } from './mentor-cards';
import {
  consumeInvitationCode,
  countEducations,
  deleteEducation,
  districtExists,
  hasAvailability,
  insertEducation,
  insertMentor,
  lockMentor,
  mentorSlugsLike,
  replaceMentorTags,
  selectTagIdsOfMentor,
  updateEducation,
  updateMentor,
  type MentorChanges,
} from './mentor-profile.queries';
import { mentoringError, notReadyError, sqlState } from './mentoring.messages';
import { selectMentorBy, type EducationRow, type MentorRow } from './mentors.queries';
import { countExistingTags } from './taxonomy.queries';

export type MentorProfileDeps = { db: Database; clock: Clock };

/** Referral codes: no 0/O or 1/I, so a code read aloud or typed from a poster stays right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function referralCodeFor(name: string): string {
  const letters = slugify(name, 40).replace(/-/g, '').toUpperCase().slice(0, 6) || 'MENTOR';
  const bytes = randomBytes(5);
  const suffix = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${letters}${suffix}`;
}

async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name, 60);
  const taken = new Set(await mentorSlugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 100; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** What `status: active` still needs. */
export async function readiness(
  db: Database,
  mentor: MentorRow,
  now: Date,
): Promise<MentorReadinessItem[]> {
  const missing: MentorReadinessItem[] = [];
  if (
    mentor.name.trim().length < 2 ||
    mentor.headline.trim().length === 0 ||
    mentor.bio.trim().length < MENTOR_PROFILE_LIMITS.bioMin
  )
    missing.push('profile');
  if ((await selectTagIdsOfMentor(db, 'topic', mentor.id)).length === 0) missing.push('topics');
  if (!(await hasAvailability(db, mentor.id, now))) missing.push('availability');
  return missing;
}

async function toMe(
  deps: MentorProfileDeps,
  mentor: MentorRow,
  actor: MentorActor,
): Promise<MentorMe> {
  const now = deps.clock.now();
  const [next, topicIds, expertiseIds, missing] = await Promise.all([
    soonestSlots(deps, [mentor.id]),
    selectTagIdsOfMentor(deps.db, 'topic', mentor.id),
    selectTagIdsOfMentor(deps.db, 'expertise', mentor.id),
    readiness(deps.db, mentor, now),
  ]);
  const detail = await toDetail(
    deps.db,
    mentor,
    next.get(mentor.id)?.startsAt ?? null,
    actor.locale,
  );
  return {
    ...detail,
    referralCode: mentor.referralCode,
    districtCode: mentor.districtCode,
    offersOnline: mentor.offersOnline,
    offersOffline: mentor.offersOffline,
    offlineAddress: mentor.offlineAddress,
    topicIds,
    academicExpertiseIds: expertiseIds,
    onboardedAt: mentor.onboardedAt?.toISOString() ?? null,
    missing,
  };
}

async function checkDistrict(db: Database, code: string | null | undefined, actor: MentorActor) {
  if (code && !(await districtExists(db, code)))
    throw mentoringError('MENTORING_TOPIC_INVALID', actor.locale, [
      {
        field: 'districtCode',
        message: actor.locale === 'id' ? 'Kecamatan tidak ditemukan.' : 'No such district.',
      },
    ]);
}

/**
 * POST mentor/onboarding: one use of the invitation code and the mentor row, in one transaction
 * (a code used up meanwhile, or a second onboarding, leaves nothing behind).
 */
export async function onboardMentor(
  deps: MentorProfileDeps,
  actor: MentorActor,
  input: MentorOnboardingRequest,
): Promise<MentorMe> {
  const now = deps.clock.now();
  if (await selectMentorBy(deps.db, { userId: actor.userId }))
    throw mentoringError('MENTOR_ALREADY_ONBOARDED', actor.locale);
  await checkDistrict(deps.db, input.districtCode, actor);
  const slug = await freeSlug(deps.db, input.name);
  try {
    await deps.db.transaction(async (tx) => {
      const code = await consumeInvitationCode(tx, input.invitationCode, now);
      if (!code)
        throw mentoringError('INVITATION_CODE_INVALID', actor.locale, [
          {
            field: 'invitationCode',
            message: mentoringError('INVITATION_CODE_INVALID', actor.locale).message,
          },
        ]);
      const id = await insertMentor(tx, {
        userId: actor.userId,
        slug,
        name: input.name,
        headline: input.headline,
        companyName: input.companyName ?? null,
        photoUrl: input.photoUrl ?? null,
        bio: input.bio,
        yearsOfExperience: input.yearsOfExperience,
        linkedinUrl: input.linkedinUrl ?? null,
        languages: input.languages ?? ['id'],
        districtCode: input.districtCode ?? null,
        timeZone: input.timeZone,
        referralCode: referralCodeFor(input.name),
        invitationCode: code,
        now,
      });
      if (!id) throw mentoringError('MENTOR_ALREADY_ONBOARDED', actor.locale);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Another onboarding took the slug at the same moment: the person can simply send again.
    if (sqlState(error) === '23505')
      throw new AppError(
        'CONFLICT',
        actor.locale === 'id' ? 'Coba kirim sekali lagi.' : 'Please send it once more.',
        undefined,
        409,
      );
    throw error;
  }
  return getMentorMe(deps, actor);
}

/** GET mentor/me */
export async function getMentorMe(deps: MentorProfileDeps, actor: MentorActor): Promise<MentorMe> {
  return toMe(deps, await ownMentor(deps.db, actor), actor);
}

function changesOf(input: UpdateMentorMeRequest): MentorChanges {
  const map: [keyof UpdateMentorMeRequest, keyof MentorChanges][] = [
    ['name', 'name'],
    ['headline', 'headline'],
    ['companyName', 'company_name'],
    ['photoUrl', 'photo_url'],
    ['bio', 'bio'],
    ['yearsOfExperience', 'years_of_experience'],
    ['linkedinUrl', 'linkedin_url'],
    ['languages', 'languages'],
    ['districtCode', 'district_code'],
    ['timeZone', 'time_zone'],
    ['sessionMinutes', 'session_minutes'],
    ['bufferMinutes', 'buffer_minutes'],
    ['minNoticeHours', 'min_notice_hours'],
    ['bookingWindowDays', 'booking_window_days'],
    ['acceptsCustomRequests', 'accepts_custom_requests'],
    ['offersOnline', 'offers_online'],
    ['offersOffline', 'offers_offline'],
    ['offlineAddress', 'offline_address'],
  ];
  const changes: Record<string, unknown> = {};
  for (const [field, column] of map) if (input[field] !== undefined) changes[column] = input[field];
  return changes as MentorChanges;
}

/**
 * PATCH mentor/me. `status: active` goes live only when the profile, a topic and availability
 * are there (409 MENTOR_NOT_READY names what is missing); an active mentor keeps that true.
 */
export async function updateMentorMe(
  deps: MentorProfileDeps,
  actor: MentorActor,
  input: UpdateMentorMeRequest,
): Promise<MentorMe> {
  const now = deps.clock.now();
  const current = await ownMentor(deps.db, actor);
  const online = input.offersOnline ?? current.offersOnline;
  const offline = input.offersOffline ?? current.offersOffline;
  if (!online && !offline)
    throw new AppError(
      'VALIDATION_ERROR',
      actor.locale === 'id'
        ? 'Pilih minimal satu cara sesi: online atau offline.'
        : 'Offer at least one mode: online or offline.',
      [
        {
          field: 'offersOnline',
          message:
            actor.locale === 'id' ? 'Pilih online atau offline.' : 'Choose online or offline.',
        },
      ],
      400,
    );
  await checkDistrict(deps.db, input.districtCode, actor);
  for (const [kind, ids, field] of [
    ['topic', input.topicIds, 'topicIds'],
    ['expertise', input.academicExpertiseIds, 'academicExpertiseIds'],
  ] as const) {
    const unique = [...new Set(ids ?? [])];
    if (ids && (await countExistingTags(deps.db, kind, unique)) !== unique.length)
      throw mentoringError('MENTORING_TOPIC_INVALID', actor.locale, [
        { field, message: mentoringError('MENTORING_TOPIC_INVALID', actor.locale).message },
      ]);
  }
  await deps.db.transaction(async (tx) => {
    await lockMentor(tx, current.id);
    const changes = changesOf(input);
    if (input.status !== undefined) changes.status = input.status;
    await updateMentor(tx, current.id, changes, now);
    if (input.topicIds)
      await replaceMentorTags(tx, 'topic', current.id, [...new Set(input.topicIds)]);
    if (input.academicExpertiseIds)
      await replaceMentorTags(tx, 'expertise', current.id, [
        ...new Set(input.academicExpertiseIds),
      ]);
    const after = (await selectMentorBy(tx, { id: current.id }))!;
    if (after.status === 'active') {
      const missing = await readiness(tx, after, now);
      // Thrown inside the transaction: nothing of this request is kept.
      if (missing.length > 0) throw notReadyError(missing, actor.locale);
      if (!after.onboardedAt) await updateMentor(tx, current.id, { onboarded_at: now }, now);
    }
  });
  return getMentorMe(deps, actor);
}

// ---------------------------------------------------------------------------------------------
// Education

const toEducation = ({ mentorId: _mentorId, ...e }: EducationRow): MentorEducation => e;

export async function addEducation(
  deps: MentorProfileDeps,
  actor: MentorActor,
  input: MentorEducationInput,
): Promise<MentorEducation> {
  const mentor = await ownMentor(deps.db, actor);
  if ((await countEducations(deps.db, mentor.id)) >= MENTOR_PROFILE_LIMITS.educationsMax)
    throw new AppError(
      'VALIDATION_ERROR',
      actor.locale === 'id'
        ? `Maksimal ${MENTOR_PROFILE_LIMITS.educationsMax} riwayat pendidikan.`
        : `At most ${MENTOR_PROFILE_LIMITS.educationsMax} education entries.`,
      undefined,
      400,
    );
  return toEducation(await insertEducation(deps.db, mentor.id, input, deps.clock.now()));
}

/** PUT mentor/me/education?id_eq=: another mentor's entry answers 404 as if it did not exist. */
export async function changeEducation(
  deps: MentorProfileDeps,
  actor: MentorActor,
  id: string,
  input: MentorEducationInput,
): Promise<MentorEducation> {
  const mentor = await ownMentor(deps.db, actor);
  const row = await updateEducation(deps.db, mentor.id, id, input, deps.clock.now());
  if (!row) throw mentoringError('EDUCATION_NOT_FOUND', actor.locale);
  return toEducation(row);
}

export async function removeEducation(
  deps: MentorProfileDeps,
  actor: MentorActor,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const mentor = await ownMentor(deps.db, actor);
  if (!(await deleteEducation(deps.db, mentor.id, id)))
    throw mentoringError('EDUCATION_NOT_FOUND', actor.locale);
  return { id, deleted: true };
}
