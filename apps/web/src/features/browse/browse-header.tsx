import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo';
import { PageBand } from '@/features/shell/page-band';
import { JsonLd } from '@/features/seo/json-ld';

export type Crumb = { label: string; path: string };

/**
 * The blue band of a browse or landing page: breadcrumbs (also as schema.org data), the H1,
 * an intro and optional actions.
 */
export async function BrowseHeader({
  locale,
  trail,
  title,
  intro,
  children,
}: {
  locale: AppLocale;
  /** Crumbs after "Jobs" (the home page); the last one is this page. */
  trail: Crumb[];
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.browse.breadcrumb' });
  const crumbs: Crumb[] = [{ label: t('jobs'), path: '/' }, ...trail];
  return (
    <PageBand className="md:pb-12">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(locale, crumb.path),
          })),
        }}
      />
      <nav aria-label={t('label')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex min-w-0 items-center gap-1">
                {last ? (
                  <span aria-current="page" className="truncate text-white">
                    {crumb.label}
                  </span>
                ) : (
                  <>
                    <Link
                      href={crumb.path}
                      className="rounded underline-offset-2 hover:text-white hover:underline"
                    >
                      {crumb.label}
                    </Link>
                    <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <h1 className="mt-3 max-w-3xl text-2xl font-extrabold leading-tight md:text-4xl">{title}</h1>
      {intro ? (
        <div className="mt-3 max-w-3xl text-base text-brand-50 md:text-lg">{intro}</div>
      ) : null}
      {children}
    </PageBand>
  );
}
