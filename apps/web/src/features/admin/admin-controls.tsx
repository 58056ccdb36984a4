import { ADMIN_REVIEW_QUEUES, ADMIN_SEARCH_MAX } from '@jenjang/domain';
import { Search, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { inputStyles } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { cn } from '@/lib/cn';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { ADMIN_TABS, adminHref, type AdminListQuery } from './admin-query';

/**
 * The two lists of /admin as tabs: links, so each view has its own address. The admin's lists are
 * the server's view of the address, so their links (tabs, clearing the search, the last page) are
 * plain anchors: a document navigation works at any moment, while a client-side Link clicked as
 * the page hydrates was dropped now and then (the address stayed; seen in admin.test.ts).
 */
export async function AdminTabs({ locale, query }: { locale: AppLocale; query: AdminListQuery }) {
  const t = await getTranslations({ locale, namespace: 'common.admin' });
  return (
    <nav aria-label={t('tabsLabel')} className="mt-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {ADMIN_TABS.map((tab) => {
          const current = tab === query.tab;
          return (
            <li key={tab} className="shrink-0">
              <a
                href={localizedPath(locale, adminHref({ tab, search: '', queue: 'all', page: 1 }))}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
                  current
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:text-brand-700',
                )}
              >
                {t(tab === 'jobs' ? 'jobsHeading' : 'companiesHeading')}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Search (and, on the jobs tab, the queue) as a plain GET form: the server filters and pages, and
 * the form works before and without JavaScript.
 */
export async function AdminSearch({ locale, query }: { locale: AppLocale; query: AdminListQuery }) {
  const t = await getTranslations({ locale, namespace: 'common.admin' });
  const jobs = query.tab === 'jobs';
  return (
    <form
      method="get"
      action={localizedPath(locale, '/admin')}
      role="search"
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {jobs ? null : <input type="hidden" name="tab" value={query.tab} />}
      <div className="min-w-0 flex-1">
        <label htmlFor="admin-search" className="mb-1 block text-sm font-semibold text-slate-800">
          {t(jobs ? 'searchJobsLabel' : 'searchCompaniesLabel')}
        </label>
        <input
          id="admin-search"
          name="q"
          type="search"
          defaultValue={query.search}
          maxLength={ADMIN_SEARCH_MAX}
          className={inputStyles}
        />
      </div>
      {jobs ? (
        <div className="sm:w-52">
          <label htmlFor="admin-queue" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('queueLabel')}
          </label>
          <select id="admin-queue" name="queue" defaultValue={query.queue} className={inputStyles}>
            {ADMIN_REVIEW_QUEUES.map((queue) => (
              <option key={queue} value={queue}>
                {t(`queues.${queue}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary}>
          <Search aria-hidden="true" className="size-4" />
          {t('searchSubmit')}
        </button>
        {query.search ? (
          <a
            href={localizedPath(locale, adminHref({ ...query, search: '', page: 1 }))}
            className={buttonStyles.secondary}
          >
            <X aria-hidden="true" className="size-4" />
            {t('clearSearch')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
