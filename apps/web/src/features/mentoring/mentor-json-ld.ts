// schema.org Person of a mentor's page (https://schema.org/Person): only facts the page shows.
// No aggregateRating: schema.org gives a Person none, and search engines ignore it there.
import type { MentorDetail } from '@jenjang/domain';

type JsonLd = Record<string, unknown>;

export function buildMentorJsonLd(
  mentor: MentorDetail,
  options: { url: string; siteUrl: string },
): JsonLd {
  const image = mentor.photoUrl ? new URL(mentor.photoUrl, options.siteUrl).href : null;
  const knowsAbout = [...mentor.topics, ...mentor.academicExpertises].map((tag) => tag.name);
  const schools = [...new Set(mentor.educations.map((education) => education.school))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: mentor.name,
    url: options.url,
    ...(mentor.headline ? { jobTitle: mentor.headline } : {}),
    ...(mentor.bio ? { description: mentor.bio.slice(0, 500) } : {}),
    ...(image ? { image } : {}),
    ...(mentor.companyName
      ? { worksFor: { '@type': 'Organization', name: mentor.companyName } }
      : {}),
    ...(knowsAbout.length > 0 ? { knowsAbout } : {}),
    ...(mentor.languages.length > 0 ? { knowsLanguage: mentor.languages } : {}),
    ...(schools.length > 0
      ? { alumniOf: schools.map((name) => ({ '@type': 'EducationalOrganization', name })) }
      : {}),
    ...(mentor.district
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: mentor.district.regencyName,
            addressRegion: mentor.district.provinceName,
            addressCountry: 'ID',
          },
        }
      : {}),
    ...(mentor.linkedinUrl ? { sameAs: [mentor.linkedinUrl] } : {}),
  };
}
