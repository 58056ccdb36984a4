import {
  ADMIN_LIST_PAGE_SIZE,
  adminCompaniesResponseSchema,
  adminReviewResponseSchema,
  type AdminCompany,
  type AdminReviewJob,
  type Paginated,
} from '@jenjang/domain';
import { SearchX, ShieldAlert, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/features/jobs/pagination';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { ApiError } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { countArgs } from '@/lib/i18n/count';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { AdminSearch, AdminTabs } from './admin-controls';
import { ReviewJobsList, UnverifiedCompaniesList } from './admin-lists';
import { adminHref, type AdminListQuery } from './admin-query';

type Loaded =
  | { status: 'jobs'; list: Paginated<AdminReviewJob> }
  | { status: 'companies'; list: Paginated<AdminCompany> }
  | { status: 'forbidden' }
  | { status: 'error' };

/** One page of the open tab's list, searched and paged by the API. */
async function loadAdminList(locale: AppLocale, query: AdminListQuery): Promise<Loaded> {
  const options = { returnPath: localizedPath(locale, adminHref(query)), locale } as const;
  const paging = {
    page: query.page,
    limit: ADMIN_LIST_PAGE_SIZE,
    ...(query.search ? { search: query.search } : {}),
  };
  try {
    if (query.tab === 'jobs') {
      const body = await loadAsUser('/v1/admin/jobs/review', adminReviewResponseSchema, {
        ...options,
        query: { ...paging, queue: query.queue },
      });
      return { status: 'jobs', list: body.data };
    }
    const body = await loadAsUser('/v1/admin/companies', adminCompaniesResponseSchema, {
      ...options,
      query: { ...paging, verified: 'false' },
    });
    return { status: 'companies', list: body.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { status: 'forbidden' };
    if (error instanceof ApiError) return { status: 'error' };
    throw error; // sign-in redirects
  }
}

/**
 * /admin: reported and flagged jobs to hide or restore, companies to verify; one list at a time
 * (a tab), searched and paged on the server, so a long queue stays quick to read.
 */
export async function AdminPage({ locale, query }: { locale: AppLocale; query: AdminListQuery }) {
  const t = await getTranslations({ locale, namespace: 'common.admin' });
  const loaded = await loadAdminList(locale, query);
  const shell = (content: ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">{content}</div>
  );
  if (loaded.status === 'forbidden')
    return shell(
      <StatusPanel
        as="h1"
        role="alert"
        icon={<ShieldAlert aria-hidden="true" className="size-7" />}
        title={t('forbiddenTitle')}
      >
        <p>{t('forbiddenBody')}</p>
      </StatusPanel>,
    );
  if (loaded.status === 'error')
    return shell(
      <StatusPanel
        as="h1"
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('errorTitle')}
      />,
    );

  const { list } = loaded;
  const heading = t(query.tab === 'jobs' ? 'jobsHeading' : 'companiesHeading');
  return shell(
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <AdminTabs locale={locale} query={query} />
      <section aria-labelledby="admin-list" className="mt-6">
        <h2 id="admin-list" className="text-lg font-bold text-slate-900">
          {heading}{' '}
          <span className="text-base font-normal text-slate-600" data-admin-total>
            ({t('total', countArgs(list.totalDocs, locale))})
          </span>
        </h2>
        <AdminSearch locale={locale} query={query} />
        <div className="mt-6">
          {list.docs.length > 0 ? (
            loaded.status === 'jobs' ? (
              <ReviewJobsList locale={locale} jobs={loaded.list.docs} />
            ) : (
              <UnverifiedCompaniesList locale={locale} companies={loaded.list.docs} />
            )
          ) : (
            <EmptyList locale={locale} query={query} totalDocs={list.totalDocs} />
          )}
        </div>
        {list.docs.length > 0 ? (
          <Pagination
            locale={locale}
            page={query.page}
            totalPages={list.totalPages}
            hrefFor={(page) => adminHref({ ...query, page })}
          />
        ) : null}
      </section>
    </>,
  );
}

/** Why a page has no rows: nothing matches the search, the page ran past the end, or all done. */
async function EmptyList({
  locale,
  query,
  totalDocs,
}: {
  locale: AppLocale;
  query: AdminListQuery;
  totalDocs: number;
}) {
  const t = await getTranslations({ locale, namespace: 'common.admin' });
  if (totalDocs > 0) {
    const lastPage = Math.max(1, Math.ceil(totalDocs / ADMIN_LIST_PAGE_SIZE));
    return (
      <StatusPanel
        role="status"
        title={t('pastEnd')}
        actions={
          <a
            href={localizedPath(locale, adminHref({ ...query, page: lastPage }))}
            className={buttonStyles.primary}
          >
            {t('lastPage')}
          </a>
        }
      />
    );
  }
  if (query.search)
    return (
      <StatusPanel
        role="status"
        icon={<SearchX aria-hidden="true" className="size-7" />}
        title={t('noResults', { query: query.search })}
      />
    );
  return (
    <p role="status" className="text-slate-600" data-admin-empty>
      {t(query.tab === 'jobs' ? 'noJobs' : 'noCompanies')}
    </p>
  );
}
