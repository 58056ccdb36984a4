// Turning mentor rows into the contract's cards and detail (decision 023), in the request's
// language, and the text a mentor is found by.
import {
  analyzeForIndex,
  type MentorCard,
  type MentorDetail,
  type MentoringDistrict,
  type MentoringTag,
} from '@jenjang/domain';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import {
  selectEducations,
  selectTagsOfMentors,
  type MentorRow,
  type MentorTagRow,
} from './mentors.queries';
import { selectDistrictsByCode, type DistrictRow } from './taxonomy.queries';

export const localName = (row: { nameId: string; nameEn: string }, locale: ApiLocale) =>
  locale === 'en' ? row.nameEn : row.nameId;

export function toTag(row: MentorTagRow, locale: ApiLocale): MentoringTag {
  return {
    id: row.id,
    slug: row.slug,
    name: localName(row, locale),
    nameId: row.nameId,
    nameEn: row.nameEn,
    categoryId: row.categoryId,
  };
}

export function toDistrict(row: DistrictRow): MentoringDistrict {
  return { ...row, label: `${row.name}, ${row.regencyName}, ${row.provinceName}` };
}

export type CardParts = {
  topics: Map<string, MentorTagRow[]>;
  districts: Map<string, DistrictRow>;
};

/** The topics and districts of these mentors, read at once. */
export async function loadCardParts(
  db: Database,
  mentors: readonly MentorRow[],
): Promise<CardParts> {
  const ids = mentors.map((m) => m.id);
  const codes = [...new Set(mentors.flatMap((m) => (m.districtCode ? [m.districtCode] : [])))];
  const [topicRows, districtRows] = await Promise.all([
    selectTagsOfMentors(db, 'topic', ids),
    selectDistrictsByCode(db, codes),
  ]);
  const topics = new Map<string, MentorTagRow[]>();
  for (const t of topicRows) topics.set(t.mentorId, [...(topics.get(t.mentorId) ?? []), t]);
  return { topics, districts: new Map(districtRows.map((d) => [d.code, d])) };
}

export function toCard(
  m: MentorRow,
  parts: CardParts,
  nextAvailableAt: string | null,
  locale: ApiLocale,
): MentorCard {
  const topics = parts.topics.get(m.id) ?? [];
  const categories = new Map<number, { id: number; slug: string; name: string }>();
  for (const t of topics)
    if (!categories.has(t.categoryId))
      categories.set(t.categoryId, {
        id: t.categoryId,
        slug: t.categorySlug,
        name: locale === 'en' ? t.categoryNameEn : t.categoryNameId,
      });
  const district = m.districtCode ? parts.districts.get(m.districtCode) : undefined;
  return {
    id: m.id,
    slug: m.slug,
    name: m.name,
    headline: m.headline,
    companyName: m.companyName,
    photoUrl: m.photoUrl,
    rating: m.ratingAverage,
    reviewCount: m.reviewCount,
    sessionsDone: m.sessionsDone,
    topics: topics.map((t) => toTag(t, locale)),
    categories: [...categories.values()],
    district: district ? toDistrict(district) : null,
    timeZone: m.timeZone,
    sessionMinutes: m.sessionMinutes,
    nextAvailableAt,
  };
}

/** The public page of a mentor: the card and what a booker needs. */
export async function toDetail(
  db: Database,
  m: MentorRow,
  nextAvailableAt: string | null,
  locale: ApiLocale,
): Promise<MentorDetail> {
  const [parts, educations, expertise] = await Promise.all([
    loadCardParts(db, [m]),
    selectEducations(db, m.id),
    selectTagsOfMentors(db, 'expertise', [m.id]),
  ]);
  return {
    ...toCard(m, parts, nextAvailableAt, locale),
    status: m.status,
    isBookable: m.status === 'active',
    bio: m.bio,
    yearsOfExperience: m.yearsOfExperience,
    linkedinUrl: m.linkedinUrl,
    languages: m.languages,
    educations: educations.map(({ mentorId: _mentorId, ...e }) => e),
    academicExpertises: expertise.map((t) => toTag(t, locale)),
    bufferMinutes: m.bufferMinutes,
    minNoticeHours: m.minNoticeHours,
    bookingWindowDays: m.bookingWindowDays,
    modes: [
      ...(m.offersOnline ? (['online'] as const) : []),
      ...(m.offersOffline ? (['offline'] as const) : []),
    ],
    acceptsCustomRequests: m.acceptsCustomRequests,
  };
}

/**
 * The search terms of a mentor, with the job search's Indonesian-aware analysis: stems
 * ('pengembang' → 'kembang'), the words themselves, and synonym tokens of the headline and
 * topics ('software engineer' finds 'Backend Developer'); names are names (no synonyms).
 */
export function mentorSearchTerms(m: MentorRow, topics: readonly MentorTagRow[]): Set<string> {
  const topicNames = topics.flatMap((t) => [t.nameId, t.nameEn]);
  const terms = analyzeForIndex({
    role: m.headline,
    roleNames: topicNames,
    company: [m.name, m.companyName ?? ''].join(' '),
    skills: topicNames,
    description: '',
  });
  return new Set(`${terms.titleTerms} ${terms.bodyTerms}`.split(' ').filter(Boolean));
}
