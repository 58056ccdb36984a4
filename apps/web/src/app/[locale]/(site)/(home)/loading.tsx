import { getTranslations } from 'next-intl/server';
import { JobListSkeleton } from '@/features/jobs/job-list-skeleton';
import { PageBand } from '@/features/shell/page-band';

export default async function HomeLoading() {
  const t = await getTranslations('homepageJobs');
  return (
    <>
      <PageBand className="md:pb-16">
        <p className="text-sm font-semibold text-brand-100">{t('hero.eyebrow')}</p>
        <p className="mt-2 max-w-2xl text-3xl font-extrabold leading-tight md:text-5xl">
          {t('hero.title')}
        </p>
        <div className="mt-6 h-[60px] max-w-2xl animate-pulse rounded-2xl bg-white/90" />
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <div className="mb-5 h-7 w-48 animate-pulse rounded bg-slate-200" />
        <JobListSkeleton label={t('loading')} />
      </div>
    </>
  );
}
