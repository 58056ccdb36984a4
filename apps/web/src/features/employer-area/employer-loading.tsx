'use client';

import { useTranslations } from 'next-intl';

/**
 * While an employer page loads on the server: a quiet skeleton, announced to screen readers and
 * named by a visually hidden heading (a page without one is what axe found in the soak).
 */
export function EmployerLoading() {
  const t = useTranslations('employer.area');
  return (
    <div role="status" aria-live="polite" className="space-y-3" aria-busy="true">
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
      <h1 className="sr-only">{t('loading')}</h1>
    </div>
  );
}
