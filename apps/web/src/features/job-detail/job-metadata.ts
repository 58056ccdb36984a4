import {
  EMPLOYMENT_TYPE_VOCABULARY,
  type JobDetail,
  WORKPLACE_TYPE_VOCABULARY,
} from '@jenjang/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OPEN_GRAPH_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl, alternatesFor } from '@/lib/seo';
import { jobPath } from '@/features/jobs/job-path';
import { salaryText } from './job-facts';

const DESCRIPTION_MAX = 160;

/** Cuts at a word boundary and adds an ellipsis when the text is too long for a snippet. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:—–-]+$/, '')}…`;
}

/** Title "role — company — city", a description from the job's facts, canonical and hreflang. */
export async function jobMetadata(job: JobDetail, locale: AppLocale): Promise<Metadata> {
  const [t, salary] = await Promise.all([
    getTranslations({ locale, namespace: 'jobDetail' }),
    salaryText(job, locale),
  ]);
  const parts = { role: job.role, company: job.company.name, city: job.location.city.name };
  const title = job.isClosed ? t('meta.closedTitle', parts) : t('meta.title', parts);
  const details = [
    job.employmentTypes.map((type) => EMPLOYMENT_TYPE_VOCABULARY.label(type, locale)).join(', '),
    WORKPLACE_TYPE_VOCABULARY.label(job.workplaceType, locale),
    salary ?? t('facts.salaryHidden'),
  ].join(' · ');
  const description = clampDescription(t('meta.description', { ...parts, details }));
  const path = jobPath(job);
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      title,
      description,
      siteName: 'Jenjang',
      type: 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      url: absoluteUrl(locale, path),
      ...(job.company.logoUrl ? { images: [{ url: job.company.logoUrl }] } : {}),
    },
  };
}
