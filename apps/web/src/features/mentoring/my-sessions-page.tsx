import {
  formatCount,
  type MentoringSession,
  mentoringSessionListResponseSchema,
  type Paginated,
  type SessionCounter,
  sessionCounterResponseSchema,
} from '@jenjang/domain';
import { CalendarX2, Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/features/jobs/pagination';
import { buttonStyles } from '@/features/shell/button-styles';
import { PageBand } from '@/features/shell/page-band';
import { StatusPanel } from '@/features/shell/status-panel';
import { ApiError } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { mentoringPaths } from './mentoring-api';
import { SessionCard } from './session-card';
import {
  MY_SESSION_GROUPS,
  SESSIONS_PAGE_SIZE,
  sessionsHref,
  type MySessionGroup,
} from './session-query';

/** /mentoring/my-session: the signed-in mentee's sessions by group, with their actions. */
export async function MySessionsPage({
  locale,
  group,
  page,
}: {
  locale: AppLocale;
  group: MySessionGroup;
  page: number;
}) {
  const returnPath = localizedPath(locale, sessionsHref(group, page));
  const [{ title }, t] = await Promise.all([
    getPageText(locale, 'mySessions'),
    getTranslations({ locale, namespace: 'homepageMentoring.sessions' }),
  ]);
  let counts: SessionCounter | null = null;
  let list: Paginated<MentoringSession> | null = null;
  try {
    // Signed-out users go to sign-in and come back; non-students go to onboarding.
    const [counter, sessions] = await Promise.all([
      loadAsUser(mentoringPaths.sessionCounter, sessionCounterResponseSchema, {
        returnPath,
        locale,
        query: { as: 'mentee' },
      }),
      loadAsUser(mentoringPaths.sessionList, mentoringSessionListResponseSchema, {
        returnPath,
        locale,
        query: { as: 'mentee', group, page, limit: SESSIONS_PAGE_SIZE },
      }),
    ]);
    counts = counter.data;
    list = sessions.data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`mentoring sessions unavailable: ${error.message}`);
  }
  // One clock for the whole list: the cut-off notes of every card agree.
  const now = Date.now();

  return (
    <div className="bg-slate-50">
      <PageBand>
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-brand-100">{t('intro')}</p>
      </PageBand>
      <section
        aria-labelledby="sessions-heading"
        className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12"
      >
        <h2 id="sessions-heading" className="sr-only">
          {t('heading')}
        </h2>
        <nav aria-label={t('filtersLabel')} className="-mx-4 mb-6 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {MY_SESSION_GROUPS.map((key) => (
              <li key={key}>
                <Link
                  href={sessionsHref(key)}
                  aria-current={key === group ? 'page' : undefined}
                  data-group={key}
                  className={cn(
                    'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold',
                    key === group
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
                  )}
                >
                  {counts
                    ? t('groupCount', {
                        group: t(`groups.${key}`),
                        count: formatCount(counts[key], locale),
                      })
                    : t(`groups.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {list === null ? (
          <StatusPanel
            role="alert"
            title={t('errorTitle')}
            actions={
              <Link href={sessionsHref(group, page)} className={buttonStyles.primary}>
                {t('retry')}
              </Link>
            }
          >
            <p>{t('errorBody')}</p>
          </StatusPanel>
        ) : list.docs.length === 0 ? (
          <StatusPanel
            role="status"
            icon={<CalendarX2 aria-hidden="true" className="size-7" />}
            title={t(`empty.${group}`)}
            actions={
              <Link href="/mentoring" className={buttonStyles.primary}>
                <Search aria-hidden="true" className="size-4" />
                {t('findMentor')}
              </Link>
            }
          >
            <p>{t('emptyBody')}</p>
          </StatusPanel>
        ) : (
          <>
            <ul className="space-y-4" data-sessions>
              {list.docs.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} locale={locale} now={now} />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <Pagination
                locale={locale}
                page={list.page}
                totalPages={list.totalPages}
                hrefFor={(target) => sessionsHref(group, target)}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
