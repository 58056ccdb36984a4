import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicantsPage, readApplicantsQuery } from '@/features/pipeline/applicants-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';

// Personal to the employer: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<Awaited<LocaleParams> & { jobId: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'employer.pipeline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Route({ params, searchParams }: Props) {
  const [locale, { jobId }, query] = await Promise.all([
    resolveLocale(params),
    params,
    searchParams,
  ]);
  return <ApplicantsPage locale={locale} jobId={jobId} query={readApplicantsQuery(query)} />;
}
