'use client';

import { usePathname } from '@/lib/i18n/navigation';
import { JOB_RESULTS_ANCHOR, PAGES } from '@/lib/routes';

const skipLinkClass =
  'sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3';

/**
 * The first stops of the Tab order, shown when focused: the main content of every page and, on
 * the job search, its results (past the header, the search box and some forty filters). A client
 * part only for the path: the layout stays as it is when a link moves to another page.
 */
export function SkipLinks({ labels }: { labels: { content: string; results: string } }) {
  const onJobSearch = usePathname() === PAGES.home.path;
  return (
    <>
      <a href="#main-content" className={skipLinkClass}>
        {labels.content}
      </a>
      {onJobSearch ? (
        <a href={`#${JOB_RESULTS_ANCHOR}`} className={skipLinkClass}>
          {labels.results}
        </a>
      ) : null}
    </>
  );
}
