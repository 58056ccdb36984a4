import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CandidatePage } from '@/features/pipeline/candidate-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<Awaited<LocaleParams> & { jobId: string; applicationId: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'employer.pipeline' });
  return { title: t('candidate.title'), robots: { index: false, follow: false } };
}

export default async function Route({ params }: Props) {
  const [locale, { jobId, applicationId }] = await Promise.all([resolveLocale(params), params]);
  return <CandidatePage locale={locale} jobId={jobId} applicationId={applicationId} />;
}
