import { getTranslations } from 'next-intl/server';

/** While the applicants load: the page's shape, announced to screen readers. */
export async function PipelineLoading() {
  const t = await getTranslations('employer.pipeline');
  return (
    <div role="status" aria-live="polite" data-wide-page className="space-y-4">
      <h1 className="sr-only">{t('loading')}</h1>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
      <div className="flex gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-64 w-full animate-pulse rounded-xl bg-slate-100 md:flex-1" />
        ))}
      </div>
    </div>
  );
}
