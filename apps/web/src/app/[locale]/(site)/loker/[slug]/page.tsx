import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { JobDetailError } from '@/features/job-detail/job-detail-error';
import { JobDetailPage } from '@/features/job-detail/job-detail-page';
import { jobMetadata } from '@/features/job-detail/job-metadata';
import { resolveJobPage } from '@/features/job-detail/resolve-job-page';
import { resolveLocale } from '@/lib/i18n/params';

// A job is fetched on every request (closing it must show at once); the build needs no API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Metadata resolves before the page streams (htmlLimitedBots in next.config.ts), so the 404 and
// the 308 to the canonical address thrown here get their real status codes.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const resolved = await resolveJobPage((await params).slug, locale);
  if (resolved.status === 'not-found') notFound();
  if (resolved.status === 'redirect') permanentRedirect(resolved.location);
  if (resolved.status === 'error') return { robots: { index: false, follow: true } };
  return jobMetadata(resolved.job, locale);
}

export default async function JobRoute({ params }: Props) {
  const locale = await resolveLocale(params);
  const resolved = await resolveJobPage((await params).slug, locale);
  if (resolved.status === 'not-found') notFound();
  if (resolved.status === 'redirect') permanentRedirect(resolved.location);
  if (resolved.status === 'error') return <JobDetailError locale={locale} />;
  return <JobDetailPage job={resolved.job} locale={locale} />;
}
