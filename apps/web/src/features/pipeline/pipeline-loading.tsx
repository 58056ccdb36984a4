import { getTranslations } from 'next-intl/server';

/** While the applicants load: the page's shape, announced to screen readers. */
export async function PipelineLoading() {
  const t = await getTranslations('employer.pipeline');
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto max-w-7xl space-y-4 px-4 py-10 md:px-6"
    >
      <span className="sr-only">{t('loading')}</span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
      <div className="flex gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-64 w-full animate-pulse rounded-xl bg-slate-100 md:w-64" />
        ))}
      </div>
    </div>
  );
}
