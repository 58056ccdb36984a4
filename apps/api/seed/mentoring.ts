// Loads the mentoring demo data inside seedDemoData's transaction: the regions (if the start did
// not load them already), categories, topics, academic expertise, invitation codes, 37 mentors
// (mentor@ and mentor2@jenjang.test get the first two profiles; the others get accounts without
// a password) with education, topics, expertise, weekly availability (stored in WIB) and dated
// entries, the demo mentees, and the planned sessions with their events and reviews.
import { inArray } from 'drizzle-orm';
import type { Database } from '../src/platform/db';
import { users } from '../src/modules/auth/auth.schema';
import {
  academicExpertiseCategories,
  academicExpertises,
  mentoringCategories,
  mentoringTopics,
} from '../src/modules/mentoring/mentoring-taxonomy.schema';
import {
  mentorAcademicExpertises,
  mentorEducations,
  mentorInvitationCodes,
  mentorTopics,
  mentors,
  specialMentorBanners,
} from '../src/modules/mentoring/mentors.schema';
import {
  mentorScheduleEntries,
  mentorWeeklyAvailability,
} from '../src/modules/mentoring/schedule.schema';
import {
  mentoringReviews,
  mentoringSessionEvents,
  mentoringMeetingLinks,
  mentoringSessions,
} from '../src/modules/mentoring/sessions.schema';
import { ensureRegions } from '../src/modules/mentoring/regions/ensure-regions';
import {
  ACADEMIC_EXPERTISES,
  ACADEMIC_EXPERTISE_CATEGORIES,
  MENTEE_NAMES,
  MENTORING_CATEGORIES,
  MENTORING_TOPICS,
} from './data/mentoring';
import { generateMentorProfiles, type GeneratedMentor } from './mentor-profiles';
import { planScheduleEntries } from './mentoring-schedule-plan';
import { menteeEmail, planMentoringSessions } from './mentoring-sessions';
import { DAY_MS, toWibWindow } from './mentoring-time';

export { ensureRegions } from '../src/modules/mentoring/regions/ensure-regions';

/** The code every demo mentor onboarded with; still open, so a new demo mentor can use it. */
export const DEMO_INVITATION_CODE = 'JENJANG-MENTOR-2026';
const BATCH = 300;

export type MentoringSeedResult = {
  regions: number;
  mentors: number;
  sessions: number;
  reviews: number;
  /** Time spent, regions included. */
  ms: number;
};

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The login of a demo mentor: the seeded accounts for the first two, made-up addresses after. */
export function mentorEmail(mentor: Pick<GeneratedMentor, 'index' | 'name'>): string {
  if (mentor.index === 0) return 'mentor@jenjang.test';
  if (mentor.index === 1) return 'mentor2@jenjang.test';
  return menteeEmail(mentor.name);
}

async function insertTaxonomy(tx: Database) {
  const categoryRows = await tx
    .insert(mentoringCategories)
    .values(
      MENTORING_CATEGORIES.map(({ slug, nameId, nameEn }, position) => ({
        slug,
        nameId,
        nameEn,
        position,
      })),
    )
    .returning({ id: mentoringCategories.id, slug: mentoringCategories.slug });
  const categoryIds = new Map(categoryRows.map((r) => [r.slug, r.id]));
  const topicRows = await tx
    .insert(mentoringTopics)
    .values(
      MENTORING_TOPICS.map(({ slug, nameId, nameEn, categorySlug }) => ({
        slug,
        nameId,
        nameEn,
        categoryId: categoryIds.get(categorySlug)!,
      })),
    )
    .returning({ id: mentoringTopics.id, slug: mentoringTopics.slug });
  const expertiseCategoryRows = await tx
    .insert(academicExpertiseCategories)
    .values(
      ACADEMIC_EXPERTISE_CATEGORIES.map(({ slug, nameId, nameEn }) => ({ slug, nameId, nameEn })),
    )
    .returning({ id: academicExpertiseCategories.id, slug: academicExpertiseCategories.slug });
  const expertiseCategoryIds = new Map(expertiseCategoryRows.map((r) => [r.slug, r.id]));
  const expertiseRows = await tx
    .insert(academicExpertises)
    .values(
      ACADEMIC_EXPERTISES.map(({ slug, nameId, nameEn, categorySlug }) => ({
        slug,
        nameId,
        nameEn,
        categoryId: expertiseCategoryIds.get(categorySlug)!,
      })),
    )
    .returning({ id: academicExpertises.id, slug: academicExpertises.slug });
  return {
    topicIds: new Map(topicRows.map((r) => [r.slug, r.id])),
    expertiseIds: new Map(expertiseRows.map((r) => [r.slug, r.id])),
  };
}

/** Accounts of the made-up mentors and mentees: no password, so nobody signs in as them. */
async function ensureUsers(
  tx: Database,
  people: { email: string; name: string; role: 'mentor' | 'student'; createdAt: Date }[],
  userIdsByEmail: Map<string, string>,
): Promise<Map<string, string>> {
  const missing = people.filter((p) => !userIdsByEmail.has(p.email));
  if (missing.length > 0) {
    await tx
      .insert(users)
      .values(missing.map((p) => ({ ...p, status: 'imported', updatedAt: p.createdAt })))
      .onConflictDoNothing();
  }
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((p) => p.email),
      ),
    );
  return new Map(rows.map((r) => [r.email, r.id]));
}

export async function seedMentoring(
  tx: Database,
  input: { now: Date; seed: number; userIdsByEmail: Map<string, string> },
): Promise<MentoringSeedResult> {
  const started = performance.now();
  const { now, seed } = input;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const regionsLoaded = await ensureRegions(tx);
  const { topicIds, expertiseIds } = await insertTaxonomy(tx);

  const profiles = generateMentorProfiles({ seed, currentYear: now.getUTCFullYear() });
  const entries = planScheduleEntries({ seed, now, mentors: profiles });
  const sessions = planMentoringSessions({ seed, now, mentors: profiles, entries });

  await tx.insert(mentorInvitationCodes).values([
    {
      code: DEMO_INVITATION_CODE,
      note: 'Undangan mentor demo',
      maxUses: 100,
      usedCount: profiles.length,
      expiresAt: new Date(now.getTime() + 365 * DAY_MS),
      createdAt: ago(240),
    },
    {
      code: 'MENTOR-2025-LAMA',
      note: 'Kedaluwarsa',
      maxUses: 20,
      usedCount: 3,
      expiresAt: ago(30),
      createdAt: ago(400),
    },
  ]);

  // Mentors joined the portal over the months before the history starts.
  const joinedAt = (mentor: GeneratedMentor) => ago(230 - mentor.index * 2);
  const userIds = await ensureUsers(
    tx,
    [
      ...profiles.map((m) => ({
        email: mentorEmail(m),
        name: m.name,
        role: 'mentor' as const,
        createdAt: joinedAt(m),
      })),
      ...MENTEE_NAMES.map((name, i) => ({
        email: menteeEmail(name),
        name,
        role: 'student' as const,
        createdAt: ago(200 - i * 3),
      })),
    ],
    input.userIdsByEmail,
  );
  const userId = (email: string) => {
    const id = input.userIdsByEmail.get(email) ?? userIds.get(email);
    if (!id) throw new Error(`no user ${email}`);
    return id;
  };

  const mentorRows = await tx
    .insert(mentors)
    .values(
      profiles.map((m) => ({
        userId: userId(mentorEmail(m)),
        slug: m.slug,
        status: 'active',
        name: m.name,
        headline: m.headline,
        companyName: m.companyName,
        photoUrl: m.photoUrl,
        bio: m.bio,
        yearsOfExperience: m.yearsOfExperience,
        linkedinUrl: m.linkedinUrl,
        languages: m.languages,
        districtCode: m.districtCode,
        timeZone: m.timeZone,
        sessionMinutes: m.sessionMinutes,
        bufferMinutes: m.bufferMinutes,
        minNoticeHours: m.minNoticeHours,
        bookingWindowDays: m.bookingWindowDays,
        acceptsCustomRequests: m.acceptsCustomRequests,
        offersOnline: true,
        offersOffline: m.offersOffline,
        offlineAddress: m.offlineAddress,
        referralCode: m.referralCode,
        invitationCode: DEMO_INVITATION_CODE,
        onboardedAt: joinedAt(m),
        createdAt: joinedAt(m),
        updatedAt: joinedAt(m),
      })),
    )
    .returning({ id: mentors.id, slug: mentors.slug });
  const mentorIdBySlug = new Map(mentorRows.map((r) => [r.slug, r.id]));
  const mentorId = (index: number) => mentorIdBySlug.get(profiles[index]!.slug)!;

  await tx
    .insert(mentorTopics)
    .values(
      profiles.flatMap((m) =>
        m.topicSlugs.map((slug) => ({ mentorId: mentorId(m.index), topicId: topicIds.get(slug)! })),
      ),
    );
  await tx.insert(mentorAcademicExpertises).values(
    profiles.flatMap((m) =>
      m.expertiseSlugs.map((slug) => ({
        mentorId: mentorId(m.index),
        expertiseId: expertiseIds.get(slug)!,
      })),
    ),
  );
  await tx.insert(mentorEducations).values(
    profiles.flatMap((m) =>
      m.educations.map((e) => ({
        mentorId: mentorId(m.index),
        ...e,
        createdAt: joinedAt(m),
        updatedAt: joinedAt(m),
      })),
    ),
  );
  await tx
    .insert(mentorWeeklyAvailability)
    .values(
      profiles.flatMap((m) =>
        m.weekly.map((w) => ({ mentorId: mentorId(m.index), ...toWibWindow(w, m.timeZone, now) })),
      ),
    );
  await tx.insert(mentorScheduleEntries).values(
    entries.map((e) => ({
      mentorId: mentorId(e.mentorIndex),
      kind: e.kind,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      createdAt: e.createdAt,
      updatedAt: e.createdAt,
    })),
  );
  const featured = profiles.find((m) => m.track === 'academic') ?? profiles[2]!;
  await tx.insert(specialMentorBanners).values([
    {
      mentorId: mentorId(0),
      titleId: 'Siap hadapi wawancara kerja pertamamu',
      titleEn: 'Get ready for your first job interview',
      subtitleId: `Sesi review CV dan simulasi wawancara bersama ${profiles[0]!.name}`,
      subtitleEn: `CV reviews and mock interviews with ${profiles[0]!.name}`,
      position: 0,
      startsAt: ago(7),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
    },
    {
      mentorId: mentorId(featured.index),
      titleId: 'Musim beasiswa: LPDP dan kampus luar negeri',
      titleEn: 'Scholarship season: LPDP and universities abroad',
      subtitleId: `Susun esai dan rencana studimu bersama ${featured.name}`,
      subtitleEn: `Plan your essays and studies with ${featured.name}`,
      position: 1,
      startsAt: ago(3),
      endsAt: new Date(now.getTime() + 45 * DAY_MS),
    },
  ]);

  const sessionIds: string[] = [];
  for (const batch of chunks(sessions)) {
    const rows = await tx
      .insert(mentoringSessions)
      .values(
        batch.map((s) => ({
          mentorId: mentorId(s.mentorIndex),
          menteeUserId: userId(s.menteeEmail),
          topicId: topicIds.get(s.topicSlug)!,
          bookingType: s.bookingType,
          status: s.status,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          blockedUntil: s.blockedUntil,
          requestedWindows: s.requestedWindows,
          mode: s.mode,
          location: s.location,
          meetingToken: s.meetingToken,
          // The room the API would make (MENTORING_MEETING_BASE_URL's default), named after the token.
          meetingUrl: s.meetingToken
            ? `https://meet.jit.si/Jenjang-${s.meetingToken.slice(0, 24)}`
            : null,
          notes: s.notes,
          commitmentAgreedAt: s.createdAt,
          rejectReason: s.rejectReason,
          cancelReason: s.cancelReason,
          cancelledBy: s.cancelledBy,
          rescheduleProposedStartsAt: s.reschedule?.startsAt ?? null,
          rescheduleProposedEndsAt: s.reschedule?.endsAt ?? null,
          rescheduleProposedBy: s.reschedule?.by ?? null,
          rescheduleReason: s.reschedule?.reason ?? null,
          menteeAttended: s.menteeAttended,
          mentorAttended: s.mentorAttended,
          noShowParty: s.noShowParty,
          completionSource: s.completionSource,
          decidedAt: s.decidedAt,
          cancelledAt: s.cancelledAt,
          completedAt: s.completedAt,
          createdAt: s.createdAt,
          updatedAt: s.updatedAt,
        })),
      )
      .returning({ id: mentoringSessions.id });
    sessionIds.push(...rows.map((r) => r.id));
  }
  // The join link of each seeded online session opens its room (the API looks tokens up here).
  const meetingLinks = sessions.flatMap((s, i) =>
    s.meetingToken
      ? [{ token: s.meetingToken, sessionId: sessionIds[i]!, version: 1, createdAt: s.updatedAt }]
      : [],
  );
  for (const batch of chunks(meetingLinks)) await tx.insert(mentoringMeetingLinks).values(batch);

  const actorUserId = (s: (typeof sessions)[number], role: string) =>
    role === 'mentee'
      ? userId(s.menteeEmail)
      : role === 'mentor'
        ? userId(mentorEmail(profiles[s.mentorIndex]!))
        : null;
  const eventRows = sessions.flatMap((s, i) =>
    s.events.map((e) => ({
      sessionId: sessionIds[i]!,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorRole: e.actorRole,
      actorUserId: actorUserId(s, e.actorRole),
      reason: e.reason,
      startsAt: e.startsAt,
      createdAt: e.createdAt,
    })),
  );
  for (const batch of chunks(eventRows)) await tx.insert(mentoringSessionEvents).values(batch);
  const reviewRows = sessions.flatMap((s, i) =>
    s.review
      ? [
          {
            sessionId: sessionIds[i]!,
            mentorId: mentorId(s.mentorIndex),
            menteeUserId: userId(s.menteeEmail),
            rating: s.review.rating,
            comment: s.review.comment,
            createdAt: s.review.createdAt,
          },
        ]
      : [],
  );
  for (const batch of chunks(reviewRows)) await tx.insert(mentoringReviews).values(batch);

  return {
    regions: regionsLoaded.loaded,
    mentors: profiles.length,
    sessions: sessions.length,
    reviews: reviewRows.length,
    ms: Math.round(performance.now() - started),
  };
}
