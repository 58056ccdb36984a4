// schema.org JobPosting for Google's job search (https://schema.org/JobPosting). Only open jobs
// get one: a closed or expired posting must not be offered as a job any more.
import {
  CITIES,
  deadlineEndsAt,
  toWibParts,
  type EmploymentType,
  type JobDetail,
  type SalaryType,
} from '@jenjang/domain';

/**
 * schema.org employment types. Google knows no "freelance": a freelancer works on contract, so
 * freelance maps to CONTRACTOR like contract does (duplicates are dropped).
 */
export const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

/** schema.org unitText of a salary; a per-project fee has none, so it is left out. */
export const SCHEMA_SALARY_UNIT: Record<SalaryType, string | null> = {
  hourly: 'HOUR',
  daily: 'DAY',
  monthly: 'MONTH',
  yearly: 'YEAR',
  project: null,
};

export type JobPostingOptions = {
  /** The canonical address of the job page. */
  url: string;
  /** Headings put before the responsibilities and requirements in the description HTML. */
  sectionTitles: { responsibilities: string; requirements: string };
};

type JsonLd = Record<string, unknown>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The deadline's last second in Jakarta with its offset: '2027-01-22T23:59:59+07:00'. */
export function validThroughOf(deadline: string): string {
  const p = toWibParts(deadlineEndsAt(deadline));
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}T${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}+07:00`;
}

function descriptionHtml(job: JobDetail, titles: JobPostingOptions['sectionTitles']): string {
  const parts = [job.description];
  if (job.responsibilities.trim()) {
    parts.push(`<h3>${escapeHtml(titles.responsibilities)}</h3>`, job.responsibilities);
  }
  if (job.requirements.trim()) {
    parts.push(`<h3>${escapeHtml(titles.requirements)}</h3>`, job.requirements);
  }
  return parts.join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function baseSalary(job: JobDetail): JsonLd | undefined {
  const unitText = SCHEMA_SALARY_UNIT[job.salaryType];
  const usable = (n: number | null) => (n !== null && n > 0 ? n : null);
  let min = usable(job.salaryMin);
  let max = usable(job.salaryMax);
  if (!job.salaryShown || !unitText || (min === null && max === null)) return undefined;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const value: JsonLd = { '@type': 'QuantitativeValue', unitText };
  if (min !== null && max !== null && min !== max) {
    value.minValue = min;
    value.maxValue = max;
  } else {
    value.value = min ?? max;
  }
  return { '@type': 'MonetaryAmount', currency: 'IDR', value };
}

/** The JobPosting of an open job, or null for a closed or expired one. */
export function buildJobPostingJsonLd(job: JobDetail, options: JobPostingOptions): JsonLd | null {
  if (job.isClosed || job.status !== 'active') return null;
  const province = CITIES.find((city) => city.id === job.location.city.id)?.province;
  const website = job.companyDetail.website;
  const salary = baseSalary(job);
  const employmentTypes = [...new Set(job.employmentTypes.map((t) => SCHEMA_EMPLOYMENT_TYPE[t]))];

  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.role,
    description: descriptionHtml(job, options.sectionTitles),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    datePosted: job.publishedAt,
    ...(job.deadline ? { validThrough: validThroughOf(job.deadline) } : {}),
    ...(employmentTypes.length > 0
      ? { employmentType: employmentTypes.length === 1 ? employmentTypes[0] : employmentTypes }
      : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(website ? { sameAs: website } : {}),
      ...(job.company.logoUrl ? { logo: job.company.logoUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.city.name,
        ...(province ? { addressRegion: province } : {}),
        addressCountry: 'ID',
      },
    },
    ...(job.workplaceType === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.industry ? { industry: job.industry.name } : {}),
    ...(job.skills.length > 0 ? { skills: job.skills.map((skill) => skill.name).join(', ') } : {}),
    directApply: job.applicationType === 'easyApply',
    url: options.url,
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: characters that could end the script
 * or start markup are escaped (`</script>` inside a description must stay text).
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
