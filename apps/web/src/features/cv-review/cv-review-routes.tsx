// The pieces of the CV analyzer's routes: route files stay a few lines each.
import type { Metadata } from 'next';
import { resolveLocale } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';
import { reportPath } from './cv-review-api';
import { UNLOCK_AFTER_PAYMENT_PARAM } from './cv-review-format';
import { CvReviewHistoryPage } from './history-page';
import { CvReviewReportPage } from './report-page';
import { CvReviewerPage } from './cv-reviewer-page';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Params<T = object> = Promise<{ locale: string } & T>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** ?page=N as a page number (1 for anything else). */
function pageOf(value: string | string[] | undefined): number {
  const page = Number(first(value));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /cv-reviewer: the analyzer's start. */
export const cvReviewerRoute = {
  async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    return pageMetadata(await resolveLocale(params), 'cvReviewer', { path: '/cv-reviewer' });
  },
  async Page({ params }: { params: Params }) {
    return <CvReviewerPage locale={await resolveLocale(params)} />;
  },
};

/** /cv-reviewer/results: the user's analyses. */
export const cvReviewerResultsRoute = {
  async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    return pageMetadata(await resolveLocale(params), 'cvReviewerResults', {
      path: '/cv-reviewer/results',
    });
  },
  async Page({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
    const locale = await resolveLocale(params);
    return <CvReviewHistoryPage locale={locale} page={pageOf((await searchParams).page)} />;
  },
};

/** /cv-reviewer/results/[id]: one report. */
export const cvReviewerResultRoute = {
  async generateMetadata({ params }: { params: Params<{ id: string }> }): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const { id } = await params;
    return pageMetadata(locale, 'cvReviewerResult', { path: reportPath(id) });
  },
  async Page({
    params,
    searchParams,
  }: {
    params: Params<{ id: string }>;
    searchParams: SearchParams;
  }) {
    const locale = await resolveLocale(params);
    const { id } = await params;
    const query = await searchParams;
    return (
      <CvReviewReportPage
        locale={locale}
        id={id}
        autoUnlock={first(query[UNLOCK_AFTER_PAYMENT_PARAM]) === '1'}
      />
    );
  },
};
