// Finding mentors and reading their public page (decision 023, "Mentors and taxonomy").
import {
  matchesQuery,
  parseSearchQuery,
  type MentorCard,
  type MentorDetail,
  type MentorListQuery,
  type MentorOneQuery,
  type MentorReview,
  type MentorReviewListQuery,
  type MentorStatistic,
  type NearestMentorSlot,
  type NearestMentorSlotQuery,
  type Paginated,
  type SpecialMentorBanner,
} from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import { soonestSlots, type AvailabilityDeps, type MentorViewer } from './availability.service';
import { loadCardParts, mentorSearchTerms, toCard, toDetail } from './mentor-cards';
import { mentoringError } from './mentoring.messages';
import {
  selectActiveMentors,
  selectCurrentBanners,
  selectInvitationCode,
  selectMentorBy,
  selectMentorByReferralCode,
  selectMentorStatistic,
  selectRatingCounts,
  selectReviewsPage,
  type MentorRow,
} from './mentors.queries';

export type MentorsDeps = AvailabilityDeps;

const DAY = 86_400_000;

function page<T>(docs: T[], total: number, p: { page: number; limit: number }): Paginated<T> {
  return {
    docs,
    totalDocs: total,
    page: p.page,
    limit: p.limit,
    totalPages: Math.ceil(total / p.limit),
  };
}

/** Higher first, nulls last. */
const desc = (a: number | null, b: number | null) => (b ?? -1) - (a ?? -1);

/**
 * GET mentor/list. Mentors are few (hundreds, not millions): the filters run in SQL, the text
 * match and the soonest free slot of each candidate in memory, then the sort and the page.
 */
export async function listMentors(
  deps: MentorsDeps,
  locale: ApiLocale,
  query: MentorListQuery,
): Promise<Paginated<MentorCard>> {
  let mentors = await selectActiveMentors(deps.db, {
    topicIds: query.topicId_in,
    categoryIds: query.categoryId_in,
    expertiseIds: query.academicExpertiseId_in,
    districtCode: query.districtCode_eq,
  });
  const parts = await loadCardParts(deps.db, mentors);
  const groups = query.q ? parseSearchQuery(query.q, { prefix: true }).terms : [];
  if (groups.length > 0)
    mentors = mentors.filter((m) =>
      matchesQuery(mentorSearchTerms(m, parts.topics.get(m.id) ?? []), groups),
    );
  const next = await soonestSlots(
    deps,
    mentors.map((m) => m.id),
  );
  const nextAt = (m: MentorRow) => {
    const slot = next.get(m.id);
    return slot ? Date.parse(slot.startsAt) : null;
  };
  if (query.availableWithinDays !== undefined) {
    const limit = deps.clock.now().getTime() + query.availableWithinDays * DAY;
    mentors = mentors.filter((m) => (nextAt(m) ?? Infinity) < limit);
  }
  const byName = (a: MentorRow, b: MentorRow) =>
    a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const sorted = [...mentors].sort((a, b) => {
    if (query.sort === 'soonest')
      return (
        (nextAt(a) ?? Infinity) - (nextAt(b) ?? Infinity) ||
        desc(a.ratingAverage, b.ratingAverage) ||
        byName(a, b)
      );
    if (query.sort === 'rating')
      return (
        desc(a.ratingAverage, b.ratingAverage) || b.reviewCount - a.reviewCount || byName(a, b)
      );
    return (
      b.sessionsDone - a.sessionsDone || desc(a.ratingAverage, b.ratingAverage) || byName(a, b)
    );
  });
  const offset = (query.page - 1) * query.limit;
  const docs = sorted
    .slice(offset, offset + query.limit)
    .map((m) => toCard(m, parts, next.get(m.id)?.startsAt ?? null, locale));
  return page(docs, sorted.length, query);
}

/** A mentor the viewer may read (active or paused, or their own), by id or slug. */
async function visibleMentor(
  deps: MentorsDeps,
  viewer: MentorViewer,
  by: { id?: string | undefined; slug?: string | undefined },
): Promise<MentorRow> {
  const mentor = by.id || by.slug ? await selectMentorBy(deps.db, by) : null;
  if (!mentor || (mentor.status === 'onboarding' && mentor.userId !== viewer.userId))
    throw mentoringError('MENTOR_NOT_FOUND', viewer.locale);
  return mentor;
}

/** GET mentor/one */
export async function getMentor(
  deps: MentorsDeps,
  viewer: MentorViewer,
  query: MentorOneQuery,
): Promise<MentorDetail> {
  const mentor = await visibleMentor(deps, viewer, { id: query.id_eq, slug: query.slug_eq });
  const next =
    mentor.status === 'active' ? (await soonestSlots(deps, [mentor.id])).get(mentor.id) : null;
  return toDetail(deps.db, mentor, next?.startsAt ?? null, viewer.locale);
}

/** GET mentor/one/statistic */
export async function getMentorStatistic(
  deps: MentorsDeps,
  viewer: MentorViewer,
  query: MentorOneQuery,
): Promise<MentorStatistic> {
  const mentor = await visibleMentor(deps, viewer, { id: query.id_eq, slug: query.slug_eq });
  const [stats, ratings] = await Promise.all([
    selectMentorStatistic(deps.db, mentor.id),
    selectRatingCounts(deps.db, mentor.id),
  ]);
  const decided = stats.answered + stats.unanswered;
  return {
    mentorId: mentor.id,
    sessionsDone: stats.sessionsDone,
    ratingAverage: mentor.ratingAverage,
    reviewCount: mentor.reviewCount,
    ratingCounts: [1, 2, 3, 4, 5].map((n) => ratings.find((r) => r.rating === n)?.total ?? 0),
    menteesHelped: stats.menteesHelped,
    responseRate: decided === 0 ? null : Math.round((stats.answered / decided) * 100) / 100,
    medianResponseMinutes:
      stats.medianResponseMinutes === null ? null : Number(stats.medianResponseMinutes),
  };
}

/** GET review/list: newest first. */
export async function listMentorReviews(
  deps: MentorsDeps,
  viewer: MentorViewer,
  query: MentorReviewListQuery,
): Promise<Paginated<MentorReview>> {
  const mentor = await visibleMentor(deps, viewer, { id: query.mentorId_eq });
  const { rows, total } = await selectReviewsPage(deps.db, mentor.id, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return page(
    rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      menteeName: shortName(r.menteeName),
      topic: r.topicNameId === null ? null : viewer.locale === 'en' ? r.topicNameEn : r.topicNameId,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    query,
  );
}

/** 'Rina Santoso Wibowo' → 'Rina S.': reviews show who wrote them without the full name. */
export function shortName(name: string): string {
  const [first = '', second] = name.trim().split(/\s+/);
  return second ? `${first} ${second[0]!.toUpperCase()}.` : first;
}

/** GET special-mentor-banner/list: the banners shown now, with their mentor's card. */
export async function listSpecialMentorBanners(
  deps: MentorsDeps,
  locale: ApiLocale,
): Promise<SpecialMentorBanner[]> {
  const banners = await selectCurrentBanners(deps.db, deps.clock.now());
  const mentorIds = [...new Set(banners.map((b) => b.mentorId))];
  const mentors = await selectActiveMentors(deps.db, {
    topicIds: [],
    categoryIds: [],
    expertiseIds: [],
    mentorIds,
  });
  const [parts, next] = await Promise.all([
    loadCardParts(deps.db, mentors),
    soonestSlots(deps, mentorIds),
  ]);
  const byId = new Map(mentors.map((m) => [m.id, m]));
  return banners.flatMap((b) => {
    const mentor = byId.get(b.mentorId);
    if (!mentor) return [];
    return [
      {
        id: b.id,
        title: locale === 'en' ? b.titleEn : b.titleId,
        subtitle: locale === 'en' ? b.subtitleEn : b.subtitleId,
        position: b.position,
        startsAt: b.startsAt.toISOString(),
        endsAt: b.endsAt.toISOString(),
        mentor: toCard(mentor, parts, next.get(mentor.id)?.startsAt ?? null, locale),
      },
    ];
  });
}

/** GET mentor/invitation-code-existence/one */
export async function checkInvitationCode(
  deps: MentorsDeps,
  code: string,
): Promise<{ exists: boolean; usable: boolean }> {
  const found = await selectInvitationCode(deps.db, code, deps.clock.now());
  return { exists: found !== null, usable: found?.usable ?? false };
}

/** GET referral-code/one */
export async function findReferralCode(deps: MentorsDeps, locale: ApiLocale, code: string) {
  const found = await selectMentorByReferralCode(deps.db, code);
  if (!found) throw mentoringError('REFERRAL_CODE_NOT_FOUND', locale);
  const { code: own, ...mentor } = found;
  return { code: own, mentor };
}

/**
 * GET nearest-available-mentor-schedule/one: the soonest slot of one mentor, or of any active
 * mentor (of the topics or categories given); null when none is free.
 */
export async function nearestMentorSlot(
  deps: MentorsDeps,
  viewer: MentorViewer,
  query: NearestMentorSlotQuery,
): Promise<NearestMentorSlot | null> {
  let candidates: MentorRow[];
  if (query.mentorId_eq) {
    const mentor = await visibleMentor(deps, viewer, { id: query.mentorId_eq });
    candidates = mentor.status === 'active' || mentor.userId === viewer.userId ? [mentor] : [];
  } else {
    candidates = await selectActiveMentors(deps.db, {
      topicIds: query.topicId_in,
      categoryIds: query.categoryId_in,
      expertiseIds: [],
    });
  }
  const next = await soonestSlots(
    deps,
    candidates.map((m) => m.id),
  );
  let best: { mentor: MentorRow; at: number } | null = null;
  for (const mentor of candidates) {
    const slot = next.get(mentor.id);
    if (!slot) continue;
    const at = Date.parse(slot.startsAt);
    if (
      !best ||
      at < best.at ||
      (at === best.at && desc(mentor.ratingAverage, best.mentor.ratingAverage) < 0)
    )
      best = { mentor, at };
  }
  if (!best) return null;
  const { mentor } = best;
  return {
    mentor: {
      id: mentor.id,
      slug: mentor.slug,
      name: mentor.name,
      photoUrl: mentor.photoUrl,
      sessionMinutes: mentor.sessionMinutes,
    },
    slot: next.get(mentor.id)!,
  };
}
