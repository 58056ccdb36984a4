import {
  PIPELINE_SORTS,
  pipelineBoardResponseSchema,
  pipelineFunnelResponseSchema,
  pipelineListResponseSchema,
  pipelineRecommendationsResponseSchema,
  type PipelineSort,
} from '@jenjang/domain';
import { Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApplicantsView } from './applicants-view';
import { fixedColumnLabel } from './column-label';
import { FunnelStrip } from './funnel-strip';
import { loadForEmployer } from './load-pipeline';
import { Recommendations } from './recommendations';
import { applicantsPath, pipelinePaths } from './pipeline-api';

export type ApplicantsQuery = {
  view: 'board' | 'list';
  q: string;
  column: string;
  sort: PipelineSort;
  page: number;
};

export function readApplicantsQuery(raw: Record<string, string | string[]>): ApplicantsQuery {
  const one = (key: string) => (Array.isArray(raw[key]) ? raw[key][0] : raw[key]) ?? '';
  const sort = one('sort');
  const page = Number.parseInt(one('page'), 10);
  return {
    view: one('view') === 'list' ? 'list' : 'board',
    q: one('q').slice(0, 100),
    column: one('column').slice(0, 64),
    sort: (PIPELINE_SORTS as readonly string[]).includes(sort) ? (sort as PipelineSort) : 'newest',
    page: Number.isFinite(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

export function applicantsHref(jobId: string, q: Partial<ApplicantsQuery>): string {
  const params = new URLSearchParams();
  if (q.view === 'list') params.set('view', 'list');
  if (q.q) params.set('q', q.q);
  if (q.column) params.set('column', q.column);
  if (q.sort && q.sort !== 'newest') params.set('sort', q.sort);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const text = params.toString();
  return `${applicantsPath(jobId)}${text ? `?${text}` : ''}`;
}

/** /employer/jobs/[jobId]/applicants: funnel, then the board or the list of applicants. */
export async function ApplicantsPage({
  locale,
  jobId,
  query,
}: {
  locale: AppLocale;
  jobId: string;
  query: ApplicantsQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'employer.pipeline' });
  const returnPath = applicantsHref(jobId, query);
  const common = { locale, returnPath };
  const [funnel, board, list, recommended] = await Promise.all([
    loadForEmployer(pipelinePaths.funnel(jobId), pipelineFunnelResponseSchema, common),
    query.view === 'board'
      ? loadForEmployer(pipelinePaths.board(jobId), pipelineBoardResponseSchema, {
          ...common,
          query: { perColumn: 20, ...(query.q ? { q: query.q } : {}) },
        })
      : null,
    query.view === 'list'
      ? loadForEmployer(pipelinePaths.list(jobId), pipelineListResponseSchema, {
          ...common,
          query: {
            page: query.page,
            limit: 20,
            sort: query.sort,
            ...(query.q ? { q: query.q } : {}),
            ...(query.column ? { column: query.column } : {}),
          },
        })
      : null,
    loadForEmployer(pipelinePaths.recommendations(jobId), pipelineRecommendationsResponseSchema, {
      ...common,
      query: { limit: 10 },
    }),
  ]);
  const main = board ?? list;
  if (!main || !main.ok || !funnel.ok) {
    const reason =
      (main && !main.ok ? main.reason : null) ?? (!funnel.ok ? funnel.reason : 'error');
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <StatusPanel
          as="h1"
          role={reason === 'error' ? 'alert' : 'status'}
          title={
            reason === 'notFound'
              ? t('notFound')
              : reason === 'forbidden'
                ? t('employersOnly')
                : t('error')
          }
          actions={
            reason === 'error' ? (
              <Link href={returnPath} className={buttonStyles.secondary}>
                {t('retry')}
              </Link>
            ) : null
          }
        />
      </div>
    );
  }
  const job = main.data.data.job;
  const tab = (view: 'board' | 'list') =>
    cn(
      'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold',
      query.view === view ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
    );
  return (
    // Wide: the board's columns take the width the screen has (features/employer-area/employer-layout.tsx).
    <div data-wide-page className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">{job.companyName}</p>
          <h1 className="text-2xl font-bold text-slate-900">
            {t('title')} · {job.role}
          </h1>
        </div>
        <a
          href={pipelinePaths.exportHref(jobId, locale)}
          download
          className={buttonStyles.secondary}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('export')}
        </a>
      </header>
      <FunnelStrip funnel={funnel.data.data} job={job} locale={locale} />
      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label={t('views.label')} className="flex gap-1 rounded-xl bg-slate-50 p-1">
          <Link
            href={applicantsHref(jobId, { ...query, view: 'board', page: 1 })}
            className={tab('board')}
            aria-current={query.view === 'board' ? 'page' : undefined}
          >
            {t('views.board')}
          </Link>
          <Link
            href={applicantsHref(jobId, { ...query, view: 'list', page: 1 })}
            className={tab('list')}
            aria-current={query.view === 'list' ? 'page' : undefined}
          >
            {t('views.list')}
          </Link>
        </nav>
        <form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-2">
          {query.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
          <label className="flex min-w-48 flex-1 flex-col text-sm font-semibold text-slate-800">
            {t('search')}
            <input
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              className="mt-1 min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
            />
          </label>
          {query.view === 'list' ? (
            <>
              <label className="flex flex-col text-sm font-semibold text-slate-800">
                {t('filterColumn')}
                <select
                  name="column"
                  defaultValue={query.column}
                  className="mt-1 min-h-11 rounded-lg border border-slate-300 px-2 font-normal"
                >
                  <option value="">{t('allColumns')}</option>
                  <option value="applied">{fixedColumnLabel('applied', locale)}</option>
                  {job.steps.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                  <option value="offered">{fixedColumnLabel('offered', locale)}</option>
                  <option value="rejected">{fixedColumnLabel('rejected', locale)}</option>
                  <option value="waitListed">{fixedColumnLabel('waitListed', locale)}</option>
                </select>
              </label>
              <label className="flex flex-col text-sm font-semibold text-slate-800">
                {t('sort.label')}
                <select
                  name="sort"
                  defaultValue={query.sort}
                  className="mt-1 min-h-11 rounded-lg border border-slate-300 px-2 font-normal"
                >
                  {PIPELINE_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`sort.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ) : null}
          <button type="submit" className={buttonStyles.primary}>
            {t('searchButton')}
          </button>
        </form>
      </div>
      <ApplicantsView
        jobId={jobId}
        job={job}
        columns={board?.ok ? board.data.data.columns : null}
        list={list?.ok ? list.data.data : null}
        moreHrefs={Object.fromEntries(
          (board?.ok ? board.data.data.columns : []).map((c) => [
            c.key,
            applicantsHref(jobId, { view: 'list', column: c.key, q: query.q }),
          ]),
        )}
        pages={
          list?.ok
            ? {
                prev:
                  query.page > 1 ? applicantsHref(jobId, { ...query, page: query.page - 1 }) : null,
                next:
                  query.page < list.data.data.totalPages
                    ? applicantsHref(jobId, { ...query, page: query.page + 1 })
                    : null,
              }
            : null
        }
      />
      {recommended.ok ? (
        <Recommendations jobId={jobId} job={job} docs={recommended.data.data.docs} />
      ) : null}
    </div>
  );
}
