import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ApplyPage } from '@/features/applications/apply-page';
import { JobDetailError } from '@/features/job-detail/job-detail-error';
import { resolveJobPage } from '@/features/job-detail/resolve-job-page';
import { resolveLocale } from '@/lib/i18n/params';
import { getPageText } from '@/lib/page-text';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; slug: string }> };

// A step of applying, not a page to list: noindex, and no canonical of its own.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const resolved = await resolveJobPage((await params).slug, locale, '/apply');
  if (resolved.status === 'not-found') notFound();
  if (resolved.status === 'redirect') permanentRedirect(resolved.location);
  const { title, description } = await getPageText(locale, 'jobApply');
  return { title, description, robots: { index: false, follow: true } };
}

export default async function JobApplyRoute({ params }: Props) {
  const locale = await resolveLocale(params);
  const resolved = await resolveJobPage((await params).slug, locale, '/apply');
  if (resolved.status === 'not-found') notFound();
  if (resolved.status === 'redirect') permanentRedirect(resolved.location);
  if (resolved.status === 'error') return <JobDetailError locale={locale} />;
  return <ApplyPage job={resolved.job} locale={locale} />;
}
